/**
 * Which event starts the workflow, and the text left for the actions: an event clause ("cuando…"),
 * a schedule, a form the owner describes, a sheet named as the place rows arrive, or an event said
 * as a relative clause. Whatever names the trigger is blanked out of the actions' text.
 */
import { parseCondition } from './conditions';
import { contextServices } from './context';
import { advanceNotice, eventTrigger, impliedEvent, type FoundEvent } from './events';
import { spreadsheetId, type Literal } from './extract';
import { describedForm } from './form-event';
import { appointmentDate } from './event-date';
import { rowArrival, sheetPlace, sheetTrigger } from './sheet-event';
import { blank, parseSchedule } from './time';
import type { TriggerIntent } from './types';
import { SERVICES } from './vocabulary';
import { setupSource } from './setup-source';
import { CUE } from './lexicon/corrections';

/** "…cuando llegue un correo de ana@x.mx... no, perdón, …": the words right after a value that take it back. */
const TAKEN_BACK = new RegExp(`^\\s*(?:\\.{2,}|…)?\\s*,?\\s*(?:${CUE})\\b`);

export type Detected = { trigger: TriggerIntent | null; actionsText: string };

export function detectTrigger(text: string, literals: Literal[]): Detected {
  // "…por webhook con monto. Nomás cuando el monto sea mayor a 5 mil avísame": that "cuando" is a condition.
  const guard = guardSaidAsWhen(text, literals);
  if (guard !== null) return detectTrigger(guard, literals);
  // "Los químicos suben cada resultado a la carpeta <id>. Cuando caiga uno nuevo, …": the setup names the source.
  const setup = setupSource(text);
  // "…Nomás cuando el mensaje diga bug, …": read as "si", a condition on what the setup sends.
  if (setup?.onlyWhen !== undefined) return detectTrigger(`${text.slice(0, setup.onlyWhen)}si    ${text.slice(setup.onlyWhen + 6)}`, literals);
  if (setup?.pointed) return { trigger: setup.trigger, actionsText: blank(text, setup.spans) };
  const plain = detectPlain(text, literals);
  // "La raza nos pide por nuestro bot de Telegram y el mensaje trae…": the same source found both ways is the setup's.
  if (setup && !plain.trigger) return { trigger: setup.trigger, actionsText: blank(text, setup.spans) };
  if (!setup || plain.trigger?.node_id !== setup.trigger.node_id) return plain;
  // An event said inside the setup sentence is the setup's; one said apart ("cada mensaje que diga…") keeps its own reading.
  const inside = setup.spans.some(([a, b]) => { const at = text.indexOf(plain.trigger!.clause); return at >= a && at < b; });
  return { trigger: inside ? setup.trigger : plain.trigger, actionsText: blank(plain.actionsText, setup.spans) };
}

function detectPlain(text: string, literals: Literal[]): Detected {
  let actionsText = text;
  let trigger: TriggerIntent | null = null;
  let source: FoundEvent | null = null;
  const event = advanceNotice(text) ?? eventTrigger(text);
  // "agéndame la sesión del 14 de febrero a las 5": the appointment's date is no schedule (event-date.ts).
  const booked = appointmentDate(text);
  const timed = booked ? blank(text, [booked.at]) : text;
  const schedule = parseSchedule(event ? blank(timed, [event.at]) : timed) ?? (event && !event.specific ? parseSchedule(timed) : null);
  // "Quiero un formulario de citas con nombre y fecha; …": the form described is the source of the data.
  const form = describedForm(text);
  const formWins = !!form && !/\bwebhook\b/.test(text);
  if (event && (event.specific || !schedule)) {
    trigger = event.trigger;
    source = event;
    actionsText = blank(text, [event.at]);
    if (schedule) actionsText = blank(actionsText, schedule.used);
    if (!event.specific && formWins) {
      trigger = form!.trigger;
      // "En el form (…, serie), cuando la serie empiece con 'RF', avisa…": that "event" is a condition on the form's data.
      const condition = parseCondition(text.slice(...event.at), literals);
      actionsText = blank(condition ? (schedule ? blank(text, schedule.used) : text) : actionsText, [form!.at]);
    }
  } else if (schedule) {
    trigger = { node_id: 'schedule', action_id: 'cron', clause: '', cron: schedule.cron };
    actionsText = blank(event ? blank(text, [event.at]) : text, schedule.used);
  } else {
    const implied = impliedEvent(text);
    if (implied && (implied.specific || !formWins)) {
      trigger = implied.trigger;
      source = implied;
      actionsText = blank(text, [implied.at]);
    } else if (formWins) {
      trigger = form!.trigger;
      // "…y guarda cada registro en mi postgres": a relative event that names a service also says where data goes.
      const keep = !implied || SERVICES.some((sv) => sv.mention.test(implied.trigger.clause));
      actionsText = blank(keep ? text : blank(text, [implied.at]), [form!.at]);
    }
  }
  // "Mi equipo usa Slack: cuando alguien escriba en el canal…": a vague event happens where the owner said they work.
  const where = contextServices(text).find((id) => CONTEXT_TRIGGERS[id]);
  if (where && source && !source.specific && trigger === source.trigger) trigger = { ...CONTEXT_TRIGGERS[where], clause: trigger.clause };
  // "mis clientes me escriben por Telegram; quiero que la IA les conteste…": no event said, the conversation is it.
  else if (where && !trigger && CONVERSING.test(text)) trigger = { ...CONTEXT_TRIGGERS[where], clause: '' };
  // "cada 30 minutos revisa los correos de Gmail que tengan 'pedido' en el asunto": reading mail is Gmail's new-mail
  // trigger (it checks by itself), with what the mails must carry as its filter.
  // "que la IA lea el correo y le conteste…": the AI reading the mail that arrived is its input, no check of the inbox.
  const read = trigger?.node_id === 'schedule' || !trigger ? READ_MAIL.exec(text) : null;
  const mail = read && !AI_READS.test(text.slice(Math.max(0, read.index - 40), read.index)) ? read : null;
  // "…lea los correos... no, que revise https://…": a reading taken back is no trigger.
  const takenBack = mail && TAKEN_BACK.test(text.slice(mail.index + mail[0].length));
  if (mail && !takenBack) return { trigger: { node_id: 'gmail', action_id: 'new_email', clause: mail[0] }, actionsText: blank(actionsText, [[mail.index, mail.index + mail[0].length]]) };
  return sheetSource(text, literals, { trigger, actionsText }, source);
}

/** "solo cuando el total sea mayor a 3 mil", "pero nomás cuando sean más de 6 personas". */
const ONLY_WHEN = /\bsolo\s+(?:(?:jale|funcione|corra|siga|pase|aplique|avance|continue|se mande|mande|avise|se dispare|entre)\s+)?(cuando)\s+(?=\S)/g;

/**
 * "solo cuando <a condition on the data>": not the event (said elsewhere) but a filter on it. The text comes back
 * with that "cuando" read as "si", so the condition stays with the actions.
 */
function guardSaidAsWhen(text: string, literals: Literal[]): string | null {
  for (const m of text.matchAll(ONLY_WHEN)) {
    const at = m.index + m[0].length;
    const rest = text.slice(at).split(/[,;.]/)[0];
    if (!parseCondition(`si ${rest}`, literals)) continue;
    const cue = m.index + m[0].indexOf('cuando');
    return text.slice(0, cue) + 'si    ' + text.slice(cue + 6);
  }
  return null;
}

/** The AI named right before a reading: "que la IA lea el correo". */
const AI_READS = /\b(?:la ia|la inteligencia artificial|el agente|un agente|chatgpt)\s+(?:(?:me|nos|le|les|lo|la)\s+)?$/;
const READ_MAIL = /\b(?:revisa|revises|revise|checa|cheque|lee|lea|consulta|consulte|busca|busque)\s+(?:los|mis|el|mi)\s+(?:correos?|mails?|emails?|bandeja)(?:\s+(?:de|en|del)\s+(?:mi\s+)?(?:gmail|bandeja|entrada))?(?:\s+que\s+[^,.;]*?(?=\s+y\s|[,.;]|$))?/;

/** "en la hoja Resenas de <url>", "de la hoja Medidas en <url>", "en la pestaña Canastas de <url>", "en mi hoja <url>". */
const SHEET_PHRASE = /\b(?:en|de)\s+(?:la|mi|nuestra|el)\s+(?:hoja|pestana|sheet|excel|planilla)(?:\s+(?!de\b|en\b)[a-z0-9_-]+){0,3}?\s+(?:de|en|del archivo|del excel|dentro de)\s+\{u\d+\}|\b(?:en|de)\s+(?:la|mi|nuestra|el)\s+(?:hoja|sheet|excel|planilla)\s+\{u\d+\}(?:\s*,?\s*(?:en\s+)?(?:la\s+)?pestana\s+[a-z0-9_-]+)?/g;

/** The span of a sheet phrase that starts inside the event or right after it (but not before it). */
function sheetNamedAt(text: string, event: [number, number]): [number, number] | null {
  for (const m of text.matchAll(SHEET_PHRASE)) {
    if (m.index < event[0] || m.index > event[1] + 2) continue;
    return [m.index, m.index + m[0].length];
  }
  return null;
}

/** Answering or handling each message: what a conversation trigger is for. */
const CONVERSING = /\b(?:respond|contest)[a-z]*\b|\bcada (?:mensaje|correo|pregunta)\b/;

/** Services whose incoming messages can start a flow, when the owner says that is where people write. */
const CONTEXT_TRIGGERS: Record<string, { node_id: string; action_id: string }> = {
  slack: { node_id: 'slack', action_id: 'slack_webhook' },
  telegram: { node_id: 'telegram', action_id: 'new_message' },
  gmail: { node_id: 'gmail', action_id: 'new_email' },
};

/**
 * "En mi hoja <url> pestaña Citas, cuando se agregue una fila…": the sheet named as a place turns
 * an arriving row (or a generic event) into the sheet's new-row trigger, with that sheet.
 */
function sheetSource(text: string, literals: Literal[], found: Detected, source: FoundEvent | null): Detected {
  const sheetUrls = new Set(literals.flatMap((l, i) => (l.kind === 'url' && spreadsheetId(l.value) ? [i] : [])));
  const place = sheetPlace(text, sheetUrls);
  const t = found.trigger;
  if (t?.node_id === 'google_sheets' && t.action_id === 'new_row' && source) {
    // "…una alumna nueva en mi hoja de google, en la pestaña Alumnas, …": the tab said right after the event.
    const after = /^\s*,?\s*(?:en\s+)?(?:la\s+)?pestana\s+[a-z0-9_-]+/.exec(text.slice(source.at[1]));
    const spans: [number, number][] = place ? [place.at] : [];
    if (after) spans.push([source.at[1], source.at[1] + after[0].length]);
    // "cada fila nueva en la pestaña Canastas de <url>": the sheet the event names, begun inside it or right after.
    const named = !after ? sheetNamedAt(text, source.at) : null;
    if (named) spans.push(named);
    const extra = spans.map(([a, b]) => text.slice(a, b)).join(' ');
    return { trigger: { ...t, clause: `${t.clause} ${extra}`.trim() }, actionsText: blank(found.actionsText, spans) };
  }
  const generic = !t || (source && !source.specific && t === source.trigger);
  if (!place) {
    // "Por cada servicio que se capture en la hoja Servicios de <url>, …": the arrival names its sheet right after it.
    const arrival = generic && !source ? rowArrival(text) : null;
    const named = arrival ? sheetNamedAt(text, arrival) : null;
    if (!arrival || !named) return found;
    return { trigger: { node_id: 'google_sheets', action_id: 'new_row', clause: text.slice(arrival[0], named[1]) }, actionsText: blank(found.actionsText, [arrival, named]) };
  }
  if (!generic) return found;
  if (source) return { trigger: sheetTrigger(place, t!.clause), actionsText: blank(found.actionsText, [place.at]) };
  const arrival = rowArrival(text);
  if (!arrival || t) return found;
  return { trigger: sheetTrigger(place, text.slice(...arrival)), actionsText: blank(found.actionsText, [place.at, arrival]) };
}
