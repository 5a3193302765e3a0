import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../app';
import { flows } from '../db/schema';
import { specSteps } from '../engine/types';
import { isUuid } from '../flows/ids';
import { runAndWait, toStepResult, RUN_WAIT_MS } from '../flows/run';
import { WEBHOOK_RUNNABLE_NODES } from '../nodes';

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

/** Public webhook endpoint (outside the auth scope): POST/GET/PUT /webhooks/{flow_id}. */
export async function webhooksRoutes(app: FastifyInstance, services: Services) {
  const { db, engine } = services;

  // Senders post forms and plain text too; unknown types arrive as text rather than failing with 415.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.route<{ Params: { flowId: string }; Querystring: { test?: string } }>({
    method: ['GET', 'POST', 'PUT'],
    url: '/webhooks/:flowId',
    handler: async (request, reply) => {
      const { flowId } = request.params;
      if (!isUuid(flowId)) return reply.status(404).send({ detail: NOT_FOUND });
      const [flow] = await db.select().from(flows).where(eq(flows.id, flowId)).limit(1);
      const steps = flow ? specSteps(flow.spec) : [];
      const trigger = steps[0];
      const test = request.query.test === 'true' || request.query.test === '1';
      if (!flow || !trigger || !WEBHOOK_RUNNABLE_NODES.includes(trigger.node_id) || (!flow.isActive && !test)) {
        return reply.status(404).send({ detail: NOT_FOUND });
      }
      const wanted = typeof trigger.params?.method === 'string' ? trigger.params.method.toUpperCase() : null;
      if (wanted && wanted !== request.method) {
        return reply.status(405).send({ detail: `Método no permitido: este webhook espera ${wanted}` });
      }

      const payload = payloadOf(request);
      const respondStep = steps.find((s) => s.node_id === 'webhook' && s.action_id === 'respond');
      if (!test && !respondStep) {
        // Accepted means recorded: the execution row exists before the sender gets its 202.
        const handle = await engine.startRun(flow, { type: 'webhook', payload });
        handle.done.catch(() => {});
        return reply.status(202).send({ execution_id: handle.executionId, status: 'accepted' });
      }

      const { executionId, result } = await runAndWait(engine, flow, { type: test ? 'test' : 'webhook', payload }, RUN_WAIT_MS);
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
