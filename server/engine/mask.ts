import { cleanTree } from '../text/clean';

/** Hides secret-looking values before step inputs are stored or shown. */

// `token$` catches access_token, bot_token, accessToken… but not usage counters like input_tokens;
// `pass` alone or as a suffix (smtp_pass), not words like `passed`.
const SECRET_KEY = /passw(or)?d|passphrase|(^|[_-])pass$|secret|token$|api[_-]?key|authorization|cookie|credential|private[_-]?key/i;
export const MASK = '[oculto]';

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = SECRET_KEY.test(k) && v !== null && v !== undefined && v !== '' ? MASK : maskSecrets(v, depth + 1);
    }
    return out;
  }
  return value;
}

/** Values kept in one stored value; beyond it the rest is cut with a marker (clean.ts). */
const MAX_STORED_NODES = 500_000;

/** Secrets shorter than this are not looked for in text (they would match ordinary words). */
const MIN_SCRUBBED = 6;

/** Adds the secret values of a credential (strings under secret-looking keys) to `into`. */
export function collectSecretValues(value: unknown, into: Set<string>, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 5) return;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' && SECRET_KEY.test(k) && v.trim().length >= MIN_SCRUBBED) into.add(v.trim());
    else collectSecretValues(v, into, depth + 1);
  }
}

/**
 * Replaces every occurrence of a known secret value inside the strings of `value`: a service may
 * repeat the token it was sent in an error or an answer, which is then recorded and shown.
 */
export function scrubSecretValues<T>(value: T, secrets: ReadonlySet<string>, depth = 0): T {
  if (!secrets.size || depth > 20) return value;
  if (typeof value === 'string') {
    let out: string = value;
    for (const s of secrets) if (out.includes(s)) out = out.split(s).join(MASK);
    return out as T;
  }
  if (Array.isArray(value)) return value.map((v) => scrubSecretValues(v, secrets, depth + 1)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubSecretValues(v, secrets, depth + 1)])) as T;
  }
  return value;
}

/**
 * A copy the database can store and the API can show: what JSON keeps (undefined and functions
 * dropped, bigint as text), NUL characters and lone surrogates (in keys and values) as U+FFFD,
 * nesting deeper than MAX_DEPTH and anything past the size budget cut with a visible marker
 * ('[recortado: …]'), cycles marked. Never throws: a third-party answer never fails a run here.
 */
export function toJson(value: unknown): unknown {
  return cleanTree(value, { mode: 'cut', maxNodes: MAX_STORED_NODES }) ?? null;
}
