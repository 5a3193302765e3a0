/**
 * SQL written for the owner: a parameterised INSERT of the data that arrived into the table they
 * named, or a SELECT from it with the condition they said ("los productos con existencia menor a
 * 5" → `WHERE existencia < $1`). Values always travel as `params`, never inside the SQL text.
 */
import { parseCondition } from './conditions';
import { literalsIn, type Literal } from './extract';

export type Sql = { query: string; params: unknown[] };

const SQL_OPERATORS: Record<string, string> = {
  equals: '=', not_equals: '<>', greater_than: '>', greater_or_equal: '>=', less_than: '<', less_or_equal: '<=',
};
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** Names safe to write into SQL as they are (the table and columns the owner named). */
export const sqlName = (name: string) => {
  const folded = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s-]+/g, '_');
  return IDENTIFIER.test(folded) ? folded : `"${name.replace(/"/g, '""')}"`;
};

/** INSERT INTO t (a, b) VALUES ($1, $2) with each column bound to its data. */
export function insertSql(table: string, columns: { column: string; ref: string }[]): Sql {
  const cols = columns.length ? columns : [{ column: 'datos', ref: '' }];
  return {
    query: `INSERT INTO ${sqlName(table)} (${cols.map((c) => sqlName(c.column)).join(', ')}) VALUES (${cols.map((_c, i) => `$${i + 1}`).join(', ')})`,
    params: cols.map((c) => c.ref),
  };
}

/** "con existencia menor a 5", "que tengan existencia en cero", "lo que tenga menos de 20 cajas": a WHERE for a SELECT. */
export function sqlCondition(clause: string, literals: Literal[]): { column: string; operator: string; value: unknown } | null {
  const zero = /\b(?:con|que\s+tengan?|cuy[oa]s?|donde)\s+(?:(?:el|la|los|las|su)\s+)?([a-z_]+)\s+(?:en\s+)?(?:cero|0)\b/.exec(clause);
  if (zero) return { column: zero[1], operator: 'equals', value: 0 };
  const count = /\b(mas|menos)\s+de\s+(\d+(?:\.\d+)?)\s+([a-z_]+)/.exec(clause);
  if (count && !/^(?:pesos|dias|horas|minutos)$/.test(count[3])) {
    return { column: count[3], operator: count[1] === 'mas' ? 'greater_than' : 'less_than', value: Number(count[2]) };
  }
  // "(adeudo mayor a cero)": the comparison said in parentheses.
  const inner = /\(([a-z_]+)\s+((?:es\s+|sea\s+)?(?:mayor|menor|igual|distint|diferente)[^()]*)\)/.exec(clause);
  const byInner = inner ? parseCondition(`si el ${inner[1]} ${inner[2]}`, literals) : null;
  if (byInner?.field && SQL_OPERATORS[byInner.operator] && byInner.value !== null && byInner.value !== '') return { column: byInner.field, operator: byInner.operator, value: byInner.value };
  const said = /\b(?:con|que\s+tengan?|cuy[oa]s?|donde|y)\s+(?:(?:el|la|los|las|su)\s+)?([a-z_]+)\s+((?:sea\s+|es\s+|este\s+)?(?:mayor|menor|igual|distint|diferente|arriba|debajo)[a-z]*\b.*)$/.exec(clause);
  const c = said ? parseCondition(`si el ${said[1]} ${said[2]}`, literals) : null;
  if (c?.field && SQL_OPERATORS[c.operator] && c.value !== null && c.value !== '') return { column: c.field, operator: c.operator, value: c.value };
  // "las que tengan estatus pendiente", "cuyo estado sea 'pagado'", "con status activo": a column and the word it must hold.
  const equal = EQUAL_WORD.exec(clause);
  const word = equal ? (equal[2].startsWith('{q') ? literalsIn(equal[2], literals, 'quote')[0] : equal[2]) : undefined;
  if (equal && word && !NOT_A_VALUE.has(equal[1]) && !NOT_A_VALUE.has(word)) return { column: equal[1], operator: 'equals', value: word };
  // "las que estén pendientes", "los que sigan abiertos": a state with no column named is the row's `estado`.
  const state = STATE.exec(clause);
  if (state) return { column: 'estado', operator: 'equals', value: state[1].replace(/(?<=[aeo])s$|(?<=nt)es$/, (m) => (m === 'es' ? 'e' : '')) };
  return null;
}

/** A row's state said as an adjective after "que estén / sigan / sean". */
const STATE = /\bque\s+(?:esten|este|estan|sigan|siga|sean|son)\s+(?:todavia\s+|aun\s+)?(pendientes?|(?:pagad|cancelad|activ|inactiv|entregad|abiert|cerrad|vencid|atrasad|enviad|confirmad|aprobad|rechazad)[oa]s?)\b/;

const EQUAL_WORD = /\b(?:que\s+tengan?|cuy[oa]s?|donde|con)\s+(?:(?:el|la|los|las|su)\s+)?([a-z_]{3,})\s+(?:(?:sea|es|este|esta|igual a|en|=)\s+)?(\{q\d+\}|[a-z_]{2,})(?=\s*(?:$|[,;.]|\by\b|\bpara\b|\b(?:de|en)\s+(?:la|mi)\b))/;
/** Words that are neither a column nor a value ("con el total", "que tengan más de…"). */
const NOT_A_VALUE = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'en', 'que', 'mas', 'menos', 'mayor', 'menor', 'igual', 'datos', 'informacion', 'todo', 'todos', 'todas',
  'hoy', 'ayer', 'manana', 'semana', 'mes', 'dia', 'cero', 'nada', 'algo', 'mismo', 'misma', 'nombre', 'fecha']);

/** SELECT * FROM t [WHERE column op $1]. */
export function selectSql(table: string, where: { column: string; operator: string; value: unknown } | null, search?: string): Sql {
  if (search) return { query: `SELECT * FROM ${sqlName(table)} WHERE nombre ILIKE '%' || $1 || '%'`, params: [search] };
  if (!where) return { query: `SELECT * FROM ${sqlName(table)}`, params: [] };
  return { query: `SELECT * FROM ${sqlName(table)} WHERE ${sqlName(where.column)} ${SQL_OPERATORS[where.operator]} $1`, params: [where.value] };
}
