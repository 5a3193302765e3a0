import type { FastifyInstance } from 'fastify';
import { WorkflowDecisionRequest } from '../../contracts/chat';
import { checkExecutionPlan } from '../../contracts/plan';
import { samePlan } from '../../contracts/plan-compare';
import type { Services } from '../app';
import { badRequest, notFound, parseBody } from '../http/errors';
import { scheduleOf } from '../engine/scheduler';
import { specSteps } from '../engine/types';
import { setFlowActive } from './activation';
import { ACTIVATED_SAVED_VERSION, appendAssistantMessage, describeChat, planFromBody, versionLine, type ExecutedVersion } from './decision';
import { generateWorkflowName } from './naming';
import { failedStep, parkedMessage, runAndWait, RUN_WAIT_MS, toStepResult } from './run';
import { baseUrl, ensureChatFlow, findChatFlow, findUserChat, saveChatFlow, webhookUrls } from './store';
import { assertValidParams, checkSpecAgainstCatalogue, normalizeSteps } from './validate';
import { setChatPlan } from '../chats/store';
import { errorWithContext } from '../../contracts/text';

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
      // the plan on screen (sent, else the chat's own) may differ from the flow that was activated
      const shown = planFromBody(body) ?? chat.plan;
      const note = isActive && Array.isArray(shown) && shown.length > 0 && !samePlan(shown, specSteps(row.spec)) ? ` ${ACTIVATED_SAVED_VERSION}` : '';
      const assistant_message = await say(`${isActive ? '✅' : '⏸️'} ${message}. ${detail}${note}`, { flow_id: row.id });
      return { success: true, message, workflow_id: row.id, flow_id: row.id, is_active: row.isActive, assistant_message };
    }

    // save and execute need a plan: the one sent, else the chat's latest plan.
    let plan = planFromBody(body);
    if (plan === undefined && chat.plan !== null && chat.plan !== undefined) plan = planFromBody({ workflow_context: { workflow_data: chat.plan } });
    const planProblem = checkExecutionPlan(plan) ?? checkSpecAgainstCatalogue({ steps: plan });
    if (planProblem) return { success: false, message: planProblem, workflow_id: existing?.id ?? null };
    const steps = normalizeSteps(plan as Record<string, unknown>[]);
    const named = async () => {
      const description = await describeChat(db, chat, body);
      return { description, name: generateWorkflowName(description, steps, { timeZone: config.timezone }) };
    };

    if (body.decision === 'save') {
      assertValidParams(steps);
      // one statement whatever the concurrency: the chat's one flow is created or updated
      const row = await saveChatFlow(db, { userId, chatId: chat.id, ...(await named()), steps });
      // what was saved is the plan on screen: the chat keeps it too, so a reload compares like with like
      if (!Array.isArray(chat.plan) || !samePlan(chat.plan, steps)) await setChatPlan(db, userId, chat.id, steps);
      // an active flow's schedule or poller now follows the saved steps
      await engine.syncSchedule(row.id);
      const message = 'Workflow guardado correctamente';
      const urls = webhookUrls(row.id, row.spec, baseUrl(config, request));
      const hint = urls ? ` Su URL de webhook es ${urls.production}.` : '';
      const assistant_message = await say(`✅ ${message}: «${row.name}». Actívalo para que se ejecute automáticamente.${hint}`, { flow_id: row.id });
      return { success: true, message, workflow_id: row.id, flow_id: row.id, is_active: row.isActive, webhook_urls: urls, saved_plan: specSteps(row.spec), assistant_message };
    }

    // execute: runs the plan shown in the chat. Every execution belongs to a flow, so a chat without
    // one gets its one flow now, inactive (concurrent executes share it). A plan that differs from
    // the saved flow runs as it is on screen, leaving the saved flow (what production runs) unchanged.
    const ensured = existing
      ? { row: existing, created: false }
      : await ensureChatFlow(db, { userId, chatId: chat.id, ...(await named()), steps });
    const flow = ensured.row;
    const version: ExecutedVersion = samePlan(steps, specSteps(flow.spec)) ? 'saved' : 'unsaved';
    const runs = versionLine(version, ensured.created);
    const answer = { workflow_id: flow.id, flow_id: flow.id, executed_version: version, saved_plan: specSteps(flow.spec) };
    const { executionId, result } = await runAndWait(engine, flow, { type: 'manual', payload: {} }, RUN_WAIT_MS, version === 'unsaved' ? steps : undefined);
    if (!result) {
      const message = 'El workflow sigue ejecutándose; revisa el historial de ejecuciones';
      const assistant_message = await say(`${runs}\n⏳ ${message}.`, { flow_id: flow.id });
      return { success: true, message, ...answer, execution_id: executionId, execution_results: [], assistant_message };
    }
    if (result.status === 'waiting') {
      // A long wait parked the run: it goes on by itself at the time said.
      const message = parkedMessage(result, version === 'unsaved' ? { steps } : flow.spec, config.timezone);
      const execution_results = result.steps.map(toStepResult);
      const assistant_message = await say(`${runs}\n⏳ ${message}.`, { flow_id: flow.id, execution_results });
      return { success: true, message, ...answer, execution_id: executionId, execution_results, assistant_message };
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
      message = errorWithContext('Error ejecutando workflow', result.error);
      content = `❌ El workflow falló${bad ? ` en el paso ${bad.step} (${bad.node_name ?? bad.node_id})` : ''}: ${result.error}`;
    }
    const assistant_message = await say(`${runs}\n${content}`, { flow_id: flow.id, execution_results });
    return { success: result.status === 'success', message, ...answer, execution_id: executionId, execution_results, assistant_message };
  });

  app.get<{ Params: { chatId: string } }>('/api/chat/:chatId/workflow-status', async (request) => {
    const chat = await findUserChat(db, request.userId, request.params.chatId);
    if (!chat) throw notFound('Chat no encontrado');
    const flow = await findChatFlow(db, request.userId, chat.id);
    // saved_plan: the saved flow's steps, which the browser compares with the chat's plan ('cambios sin guardar')
    return { workflow_status: { flow_id: flow?.id ?? null, is_active: flow?.isActive ?? false, name: flow?.name ?? null, saved_plan: flow ? specSteps(flow.spec) : null } };
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
