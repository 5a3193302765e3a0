import type { Config } from '../config';
import { StepError } from '../nodes/types';
import { safeFetch } from './safe-fetch';

/**
 * The shared client of every service node: JSON in and out through safeFetch, and the one mapping
 * of HTTP failures to Spanish StepErrors: 401/403 → reconnect, 404 → the caller's "not found",
 * 429 → retryable honouring Retry-After, 5xx and network → retryable, other 4xx → the service's reason.
 */

export type ApiContext = { signal: AbortSignal; config: Pick<Config, 'allowPrivateNetwork'> };

export type ApiCall = {
  /** Service name as the user knows it ('Google', 'Slack'…), used in messages. */
  service: string;
  url: string | URL;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (set content-type in headers). */
  body?: string | Uint8Array;
  /** Message for 404 (e.g. "La hoja de cálculo no existe…"). */
  notFound?: string;
  /** Message for 401/403; defaults to "{service} rechazó el acceso: vuelve a conectar tu cuenta". */
  unauthorized?: string;
  /** Service-specific reading of a failed answer; undefined falls back to the shared mapping. */
  classify?: (status: number, body: unknown, headers: { get: (n: string) => string | null }) => StepError | undefined;
};

export type ApiResponse = { status: number; headers: Headers; body: unknown };

/** Milliseconds a Retry-After header asks to wait (seconds or an HTTP date). */
export function retryAfterMs(headers: { get: (name: string) => string | null }): number | undefined {
  const h = headers.get('retry-after');
  if (!h) return undefined;
  const s = Number(h);
  if (Number.isFinite(s)) return Math.max(0, s * 1000);
  const at = Date.parse(h);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The service's own explanation inside an error body (Google, GitHub, Telegram, OpenAI, Anthropic shapes). */
export function errorDetail(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 200);
  const b = body as Record<string, any> | null;
  const raw = b?.error?.message ?? b?.message ?? b?.description ?? b?.error_description ?? (typeof b?.error === 'string' ? b.error : undefined);
  return typeof raw === 'string' ? raw.slice(0, 200) : '';
}

export function reconnectMessage(service: string): string {
  return `${service} rechazó el acceso: vuelve a conectar tu cuenta`;
}

/** The StepError for a failed answer; see the module comment for the mapping. */
export function apiError(call: Pick<ApiCall, 'service' | 'notFound' | 'unauthorized'>, status: number, body: unknown, headers: { get: (n: string) => string | null }): StepError {
  const detail = errorDetail(body);
  if (status === 401 || status === 403) return new StepError(call.unauthorized ?? reconnectMessage(call.service));
  if (status === 404) return new StepError(call.notFound ?? `${call.service} no encontró lo solicitado${detail ? `: ${detail}` : ''}`);
  if (status === 429) return new StepError(`${call.service} recibió demasiadas solicitudes; se reintentará más tarde`, true, retryAfterMs(headers));
  if (status >= 500) return new StepError(`${call.service} no está respondiendo (error ${status}); se reintentará`, true, retryAfterMs(headers));
  return new StepError(`${call.service} rechazó la solicitud (${status})${detail ? `: ${detail}` : ''}`);
}

async function parseBody(res: { text: () => Promise<string>; headers: Headers }): Promise<unknown> {
  const raw = await res.text();
  if (!raw) return null;
  if ((res.headers.get('content-type') ?? '').includes('json') || /^\s*[[{]/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

export async function callApi(ctx: ApiContext, call: ApiCall): Promise<ApiResponse> {
  const headers: Record<string, string> = { 'user-agent': 'Enlaza/0.1', accept: 'application/json', ...call.headers };
  let body = call.body;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers['content-type'] ??= 'application/json';
  }
  const res = await safeFetch(call.url, { method: call.method ?? 'GET', headers, body, signal: ctx.signal, allowPrivateNetwork: ctx.config.allowPrivateNetwork });
  const parsed = await parseBody(res as unknown as { text: () => Promise<string>; headers: Headers });
  if (!res.ok) throw call.classify?.(res.status, parsed, res.headers) ?? apiError(call, res.status, parsed, res.headers);
  return { status: res.status, headers: res.headers as unknown as Headers, body: parsed };
}

/** Joins a base URL (which may carry a path, e.g. https://slack.com/api) and a path. */
export function apiUrl(base: string, path: string, query?: Record<string, string | number | undefined>): URL {
  const u = new URL(base.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') u.searchParams.set(k, String(v));
  return u;
}
