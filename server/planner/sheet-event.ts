/**
 * A sheet named as the place where rows arrive is the trigger: "En mi hoja <url> pestaña Citas,
 * cuando se agregue una fila…", "En la pestaña Inscripciones de <url> por cada alumno nuevo…",
 * "Cuando se agregue una alumna nueva en mi hoja de google, en la pestaña Alumnas, …". The sheet
 * (its URL and tab) belongs to the trigger, so it is not also a step that writes to it.
 */
import type { FoundEvent } from './events';

/** The words that name a spreadsheet or one of its tabs. */
const SHEET_WORD = /\b(?:hoja|sheets|spreadsheet|excel|planilla|pestana)\b|\{u\d+\}/;
/** "En <sheet …>" at the start of a sentence (or right after the event): the sheet is a place. */
const AT_SENTENCE_START = /(?:^|[.,;:!]\s*|\b(?:hola|buenas|buen dia|que tal)\b[^.]*?[.,!]\s*)$/;
/** A row arriving, said without "cuando": "por cada alumno nuevo", "cada fila nueva", "si llega un paciente". */
const ARRIVAL = /(?:\bpor\s+)?\bcada\s+(?:(?:fila|registro|renglon)\s+nuev[oa]|[a-z]+\s+nuev[oa]s?|nuev[oa]\s+[a-z]+|[a-z]+\s+que\s+(?:se\s+)?(?:capture|agregue|anote|registre|meta|escriba|anada|ponga|cargue|sume|apunte|de de alta)n?)\b|\bsi\s+llega\s+(?:un|una)\s+[a-z]+\b/;

/** "cada venta la apuntamos en la hoja Ventas", "los pedidos los capturo en mi excel": where rows are written. */
/** "anotamos los servicios en la hoja…", "los clientes nuevos se registran en la hoja…": the verb with its object after it, or impersonal. */
const RECORD_VERBS = '(?:apuntamos|anotamos|registramos|capturamos|llevamos|vaciamos|metemos|ponemos|apunto|anoto|registro|capturo|llevo|vacio|meto|pongo|apuntan|anotan|registran|capturan)';
const WE_RECORD = new RegExp(`\\b(?:(?:la|lo|las|los)\\s+${RECORD_VERBS}|${RECORD_VERBS}\\s+(?:todos\\s+|todas\\s+)?(?:los|las|cada|nuestros|nuestras|mis)\\s+[a-z]+(?:\\s+nuev[oa]s?)?|se\\s+(?:registran|registra|anotan|anota|apuntan|apunta|capturan|captura|dan de alta|da de alta))\\s+$`);

export type SheetPlace = { at: [number, number]; clause: string };

/** "En mi hoja <url> pestaña Citas": where the sheet is named as a place, with its span. */
export function sheetPlace(text: string, sheetUrls: Set<number>): SheetPlace | null {
  for (const m of text.matchAll(/\ben\s+/g)) {
    if (!AT_SENTENCE_START.test(text.slice(0, m.index)) && !WE_RECORD.test(text.slice(0, m.index))) continue;
    const rest = text.slice(m.index);
    const end = rest.search(/[,;.:](?!\d)|\b(?:cuando|cada|por cada|si|mandale|manda|avisa|guarda)\b/);
    let span = end >= 0 ? rest.slice(0, end) : rest;
    if (!SHEET_WORD.test(span)) continue;
    // A URL in the place must be a spreadsheet's.
    const urls = [...span.matchAll(/\{u(\d+)\}/g)].map((u) => Number(u[1]));
    if (urls.some((u) => !sheetUrls.has(u))) continue;
    if (!/\b(?:hoja|sheets|spreadsheet|excel|planilla|pestana)\b/.test(span) && !urls.length) continue;
    // ", pestaña Citas" / ", en la pestaña Pedidos" right after it is the same place.
    const tab = /^\s*,?\s*(?:en\s+)?(?:la\s+)?pestana\s+[a-z0-9_-]+/.exec(rest.slice(span.length));
    if (tab) span += tab[0];
    return { at: [m.index, m.index + span.length], clause: span };
  }
  return null;
}

/** The row-arrival phrase said without a cue ("por cada apartado nuevo"), with its span. */
export function rowArrival(text: string): [number, number] | null {
  const m = ARRIVAL.exec(text);
  return m ? [m.index, m.index + m[0].length] : null;
}

/** The new-row trigger for a sheet place and the event (or arrival) that goes with it. */
export function sheetTrigger(place: SheetPlace, event: string): FoundEvent['trigger'] {
  return { node_id: 'google_sheets', action_id: 'new_row', clause: `${place.clause} ${event}`.trim() };
}
