/**
 * "…una bienvenida con el Nombre del alumno", "…con la Fecha y el Total": on a sheet's new row, a word typed with
 * its capital after an article names the row's column (headers keep the owner's capitals), when the normalised
 * piece of text says it too.
 */
import { stripMarkers } from './extract';
import { stripAccents } from './normalize';
import { SERVICES } from './vocabulary';

const CAPITALISED = /\b(?:el|la|los|las|su|sus|al|del)\s+([A-Z][A-Za-z\d_]*)\b/g;

/** The capitalised columns said in this piece (normalised text), as typed in the original, in order. */
export function capitalisedColumns(original: string | undefined, piece: string): string[] {
  if (!original) return [];
  const plain = stripMarkers(piece);
  const typed = [...stripAccents(original).matchAll(CAPITALISED)].map((m) => m[1]);
  // "la IA", "el Slack": a service's name is no column.
  const service = (c: string) => SERVICES.some((sv) => sv.mention.test(c.toLowerCase()));
  return [...new Set(typed.filter((c) => !service(c) && new RegExp(`\\b(?:el|la|los|las|su|sus|al|del)\\s+${c.toLowerCase()}\\b`).test(plain)))];
}
