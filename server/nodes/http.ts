import { z } from 'zod';
import { type ExecutionContext, type NodeDefinition, StepError, defineAction } from './types';
import { anyValue, stringMap, url } from './params';
import { retryAfterMs } from '../net/api-client';
import { safeFetch, type Response } from '../net/safe-fetch';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
/** Response bodies larger than this are cut (the step output is stored in the database). */
const MAX_BODY_CHARS = 1_000_000;

export const httpParams = z.object({
  url: url('URL'),
  method: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim().toUpperCase() : undefined),
    z.enum(METHODS, { error: `El campo "Método" debe ser uno de: ${METHODS.join(', ')}` }).default('GET'),
  ).describe('Método'),
  headers: stringMap('Encabezados').optional(),
  query: stringMap('Parámetros de consulta').optional(),
  body: anyValue('Cuerpo'),
});
type HttpParams = z.infer<typeof httpParams>;

function buildRequest(p: HttpParams): { target: URL; init: { method: string; headers: Record<string, string>; body?: string } } {
  const target = new URL(p.url);
  for (const [k, v] of Object.entries(p.query ?? {})) target.searchParams.set(k, v);
  const headers = new Headers(p.headers ?? {});
  let body: string | undefined;
  if (p.body !== undefined && p.body !== null && p.body !== '' && p.method !== 'GET' && p.method !== 'HEAD') {
    if (typeof p.body === 'string') {
      body = p.body;
      if (!headers.has('content-type')) headers.set('content-type', 'text/plain; charset=utf-8');
    } else {
      body = JSON.stringify(p.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  if (!headers.has('user-agent')) headers.set('user-agent', 'Enlaza/0.1');
  return { target, init: { method: p.method, headers: Object.fromEntries(headers.entries()), body } };
}

async function readBody(res: Response): Promise<unknown> {
  let raw = await res.text();
  if (raw.length > MAX_BODY_CHARS) raw = raw.slice(0, MAX_BODY_CHARS);
  const type = res.headers.get('content-type') ?? '';
  if (raw && (type.includes('json') || /^\s*[[{]/.test(raw))) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

function snippet(body: unknown): string {
  const s = typeof body === 'string' ? body : JSON.stringify(body);
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

export async function httpRequest(ctx: ExecutionContext, p: HttpParams) {
  const { target, init } = buildRequest(p);
  // Redirects are followed hop by hop through the same guarded connector.
  const res = await safeFetch(target, { ...init, signal: ctx.signal, redirect: 'follow', allowPrivateNetwork: ctx.config.allowPrivateNetwork });
  const body = await readBody(res);
  const headers = Object.fromEntries(res.headers.entries());
  if (!res.ok) {
    const retryable = res.status === 429 || res.status >= 500;
    const detail = snippet(body);
    throw new StepError(
      `La solicitud HTTP respondió ${res.status}${res.statusText ? ` ${res.statusText}` : ''}${detail ? `: ${detail}` : ''}`,
      retryable,
      retryable ? retryAfterMs(res.headers) : undefined,
    );
  }
  return { status: res.status, headers, body };
}

export const httpNode: NodeDefinition = {
  node_id: 'http',
  name: 'Solicitud HTTP',
  service: 'http',
  category: 'developer',
  auth: { mechanism: 'none' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'request',
      name: 'Hacer una solicitud HTTP',
      description: 'Llama a cualquier API: GET, POST, PUT, PATCH o DELETE con encabezados y cuerpo JSON.',
      kind: 'action',
      params: httpParams,
      execute: httpRequest,
    }),
  ],
};
