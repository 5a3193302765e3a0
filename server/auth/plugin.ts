import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string;
  }
}

/** Reads the bearer token (or `?token=` for browser navigations such as the OAuth popup). */
function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (h?.toLowerCase().startsWith('bearer ')) return h.slice(7).trim();
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' ? q : undefined;
}

/** Registers a preHandler on the given (encapsulated) instance: every route in it requires a signed-in user. */
export function requireUser(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('userId', '');
  app.addHook('preHandler', async (request) => {
    const token = bearer(request);
    const userId = token ? await tokens.verifyAccess(token) : null;
    if (!userId) throw new HttpError(401, 'No autenticado');
    request.userId = userId;
  });
}
