import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../app';
import { flows } from '../db/schema';
import type { PlanStep } from '../../contracts/plan';
import type { RunHandle } from '../engine';
import { specSteps } from '../engine/types';
import { isUuid } from '../flows/ids';
import { parkedMessage, toStepResult, RUN_WAIT_MS } from '../flows/run';
import { WEBHOOK_RUNNABLE_NODES } from '../nodes';
import { credentialLoader } from '../engine/credentials';
import { webhookHelmet } from '../http/security-headers';
import { sendRespondOutput, type RespondOutput } from './answer';
import { rawBodyOf, registerWebhookBodyParsers } from './body';
import { deliveryKey } from './delivery';
import { createFlowCache, type WebhookFlow } from './flow-cache';
import { consumeTestArming, readWebhookSecret, testArmedNow } from './flow-settings';
import { SESSION_EXPIRED, TEST_ACKNOWLEDGED, testAccess, type TestAccess } from './test-access';
import { verifyDelivery } from './verify';
import { errorWithContext } from '../../contracts/text';

const NOT_FOUND = 'Workflow no encontrado o inactivo';
const DROPPED_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);

/** The trigger payload: body, query, headers (minus credentials) and method. */
function payloadOf(request: FastifyRequest) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(request.headers)) {
    if (!DROPPED_HEADERS.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  const query = { ...(request.query as Record<string, unknown>) };
  delete query.test;
  return { body: request.body ?? {}, query, headers, method: request.method };
}

/** The run's result, or null when it is still going after `ms`. */
async function settleWithin<T>(done: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), ms)));
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Answer = { status: number; body: unknown };
type Admitted = { trigger: PlanStep; steps: PlanStep[]; access: TestAccess | null };

/**
 * Public webhook endpoint (outside the auth scope): GET/POST/PUT /webhooks/{flow_id}. Every answer is
 * sandboxed (CSP `sandbox`, nosniff): whatever a respond step serves can never run script on this origin.
 */
export async function webhooksRoutes(app: FastifyInstance, services: Services) {
  const { db, config, engine, tokens, vault } = services;
  registerWebhookBodyParsers(app);
  const flowCache = createFlowCache();

  /** Reads the flow (and refreshes its cache entry). */
  async function loadFlow(flowId: string): Promise<WebhookFlow | null> {
    const [row] = await db
      .select({ id: flows.id, userId: flows.userId, spec: flows.spec, isActive: flows.isActive, testArmed: testArmedNow })
      .from(flows)
      .where(eq(flows.id, flowId))
      .limit(1);
    if (row) flowCache.set(row);
    else flowCache.delete(flowId);
    return row ?? null;
  }

  /** Whether this delivery runs the flow, or the answer it gets instead (404, 401, 405, signature, ping…). */
  async function admit(request: FastifyRequest, flow: WebhookFlow | null, test: boolean): Promise<Admitted | Answer> {
    const steps = flow ? specSteps(flow.spec) : [];
    const trigger = steps[0];
    if (!flow || !trigger || !WEBHOOK_RUNNABLE_NODES.includes(trigger.node_id)) return { status: 404, body: { detail: NOT_FOUND } };
    // The test URL runs inactive flows too, so it answers only its owner, or one call while they listen.
    const access = test ? await testAccess(request, tokens, flow) : null;
    if (access === 'expired') return { status: 401, body: { detail: SESSION_EXPIRED } };
    if (access === 'none' || (!test && !flow.isActive)) return { status: 404, body: { detail: NOT_FOUND } };
    const wanted = typeof trigger.params?.method === 'string' ? trigger.params.method.toUpperCase() : null;
    if (wanted && wanted !== request.method) return { status: 405, body: { detail: `Método no permitido: este webhook espera ${wanted}` } };
    // Signatures are checked on every delivery, except test calls by the signed-in owner (unsigned samples).
    if (access !== 'owner') {
      const verdict = await verifyDelivery({
        nodeId: trigger.node_id,
        params: trigger.params ?? {},
        headers: request.headers,
        rawBody: rawBodyOf(request),
        body: request.body,
        getCredential: credentialLoader(db, flow.userId),
        getWebhookSecret: () => readWebhookSecret(db, vault, flow.id),
      });
      if (!verdict.run) return { status: verdict.status, body: verdict.body };
    }
    // Last, once the call is otherwise good: the armed window admits one call (atomic across processes).
    if (access === 'armed' && !(await consumeTestArming(db, flow.id))) return { status: 404, body: { detail: NOT_FOUND } };
    return { trigger, steps, access };
  }

  type Delivered = { answer: Answer } | { handle: RunHandle; steps: PlanStep[]; access: TestAccess | null };

  /**
   * Admits the delivery and starts its run (the execution row exists when this resolves). With
   * `cached` flow data, null when that data cannot settle it: read the flow again.
   */
  async function deliver(request: FastifyRequest, flow: WebhookFlow | null, test: boolean, cached: boolean): Promise<Delivered | null> {
    const admitted = await admit(request, flow, test);
    if (!('trigger' in admitted)) return cached ? null : { answer: admitted };
    // A repeated delivery (same delivery id) answers with the execution the first one started.
    const dedupeKey = test ? undefined : deliveryKey(admitted.trigger.node_id, request.headers, request.body);
    const trigger = { type: test ? ('test' as const) : ('webhook' as const), payload: payloadOf(request), dedupeKey };
    const handle = cached ? await engine.startRunIfUnchanged(flow!, trigger) : await engine.startRun(flow!, trigger);
    return handle && { handle, steps: admitted.steps, access: admitted.access };
  }

  app.route<{ Params: { flowId: string }; Querystring: { test?: string } }>({
    method: ['GET', 'POST', 'PUT'],
    url: '/webhooks/:flowId',
    helmet: webhookHelmet,
    handler: async (request, reply) => {
      const { flowId } = request.params;
      if (!isUuid(flowId)) return reply.status(404).send({ detail: NOT_FOUND });
      const test = request.query.test === 'true' || request.query.test === '1';

      // Production deliveries try the cache first: no lookup, and the execution insert checks that the
      // flow is unchanged. A miss, a changed flow or any answer other than running is settled on a
      // fresh read. Test calls always read the flow (the listening window lives in the database).
      const cached = test ? undefined : flowCache.get(flowId);
      const delivered = (cached && (await deliver(request, cached, test, true))) || (await deliver(request, await loadFlow(flowId), test, false))!;
      if ('answer' in delivered) return reply.status(delivered.answer.status).send(delivered.answer.body);
      const { handle, steps, access } = delivered;

      // A sender calling the armed test URL gets an acknowledgement; the owner sees the run in Enlaza.
      if (access === 'armed') {
        handle.done.catch(() => {});
        return reply.status(202).send({ execution_id: handle.executionId, status: 'accepted', message: TEST_ACKNOWLEDGED });
      }

      const respondStep = steps.find((s) => s.node_id === 'webhook' && s.action_id === 'respond');
      if (!test && !respondStep) {
        handle.done.catch(() => {});
        if (handle.duplicate) return reply.status(200).send({ execution_id: handle.executionId, status: 'duplicate' });
        return reply.status(202).send({ execution_id: handle.executionId, status: 'accepted' });
      }

      if (handle.duplicate) return reply.status(200).send({ execution_id: handle.executionId, status: 'duplicate' });
      const executionId = handle.executionId;
      const result = await settleWithin(handle.done, RUN_WAIT_MS);
      if (!result) return reply.status(202).send({ execution_id: executionId, status: 'accepted' });
      if (result.status === 'waiting') {
        // A long wait parked the run before its respond step: it goes on later, the sender is answered now.
        if (!test) return reply.status(202).send({ execution_id: executionId, status: 'accepted' });
        return reply.status(202).send({ execution_id: executionId, status: 'running', message: parkedMessage(result, { steps }, config.timezone), execution_results: result.steps.map(toStepResult) });
      }
      if (test) {
        // Only the owner gets here (their bearer token): the step results are theirs to see.
        return {
          execution_id: executionId,
          status: result.status,
          message: result.status === 'success' ? 'Workflow ejecutado correctamente' : errorWithContext('Error ejecutando workflow', result.error),
          execution_results: result.steps.map(toStepResult),
        };
      }
      const responded = result.steps.find((s) => s.node_id === 'webhook' && s.action_id === 'respond' && s.status === 'success');
      if (responded) return sendRespondOutput(reply, responded.output as RespondOutput);
      if (result.status === 'error') return reply.status(500).send({ detail: errorWithContext('Error ejecutando workflow', result.error), execution_id: executionId });
      // The flow ended before its respond step (e.g. a filter did not pass).
      return reply.status(200).send({ execution_id: executionId, status: result.status });
    },
  });
}
