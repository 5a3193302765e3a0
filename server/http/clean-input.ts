import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanTree, MAX_DEPTH, TreeTooDeep, TreeTooLarge } from '../text/clean';
import { HttpError, TOO_LARGE } from './errors';

/**
 * Request text is cleaned once, at the edge, for every route (API and webhooks alike): after any
 * content-type parser has run and before the handler, the body, query string and path parameters
 * get NUL characters and lone surrogates replaced by U+FFFD, and a body nested deeper than
 * MAX_DEPTH levels (400) or holding more than MAX_VALUES values (413) is refused. Raw bytes kept by
 * a parser (webhook signatures) are untouched.
 */

/** Largest request body accepted (Fastify's bodyLimit): 413 beyond. */
export const BODY_LIMIT = 5 * 1024 * 1024;
/** Values (strings, numbers, objects…) a body may hold. */
export const MAX_VALUES = 250_000;

export const TOO_DEEP = `La solicitud tiene demasiados niveles anidados (máximo ${MAX_DEPTH})`;

/** The cleaned value; throws HttpError 400/413 when it is too deep or too large. */
export function cleanRequestValue(value: unknown): unknown {
  try {
    return cleanTree(value, { mode: 'refuse', maxNodes: MAX_VALUES });
  } catch (err) {
    if (err instanceof TreeTooDeep) throw new HttpError(400, TOO_DEEP);
    if (err instanceof TreeTooLarge) throw new HttpError(413, TOO_LARGE);
    throw err;
  }
}

/** Registers the cleaning hook on the root instance (before any route plugin, so all inherit it). */
export function registerInputCleaning(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.body !== undefined) request.body = cleanRequestValue(request.body);
    request.query = cleanRequestValue(request.query);
    request.params = cleanRequestValue(request.params);
  });
}
