/**
 * "diciéndole que su mueble llega el día de la Fecha", "confirmando su viaje a su Destino": a row's header typed
 * with its capital, after an article, inside a dictated text is that column's value. Only capitalised headers
 * count ("la fecha" in lower case stays a word).
 */
import { escapeRegExp } from './regexp';

const ARTICLE = '(?:el|la|los|las|su|sus)';

/** The dictated text with each capitalised header said after an article replaced by its reference. */
export function withHeaderValues(text: string, fields: { name: string; ref: string }[]): string {
  let out = text;
  for (const f of fields) {
    const header = /^\{\{trigger\.record\.([A-ZÁÉÍÓÚÑ][^}]*)\}\}$/.exec(f.ref)?.[1];
    if (!header || out.includes(f.ref)) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}\\d_])${ARTICLE}\\s+${escapeRegExp(header)}(?![\\p{L}\\d_])`, 'u'), f.ref);
  }
  return out;
}
