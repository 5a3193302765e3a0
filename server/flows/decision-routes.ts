import type { FastifyInstance } from 'fastify';
import { WorkflowDecisionRequest } from '../../contracts/chat';
import { checkExecutionPlan } from '../../contracts/plan';
import type { Services } from '../app';
import { badRequest, notFound, parseBody } from '../http/errors';
import { scheduleOf } from '../engine/scheduler';
import { setFlowActive } from './activation';
import { appendAssistantMessage, describeChat, planFromBody } from './decision';
import { generateWorkflowName } from './naming';
import { failedStep, runAndWait, RUN_WAIT_MS, toStepResult } from './run';
import { baseUrl, findChatFlow, findUserChat, insertFlow, updateFlowSpec, webhookUrls } from './store';
import { assertValidParams, checkSpecAgainstCatalogue, normalizeSteps } from './validate';

const SAVE_FIRST = 'Primero GUARDA el workflow, luego podrás activarlo/desactivarlo';

/** POST /api/chat/workflow-decision (execute | save | activate) and GET /api/chat/{chatId}/workflow-status. */
export async function decisionRoutes(app: FastifyInstance, services: Services) {
  const { db, config, engine } = services;

  app.post('/api/chat/workflow-decision', async (request) => {
    const body = parseBody(WorkflowDecisionRequest, request.body);
    const chatId = body.chat_id ?? body.session_id;
    if (!chatId) throw badRequest('Falta chat_id');
    const chat = await findUserChat(db, request.userId, chatId);
    if (!chat) throw notFound('Chat no encontrado');
    const userId = request.userId;
    const existing = await findChatFlow(db, userId, chat.id);
    const say = (content: string, meta: Record<string, unknown> = {}) =>
      appendAssistantMessage(db, chat.id, content, { session_id: chat.id, workflow_action: body.decision, ...meta });

    if (body.decision === 'activate') {
      if (!existing) return { success: false, message: SAVE_FIRST, workflow_id: null, is_active: false };
      const isActive = body.is_active ?? true;
      const result = await setFlowActive({ db, engine, defaultTimezone: config.timezone }, existing, isActive);
      if (!result.ok) return { success: false, message: result.problem, workflow_id: existing.id, flow_id: existing.id, is_active: result.isActive };
      const row = result.row;
      const message = isActive ? 'Workflow activado correctamente' : 'Workflow desactivado correctamente';
      const detail = isActive ? activationDetail(row.spec, config.timezone) : 'Ya no se ejecutará automáticamente.';
      const assistant_message = await say(`${isActive ? '✅' : '⏸️'} ${message}. ${detail}`, { flow_id: row.id });
      return { success: true, message, workflow_id: row.id, flow_id: row.id, is_active: row.isActive, assistant_message };
    }

    // save and execute need a plan: the one sent, else the chat's latest plan.
    let plan = planFromBody(body);
    if (plan === undefined && chat.plan !== null && chat.plan !== undefined) plan = planFromBody({ workflow_context: { workflow_data: chat.plan } });
    const planProblem = checkExecutionPlan(plan) ?? checkSpecAgainstCatalogue({ steps: plan });
    if (planProblem) return { success: false, message: planProblem, workflow_id: existing?.id ?? null };
    const steps = normalizeSteps(plan as Record<string, unknown>[]);

    if (body.decision === 'save') {
      assertValidParams(steps);
      const description = await describeChat(db, chat, body);
      const name = generateWorkflowName(description, steps, { timeZone: config.timezone });
      const row = existing
        ? await updateFlowSpec(db, existing.id, { name, description, steps })
        : await insertFlow(db, { userId, chatId: chat.id, name, description, steps });
      await engine.syncSchedule(row.id);
      const message = 'Workflow guardado correctamente';
      const urls = webhookUrls(row.id, row.spec, baseUrl(config, request));
      const hint = urls ? ` Su URL de webhook es ${urls.production}.` : '';
      const assistant_message = await say(`✅ ${message}: «${row.name}». Actívalo para que se ejecute automáticamente.${hint}`, { flow_id: row.id });
      return { success: true, message, workflow_id: row.id, flow_id: row.id, is_active: row.isActive, webhook_urls: urls, assistant_message };
    }

    // execute: runs the plan shown in the chat; a chat without a flow gets an inactive draft so the
    // execution has a flow to belong to (and shows up in the history).
    let flow = existing;
    if (!flow) {
      const description = await describeChat(db, chat, body);
      const name = generateWorkflowName(description, steps, { timeZone: config.timezone });
      flow = await insertFlow(db, { userId, chatId: chat.id, name, description, steps, isActive: false });
    }
    const { executionId, result } = await runAndWait(engine, flow, { type: 'manual', payload: {} }, RUN_WAIT_MS, steps);
    if (!result) {
      const message = 'El workflow sigue ejecutándose; revisa el historial de ejecuciones';
      const assistant_message = await say(`⏳ ${message}.`, { flow_id: flow.id });
      return { success: true, message, workflow_id: flow.id, flow_id: flow.id, execution_id: executionId, execution_results: [], assistant_message };
    }
    const execution_results = result.steps.map(toStepResult);
    const done = result.steps.filter((s) => s.status === 'success').length;
    const skipped = result.steps.filter((s) => s.status === 'skipped').length;
    let message: string;
    let content: string;
    if (result.status === 'success') {
      message = 'Workflow ejecutado correctamente';
      content = `✅ ${message}: ${done} de ${result.steps.length} pasos completados.` + (skipped ? ` Se omitieron ${skipped} pasos porque una condición no se cumplió.` : '');
    } else {
      const bad = failedStep(result);
      message = `Error ejecutando workflow: ${result.error}`;
      content = `❌ El workflow falló${bad ? ` en el paso ${bad.step} (${bad.node_name ?? bad.node_id})` : ''}: ${result.error}`;
    }
    const assistant_message = await say(content, { flow_id: flow.id, execution_results });
    return { success: result.status === 'success', message, workflow_id: flow.id, flow_id: flow.id, execution_id: executionId, execution_results, assistant_message };
  });

  app.get<{ Params: { chatId: string } }>('/api/chat/:chatId/workflow-status', async (request) => {
    const chat = await findUserChat(db, request.userId, request.params.chatId);
    if (!chat) throw notFound('Chat no encontrado');
    const flow = await findChatFlow(db, request.userId, chat.id);
    return { workflow_status: { flow_id: flow?.id ?? null, is_active: flow?.isActive ?? false, name: flow?.name ?? null } };
  });
}

/** One sentence on what activation means for this trigger. */
function activationDetail(spec: unknown, timezone: string): string {
  const sched = scheduleOf(spec, timezone);
  if (sched) return `Se ejecutará según el horario «${sched.pattern}» (${sched.timezone}).`;
  const first = (spec as { steps?: { node_id?: string }[] })?.steps?.[0];
  if (first?.node_id === 'webhook' || first?.node_id === 'form') return 'Se ejecutará cada vez que llegue una solicitud a su webhook.';
  return 'Quedó listo para ejecutarse.';
}
