/**
 * "actualiza en postgres la tabla reservaciones con pagada = true", "modifica la tabla pedidos con estatus en
 * enviado": an UPDATE whose new value is said after "con". The row is the one the arriving data names: the field
 * that is the table's own item ("reservacion" of "reservaciones"), or its id or folio. With no such field no UPDATE
 * is guessed (it would change every row).
 */
import { quotedOr, type Literal } from './extract';
import { sqlName, type Sql } from './sql';

const SET_WITH = /\b(?:actualiza|actualizale|actualice|actualicen|modifica|modifique|modifiquen)\b[^.;]*?\bcon\s+(?:(?:el|la|su)\s+)?(?:(?:columna|campo)\s+)?([a-z_]+)\s*(?:=|\ben\b|\bcomo\b|\ba\b|\bigual a\b)\s*(\{q\d+\}|[a-z0-9_.]+)/;

/** The arriving field that picks the table's row: its item ("reservacion" for "reservaciones"), else an id or folio. */
function rowKey(table: string, fields: string[]): string | undefined {
  const item = fields.find((f) => f.length >= 3 && table.startsWith(f) && table.length - f.length <= 3);
  return item ?? fields.find((f) => /^(?:id|folio)(?:_[a-z]+)?$|_id$/.test(f));
}

export function setWithSql(table: string, clause: string, literals: Literal[], fields: string[], refOf: (field: string) => string): Sql | null {
  const m = SET_WITH.exec(clause);
  if (!m) return null;
  const said = quotedOr(m[2], literals);
  const key = rowKey(table, fields);
  if (said === undefined || !key || key === m[1]) return null;
  const value = said === 'true' || said === 'verdadero' ? true : said === 'false' || said === 'falso' ? false : /^\d+(?:\.\d+)?$/.test(said) ? Number(said) : said;
  return { query: `UPDATE ${sqlName(table)} SET ${sqlName(m[1])} = $1 WHERE ${sqlName(key)} = $2`, params: [value, refOf(key)] };
}
