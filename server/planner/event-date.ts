/**
 * The date an appointment is booked for: "agéndame la sesión del 14 de febrero de 2027 a las 5 de la tarde", "crea
 * una cita para el 3 de marzo a las 10". It is when the event happens, not when the workflow runs: no schedule is
 * read from it, and it is the event's start (asked when the year is not said).
 */
import { businessHour, findTimes, MONTHS } from './time';

const APPOINTMENT = '(?:cita|sesion|reunion|junta|evento|clase|consulta|visita|entrega|boda|fiesta|llamada|entrevista|cena|comida|presentacion|audiencia|evaluacion|sesion de fotos)s?';
const DATED = new RegExp(`\\b${APPOINTMENT}(?:\\s+(?:de|con)\\s+[a-z]+){0,2}?\\s+((?:del|para el|el|de el)\\s+(?:dia\\s+)?(\\d{1,2}|primero)\\s+de\\s+(${Object.keys(MONTHS).join('|')})(?:\\s+(?:de|del)\\s+(20\\d\\d))?)\\b`);
/** An order to book it in the calendar. */
const BOOKS = /\b(?:agend[a-z]*|calendario|(?:crea|creame|cree|haz|hazme|pon|ponme|aparta|apartame)\s+(?:un|una|el|la)\s+(?:evento|cita))\b/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The appointment's date with its span (the date and the clock time right after it); `start` is "" with no year. */
export function appointmentDate(text: string): { at: [number, number]; start: string } | null {
  if (!BOOKS.test(text)) return null;
  const m = DATED.exec(text);
  if (!m) return null;
  const day = m[2] === 'primero' ? 1 : Number(m[2]);
  if (day < 1 || day > 31) return null;
  const from = m.index + m[0].length - m[1].length;
  let end = m.index + m[0].length;
  // "… a las 5 de la tarde": the clock time said right after the date.
  const clock = findTimes(text.slice(end, end + 40)).find((t) => !text.slice(end, end + t.at[0]).trim());
  const time = clock ? businessHour(clock) : null;
  if (clock) end += clock.at[1];
  const start = m[4] ? `${m[4]}-${pad(MONTHS[m[3]])}-${pad(day)}T${pad(time?.hour ?? 9)}:${pad(time?.minute ?? 0)}:00` : '';
  return { at: [from, end], start };
}
