import { HttpError } from '../http/errors';
import { scrubSecrets } from './scrub';
import type { StoredLogEntry } from './store';

/** Limits of one POST /api/frontend-logs (the SPA flushes at 50 entries, spec §9). */
export const MAX_ENTRIES = 50;
export const MAX_MESSAGE_BYTES = 2048;
/** URLs and user agents are cut to these lengths (they are context, not the message). */
export const MAX_URL = 2048;
export const MAX_USER_AGENT = 512;

export const INVALID_BATCH = 'Formato de registros inválido: se esperaba { logs: [...], source: "frontend" }';
export const TOO_MANY_ENTRIES = `Demasiados registros en un envío: el máximo es ${MAX_ENTRIES}`;
export const messageTooLong = (n: number) => `Registro ${n}: el mensaje supera ${MAX_MESSAGE_BYTES / 1024} KB`;

const LEVELS: Record<string, string> = { error: 'error', warn: 'warn', warning: 'warn', info: 'info', log: 'info', debug: 'debug' };

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const cut = (s: unknown, max: number) => (typeof s === 'string' && s ? scrubSecrets(s.slice(0, max)) : null);

function when(v: unknown): Date | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The batch as rows to store, secrets scrubbed, or an HttpError: 400 for a wrong shape, 413 for
 * more than MAX_ENTRIES entries or a message over MAX_MESSAGE_BYTES. All or nothing.
 */
export function readBatch(body: unknown): StoredLogEntry[] {
  let b = body;
  // navigator.sendBeacon may send the JSON as text/plain
  if (typeof b === 'string') {
    try {
      b = JSON.parse(b);
    } catch {
      throw new HttpError(400, INVALID_BATCH);
    }
  }
  const { logs, source } = (b ?? {}) as { logs?: unknown; source?: unknown };
  if (!b || typeof b !== 'object' || !Array.isArray(logs) || source !== 'frontend') throw new HttpError(400, INVALID_BATCH);
  if (logs.length > MAX_ENTRIES) throw new HttpError(413, TOO_MANY_ENTRIES);
  return logs.map((raw, i) => {
    const n = i + 1;
    const e = (raw ?? {}) as Record<string, unknown>;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, `Registro ${n}: formato inválido`);
    const level = typeof e.level === 'string' ? LEVELS[e.level.toLowerCase()] : undefined;
    if (!level) throw new HttpError(400, `Registro ${n}: nivel inválido (error, warn, info o debug)`);
    if (typeof e.message !== 'string' || !e.message.trim()) throw new HttpError(400, `Registro ${n}: falta el mensaje`);
    if (bytes(e.message) > MAX_MESSAGE_BYTES) throw new HttpError(413, messageTooLong(n));
    return { level, message: scrubSecrets(e.message), url: cut(e.url, MAX_URL), userAgent: cut(e.userAgent, MAX_USER_AGENT), loggedAt: when(e.timestamp) };
  });
}
