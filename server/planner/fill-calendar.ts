/**
 * A Calendar event's parameters from its clause: the title (said, a field of the data, the kind of event),
 * the start (a date booked, the data's date field, the schedule's run, the AI's answer; asked when none) and
 * the guests.
 */
import { literalsIn } from './extract';
import { dataRef, fieldRef, latestFieldRef } from './refs';
import { refNamed, refOfKind, triggerShape } from './shape';
import { kindTitle } from './event-kind-title';
import { appointmentDate } from './event-date';
import { wordsAndField } from './field-text';
import { fieldInto } from './fill-values';
import { columnAs } from './said-text';
import { headerDate, titleFromQuote } from './event-title';
import { aiDateRef } from './ai-date';
import { person } from './recipients';
import { quoteAfter, quotes } from './texts';
import { normalize } from './normalize';
import { DEFAULT_FORM_FIELDS } from './vocabulary';
import { NAMED, type FillContext } from './fill';

/** The kind of event said ("agéndame la sesión del 14…") titles it, spelled as a title. */
const EVENT_NOUNS: Record<string, string> = { reunion: 'Reunión', sesion: 'Sesión', degustacion: 'Degustación' };

export function calendarEventParams(ctx: FillContext): Record<string, unknown> {
  const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
  // "agéndale una cita con su nombre", "con el nombre de la mascota": the title carries a field of the data.
  // "con el servicio": another field of the data names the event.
  const about = /\bcon\s+(?:el|la)\s+([a-z_]+)\b/.exec(ctx.clause)?.[1];
  const aboutRef = about && about !== 'nombre' ? refNamed(shape, about) : undefined;
  const whose = /\b(?:con su nombre|a (?:su )?nombre(?: de)?|con el nombre (?:de la|del?) ([a-z_]+))\b/.exec(ctx.clause);
  const named = whose && dataRef(ctx.steps) ? (whose[1] ? refNamed(shape, whose[1]) : undefined) ?? refOfKind(shape, 'name') ?? latestFieldRef(ctx.steps, 'nombre') : undefined;
  const noun = /\b(cita|reunion|consulta|clase|sesion|llamada|degustacion|entrega|visita)\b/.exec(ctx.clause)?.[1];
  const Noun = noun ? EVENT_NOUNS[noun] ?? noun.charAt(0).toUpperCase() + noun.slice(1) : 'Evento';
  const byName = named ? `${Noun} con ${named}` : aboutRef ? `${Noun}: ${aboutRef}` : undefined;
  // With nothing said, the event carries the name of the person the data is about, when it has one.
  const whom = ctx.steps[0] && ['form', 'webhook', 'google_sheets'].includes(ctx.steps[0].node_id) ? refOfKind(shape, 'name') : undefined;
  // A sheet's column said for a part ("la Clienta como título") is that part.
  const sheetCol = (part: RegExp) => (ctx.steps[0]?.node_id === 'google_sheets' ? columnAs(ctx.original, part) : undefined);
  const titleCol = sheetCol(/^titulo$/);
  const startCol = sheetCol(/^(?:fecha|inicio)$/);
  // "un evento 'Clase de manejo' con el Nombre": the title said, with the person's name after it.
  const saidTitle = quoteAfter(ctx, /titulo|llamado|evento|cita|reunion/);
  const quoted = saidTitle ?? quotes(ctx)[0];
  const withName = quoted && /\{q\d+\}\s+con\s+(?:el|su)\s+nombre\b/.test(ctx.clause) ? refOfKind(shape, 'name') : undefined;
  const said = (withName ? `${quoted} con ${withName}` : saidTitle) ?? wordsAndField(ctx, `titulo|${NAMED}`) ?? fieldInto(ctx, 'titulo') ?? (titleCol ? fieldRef('google_sheets', titleCol) : undefined) ?? byName ?? quotes(ctx)[0] ?? kindTitle(ctx.clause, ctx.original, shape.fields) ?? (whom ? `${Noun} con ${whom}` : noun ? Noun : 'Evento creado por Enlaza');
  // "como 'Limpieza - nombre'", "'Vacuna de' y la Mascota": a quoted title names the data's fields (event-title.ts).
  const title = quoted && said.startsWith(quoted) ? titleFromQuote(said, ctx.clause, ctx.literals, shape, ctx.original) : said;
  const t = ctx.steps[0]?.node_id;
  // An event created on a schedule happens when the schedule fires.
  // The data's fields were named and none is a date: the start is asked, never guessed.
  const ownFields = shape.fields.length > 0 && shape.fields.join() !== DEFAULT_FORM_FIELDS.join();
  // "creen el evento de entrega" with an Entrega column: the event happens when that field says.
  const occasion = /\b(?:evento|cita|recordatorio|reunion)\s+(?:de\s+(?:la\s+|el\s+)?)([a-z_]+)\b/.exec(ctx.clause)?.[1];
  const occasionField = occasion ? shape.fields.find((f) => normalize(f) === occasion) : undefined;
  const occasionRef = occasionField ? fieldRef(shape.node, occasionField) : undefined;
  // "la sesión del 14 de febrero de 2027 a las 5": the date the owner booked it for (asked when no year is said).
  // "que la IA saque el día y la hora del mensaje y lo ponga en mi calendario": the AI's answer is when (ai-date.ts).
  const booked = appointmentDate(ctx.clause);
  const start = booked ? booked.start : aiDateRef(ctx.steps) ?? (t === 'form' || t === 'webhook' ? refOfKind(shape, 'date') ?? occasionRef ?? (ownFields ? '' : fieldRef(t, 'fecha'))
    : t === 'schedule' ? '{{trigger.scheduled_at}}' : t === 'google_sheets' ? (startCol ? fieldRef('google_sheets', startCol) : undefined) ?? refOfKind(shape, 'date') ?? occasionRef ?? headerDate(ctx.original) ?? '' : '');
  const attendees = literalsIn(ctx.clause, ctx.literals, 'email');
  // "invitando al cliente", "y lo invite a su correo": the person who filled the form is a guest.
  const guest = !attendees.length && /\binvit(?:a|ando|ar|e|en|es)(?:l[oa]s?|le|les)?\b/.test(ctx.clause) ? person(ctx, 'email') : undefined;
  if (guest) attendees.push(guest);
  return { title, start, ...(attendees.length ? { attendees } : {}) };
}
