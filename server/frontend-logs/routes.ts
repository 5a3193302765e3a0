import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { Services } from '../app';
import { clientAddress } from '../auth/throttle';
import { HttpError } from '../http/errors';
import { readBatch } from './entries';
import { createPruner, insertFrontendLogs } from './store';

/** Batches one browser may send per minute (the SPA flushes every 5 s at most, i.e. 12). */
export const LOG_BATCHES_PER_MINUTE = 30;
export const TOO_MANY_BATCHES = 'Demasiados registros enviados: espera un momento';
/** 50 entries of 2 KB plus their URLs and user agents fit well below this. */
const BODY_LIMIT = 256 * 1024;

/** The signed-in user of a request carrying a valid bearer token, else null (never a 401 here). */
async function optionalUser(request: FastifyRequest, services: Services): Promise<string | null> {
  const h = request.headers.authorization;
  if (!h?.toLowerCase().startsWith('bearer ')) return null;
  return services.tokens.verifyAccess(h.slice(7).trim()).catch(() => null);
}

/**
 * POST /api/frontend-logs (spec §7 "Other", §9): the SPA's console warnings and errors. Public on
 * purpose: errors happen before sign-in too, and the page-unload beacon cannot carry a token.
 * Signed-in batches are kept with the user's id and limited per user; the others per address.
 */
export async function frontendLogsRoutes(app: FastifyInstance, services: Services) {
  await app.register(rateLimit, { global: false });
  const keys = new WeakMap<FastifyRequest, string>();
  const options: RateLimitOptions = {
    max: LOG_BATCHES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => keys.get(req) ?? '',
    allowList: [],
    continueExceeding: false,
    exponentialBackoff: false,
    cache: 20_000,
  };
  const limit = app.createRateLimit(options);
  const prune = createPruner(services.db);

  app.post('/api/frontend-logs', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const userId = await optionalUser(request, services);
    keys.set(request, userId ? `user:${userId}` : `ip:${clientAddress(request)}`);
    const r = await limit(request);
    if (!r.isAllowed && r.isExceeded) {
      reply.header('retry-after', String(Math.max(1, r.ttlInSeconds)));
      throw new HttpError(429, TOO_MANY_BATCHES);
    }
    const entries = readBatch(request.body);
    await insertFrontendLogs(services.db, userId, entries);
    await prune();
    return reply.status(202).send({ stored: entries.length });
  });
}
