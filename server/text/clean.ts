/**
 * Text the database can store. PostgreSQL refuses the NUL character in `text` and `jsonb`, and a
 * lone UTF-16 surrogate (`"\ud800"` in JSON) in `jsonb`; both arrive from request bodies, query
 * strings and third-party answers. Both become U+FFFD. Trees (parsed JSON) are walked with a depth
 * and size budget, because an unbounded walk of attacker-shaped data overflows the stack.
 */

export const REPLACEMENT = '\uFFFD';
/** Nesting allowed in a request body and kept in a stored value. */
export const MAX_DEPTH = 64;

const NUL = /\u0000/g;

// String.prototype.isWellFormed / toWellFormed (Node 20) are newer than the TypeScript lib in use.
type WellFormed = { isWellFormed(): boolean; toWellFormed(): string };

/** The text with NUL characters and lone surrogates replaced by U+FFFD. */
export function cleanText(s: string): string {
  const w = s as unknown as WellFormed;
  const whole = w.isWellFormed() ? s : w.toWellFormed();
  return whole.includes('\u0000') ? whole.replace(NUL, REPLACEMENT) : whole;
}

export class TreeTooDeep extends Error {}
export class TreeTooLarge extends Error {}

export const CUT_DEPTH = `[recortado: más de ${MAX_DEPTH} niveles]`;
export const CUT_SIZE = '[recortado: demasiados datos]';
export const CIRCULAR = '[referencia circular]';

export type CleanOptions = {
  maxDepth?: number;
  /** Values visited at most (strings, numbers, objects…). */
  maxNodes: number;
  /**
   * 'refuse': throw TreeTooDeep / TreeTooLarge (request bodies). 'cut': put a visible marker where
   * the budget ran out, and also make the value JSON (what JSON.stringify would keep: toJSON,
   * undefined and functions dropped, bigint as text, cycles marked).
   */
  mode: 'refuse' | 'cut';
};

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** Sets a key without going through the `__proto__` setter (JSON.parse may create that key). */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A cleaned copy of `value`: every string (object keys included) through cleanText. Parts that
 * need no change are shared with the input, so a clean tree comes back as the same object.
 */
export function cleanTree(value: unknown, opts: CleanOptions): unknown {
  const maxDepth = opts.maxDepth ?? MAX_DEPTH;
  const cut = opts.mode === 'cut';
  let nodes = 0;
  const ancestors = new Set<object>();

  const walk = (v: unknown, depth: number): unknown => {
    if (++nodes > opts.maxNodes) {
      if (!cut) throw new TreeTooLarge();
      return CUT_SIZE;
    }
    if (typeof v === 'string') return cleanText(v);
    if (v === null || typeof v !== 'object') {
      if (!cut) return v;
      if (typeof v === 'bigint') return v.toString();
      if (typeof v === 'number') return Number.isFinite(v) ? v : null;
      return typeof v === 'boolean' ? v : undefined; // undefined, functions, symbols
    }
    if (cut && typeof (v as { toJSON?: unknown }).toJSON === 'function') return walk((v as { toJSON: () => unknown }).toJSON(), depth);
    if (!cut && !Array.isArray(v) && !isPlainObject(v)) return v; // a Buffer body, a stream: not text
    if (depth >= maxDepth) {
      if (!cut) throw new TreeTooDeep();
      return CUT_DEPTH;
    }
    if (ancestors.has(v)) return CIRCULAR;
    ancestors.add(v);
    try {
      return Array.isArray(v) ? walkArray(v, depth) : walkObject(v as Record<string, unknown>, depth);
    } finally {
      ancestors.delete(v);
    }
  };

  const walkArray = (a: unknown[], depth: number): unknown[] => {
    let out: unknown[] | null = null;
    for (let i = 0; i < a.length; i++) {
      let c = walk(a[i], depth + 1);
      if (c === undefined && cut) c = null;
      if (c !== a[i] && !out) out = a.slice(0, i);
      if (out) out.push(c);
    }
    return out ?? a;
  };

  const walkObject = (o: Record<string, unknown>, depth: number): Record<string, unknown> => {
    const keys = Object.keys(o);
    const plain = isPlainObject(o);
    let out: Record<string, unknown> | null = null;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const ck = cleanText(k);
      const c = walk(o[k], depth + 1);
      if (!out && (ck !== k || c !== o[k] || c === undefined || (cut && !plain))) {
        out = Object.create(plain ? Object.getPrototypeOf(o) : Object.prototype) as Record<string, unknown>;
        for (let j = 0; j < i; j++) put(out, keys[j], o[keys[j]]);
      }
      if (out && c !== undefined) put(out, ck, c);
    }
    if (!out && cut && !plain) return {}; // e.g. a Map: JSON keeps none of it
    return out ?? o;
  };

  return walk(value, 0);
}
