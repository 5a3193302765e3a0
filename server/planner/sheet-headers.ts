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

const cache = new Map<string, string[]>();

/** The headers listed bare in the request, in order (empty when none). */
export function sheetHeaders(original: string | undefined): string[] {
  if (!original) return [];
  const known = cache.get(original);
  if (known) return known;
  const out: string[] = [];
  for (const sentence of stripAccents(original).split(/[.!?;]+(?=\s|$)|\n+/)) {
    if (!SHEET.test(sentence)) continue;
    for (const m of sentence.matchAll(LIST)) out.push(...m[1].split(/\s*,\s*|\s+(?:y|e)\s+/).filter(Boolean));
  }
  const found = [...new Set(out)];
  cache.set(original, found);
  return found;
}
