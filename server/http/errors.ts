import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose message is safe to show the user (Spanish) and whose status is meaningful. */
export class HttpError extends Error {
  constructor(public readonly statusCode: number, message: string) {
    super(message);
  }
}

export const notFound = (what = 'No encontrado') => new HttpError(404, what);
export const badRequest = (detail: string) => new HttpError(400, detail);

/** Every error leaves as JSON `{detail}`; unexpected ones are logged and never expose a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send({ detail: err.message });
    if ((err as FastifyError).validation) return reply.status(422).send({ detail: 'Datos inválidos: ' + err.message });
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const detail = status === 413 ? 'La solicitud es demasiado grande' : status === 415 ? 'Tipo de contenido no soportado' : err.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ detail: 'Error interno del servidor' });
  });
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
