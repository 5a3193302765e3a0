import type { FastifyReply } from 'fastify';
import { GUARDED_HEADERS } from '../http/security-headers';

/**
 * The answer a `webhook/respond` step defines, made safe to serve from the app's origin: its headers
 * can never replace the security headers (the sandboxing CSP, nosniff…) nor set cookies, and a
 * script content type is served as text, so no page can load a webhook answer as a script.
 */

const DROPPED = new Set(['authorization', 'proxy-authorization', 'cookie']);

/** JavaScript MIME types (the WHATWG list: javascript, ecmascript, jscript, livescript variants). */
const SCRIPT_TYPE = /^(application|text)\/(x-)?(java|ecma|j|live)script/i;

export type RespondOutput = { status?: number; body?: unknown; headers?: Record<string, string> };

/** The respond step's headers that may be sent. */
export function respondHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (GUARDED_HEADERS.has(key) || DROPPED.has(key)) continue;
    out[key] = key === 'content-type' && SCRIPT_TYPE.test(value.trim()) ? 'text/plain; charset=utf-8' : value;
  }
  return out;
}

export function sendRespondOutput(reply: FastifyReply, out: RespondOutput) {
  for (const [k, v] of Object.entries(respondHeaders(out.headers))) reply.header(k, v);
  return reply.status(out.status ?? 200).send(out.body ?? null);
}
