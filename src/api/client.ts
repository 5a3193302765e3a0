import ky, { HTTPError, isHTTPError, isTimeoutError, type Options } from 'ky';
import { getAccessToken } from './tokens';

/**
 * The one HTTP client of the SPA (spec §7):
 * - every path goes to `/api/` with the bearer access token from the token store;
 * - non-ok answers raise an `ApiError` carrying the server's JSON body (`{detail}`), or a detail
 *   list with the status text when the body is not JSON;
 * - a 401 asks the session (through `setUnauthorizedHandler`) for one single-flight refresh and
 *   retries the request once with the new token;
 * - identical in-flight GET requests are de-duplicated (`getJson`); entries expire after 30 s.
 */

export const DEDUPE_TTL_MS = 30_000;
export const DEFAULT_TIMEOUT_MS = 60_000;

export type ErrorDetail = string | Array<{ msg?: string; loc?: unknown[]; type?: string } | Record<string, unknown>>;

export class ApiError extends Error {
  name = 'ApiError';
  constructor(
    readonly status: number,
    /** The server's `detail` (usually a Spanish sentence), or `[{ msg: statusText }]`. */
    readonly detail: ErrorDetail,
    /** The server's JSON body, or `{ detail: [{ msg: statusText }] }`. */
    readonly body: unknown,
    message?: string,
  ) {
    super(message ?? detailText(detail) ?? `Error ${status}`);
  }
}

/** A human sentence out of a `detail` (string or list of `{msg}`). */
export function detailText(detail: unknown): string | null {
  if (typeof detail === 'string') return detail || null;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((d) => (typeof d === 'string' ? d : d && typeof d === 'object' && typeof (d as { msg?: unknown }).msg === 'string' ? (d as { msg: string }).msg : null))
      .filter((s): s is string => !!s);
    return parts.length ? parts.join('; ') : null;
  }
  return null;
}

/** The message to show for any error thrown by the client, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error && typeof error === 'object') {
    const d = detailText((error as { detail?: unknown }).detail);
    if (d) return d;
    const m = (error as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return fallback;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Called on a 401 with the token the request carried. Resolves with the token to retry with,
 * or null when the session could not be refreshed (the request then fails with the 401).
 * Wired by src/app/session.tsx to the session machine (single-flight refresh lives there).
 */
export type UnauthorizedHandler = (staleToken: string | null) => Promise<string | null>;

let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** Auth calls answer 401 for wrong credentials or a dead refresh token: never refresh-and-retry them. */
const NO_REFRESH_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/auth/logout'];

function bearerOf(request: Request): string | null {
  const h = request.headers.get('Authorization');
  return h?.startsWith('Bearer ') ? h.slice(7) : null;
}

async function toApiError(error: HTTPError): Promise<ApiError> {
  const { response } = error;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  const statusText = response.statusText || `Error ${response.status}`;
  if (body === undefined || body === null || typeof body !== 'object') body = { detail: [{ msg: statusText }] };
  const detail = ((body as { detail?: unknown }).detail ?? [{ msg: statusText }]) as ErrorDetail;
  const text = detailText(detail);
  return new ApiError(response.status, detail, body, text ?? `Error ${response.status}: ${statusText}`);
}

/** Absolute origin for runtimes whose Request does not resolve relative URLs (Node, jsdom tests). */
const origin = typeof globalThis.location?.origin === 'string' && globalThis.location.origin !== 'null' ? `${globalThis.location.origin}/` : undefined;

export const api = ky.create({
  prefixUrl: `${origin ?? '/'}api/`,
  timeout: DEFAULT_TIMEOUT_MS,
  // Only the forced retry after a token refresh: no automatic retries of failed requests.
  retry: { limit: 1, methods: [], statusCodes: [], retryOnTimeout: false },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getAccessToken();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response, { retryCount }) => {
        if (response.status !== 401 || retryCount > 0 || !unauthorizedHandler) return;
        const path = new URL(request.url, 'http://x').pathname.replace(/\/+$/, '');
        if (NO_REFRESH_PATHS.includes(path)) return;
        const stale = bearerOf(request);
        if (!stale) return;
        const fresh = await unauthorizedHandler(stale);
        if (!fresh) return;
        const headers = new Headers(request.headers);
        headers.set('Authorization', `Bearer ${fresh}`);
        return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED', delay: 0 });
      },
    ],
    beforeError: [
      // ky types this hook as returning an HTTPError; the ApiError thrown instead is what callers catch.
      async (error) => (isHTTPError(error) ? ((await toApiError(error)) as unknown as HTTPError) : error),
    ],
  },
});

export type RequestOptions = Omit<Options, 'prefixUrl' | 'method'>;

/** Turns errors that slipped past `beforeError` (should not happen) into `ApiError`s. */
async function normalise<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (error) {
    if (error instanceof HTTPError) throw await toApiError(error);
    if (isTimeoutError(error)) throw new ApiError(408, 'La solicitud tardó demasiado', { detail: 'La solicitud tardó demasiado' });
    throw error;
  }
}

type InFlight = { promise: Promise<unknown>; expiresAt: number };
const inFlight = new Map<string, InFlight>();

function dedupeKey(path: string, options: RequestOptions): string {
  const sp = options.searchParams;
  const query = sp === undefined ? '' : new URLSearchParams(sp as ConstructorParameters<typeof URLSearchParams>[0]).toString();
  return `GET ${path.replace(/^\/+/, '')}?${query} ${getAccessToken() ?? ''}`;
}

/** Rejects when `signal` aborts without cancelling the shared request. */
function withSignal<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** GET returning JSON; identical in-flight requests share one HTTP call (entries expire after 30 s). */
export function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const key = dedupeKey(path, options);
  const now = Date.now();
  const existing = inFlight.get(key);
  if (existing && existing.expiresAt > now) return withSignal(existing.promise as Promise<T>, options.signal);
  const { signal, ...rest } = options;
  const promise = normalise(api.get(path.replace(/^\/+/, ''), rest).json<T>());
  const entry: InFlight = { promise, expiresAt: now + DEDUPE_TTL_MS };
  inFlight.set(key, entry);
  const forget = () => {
    if (inFlight.get(key) === entry) inFlight.delete(key);
  };
  promise.then(forget, forget);
  return withSignal(promise, signal);
}

/** Forgets every in-flight entry (tests, sign-out). */
export function clearInFlight(): void {
  inFlight.clear();
}

async function bodyJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

function send<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, json?: unknown, options: RequestOptions = {}): Promise<T> {
  const p = api[method](path.replace(/^\/+/, ''), json === undefined ? options : { ...options, json });
  return normalise(p.then((r) => bodyJson<T>(r)));
}

export const postJson = <T>(path: string, json?: unknown, options?: RequestOptions) => send<T>('post', path, json, options);
export const putJson = <T>(path: string, json?: unknown, options?: RequestOptions) => send<T>('put', path, json, options);
export const patchJson = <T>(path: string, json?: unknown, options?: RequestOptions) => send<T>('patch', path, json, options);
export const deleteJson = <T>(path: string, options?: RequestOptions) => send<T>('delete', path, undefined, options);
