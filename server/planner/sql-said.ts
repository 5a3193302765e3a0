/**
 * What a report read from a table asks, said anywhere in the sentence that names the table (the clause the
 * planner cut may hold only "sacándolo de la tabla ventas"):
 * - a count or a sum: "cuántas ventas hubo" → `COUNT(*)`, "cuántos kilos se vendieron (columna kilos)" →
 *   `SUM(kilos)`;
 * - a comparison on the column the owner named as one: "los que deben más de 500 pesos, columna saldo" →
 *   `saldo > $1`, "los que tienen menos de diez piezas en la columna existencias" → `existencias < $1`;
 * - a date that has gone by: "cuya fecha_vencimiento ya pasó" → `fecha_vencimiento < CURRENT_DATE`.
 * Text is normalised (lower case, no accents).
 */
import { fieldOfKind } from './lexicon/fields';
import { wordNumber } from './lexicon/numbers';
import { sqlName, type Sql } from './sql';

/** The sentence of `whole` that names the table (the whole text when none does). */
export function tableSentence(whole: string, table: string): string {
  const name = table.toLowerCase();
  const sentences = whole.split(/[.!?]+(?=\s|$)/);
  return sentences.find((s) => new RegExp(`\\btabla\\s+${name.replace(/[^a-z0-9_]/g, '')}\\b`).test(s)) ?? whole;
}

/** "columna saldo", "(columna estatus)", "en la columna existencias": the column the owner named as one. */
const NAMED_COLUMN = /\b(?:columna|campo)\s+([a-z_]{2,})\b/;
export const namedColumn = (sentence: string) => NAMED_COLUMN.exec(sentence)?.[1];

/** Words that measure an amount: "cuántos kilos" is a sum of kilos, "cuántas ventas" a count of rows. */
const MEASURES = new Set(['kilos', 'kilogramos', 'gramos', 'litros', 'piezas', 'pesos', 'cajas', 'unidades', 'metros', 'toneladas', 'bultos', 'paquetes', 'costales', 'docenas']);
const HOW_MANY = /\bcuant[oa]s\s+([a-z_]{3,})\b/;

/** The aggregate a report asks for ("cuántas ventas hubo" → COUNT(*) AS ventas), or null when none is asked. */
export function saidAggregate(sentence: string): string | null {
  const m = HOW_MANY.exec(sentence);
  if (!m || /^(?:dias|horas|minutos|semanas|meses|veces)$/.test(m[1])) return null;
  const column = namedColumn(sentence);
  if (column) return `SUM(${sqlName(column)}) AS ${sqlName(column)}`;
  if (MEASURES.has(m[1])) return `SUM(${sqlName(m[1])}) AS ${sqlName(m[1])}`;
  return `COUNT(*) AS ${sqlName(m[1])}`;
}

/** "más de 500 pesos", "menos de diez piezas", "mayor a 3 mil": a comparison, then the number and what follows it. */
const COMPARED = /\b(?:(mas|menos)\s+de|(mayor|menor)(?:es)?\s+(?:a|que))\s+((?:\d+(?:\.\d+)?|[a-z]+)(?:\s+[a-z]+){0,5})/;
const TIME_UNITS = /^(?:dias?|horas?|minutos?|semanas?|mes|meses|anos?)$/;

/** A number written in digits ("3 mil" too) or words at the start of `text`, and the word after it. */
function numberAt(text: string): { value: number; unit?: string } | null {
  const digits = /^(\d+(?:\.\d+)?)(\s+mil\b)?/.exec(text);
  const words = digits ? null : wordNumber(text);
  const value = digits ? Number(digits[1]) * (digits[2] ? 1000 : 1) : words?.value;
  if (value === undefined) return null;
  const rest = text.slice(digits ? digits[0].length : words!.length).trim();
  return { value, unit: rest.split(/\s+/)[0] || undefined };
}

/** A comparison on the column the owner named as one ("…menos de diez piezas en la columna existencias"), or null. */
export function namedColumnCondition(sentence: string): { column: string; operator: string; value: number } | null {
  const column = namedColumn(sentence);
  const m = column ? COMPARED.exec(sentence) : null;
  const n = m ? numberAt(m[3]) : null;
  if (!column || !m || !n || (n.unit && TIME_UNITS.test(n.unit))) return null;
  const less = (m[1] ?? m[2]).startsWith('men');
  return { column, operator: less ? 'less_than' : 'greater_than', value: n.value };
}

/** "cuya fecha_vencimiento ya pasó", "los que su caducidad ya venció": a date column before today (no value to pass). */
const GONE_BY = /\b([a-z_]{3,})\s+ya\s+(?:se\s+)?(?:paso|vencio|caduco|expiro)\b/;
export function passedDate(sentence: string): string | null {
  const m = GONE_BY.exec(sentence);
  return m && fieldOfKind([m[1]], 'date') ? `${sqlName(m[1])} < CURRENT_DATE` : null;
}

/** A SELECT * that reads the aggregate instead ("SELECT COUNT(*) AS ventas FROM ventas …"). */
export const withAggregate = (sql: Sql, aggregate: string | null): Sql =>
  aggregate && sql.query.startsWith('SELECT * ') ? { ...sql, query: `SELECT ${aggregate} ${sql.query.slice('SELECT * '.length)}` } : sql;

const ARTICLE = '(?:(?:el|la|los|las|su|sus)\\s+)?';
/**
 * "…en la tabla reparaciones con cliente, modelo y teléfono y mándale…": the columns listed after the table in its
 * sentence, as "a, b y c" (the list ends at its "y"), or null.
 */
export function columnsInSentence(sentence: string, table: string): string[] | null {
  const name = table.toLowerCase().replace(/[^a-z0-9_]/g, '');
  const m = new RegExp(`\\btabla\\s+${name}\\s+con\\s+(${ARTICLE}[a-z_]+(?:\\s*,\\s*${ARTICLE}[a-z_]+)*\\s+(?:y|e)\\s+${ARTICLE}[a-z_]+)`).exec(sentence);
  return m ? m[1].split(/\s*,\s*|\s+(?:y|e)\s+/).map((c) => c.replace(/^(?:el|la|los|las|su|sus)\s+/, '')) : null;
}

/** The longer of two readings of the same list, when the longer holds every column of the shorter. */
export const fullerList = (clause: string[] | null, sentence: string[] | null): string[] | null =>
  sentence && (!clause || (sentence.length > clause.length && clause.every((c) => sentence.includes(c)))) ? sentence : clause;
