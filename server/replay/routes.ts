import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../app';
import { badRequest, notFound, parseBody } from '../http/errors';
import { isUuid } from '../flows/ids';
import { findUserFlow } from '../flows/store';
import { BULK_MAX, createLimiter, pickFailed, queueRetries } from './bulk';
import { startRetry } from './retry';

const RetryBody = z.object({ from: z.enum(['trigger', 'failed_step'], { error: 'from debe ser "trigger" o "failed_step"' }).default('trigger') });
const BulkBody = z.union([
  z.object({ execution_ids: z.array(z.string()).min(1, 'elige al menos una ejecución').max(BULK_MAX, `como máximo ${BULK_MAX} ejecuciones a la vez`) }),
  z.object({ status: z.literal('error', { error: 'status debe ser "error"' }) }),
]);

/** The replays a process has queued (bulk 'Reintentar'): bounded by ENLAZA_RETRY_CONCURRENCY. */
export function createReplays(concurrency: number) {
  const limiter = createLimiter(concurrency);
  const pending = new Set<Promise<void>>();
  return {
    limiter,
    track(p: Promise<void>) {
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },
    /** Resolves once every queued replay has ended. */
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
export type Replays = ReturnType<typeof createReplays>;

/** 'Reintentar' (docs/alerts.md): one execution, or a flow's failed ones in bulk. */
export async function replayRoutes(app: FastifyInstance, services: Services) {
  const { db, engine, replays } = services;

  app.post<{ Params: { id: string } }>('/api/executions/:id/retry', async (request, reply) => {
    if (!isUuid(request.params.id)) throw notFound('Ejecución no encontrada');
    const { from } = parseBody(RetryBody, request.body);
    const { handle, original } = await startRetry({ db, engine }, request.userId, request.params.id, from);
    return reply.status(201).send({ execution_id: handle.executionId, retry_of: original.id, from, status: 'running' });
  });

  app.post<{ Params: { id: string } }>('/api/flows/:id/executions/retry', async (request, reply) => {
    const flow = await findUserFlow(db, request.userId, request.params.id);
    if (!flow) throw notFound('Workflow no encontrado');
    const body = parseBody(BulkBody, request.body);
    const named = 'execution_ids' in body ? body.execution_ids.filter(isUuid) : null;
    const ids = await pickFailed(db, request.userId, flow.id, named);
    if (!ids.length) throw badRequest('No hay ejecuciones fallidas que reintentar');
    replays.track(queueRetries({ db, engine, limiter: replays.limiter, log: request.log }, request.userId, ids));
    return reply.status(202).send({ queued: ids.length, execution_ids: ids, concurrency: services.config.executions.retryConcurrency });
  });
}
