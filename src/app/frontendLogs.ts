/**
 * The browser's log shipper (spec §7 "Other", §9): console.warn / console.error and uncaught
 * errors are buffered and sent to POST /api/frontend-logs at 50 entries, 5 s after the first
 * entry of a batch, and on page unload through navigator.sendBeacon. Tokens never leave: the
 * current access and refresh tokens, bearer headers, JWT-shaped strings and secret query
 * parameters are replaced with '[oculto]' before an entry is buffered (the server scrubs again).
 * Sending never logs anything itself, so a failing endpoint cannot feed the buffer.
 */
import { getAccessToken, getRefreshToken } from '../api/tokens';

export const LOGS_ENDPOINT = '/api/frontend-logs';
export const FLUSH_SIZE = 50;
export const FLUSH_INTERVAL_MS = 5_000;
/** The server refuses longer messages (2 KB, in UTF-8 bytes). */
export const MAX_MESSAGE_BYTES = 2048;
/** Entries kept while sending is impossible; older ones are dropped first. */
export const MAX_BUFFERED = 200;

export type LogLevel = 'error' | 'warn';
export type LogEntry = { timestamp: string; level: LogLevel; message: string; url: string; userAgent: string };
export type LogBatch = { logs: LogEntry[]; source: 'frontend' };

type Listener = (event: Event) => void;

export type FrontendLoggerDeps = {
  console: Pick<Console, 'warn' | 'error'>;
  /** Where 'error', 'unhandledrejection', 'pagehide' and 'visibilitychange' are heard. */
  target: { addEventListener: (type: string, l: Listener) => void; removeEventListener: (type: string, l: Listener) => void };
  /** document.visibilityState. */
  visibility: () => string;
  /** POST with a bearer token when there is one. */
  send: (body: string, token: string | null) => Promise<unknown>;
  /** navigator.sendBeacon (no headers: the batch arrives as a visitor's); false when refused or absent. */
  beacon: (body: string) => boolean;
  tokens: () => (string | null)[];
  href: () => string;
  userAgent: () => string;
  now: () => Date;
};

const MASK = '[oculto]';
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, `$1 ${MASK}`],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, MASK],
  [/([?&#](?:token|access_token|refresh_token|code|state|code_verifier)=)[^&#\s"']*/gi, `$1${MASK}`],
  [/((?:password|contraseña|refresh_token|access_token|client_secret|api_key)["']?\s*[:=]\s*["']?)[^"'\s&,;}]+/gi, `$1${MASK}`],
];

/** The text with the given tokens and anything token-shaped replaced. */
export function redact(text: string, tokens: readonly (string | null)[]): string {
  let out = text;
  for (const t of tokens) if (t && t.length >= 8) out = out.split(t).join(MASK);
  for (const [re, replacement] of SECRET_PATTERNS) out = out.replace(re, replacement);
  return out;
}

/** At most `max` UTF-8 bytes, cut on a character boundary with an ellipsis. */
export function truncateBytes(text: string, max = MAX_MESSAGE_BYTES): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= max) return text;
  let out = '';
  let size = 0;
  const budget = max - 3; // '…' is 3 bytes
  for (const ch of text) {
    const n = encoder.encode(ch).length;
    if (size + n > budget) break;
    out += ch;
    size += n;
  }
  return out + '…';
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack && value.stack.includes(value.message) ? value.stack : `${value.name}: ${value.message}${value.stack ? `\n${value.stack}` : ''}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function browserDeps(): FrontendLoggerDeps {
  return {
    console,
    target: window,
    visibility: () => document.visibilityState,
    send: (body, token) =>
      fetch(LOGS_ENDPOINT, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    beacon: (body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(LOGS_ENDPOINT, new Blob([body], { type: 'application/json' })),
    tokens: () => [getAccessToken(), getRefreshToken()],
    href: () => location.href,
    userAgent: () => navigator.userAgent,
    now: () => new Date(),
  };
}

export type FrontendLogger = {
  /** Sends what is buffered now (in batches of 50). */
  flush: () => void;
  /** Sends what is buffered through the beacon (page unload). */
  flushOnUnload: () => void;
  /** Restores the console and removes the listeners. */
  uninstall: () => void;
  buffered: () => number;
};

export function installFrontendLogger(overrides: Partial<FrontendLoggerDeps> = {}): FrontendLogger {
  const deps = { ...browserDeps(), ...overrides };
  const original = { warn: deps.console.warn, error: deps.console.error };
  let buffer: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const take = () => {
    const batch = buffer.slice(0, FLUSH_SIZE);
    buffer = buffer.slice(FLUSH_SIZE);
    return JSON.stringify({ logs: batch, source: 'frontend' } satisfies LogBatch);
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const token = deps.tokens()[0] ?? null;
    while (buffer.length) deps.send(take(), token).catch(() => {});
  };

  const flushOnUnload = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (buffer.length) {
      const body = take();
      // the beacon is the only request a closing page is sure to finish; fetch keepalive otherwise
      if (!deps.beacon(body)) deps.send(body, null).catch(() => {});
    }
  };

  const record = (level: LogLevel, parts: unknown[]) => {
    try {
      const tokens = deps.tokens();
      const message = truncateBytes(redact(parts.map(describe).join(' '), tokens));
      if (!message.trim()) return;
      buffer.push({ timestamp: deps.now().toISOString(), level, message, url: redact(deps.href(), tokens), userAgent: deps.userAgent() });
      if (buffer.length > MAX_BUFFERED) buffer = buffer.slice(-MAX_BUFFERED);
      if (buffer.length >= FLUSH_SIZE) flush();
      else timer ??= setTimeout(flush, FLUSH_INTERVAL_MS);
    } catch {
      // logging must never break the page
    }
  };

  deps.console.warn = (...args: unknown[]) => {
    original.warn.apply(deps.console, args);
    record('warn', args);
  };
  deps.console.error = (...args: unknown[]) => {
    original.error.apply(deps.console, args);
    record('error', args);
  };

  const onError: Listener = (e) => {
    const ev = e as ErrorEvent;
    const where = ev.filename ? ` (${ev.filename}:${ev.lineno ?? 0}:${ev.colno ?? 0})` : '';
    record('error', [ev.error instanceof Error ? ev.error : `${ev.message ?? 'Error'}${where}`]);
  };
  const onRejection: Listener = (e) => {
    const reason = (e as PromiseRejectionEvent).reason;
    record('error', ['Unhandled promise rejection:', reason]);
  };
  const onHide: Listener = () => flushOnUnload();
  const onVisibility: Listener = () => {
    if (deps.visibility() === 'hidden') flushOnUnload();
  };
  const listeners: [string, Listener][] = [['error', onError], ['unhandledrejection', onRejection], ['pagehide', onHide], ['visibilitychange', onVisibility]];
  for (const [type, l] of listeners) deps.target.addEventListener(type, l);

  return {
    flush,
    flushOnUnload,
    buffered: () => buffer.length,
    uninstall: () => {
      deps.console.warn = original.warn;
      deps.console.error = original.error;
      for (const [type, l] of listeners) deps.target.removeEventListener(type, l);
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
