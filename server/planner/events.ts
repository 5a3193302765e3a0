/**
 * Finding the event that starts a workflow in a masked, normalised request: a cue clause
 * ("cuando llegue…"), advance notice before appointments ("un día antes de cada cita"), an
 * event said as a relative clause ("los correos que lleguen de…", "cada registro nuevo del
 * formulario"), or two services joined ("conecta mi formulario con Slack").
 */
import { USTED_ORDERS } from './plural';
import { NUMBER_WORDS_SOURCE, wordNumber } from './lexicon/numbers';
import { CONDITION_VERB } from './lexicon/condition-verbs';
import { stripMarkers } from './extract';
import { toNumber } from './time';
import type { TriggerIntent } from './types';
import { IMPERSONAL_ORDER, isNounStem, unmistakableOrder } from './verbs';
import { ACTION_VERB, SERVICES, TRIGGER_CUE, TRIGGERS } from './vocabulary';

export type FoundEvent = { trigger: TriggerIntent; at: [number, number]; specific: boolean };

/** Words before a verb that make it a description of the event, not an order ("cuando alguien envía…"). */
const NOT_IMPERATIVE = new Set(['se', 'alguien', 'me', 'te', 'nos', 'le', 'les', 'cliente', 'clientes', 'usuario', 'usuarios', 'persona', 'nadie', 'quien', 'el', 'ella', 'ellos', 'ellas', 'lead', 'proveedor', 'paciente', 'alumno', 'socio']);

/** A system as the event's subject, first thing after the cue: "(cuando) nuestra web", "mi tienda en línea", "el sistema". */
const OWN_SUBJECT = /^(?:mi|nuestra|nuestro|su|el|la)\s+(?:web|pagina|pagina web|sitio|sitio web|tienda|tienda en linea|sistema|app|aplicacion|plataforma|crm|erp|servidor|api|punto de venta)$/;

const wordsBefore = (text: string, index: number) => text.slice(0, index).trim().split(/\s+/).filter(Boolean);
const namesService = (text: string) => SERVICES.some((s) => s.mention.test(text));

/**
 * Where the first order starts in the text after a trigger cue, or -1. `lead` is the cue's last
 * word: "si alguien | escribe en Slack…" describes the event, like "cuando alguien escribe".
 */
export function firstOrder(text: string, lead = ''): number {
  const hits: number[] = [];
  for (const m of text.matchAll(new RegExp(ACTION_VERB.source, 'g'))) {
    const before = wordsBefore(text, m.index).pop() ?? lead;
    // "el formulario de primera consulta", "una copia": a bare stem after a determiner or "de" is a noun.
    if (isNounStem(text, m.index, m[0], before)) continue;
    // "cuando nuestra web registra una devolución", "cuando el sistema manda…": the verb right after the event's
    // subject (a determiner and a noun, first thing after the cue) is the event's own, not an order.
    if (OWN_SUBJECT.test(text.slice(0, m.index).trim()) && !unmistakableOrder(m[0])) continue;
    if (!NOT_IMPERATIVE.has(before) || unmistakableOrder(m[0])) { hits.push(m.index); break; }
  }
  // "…que la IA redacte una cotización", "…que un agente de IA conteste": the AI's work is an order.
  const ai = /\bque\s+(?:la\s+ia|la\s+inteligencia artificial|el\s+agente|un\s+agente|chatgpt|la\s+ai)\b/.exec(text)
    // "…(nombre, email, mensaje) la IA la clasifique…": the AI as the subject of its own work.
    ?? /\b(?:la\s+ia|la\s+inteligencia artificial|el\s+agente|un\s+agente|chatgpt)\s+(?:(?:lo|la|los|las|le|les|me|nos)\s+)?(?:clasifique|resuma|analice|escriba|redacte|genere|conteste|responda|traduzca|revise|lea|decida|califique|evalue|detecte|extraiga|arme|prepare|saque|obtenga|identifique|calcule|separe)\b/.exec(text);
  if (ai) hits.push(ai.index);
  // "…se registre en Sheets", "…me llegue un correo": an impersonal order after the event's own verb.
  for (const m of text.matchAll(IMPERSONAL_ORDER)) {
    const words = wordsBefore(text, m.index);
    const pronoun = m[1];
    // "…a mi bot de Telegram le conteste con el mensaje '…'": an answer to the one who wrote needs no service named.
    const answers = !!pronoun && /^(?:conteste|contesten|responda|respondan)$/.test(m[2]);
    if (words.length < 2 || (!namesService(text.slice(m.index)) && !answers)) continue;
    // "cuando un alumno se registre por el form…": the event's own verb, right after its subject.
    const subject = /^(?:(?:un|una|el|la|algun|alguna|mi|cada|nuevo|nueva)\s+)?[a-z]+(?:\s+nuev[oa]s?)?$/.test(words.join(' '));
    if (pronoun && subject && !/^(?:llegue|lleguen)$/.test(m[2])) continue;
    // "cuando el químico agregue una fila…": the event's own verb, right after its subject with an article.
    if (!pronoun && subject && words.length === 2 && /^(?:un|una|el|la|mi)$/.test(words[0])) continue;
    // "cuando alguien del equipo mande un mensaje al bot de Slack": "alguien (de…)" is the event's subject.
    if (!pronoun && /^(?:alguien|algun[oa]|uno|una)(?:\s+(?:de|del|de la|de los|de las)(?:\s+(?:mi|mis|nuestro|nuestra|nuestros|nuestras))?\s+[a-z]+)?$/.test(words.join(' '))) continue;
    if (!pronoun && (/^llegue/.test(m[2]) || NOT_IMPERATIVE.has(words.at(-1)!))) continue;
    hits.push(m.index);
    break;
  }
  return hits.length ? Math.min(...hits) : -1;
}

/** A condition said inside the event clause ends it: "cuando llegue una venta y el monto sea mayor a 2000". */
const CONDITION_START = new RegExp(`\\b(?:y\\s+)?(?:solo |solamente )?si\\s+(?:el|la|los|las|su|sus|hay)\\b|\\by\\s+(?:el|la|los|las|su|sus)\\s+[a-z_]+\\s+${CONDITION_VERB}\\b|\\by\\s+(?:sean|son|tenga|tengan|tiene|traiga)\\s+(?:(?:mas|menos)\\s+de|\\d+(?:\\s+[a-z]+)?\\s+o\\s+(?:mas|menos))\\b`);

/** The event clause ("cuando llegue un correo…") and the trigger it names; the webhook is the fallback. */
export function eventTrigger(text: string): FoundEvent | null {
  const cue = TRIGGER_CUE.exec(text);
  if (!cue) return null;
  const from = cue.index + cue[0].length;
  // A list in parentheses ("(nombre, whatsapp y presupuesto)") belongs to the event.
  const rest = text.slice(from).replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length));
  // "…abran un issue en nuestro GitHub queremos aviso en Discord": a wish starts what to do.
  const stops = [rest.search(/[,;→]|\.(?!\d)|:(?!\d)|->|\bentonces\b|\bluego\b/), firstOrder(rest, cue[0].split(' ').at(-1)), rest.search(CONDITION_START), rest.search(WISH)].filter((i) => i >= 0);
  let end = from + (stops.length ? Math.min(...stops) : rest.length);
  // "cuando llegue un pedido me mandes un correo": the pronoun belongs to the order.
  const pronoun = /\b(?:me|nos|le|les|te|se)\s+$/.exec(text.slice(from, end));
  if (pronoun && end < text.length) end = from + pronoun.index;
  const found = fromClause(text.slice(cue.index, end), [cue.index, end]);
  // "…los datos del formulario cada vez que lo llenen": the form was named outside the event clause.
  if (!found.specific && FORM_VERB.test(found.trigger.clause) && /\b(?:formulario|encuesta)\b/.test(text)) {
    return { ...found, trigger: { ...found.trigger, node_id: 'form', action_id: 'form_submitted' }, specific: true };
  }
  return found;
}

/** "queremos aviso…", "quiero que…", "necesito un mensaje…": the owner's wish, never part of the event. */
const WISH = /\b(?:quiero|queremos|quisiera|quisieramos|necesito|necesitamos|ocupo|ocupamos)\b/;

const FORM_VERB = /\b(?:llene|llenen|rellene|rellenen|complete|completen|conteste|contesten|responda|respondan)\b/;

function fromClause(clause: string, at: [number, number], params?: Record<string, unknown>): FoundEvent {
  // A list of fields in parentheses names data, not a service: "(email, pedido, estatus)".
  const plain = stripMarkers(clause).replace(/\([^()]*\)/g, ' ');
  const found = TRIGGERS.find((t) => t.match.test(plain));
  const t = found ?? { node_id: 'webhook', action_id: 'webhook_received' };
  return { trigger: { node_id: t.node_id, action_id: t.action_id, clause, ...(params ? { params } : {}) }, at, specific: !!found };
}

const AMOUNT = `(\\d+|media|${NUMBER_WORDS_SOURCE})`;
const UNIT = '(minutos?|horas?|dias?)(?:\\s+y\\s+(media|cuarto))?';
const APPOINTMENT = '(?:cita|reunion|evento|consulta|clase|junta|sesion)s?(?:\\s+(?:de|en|del)\\s+(?:(?:mi|la|el|nuestro|nuestra)\\s+)?(?:agenda|calendario)(?:\\s+de\\s+google)?)?';
const ADVANCE = [
  new RegExp(`\\b${AMOUNT}\\s+${UNIT}\\s+antes\\s+(?:de|del)\\s+(?:(?:cada|la|las|el|los|su|sus|mis?|una?)\\s+)?${APPOINTMENT}\\b`),
  // "3 horas antes de cada check-in de mi google calendar", "una hora antes de cada torneo de mi calendario".
  new RegExp(`\\b${AMOUNT}\\s+${UNIT}\\s+antes\\s+(?:de|del)\\s+(?:(?:cada|la|las|el|los|su|sus|mis?|una?)\\s+)?[a-z-]+(?:\\s+de\\s+[a-z]+)?\\s+(?:de|en|del)\\s+(?:mi|la|el|nuestro|nuestra)\\s+(?:agenda|calendario)\\b`),
  new RegExp(`\\b${APPOINTMENT}\\s+(?:[a-z]+\\s+){0,3}?(?:con\\s+)?${AMOUNT}\\s+${UNIT}\\s+(?:de\\s+)?antes\\b`),
];
const UNIT_MINUTES: Record<string, number> = { minuto: 1, hora: 60, dia: 1440 };
/**
 * "Agendo los trabajos en Google Calendar. Una hora antes de cada servicio…": once the owner says their calendar
 * holds them, whatever they call each appointment ("servicio", "entrega", "viaje") is one.
 */
const EACH_ITEM = new RegExp(`\\b${AMOUNT}\\s+${UNIT}\\s+antes\\s+(?:de|del)\\s+(?:cada|todos los|todas las)\\s+[a-z-]+\\b`);
const CALENDAR_SAID = /\b(?:en|a|de|con|uso|usamos)\s+(?:(?:mi|el|la|nuestro|nuestra)\s+)?(?:calendario|agenda)\b/;

/** "15 minutos antes de cada reunión", "su cita un día antes": a Calendar trigger with minutes_before. */
export function advanceNotice(text: string): FoundEvent | null {
  for (const re of CALENDAR_SAID.test(text) ? [...ADVANCE, EACH_ITEM] : ADVANCE) {
    const m = re.exec(text);
    if (!m) continue;
    // "una hora y media antes": the fraction adds to the amount.
    const n = (m[1] === 'media' ? 0.5 : m[1] === 'un' || m[1] === 'una' ? 1 : /^\d/.test(m[1]) ? Number(m[1]) : wordNumber(m[1])?.value ?? toNumber(m[1])) + (m[3] === 'media' ? 0.5 : m[3] === 'cuarto' ? 0.25 : 0);
    const minutes = Math.round(n * UNIT_MINUTES[m[2].replace(/s$/, '')]);
    if (!Number.isFinite(minutes)) continue;
    return { trigger: { node_id: 'google_calendar', action_id: 'event_starting', clause: m[0], params: { minutes_before: minutes } }, at: [m.index, m.index + m[0].length], specific: true };
  }
  return null;
}

const EVENT_VERBS = '(?:me |nos |se |te )?(?:llegue|lleguen|llega|llegan|entre|entren|reciba|recibas|recibamos|reciban|reserven|reserve|compren|compre|paguen|pague|agenden|agende|registren|registre|inscriban|inscriba|suscriban|suscriba|escriban|escriba|manden|envien|dejen|deje|hagan|haga|llenen|llene|suban|agreguen|agregue|creen|cree|cancelen|cancele|aparezcan|aparezca)';
/** "los correos que lleguen de ana@x.mx", "a los clientes que reserven en la página". */
const ARTICLE = '(?:el|la|los|las|un|una|su|sus|mi|mis)';
const RELATIVE = new RegExp(`\\b(?:los|las|todos los|todas las|mis|tus|cada)\\s+[a-z]+(?:\\s+(?:nuevos?|nuevas?))?\\s+que\\s+${EVENT_VERBS}\\b(?:\\s+${ARTICLE}\\s+[a-z]+)?(?:\\s+(?:en|de|del|desde|por|a|al)\\s+(?:${ARTICLE}\\s+)?(?:[a-z]+(?:\\s+\\{c\\d+\\})?|\\{e\\d+\\}|\\{u\\d+\\}|\\{c\\d+\\})(?:\\s+(?:de|del)\\s+(?:${ARTICLE}\\s+)?[a-z]+)?)?`);
/** "cada registro nuevo del formulario", "cada pedido de mi tienda". */
// "cada renglón nuevo de la hoja Recetas (spreadsheet 1Fm…)": the tab and the spreadsheet said right after are the event's.
const EACH = /\bcada\s+(?:nuev[oa]\s+)?(?!(?:vez|dia|semana|mes|ano|hora|minuto|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|tarde|noche)\b)[a-z]+(?:\s+nuev[oa])?\s+(?:del|de la|de mi|de tu|en el|en la|en mi|que llegue a)\s+(?:(?:hoja|pestana)\s+(?!(?:del?|en|y|que|se)\b)[a-z0-9_-]+(?:\s*\(?\s*(?:del?\s+)?(?:sheets|archivo)\s+[a-z0-9_-]{15,}\s*\)?)?|[a-z]+)/;

/** "que el bot de Telegram responda…", "un bot de Telegram que conteste…": the bot's incoming messages. */
const BOT = /\b(?:el|mi|un|nuestro)\s+bot\s+(?:de\s+)?telegram(?=\s+(?:que\s+)?(?:responda|conteste|respondan|contesten|atienda)\b)/;
/** "los clientes piden por mi bot de Telegram", "me escriben a mi bot de Telegram": messages arrive there. */
const BOT_PLACE = /\b(?:por|a|en|al)\s+(?:mi|el|nuestro)\s+bot\s+(?:de\s+)?telegram\b/;
/** "cada correo nuevo de gmail", "cada correo con CV que me llegue a gmail", "cada mensaje que llegue de Slack". */
// "cada push o pull request al repo de GitHub": the events joined and the place said after them are the trigger's.
const GIT_EVENT = '(?:push|commit|pull request|release)s?';
const GIT_EACH = `\\bcada\\s+(?:nuev[oa]\\s+)?${GIT_EVENT}(?:\\s+(?:o|y|u)\\s+(?:(?:un|cada)\\s+)?${GIT_EVENT})*(?:\\s+(?:a|al|en|de|del)\\s+(?:(?:mi|el|nuestro)\\s+)?(?:(?:repo|repositorio)(?:\\s+(?:de|en)\\s+github|\\s+[a-z0-9][a-z0-9-]*\\/[a-z0-9._-]+)?|github))?\\b`;
const SERVICE_EACH = new RegExp(`${GIT_EACH}|` + /\bcada\s+(?:nuev[oa]\s+)?(?:correo|mail|email|mensaje|archivo|documento|commit|issue|pregunta)s?\s+(?:(?:nuev[oa]s?|con\s+[a-z]+|de\s+[a-z]+)\s+)?(?:que\s+(?:(?:los|las|mis|sus|nuestros|nuestras)\s+[a-z]+\s+)?(?:me\s+|nos\s+|le\s+|les\s+)?(?:llegue|llega|entre|caiga|manden|envien|escriban|suban|aparezca)\s+)?(?:a|al|de|del|en|por|desde)\s+(?:(?:mi|el|la|nuestro|nuestra)\s+)?(?:(?:app|aplicacion|cuenta|workspace|espacio|grupo|canal|servidor|bot)\s+(?:de|en)\s+)?(?:gmail|telegram|slack|drive|github)\b/.source);

/** A condition said right after a relative event: "con la palabra "urgente"", "que diga "factura" en el asunto". */
const CARRY_AFTER = /^\s*(?:con\s+la\s+palabra\s+(?:\{q\d+\}|[a-z0-9]+)(?:\s+en\s+(?:el|la|su)\s+(?:asunto|mensaje|cuerpo|texto|titulo))?|con\s+\{q\d+\}\s+en\s+(?:el|la|su)\s+(?:asunto|mensaje|cuerpo|texto|titulo)|que\s+(?:diga|contenga|tenga|traiga|incluya)\s+(?:la\s+palabra\s+)?\{q\d+\}(?:\s+en\s+(?:el|la|su)\s+(?:asunto|mensaje|cuerpo|texto|titulo))?)/;

/** "con asunto Pedido", "con el asunto "CFDI"": the subject the item carries, said after the event. */
const TITLED_AFTER = /^\s*con\s+(?:el\s+)?asunto\s+(?:\{q\d+\}|(?!(?:el|la|los|las|su|sus|de|del|que|y)\b)[a-z0-9_]+)/;

/** "a Gmail", "a mi bot de Telegram", "en Drive": the service an event happens in, said right after it. */
const SERVICE_PLACE = /^\s*(?:a|al|en)\s+(?:(?:mi|el|la|nuestro|nuestra)\s+)?(?:gmail|telegram|slack|drive|github|bot(?:\s+de\s+telegram)?)\b/;

/** "los proveedores me mandan correos con asunto factura": mail that keeps arriving, said as a habit. */
const MAILED = /\b(?:me|nos)\s+(?:mandan|envian|manda|envia|llegan|escriben|reenvian|mandan seguido|suelen mandar)\s+(?:(?:sus|unos|los|varios|muchos)\s+)?(?:correos?|mails?|emails?)\b/;

const USTED_ORDER_WORDS = new Set(USTED_ORDERS);

/** An event named without a cue word. */
export function impliedEvent(text: string): FoundEvent | null {
  const found: FoundEvent[] = [];
  for (const re of [SERVICE_EACH, RELATIVE, EACH, BOT, MAILED]) {
    const m = re.exec(text);
    // "guarda cada registro en la pestaña Pacientes": with no event verb, "cada …" right after an order is what it acts on.
    // ("…y que se guarde cada mensaje en la hoja": an "usted" or impersonal order too.)
    const before = wordsBefore(text, m?.index ?? 0).at(-1) ?? '';
    if (m && re === EACH && (ACTION_VERB.test(before) || USTED_ORDER_WORDS.has(before))) continue;
    if (!m) continue;
    // "…que llegue a mi gmail con la palabra "urgente"": what the item must carry belongs to the event.
    const carry = CARRY_AFTER.exec(text.slice(m.index + m[0].length));
    let end = m.index + m[0].length + (carry ? carry[0].length : 0);
    // "…que llegue por correo a Gmail": the service it arrives at belongs to the event too.
    const at = SERVICE_PLACE.exec(text.slice(end));
    if (at) end += at[0].length;
    // "…que llegue a Gmail con asunto Pedido": the subject it carries too.
    const titled = !carry ? TITLED_AFTER.exec(text.slice(end)) : null;
    if (titled) end += titled[0].length;
    found.push(fromClause(text.slice(m.index, end), [m.index, end]));
  }
  // The bot as a place is its incoming messages, unless an order sends something there ("mándame… por mi bot").
  const place = BOT_PLACE.exec(text);
  if (place && !ACTION_VERB.test(text.slice(0, place.index).split(/[.,;:!]/).at(-1) ?? '')) found.push(fromClause(place[0], [place.index, place.index + place[0].length]));
  // A reading that names the service ("por mi bot de telegram") beats a vague one ("cada reserva").
  return found.find((f) => f.specific) ?? found[0] ?? null;
}

/** Services that can start a flow when the user only says "conecta A con B". */
export const SOURCE_ORDER = ['form', 'gmail', 'google_drive', 'google_sheets', 'github', 'google_calendar', 'telegram', 'slack'];

/**
 * "conecta Slack con Google Drive": the service that can start a flow becomes the trigger.
 * With one service named ("conecta mi tienda de Shopify con Slack"), the other side is an
 * outside system, which reaches Enlaza through a webhook.
 */
export function connectTrigger(text: string, named: string[]): TriggerIntent | null {
  const plain = stripMarkers(text);
  const formNamed = /\bformulario\b|\bencuesta\b/.test(plain);
  const candidates = formNamed ? ['form', ...named] : named;
  const source = SOURCE_ORDER.find((id) => candidates.includes(id));
  const word = source ? TRIGGERS.find((t) => t.node_id === source) : undefined;
  if (word && (candidates.length >= 2)) return { node_id: word.node_id, action_id: word.action_id, clause: '' };
  if (named.length >= 1) return { node_id: 'webhook', action_id: 'webhook_received', clause: '' };
  return null;
}
