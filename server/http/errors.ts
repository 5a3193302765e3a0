import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error whose message is safe to show the user (Spanish) and whose status is meaningful. */
export class HttpError extends Error {
  constructor(public readonly statusCode: number, message: string) {
    super(message);
  }
}

export const notFound = (what = 'No encontrado') => new HttpError(404, what);
export const badRequest = (detail: string) => new HttpError(400, detail);

export const TOO_LARGE = 'La solicitud es demasiado grande';
export const INVALID_JSON = 'El cuerpo de la solicitud no es JSON válido';

/** Fastify's own client errors (English messages) and the Spanish answer each gets. */
const FASTIFY_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: INVALID_JSON },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'El cuerpo de la solicitud está vacío: se esperaba JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Tipo de contenido no soportado' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'El tamaño del cuerpo no coincide con Content-Length' },
  FST_ERR_BAD_URL: { status: 400, detail: 'La dirección de la solicitud no es válida' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'La dirección de la solicitud es demasiado larga' },
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: { status: 400, detail: 'Falta el tipo de contenido (Content-Type) de la solicitud' },
  FST_ERR_VALIDATION: { status: 422, detail: 'Datos inválidos' },
};

/** The Spanish answer for any other client error, by status. */
const BY_STATUS: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'No autenticado',
  403: 'No tienes permiso para hacer esto',
  404: 'No encontrado',
  405: 'Método no permitido',
  406: 'No se puede responder en el formato pedido',
  408: 'La solicitud tardó demasiado',
  409: 'La solicitud choca con el estado actual',
  411: 'Falta el tamaño del cuerpo (Content-Length)',
  413: TOO_LARGE,
  414: 'La dirección de la solicitud es demasiado larga',
  415: 'Tipo de contenido no soportado',
  422: 'Datos inválidos',
  429: 'Demasiadas solicitudes: espera un momento y vuelve a intentarlo',
  431: 'Los encabezados de la solicitud son demasiado grandes',
};

/**
 * What the user sees of an error: an HttpError's own (Spanish) message, a string `detail` a plugin
 * put on its error, else a Spanish text chosen by Fastify's error code or by status. Another
 * library's message is never shown: it may be English or carry internals. Null: a server error.
 */
export function publicError(err: unknown): { status: number; detail: string } | null {
  if (err instanceof HttpError) return { status: err.statusCode, detail: err.message };
  const e = (err ?? {}) as { code?: unknown; statusCode?: unknown; detail?: unknown; validation?: unknown };
  const known = typeof e.code === 'string' ? FASTIFY_ERRORS[e.code] : undefined;
  if (known) return known;
  if (e.validation) return FASTIFY_ERRORS.FST_ERR_VALIDATION;
  const status = typeof e.statusCode === 'number' ? e.statusCode : 0;
  if (status < 400 || status >= 500) return null;
  if (typeof e.detail === 'string' && e.detail) return { status, detail: e.detail };
  if (status === 400 && err instanceof SyntaxError) return { status, detail: INVALID_JSON };
  return { status, detail: BY_STATUS[status] ?? BY_STATUS[400] };
}

/** Every error leaves as JSON `{detail}` in Spanish; unexpected ones are logged and never expose a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    const shown = publicError(err);
    if (shown) return reply.status(shown.status).send({ detail: shown.detail });
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ detail: 'Error interno del servidor' });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed percent-encoding
 * in the URL, a path parameter too long) get the same Spanish `{detail}`.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const shown = publicError(err) ?? { status: 400, detail: BY_STATUS[400] };
  return reply.status(shown.status).send({ detail: shown.detail });
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser rejects (malformed, headers
 * too large, too slow) is answered in Spanish on the raw socket, then the socket is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ detail: BY_STATUS[status] });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/**
 * Unknown routes answer 404 `{detail}`; with `spaIndex`, any other GET outside /api and /webhooks
 * gets the SPA's index.html so client-side routes such as /chat/{id} survive a reload.
 */
export function registerNotFoundHandler(app: FastifyInstance, spaIndex?: string) {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/webhooks/');
    if (!spaIndex || request.method !== 'GET' || isApi) return reply.status(404).send({ detail: 'Ruta no encontrada' });
    return reply.sendFile(spaIndex);
  });
}

/** Parses a body with a zod schema, answering 422 `{detail}` in Spanish on failure. */
export function parseBody<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  throw new HttpError(422, `Datos inválidos: ${where}${issue?.message ?? 'formato incorrecto'}`);
}
