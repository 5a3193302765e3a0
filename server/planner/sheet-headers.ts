/**
 * A sheet's columns listed bare, as the owner wrote the headers: "en la hoja Entregas … con Cliente, Correo,
 * Direccion y Fecha", "En la hoja Cobranza pongo Cliente, Telefono y Monto". Capitalised words, two or more,
 * the last after "y", in a sentence that names a sheet: the row's fields, with their capitals.
 */
import { stripAccents } from './normalize';
import { HEADER_LEAD } from './lexicon/sheet-headers';

const HEADER = '[A-Z][\\p{L}\\d_]*';
const LIST = new RegExp(`\\b${HEADER_LEAD}\\s+(${HEADER}(?:\\s*,\\s*${HEADER})*\\s*,?\\s+(?:y|e)\\s+${HEADER})\\b`, 'gu');
const SHEET = /\b(?:hoja|pestana|sheets?|spreadsheet|excel|planilla)\b/i;

/** "columnas: A, B, C" (lower case too: after the announcing word every name is a header). */
const CELL = '[\\p{L}\\d_]+';
const COLUMNS = new RegExp(`\\b(?:columnas|encabezados|headers)\\s*:\\s*(${CELL}(?:\\s*,\\s*${CELL})+(?:\\s*,?\\s+(?:y|e)\\s+${CELL})?)`, 'u');
/** One header cell between separators: one to three words. */
const INNER_CELL = /^[\p{L}\d_]+(?: [\p{L}\d_]+){0,2}$/u;

/** The cells of a header row pasted with "|" or tabs between them (two separators at least), in order. */
function pastedRow(sentence: string): string[] {
  const cells = sentence.split(/[ ]*[|\t][ ]*/);
  if (cells.length < 3) return [];
  const first = /([\p{L}\d_]+)\s*$/u.exec(cells[0])?.[1];
  const last = /^\s*([\p{L}\d_]+)/u.exec(cells.at(-1)!)?.[1];
  const inner = cells.slice(1, -1).map((c) => c.trim());
  if (!first || !last || !inner.every((c) => INNER_CELL.test(c))) return [];
  return [first, ...inner, last];
}

const cache = new Map<string, string[]>();

/** The headers listed bare in the request, in order (empty when none). */
export function sheetHeaders(original: string | undefined): string[] {
  if (!original) return [];
  const known = cache.get(original);
  if (known) return known;
  const out: string[] = [];
  const sheetSaid = SHEET.test(stripAccents(original));
  for (const sentence of stripAccents(original).split(/[.!?;]+(?=\s|$)|\n+/)) {
    // "columnas: Nombre | Telefono | Guia", a row copied from the sheet: its cells are the headers.
    if (sheetSaid) out.push(...pastedRow(sentence));
    if (!SHEET.test(sentence)) continue;
    for (const m of sentence.matchAll(LIST)) out.push(...m[1].split(/\s*,\s*|\s+(?:y|e)\s+/).filter(Boolean));
    // "columnas: Nombre, Telefono, Guia, Estatus": the headers after the word that announces them.
    const announced = COLUMNS.exec(sentence);
    if (announced) out.push(...announced[1].split(/\s*,\s*|\s+(?:y|e)\s+/).filter(Boolean));
  }
  const found = [...new Set(out)];
  cache.set(original, found);
  return found;
}
