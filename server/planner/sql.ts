/**
 * SQL written for the owner: a parameterised INSERT of the data that arrived into the table they
 * named, or a SELECT from it with the condition they said ("los productos con existencia menor a
 * 5" → `WHERE existencia < $1`). Values always travel as `params`, never inside the SQL text.
 */
import { parseCondition } from './conditions';
import { quotedOr, type Literal } from './extract';
import { wordNumber } from './lexicon/numbers';
import { namedColumn } from './sql-said';

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
export function sqlCondition(asSaid: string, literals: Literal[]): { column: string; operator: string; value: unknown } | null {
  // "los que tengan la columna kilos menor a 20": the column named as one is that column.
  const clause = asSaid.replace(/\b(?:columna|campo)\s+(?=[a-z_]+\s)/g, '');
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
  const word = equal ? quotedOr(equal[2], literals) : undefined;
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

/**
 * "cambia estatus a 'vencido' donde fecha_pedido tenga más de 3 días", "marca como enviados los que tengan estado
 * pagado", "actualiza el campo stock a 0 donde sku sea 'X'": an UPDATE, its SET from the verb and its WHERE from the
 * condition said (an age — "tenga más de 3 días" — is compared with the current time). Null when no new value is said.
 */
export function updateSql(table: string, clause: string, literals: Literal[], refOf?: (field: string) => string): Sql | null {
  const set = SET_TO.exec(clause);
  const marked = set ? null : MARK_AS.exec(clause) ?? DONE_THAT.exec(clause);
  // "marca el pedido como entregado (columna estatus)": the state goes in the column named as one, else in `estado`.
  const column = set ? set[1] : namedColumn(clause) ?? 'estado';
  const value = set ? quotedOr(set[2], literals) : marked ? (marked[2] !== undefined ? participle(marked[2]) : singular(marked[1])) : undefined;
  // "pon el nombre en la tabla clientes" stores a row: no value, no update.
  if (!value || NOT_A_VALUE.has(column) || NOT_A_VALUE.has(value) || /^(?:mi|tu|su|un|una|tabla|postgres|base|hoja|columna|campo)$/.test(value)) return null;
  const rest = clause.slice((set ?? marked)!.index + (set ?? marked)![0].length);
  const params: unknown[] = [typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : value];
  const age = ageOf(rest);
  let where = '';
  if (age) {
    params.push(age.interval);
    where = ` WHERE ${sqlName(age.column)} < NOW() - $2::interval`;
  } else if (refOf && KEYED_BY.test(rest)) {
    // "…que ya pagó con el correo que viene": the row is the one whose column matches the data that arrived.
    const key = KEYED_BY.exec(rest)![1];
    params.push(refOf(key));
    where = ` WHERE ${sqlName(key)} = $2`;
  } else {
    const c = sqlCondition(rest, literals);
    if (c) {
      params.push(c.value);
      where = ` WHERE ${sqlName(c.column)} ${SQL_OPERATORS[c.operator]} $2`;
    }
  }
  // "marca el pedido como entregado" with nothing that says which row: asked, never every row changed.
  if (!where && marked && ONE_ROW.test(marked[0])) return { query: '', params: [] };
  return { query: `UPDATE ${sqlName(table)} SET ${sqlName(column)} = $1${where}`, params };
}

/** "cambia estatus a 'vencido'", "actualiza el campo stock a 0", "ponles el estado en pagado". */
const SET_TO = /\b(?:cambia|cambiale|cambiales|cambie|cambien|actualiza|actualizale|actualice|pon|ponle|ponles|ponga|pongale)\s+(?:(?:el|la|su|sus)\s+)?(?:(?:columna|campo)\s+)?([a-z_]+)\s+(?:a|en|como|=|por)\s+(\{q\d+\}|[a-z0-9_.]+)/;
/** "marca el pedido como…": one row named, not the rows of a condition. */
const ONE_ROW = /\s(?:el|la|ese|esa)\s+[a-z]+\s+como\b/;
/** "marca como enviados los pedidos…": the state they get (the column is the row's `estado`). */
const MARK_AS = /\b(?:marca|marcalos|marcalas|marque|marquen|marcar|marcarlos|marcarlas)\s+(?:(?:el|la|los|las|ese|esa)\s+[a-z]+\s+)?(?:como\s+)([a-z]+)/;
/** "actualiza en la tabla socios que ya pagó", "márcalo que ya se entregó": the state is the participle of what happened. */
const DONE_THAT = /\b(?:actualiza|actualizale|actualice|actualizalo|marca|marcalo|marcala|marcale)\b.*?\bque\s+ya\s+(?:se\s+)?()([a-z]{2,}(?:o|io))\b/;
/** "pagó" → "pagado", "salió" → "salido" (the accent is gone in normalised text). */
const participle = (preterite: string) => (preterite.endsWith('io') ? `${preterite.slice(0, -2)}ido` : `${preterite.slice(0, -1)}ado`);
/** "con el correo que viene", "con su folio del pago": the column that picks the row, matched with the data that arrived. */
const KEYED_BY = /\b(?:con|por|segun)\s+(?:el|la|su)\s+([a-z_]+)\s+(?:que\s+(?:viene|llega|trae|manda)|del\s+(?:pago|pedido|aviso|webhook|mensaje|correo))\b/;
/** "donde fecha_pedido tenga más de 3 días", "cuya fecha sea de hace más de 2 semanas". */
const AGE = /\b(?:donde|cuy[oa]s?|que|con|y)\s+(?:(?:el|la|su|sus)\s+)?([a-z_]+)\s+(?:tenga|tengan|tiene|tienen|sea de hace|sean de hace|es de hace|lleve|lleven)\s+mas\s+de\s+([a-z0-9]+)\s+(dias?|horas?|semanas?|meses|mes)\b/;
const INTERVAL_UNITS: Record<string, string> = { dia: 'days', dias: 'days', hora: 'hours', horas: 'hours', semana: 'weeks', semanas: 'weeks', mes: 'months', meses: 'months' };
const singular = (w: string) => w.replace(/(?<=[aeo])s$/, '');

/** "donde fecha_pedido tenga más de 3 días": the column compared with the current time and the interval ('3 days'), or null. */
function ageOf(text: string): { column: string; interval: string } | null {
  const age = AGE.exec(text);
  const n = age ? (/^\d+$/.test(age[2]) ? Number(age[2]) : wordNumber(age[2])?.value) : null;
  return age && n ? { column: age[1], interval: `${n} ${INTERVAL_UNITS[age[3]]}` } : null;
}

/** "el total por sucursal", "los litros de cada socio": a measure summed per group. */
const PER_GROUP = /\b(?:el|la|los|las)\s+([a-z_]{3,})\s+(?:por|de cada)\s+(?!(?:whatsapp|correo|mail|email|telegram|slack|sms|post|get|hora|dia|semana|mes|ano|separado|favor)\b)([a-z_]{3,})\b/;

/** "saca de la tabla ventas_semana el total por sucursal": SELECT group, SUM(measure) … GROUP BY group; null when none is said. */
export function groupedSql(table: string, clause: string): Sql | null {
  const m = PER_GROUP.exec(clause);
  if (!m || NOT_A_VALUE.has(m[1]) || NOT_A_VALUE.has(m[2])) return null;
  const [measure, group] = [sqlName(m[1]), sqlName(m[2])];
  return { query: `SELECT ${group}, SUM(${measure}) AS ${measure} FROM ${sqlName(table)} GROUP BY ${group}`, params: [] };
}

/** SELECT * (or the columns listed) FROM t [WHERE column op $1]. */
/** `window`: a time window on a date column, as SQL with no value (sql-window.ts), joined to the condition with AND. */
export function selectSql(table: string, where: { column: string; operator: string; value: unknown } | null, search?: string, columns?: string[], window?: string | null): Sql {
  const what = columns?.length ? columns.map(sqlName).join(', ') : '*';
  if (search) return { query: `SELECT ${what} FROM ${sqlName(table)} WHERE nombre ILIKE '%' || $1 || '%'`, params: [search] };
  const also = window ? ` ${where ? 'AND' : 'WHERE'} ${window}` : '';
  if (!where) return { query: `SELECT ${what} FROM ${sqlName(table)}${also}`, params: [] };
  return { query: `SELECT ${what} FROM ${sqlName(table)} WHERE ${sqlName(where.column)} ${SQL_OPERATORS[where.operator]} $1${also}`, params: [where.value] };
}

/**
 * "borre de la tabla carritos los que tengan estado abandonado", "elimina de la tabla sesiones donde fecha tenga más
 * de 30 días": a DELETE with the condition said. Never without one: with no column to compare the query is left blank,
 * so the owner is asked for it.
 */
export function deleteSql(table: string, clause: string, literals: Literal[]): Sql {
  const rest = clause.slice(Math.max(0, clause.search(/\btabla\b/)));
  const age = ageOf(rest);
  if (age && !NOT_A_VALUE.has(age.column) && !/^(?:que|los|las)$/.test(age.column)) return { query: `DELETE FROM ${sqlName(table)} WHERE ${sqlName(age.column)} < NOW() - $1::interval`, params: [age.interval] };
  const c = AGE_WITHOUT_COLUMN.test(rest) ? null : sqlCondition(rest, literals);
  if (c) return { query: `DELETE FROM ${sqlName(table)} WHERE ${sqlName(c.column)} ${SQL_OPERATORS[c.operator]} $1`, params: [c.value] };
  return { query: '', params: [] };
}

/** "los que tengan más de 30 días": an age with no column named; which date column it is must be asked. */
const AGE_WITHOUT_COLUMN = /\b(?:los|las)\s+que\s+(?:tengan|tenga|lleven|lleve)\s+mas\s+de\s+[a-z0-9]+\s+(?:dias?|horas?|semanas?|meses|mes)\b/;
