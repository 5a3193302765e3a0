/**
 * "…que ya puede pasar por su carro, con las placas en el mensaje", "…que su pedido va en camino, incluyendo el
 * folio": a dictated text that ends naming fields of the data to put in it carries their values; the words
 * about where they go are no part of the text.
 */
import { listedFields } from './form-fields';
import { stripAccents } from './normalize';

/** The tail that names fields to include: ", con las placas en el mensaje", ", incluyendo el folio y el total". */
const FIELDS_TAIL = /,?\s+(?:con|incluyendo|agregando|poniendo|y)\s+((?:el|la|los|las|su|sus)\s+[a-z_]+(?:(?:\s*,\s*|\s+y\s+)(?:(?:el|la|los|las|su|sus)\s+)?[a-z_]+){0,4})(?:\s+(?:en|dentro de)\s+(?:el|la|su)\s+(?:mensaje|texto|correo|aviso|whatsapp|recado|nota))?\s*[.!]?$/;
const SAYS_WHERE = /\s(?:en|dentro de)\s+(?:el|la|su)\s+(?:mensaje|texto|correo|aviso|whatsapp|recado|nota)\s*[.!]?$/;

/** The text with the named fields' values in place of the tail that names them; the text as it is otherwise. */
export function withFieldsNamed(text: string, fields: { name: string; ref: string }[]): string {
  if (!fields.length) return text;
  const folded = stripAccents(text.toLowerCase());
  const m = folded.length === text.length ? FIELDS_TAIL.exec(folded) : null;
  // "con" or "y" alone could be part of the text ("…con su familia"): only a tail that says where, or "incluyendo…", counts.
  if (!m || (!SAYS_WHERE.test(m[0]) && !/^,?\s+(?:incluyendo|agregando|poniendo)\b/.test(m[0]))) return text;
  const names = listedFields(m[1]);
  const hits = names?.map((n) => fields.find((f) => f.name === n));
  if (!hits?.length || hits.some((h) => !h)) return text;
  const kept = text.slice(0, m.index).replace(/[\s,]+$/, '');
  const values = hits.length === 1 ? hits[0]!.ref : hits.map((h) => `${h!.name} ${h!.ref}`).join(', ');
  return `${kept.replace(/[.!]$/, '')}: ${values}`;
}
