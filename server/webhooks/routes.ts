import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../app';
import { flows } from '../db/schema';
import type { PlanStep } from '../../contracts/plan';
import type { RunHandle } from '../engine';
import { specSteps } from '../engine/types';
import { isUuid } from '../flows/ids';
import { toStepResult, RUN_WAIT_MS } from '../flows/run';
import { WEBHOOK_RUNNABLE_NODES } from '../nodes';
import { credentialLoader } from '../engine/credentials';
import { deliveryKey } from './delivery';
import { createFlowCache, type WebhookFlow } from './flow-cache';
import { verifyDelivery } from './verify';

const NOT_FOUND = 'Workflow no encontrado o inactivo';
const DROPPED_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);
/** The body exactly as received, for signature checks (GitHub, Slack). */
const rawBodies = new WeakMap<object, string>();

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

/** Public webhook endpoint (outside the auth scope): POST/GET/PUT /webhooks/{flow_id}. */
export async function webhooksRoutes(app: FastifyInstance, services: Services) {
  const { db, engine, tokens } = services;

  /** True when a test call is made by the flow's owner (signed in): the SPA's "Probar" sends unsigned samples. */
  async function ownerTest(request: FastifyRequest, userId: string): Promise<boolean> {
    const h = request.headers.authorization;
    if (!h?.startsWith('Bearer ')) return false;
    return (await tokens.verifyAccess(h.slice(7)).catch(() => null)) === userId;
  }

  // Every parser keeps the raw text for signature checks. JSON goes through Fastify's own parser (it
  // refuses __proto__/constructor poisoning); senders post forms and plain text too, and unknown
  // types arrive as text rather than failing with 415.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, body as string);
    if (!(body as string).trim()) return done(null, {});
    parseJson(req, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, body as string);
    const fields = Object.fromEntries(new URLSearchParams(body as string));
    // GitHub's form content type wraps the JSON event in a `payload` field.
    if (typeof fields.payload === 'string' && /^\s*[{[]/.test(fields.payload)) {
      try {
        return done(null, JSON.parse(fields.payload));
      } catch {
        /* keep the fields */
      }
    }
    done(null, fields);
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, body as string);
    done(null, body);
  });

  const flowCache = createFlowCache();

  /** Reads the flow (and refreshes its cache entry). */
  async function loadFlow(flowId: string): Promise<WebhookFlow | null> {
    const [row] = await db.select({ id: flows.id, userId: flows.userId, spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
    if (row) flowCache.set(row);
    else flowCache.delete(flowId);
    return row ?? null;
  }

  /** Whether this delivery runs the flow, or the answer it gets instead (404, 405, signature, ping…). */
  async function admit(request: FastifyRequest, flow: WebhookFlow | null, test: boolean): Promise<{ trigger: PlanStep; steps: PlanStep[] } | { status: number; body: unknown }> {
    const steps = flow ? specSteps(flow.spec) : [];
    const trigger = steps[0];
    if (!flow || !trigger || !WEBHOOK_RUNNABLE_NODES.includes(trigger.node_id) || (!flow.isActive && !test)) {
      return { status: 404, body: { detail: NOT_FOUND } };
    }
    const wanted = typeof trigger.params?.method === 'string' ? trigger.params.method.toUpperCase() : null;
    if (wanted && wanted !== request.method) return { status: 405, body: { detail: `Método no permitido: este webhook espera ${wanted}` } };
    // Service signatures are checked on every delivery, except test calls by the signed-in owner.
    const verdict = test && (await ownerTest(request, flow.userId)) ? { run: true as const } : await verifyDelivery({
      nodeId: trigger.node_id,
      params: trigger.params ?? {},
      headers: request.headers,
      rawBody: rawBodies.get(request) ?? '',
      body: request.body,
      getCredential: credentialLoader(db, flow.userId),
    });
    if (!verdict.run) return { status: verdict.status, body: verdict.body };
    return { trigger, steps };
  }

  type Delivered = { answer: { status: number; body: unknown } } | { handle: RunHandle; steps: PlanStep[] };

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
    return handle && { handle, steps: admitted.steps };
  }

  app.route<{ Params: { flowId: string }; Querystring: { test?: string } }>({
    method: ['GET', 'POST', 'PUT'],
    url: '/webhooks/:flowId',
    handler: async (request, reply) => {
      const { flowId } = request.params;
      if (!isUuid(flowId)) return reply.status(404).send({ detail: NOT_FOUND });
      const test = request.query.test === 'true' || request.query.test === '1';

      // From the cache first: no lookup, and the execution insert checks that the flow is unchanged. A
      // miss, a changed flow or any answer other than running is settled on a fresh read.
      const cached = flowCache.get(flowId);
      const delivered = (cached && (await deliver(request, cached, test, true))) || (await deliver(request, await loadFlow(flowId), test, false))!;
      if ('answer' in delivered) return reply.status(delivered.answer.status).send(delivered.answer.body);
      const { handle, steps } = delivered;

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
      if (test) {
        return {
          execution_id: executionId,
          status: result.status,
          message: result.status === 'success' ? 'Workflow ejecutado correctamente' : `Error ejecutando workflow: ${result.error}`,
          execution_results: result.steps.map(toStepResult),
        };
      }
      const responded = result.steps.find((s) => s.node_id === 'webhook' && s.action_id === 'respond' && s.status === 'success');
      if (responded) {
        const out = responded.output as { status?: number; body?: unknown; headers?: Record<string, string> };
        for (const [k, v] of Object.entries(out.headers ?? {})) {
          if (!DROPPED_HEADERS.has(k.toLowerCase()) && k.toLowerCase() !== 'set-cookie') reply.header(k, v);
        }
        return reply.status(out.status ?? 200).send(out.body ?? null);
      }
      if (result.status === 'error') return reply.status(500).send({ detail: `Error ejecutando workflow: ${result.error}`, execution_id: executionId });
      // The flow ended before its respond step (e.g. a filter did not pass).
      return reply.status(200).send({ execution_id: executionId, status: result.status });
    },
  });
}
