import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ActivateRequest, MAX_WORKFLOW_NAME, MissedSlotsRequest } from '../../contracts/flows';
import { eq } from 'drizzle-orm';
import { flows } from '../db/schema';
import type { Services } from '../app';
import { badRequest, notFound, parseBody } from '../http/errors';
import { setFlowActive } from './activation';
import { flowsHealth } from './health';
import { generateWorkflowName } from './naming';
import { parkedMessage, runAndWait, toStepResult, waitFromQuery } from './run';
import {
  baseUrl, chatTitle, deleteFlowAndChat, findUserChat, findUserFlow, insertFlow, listFlows, toSummary,
} from './store';
import { assertValidParams, checkSpecAgainstCatalogue, normalizeSteps } from './validate';
import { errorWithContext } from '../../contracts/text';

const FLOW_NOT_FOUND = 'Workflow no encontrado';

/** Spec §7 Flows. Runs inside the authenticated scope: request.userId is set. */
export async function flowsRoutes(app: FastifyInstance, services: Services) {
  const { db, config, engine } = services;

  const list = async (request: FastifyRequest) => {
    const base = baseUrl(config, request);
    const [rows, health] = await Promise.all([listFlows(db, request.userId), flowsHealth(db, request.userId)]);
    return rows.map((r) => ({ ...toSummary(r.flow, r.chatTitle, base), ...(health.get(r.flow.id) ?? { last_status: null, failures_24h: 0, failing: false }) }));
  };
  app.get('/api/flows', list);
  app.get('/api/flows/', list);

  app.post('/api/flows/create', async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const problem = checkSpecAgainstCatalogue(body);
    if (problem) throw badRequest(problem);
    const spec = body as { name?: unknown; description?: unknown; chat_id?: unknown; steps: Record<string, unknown>[] };
    let chatId: string | null = null;
    if (spec.chat_id !== undefined && spec.chat_id !== null && spec.chat_id !== '') {
      const chat = await findUserChat(db, request.userId, spec.chat_id);
      if (!chat) throw notFound('Chat no encontrado');
      chatId = chat.id;
    }
    const steps = normalizeSteps(spec.steps);
    assertValidParams(steps);
    const description = typeof spec.description === 'string' && spec.description.trim() ? spec.description.trim() : null;
    const given = typeof spec.name === 'string' ? spec.name.trim() : '';
    const name = given
      ? given.length > MAX_WORKFLOW_NAME ? `${given.slice(0, MAX_WORKFLOW_NAME - 3)}...` : given
      : generateWorkflowName(description, steps, { timeZone: config.timezone });
    const row = await insertFlow(db, { userId: request.userId, chatId, name, description, steps });
    // a chat's flow is updated in place (one flow per chat): an active one follows its new steps
    if (chatId) await engine.syncSchedule(row.id);
    const summary = toSummary(row, await chatTitle(db, chatId), baseUrl(config, request));
    return reply.status(201).send({ ...summary, spec: row.spec });
  });

  app.get<{ Params: { id: string }; Querystring: { includeSpec?: string } }>('/api/flows/:id', async (request) => {
    const row = await findUserFlow(db, request.userId, request.params.id);
    if (!row) throw notFound(FLOW_NOT_FOUND);
    const summary = toSummary(row, await chatTitle(db, row.chatId), baseUrl(config, request));
    const include = request.query.includeSpec === 'true' || request.query.includeSpec === '1';
    return include ? { ...summary, spec: row.spec } : summary;
  });

  app.post<{ Params: { id: string } }>('/api/flows/:id/activate', async (request) => {
    const row = await findUserFlow(db, request.userId, request.params.id);
    if (!row) throw notFound(FLOW_NOT_FOUND);
    const { is_active } = parseBody(ActivateRequest, request.body);
    const result = await setFlowActive({ db, engine, defaultTimezone: config.timezone }, row, is_active);
    if (!result.ok) throw badRequest(result.problem);
    return { flow_id: result.row.id, is_active: result.row.isActive };
  });

  // What a schedule does with slots missed while Enlaza was stopped (docs/engine.md "Missed slots").
  app.post<{ Params: { id: string } }>('/api/flows/:id/missed-slots', async (request) => {
    const row = await findUserFlow(db, request.userId, request.params.id);
    if (!row) throw notFound(FLOW_NOT_FOUND);
    const { missed_slots } = parseBody(MissedSlotsRequest, request.body);
    await db.update(flows).set({ missedSlots: missed_slots }).where(eq(flows.id, row.id));
    return { flow_id: row.id, missed_slots };
  });

  app.post<{ Params: { id: string } }>('/api/flows/:id/run-now', async (request, reply) => {
    const row = await findUserFlow(db, request.userId, request.params.id);
    if (!row) throw notFound(FLOW_NOT_FOUND);
    const { executionId, result } = await runAndWait(engine, row, { type: 'manual', payload: {} }, waitFromQuery(request.query));
    if (!result) {
      return reply.status(202).send({ execution_id: executionId, status: 'running', message: 'El workflow sigue ejecutándose; revisa el historial de ejecuciones', execution_results: [] });
    }
    if (result.status === 'waiting') {
      return reply.status(202).send({ execution_id: executionId, status: 'running', message: parkedMessage(result, row.spec, config.timezone), waiting_until: result.waiting_until, execution_results: result.steps.map(toStepResult) });
    }
    return {
      execution_id: executionId,
      status: result.status,
      message: result.status === 'success' ? 'Workflow ejecutado correctamente' : errorWithContext('Error ejecutando workflow', result.error),
      execution_results: result.steps.map(toStepResult),
    };
  });

  app.delete<{ Params: { id: string } }>('/api/flows/:id', async (request, reply) => {
    const row = await findUserFlow(db, request.userId, request.params.id);
    if (!row) throw notFound(FLOW_NOT_FOUND);
    // Parked executions go with the flow's rows; their delayed jobs (queue mode) go with them.
    await engine.cancelWaits(row.id, 'deleted');
    await deleteFlowAndChat(db, row);
    await engine.syncSchedule(row.id);
    return reply.status(204).send();
  });
}
