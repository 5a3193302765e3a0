/**
 * A calendar event made from the data, named and dated with the data's own words:
 * - a quoted title that names a field the owner listed ("como 'Limpieza - nombre'" with the webhook sending
 *   nombre) carries that field's value where the word is;
 * - a quoted title followed by a part of the data ("'Vacuna de' y la Mascota", "'Consulta' con el motivo")
 *   carries that part after its words;
 * - "en la Fecha (de la fila)": a row's header of a date kind, typed with its capital after an article, is when
 *   the event starts.
 */
import { escapeRegExp } from './regexp';
import { fieldRef } from './refs';
import { fieldOfKind } from './lexicon/fields';
import { isDefaultForm, refNamed, type Shape } from './shape';
import { stripAccents } from './normalize';
import type { Literal } from './extract';

/** "{q0} y la mascota", "{q0} con el motivo": the part said right after the quoted title. */
const PART_AFTER = /^\s*(?:y|e|con|mas|\+)\s+(?:el|la|su)\s+([a-z_]+)\b/;

/** The data's field as a reference: a form's or webhook's listed field, a row's header as typed with its capital. */
function partRef(shape: Shape, word: string, original: string | undefined): string | undefined {
  if (shape.node === 'google_sheets') {
    const m = new RegExp(`\\b(?:el|la|su)\\s+(${escapeRegExp(word)})(?![\\p{L}\\d_])`, 'iu').exec(stripAccents(original ?? ''));
    const at = m ? m.index + m[0].length - m[1].length : -1;
    return m && /^[A-ZÑ]/.test(m[1]) ? fieldRef('google_sheets', original!.slice(at, at + m[1].length)) : undefined;
  }
  return ['form', 'webhook'].includes(shape.node) && !isDefaultForm(shape.fields) ? refNamed(shape, word) : undefined;
}

/** The quoted title with the data's fields it names, and the part said after it, as references. */
export function titleFromQuote(title: string, clause: string, literals: Literal[], shape: Shape, original: string | undefined): string {
  let out = title;
  const listed = ['form', 'webhook', 'google_sheets'].includes(shape.node) && !isDefaultForm(shape.fields) ? shape.fields : [];
  for (const f of listed) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\d_{.])${escapeRegExp(f)}(?![\\p{L}\\d_}])`, 'u'), fieldRef(shape.node, f));
  }
  for (const m of clause.matchAll(/\{q(\d+)\}/g)) {
    if (literals[Number(m[1])]?.value !== title) continue;
    const part = PART_AFTER.exec(clause.slice(m.index + m[0].length));
    const ref = part ? partRef(shape, part[1], original) : undefined;
    if (ref && !out.includes(ref)) out = `${out.trimEnd()} ${ref}`;
    break;
  }
  return out;
}

/** "en la Fecha de la fila", "para el Dia_Cita": a row's capitalised header of a date kind said as when. */
export function headerDate(original: string | undefined): string | undefined {
  for (const m of stripAccents(original ?? '').matchAll(/\b(?:en|para|a|el dia de)\s+(?:la|el|su)\s+([A-ZÑ][\p{L}\d_]*)/gu)) {
    const at = m.index + m[0].length - m[1].length;
    if (fieldOfKind([m[1]], 'date')) return fieldRef('google_sheets', original!.slice(at, at + m[1].length));
  }
  return undefined;
}
