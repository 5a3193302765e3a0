/**
 * Step parameter templating: `{{trigger.body.email}}` and `{{steps.2.output.status}}`.
 * Data only: a path is looked up property by property over plain data (own properties,
 * no prototype keys); nothing is ever evaluated. Unknown roots are left as written, so a
 * text that uses `{{...}}` for its own purposes passes through untouched.
 */

/** `error`: what failed, seen by the steps of a workflow's error path (`{{error.message}}`). */
export type TemplateScope = { trigger: unknown; steps: Record<number, { output: unknown; status?: string; error?: string | null }>; error?: unknown };

const ROOTS = new Set(['trigger', 'steps', 'error']);
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const WHOLE = /^\s*\{\{\s*([^{}]+?)\s*\}\}\s*$/;
const ANY = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** Splits `a.b[0]["c d"]` into ['a', 'b', '0', 'c d']; null when the path is not well formed. */
export function parsePath(path: string): string[] | null {
  const parts: string[] = [];
  const re = /([^.[\]]+)|\[(\d+)\]|\["([^"]*)"\]|\['([^']*)'\]/y;
  let i = 0;
  while (i < path.length) {
    if (path[i] === '.' && parts.length) {
      i++;
      continue;
    }
    re.lastIndex = i;
    const m = re.exec(path);
    if (!m) return null;
    parts.push((m[1] ?? m[2] ?? m[3] ?? m[4]).trim());
    i = re.lastIndex;
  }
  return parts.length ? parts : null;
}

const MISSING = Symbol('missing');

/** The value at `path` in the scope, undefined when absent, MISSING when the root is not ours. */
function lookup(scope: TemplateScope, path: string): unknown {
  const parts = parsePath(path.trim());
  if (!parts || !ROOTS.has(parts[0])) return MISSING;
  // Outside an error path `{{error…}}` is someone's own text, left as written.
  if (parts[0] === 'error' && scope.error === undefined) return MISSING;
  let cur: unknown = scope;
  for (const key of parts) {
    if (cur === null || cur === undefined || typeof cur !== 'object' || FORBIDDEN.has(key)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function asText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Resolves one string: an exact single reference keeps the value's type, otherwise text is interpolated. */
export function resolveString(s: string, scope: TemplateScope): unknown {
  const whole = WHOLE.exec(s);
  if (whole) {
    const v = lookup(scope, whole[1]);
    return v === MISSING ? s : v;
  }
  if (!s.includes('{{')) return s;
  return s.replace(ANY, (match, path: string) => {
    const v = lookup(scope, path);
    return v === MISSING ? match : asText(v);
  });
}

/** Resolves every string inside params (arrays and plain objects recursively); keys are not templated. */
export function resolveParams<T>(value: T, scope: TemplateScope): unknown {
  if (typeof value === 'string') return resolveString(value, scope);
  if (Array.isArray(value)) return value.map((v) => resolveParams(v, scope));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      // Assigning '__proto__' would swap the object's prototype instead of adding a field.
      if (k === '__proto__') continue;
      const r = resolveParams(v, scope);
      if (r !== undefined) out[k] = r;
    }
    return out;
  }
  return value;
}
