/** Comparison operators of the filter node; pure functions over JSON values. */

export const OPERATORS = [
  'equals',
  'not_equals',
  'greater_than',
  'greater_or_equal',
  'less_than',
  'less_or_equal',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'is_empty',
  'is_not_empty',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** Common spellings (symbols, Spanish) mapped to the canonical operator. */
export const OPERATOR_ALIASES: Record<string, Operator> = {
  '==': 'equals', '===': 'equals', '=': 'equals', eq: 'equals', igual: 'equals', igual_a: 'equals',
  '!=': 'not_equals', '!==': 'not_equals', '<>': 'not_equals', ne: 'not_equals', distinto: 'not_equals', diferente: 'not_equals',
  '>': 'greater_than', gt: 'greater_than', mayor_que: 'greater_than',
  '>=': 'greater_or_equal', gte: 'greater_or_equal', mayor_o_igual: 'greater_or_equal',
  '<': 'less_than', lt: 'less_than', menor_que: 'less_than',
  '<=': 'less_or_equal', lte: 'less_or_equal', menor_o_igual: 'less_or_equal',
  contiene: 'contains', no_contiene: 'not_contains', empieza_con: 'starts_with', termina_con: 'ends_with',
  vacio: 'is_empty', 'vacío': 'is_empty', no_vacio: 'is_not_empty', 'no_vacío': 'is_not_empty',
};

export function normalizeOperator(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const k = v.trim().toLowerCase().replace(/\s+/g, '_');
  return (OPERATORS as readonly string[]).includes(k) ? k : OPERATOR_ALIASES[k] ?? v;
}

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function asText(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

/** Equality that treats "42" and 42 (and "true" and true) as equal, and compares objects by JSON. */
export function looselyEqual(a: unknown, b: unknown): boolean {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na === nb;
  if (typeof a === 'boolean' || typeof b === 'boolean') return asText(a).toLowerCase() === asText(b).toLowerCase();
  return asText(a) === asText(b);
}

/** Orders numbers numerically, ISO dates chronologically, anything else as text. */
function order(a: unknown, b: unknown): number {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na - nb;
  const da = typeof a === 'string' ? Date.parse(a) : NaN;
  const db = typeof b === 'string' ? Date.parse(b) : NaN;
  if (!Number.isNaN(da) && !Number.isNaN(db)) return da - db;
  return asText(a).localeCompare(asText(b), 'es');
}

function contains(haystack: unknown, needle: unknown): boolean {
  if (Array.isArray(haystack)) return haystack.some((x) => looselyEqual(x, needle));
  return asText(haystack).toLowerCase().includes(asText(needle).toLowerCase());
}

export function compare(left: unknown, operator: Operator, right: unknown): boolean {
  switch (operator) {
    case 'equals': return looselyEqual(left, right);
    case 'not_equals': return !looselyEqual(left, right);
    case 'greater_than': return order(left, right) > 0;
    case 'greater_or_equal': return order(left, right) >= 0;
    case 'less_than': return order(left, right) < 0;
    case 'less_or_equal': return order(left, right) <= 0;
    case 'contains': return contains(left, right);
    case 'not_contains': return !contains(left, right);
    case 'starts_with': return asText(left).toLowerCase().startsWith(asText(right).toLowerCase());
    case 'ends_with': return asText(left).toLowerCase().endsWith(asText(right).toLowerCase());
    case 'is_empty': return isEmpty(left);
    case 'is_not_empty': return !isEmpty(left);
  }
}
