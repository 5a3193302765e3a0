import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a webhook accepts as a body: JSON, a urlencoded form, plain text, or nothing. Anything else
 * (XML, images, multipart…) answers 415 before a byte of it is read. Every accepted body keeps its
 * raw text for signature checks (GitHub, Slack, X-Enlaza-Signature).
 */

export const ACCEPTED_MEDIA_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'] as const;

export const UNSUPPORTED_MEDIA_TYPE =
  'Tipo de contenido no soportado: envía JSON (application/json), un formulario (application/x-www-form-urlencoded) o texto (text/plain)';

/** The body exactly as received, per request. */
const rawBodies = new WeakMap<object, string>();

export const rawBodyOf = (request: FastifyRequest) => rawBodies.get(request) ?? '';

/** `type/subtype` of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** True when the request carries a body (a length above 0, or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}

/** True when the webhook can take this request's body. */
export function acceptableBody(request: FastifyRequest): boolean {
  return !hasBody(request) || (ACCEPTED_MEDIA_TYPES as readonly string[]).includes(mediaType(request.headers['content-type']));
}

/** The parsers of the webhook scope (encapsulated: /api keeps Fastify's own). */
export function registerWebhookBodyParsers(app: FastifyInstance) {
  // Refused before parsing, so an unsupported body is never buffered.
  app.addHook('onRequest', async (request, reply) => {
    if (!acceptableBody(request)) return reply.status(415).send({ detail: UNSUPPORTED_MEDIA_TYPE });
  });

  // JSON goes through Fastify's own parser (it refuses __proto__/constructor poisoning).
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
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, body as string);
    done(null, body);
  });
  // An empty body with any declared type (the onRequest hook let only those through).
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, body as string);
    done(null, undefined);
  });
}
