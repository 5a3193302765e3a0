/**
 * The fields a form trigger asks for, as the user lists them ("el formulario con nombre, correo,
 * teléfono y placas"), in their order; a few everyday fields when none are listed.
 */
import { CUSTOMERS } from './lexicon/people';
import { stripMarkers } from './extract';
import { ACTION_VERB, DEFAULT_FORM_FIELDS } from './vocabulary';
import { firstVerbAt } from './verbs';
import { isFieldName, isFieldWord } from './lexicon/fields';
import { NUMBER_WORDS_SOURCE } from './lexicon/numbers';

/**
 * Spoken names → the field key used in `{{trigger.body.<key>}}`. A name that is a word of its own
 * ("celular") stays the owner's: the data carries the field by that name, and its kind is read
 * from `lexicon/fields.ts`; only abbreviations and wordings of the same name are folded.
 */
const ALIASES: Record<string, string> = {
  numero_telefono: 'telefono', telefono_celular: 'telefono', cel: 'telefono', tel: 'telefono',
  numero: 'telefono', nombre_completo: 'nombre', apellidos: 'apellido',
};
const ARTICLES = new Set(['con', 'el', 'la', 'los', 'las', 'su', 'sus', 'un', 'una', 'tu', 'tus', 'campo', 'campos', 'de']);
/** "trae nombre, apellido y modelo separados": how the parts come, said after the list, names no field. */
const HOW_THEY_COME = new Set(['separados', 'separadas', 'sueltos', 'sueltas', 'aparte', 'juntos', 'juntas']);
const LIST_END = new Set(['me', 'se', 'le', 'les', 'nos', 'te', 'que', 'para', 'por', 'cuando', 'al', 'a', 'en', 'lo', 'y', 'pero', 'si', 'solo', 'sino', 'porfa', 'gracias', 'plis', 'cada']);
/** Words that compare a field with a value: the list of fields is over. */
const COMPARISON = new Set(['menor', 'mayor', 'igual', 'menos', 'arriba', 'debajo', 'superior', 'inferior']);
/** "con sus datos" lists nothing in particular; "un mensaje con la palabra "precio"" lists no field at all. */
const VAGUE = new Set(['datos', 'informacion', 'info', 'todo', 'palabra', 'frase']);
const CUE = /\(\s*|\b(?:(?:pedir|preguntar|tener|debe tener|lleve|llevar|trae|traen|lleva|llevan|incluye|incluyen|tiene|tienen)\s+|con\s+(?:los\s+)?(?:campos?\s+(?:de\s+)?)?|campos?:?\s+|que\s+pida\s+|pide\s+|pida\s+|piden\s+|pedimos\s+|pregunta(?:ndo)?\s+(?:por\s+)?|que\s+tenga\s+|(?:ponga|pongan|escriba|escriban|anote|anoten|capture|capturen|ingrese|ingresen|deje|dejen|llene|llenen|pone|ponen|escribe|escriben|anota|anotan|captura|capturan|ingresa|ingresan|deja|dejan|llena|llenan)\s+(?:su|sus)?\s*)/;

/** "donde el cliente llena", "en el que los alumnos escriben": who fills the form in, said before its fields. */
const FILLED_IN = /\b(?:donde|en donde|en el que|en la que|en que)\s+(?:(?:el|la|los|las|cada|un|una)\s+)?[a-z]+\s+(?:llena|llenan|llene|llenen|pone|ponen|ponga|pongan|escribe|escriben|escriba|escriban|captura|capturan|capture|capturen|anota|anotan|anote|anoten|mete|meten|ingresa|ingresan|deja|dejan)\s+(?:(?:su|sus)\s+)?/;

export function formFields(whole: string): string[] {
  const plain = stripMarkers(whole);
  const from = plain.search(/\b(?:formulario|encuesta)\b/);
  if (from < 0) return DEFAULT_FORM_FIELDS;
  // "un formulario donde el alumno escribe nombre, grupo y tutor": who fills it in and the verb lead the list.
  const after = plain.slice(from).replace(FILLED_IN, 'con ');
  const verb = firstVerbAt(after);
  // "…donde el cliente ponga nombre, teléfono y fecha; que se agende…": the list ends with its sentence.
  const sentence = after.search(/;|\.(?!\d)/);
  const cut = [verb, sentence].filter((i) => i >= 0);
  const region = cut.length ? after.slice(0, Math.min(...cut)) : after;
  // A list in parentheses or after "con" is the list; "pide informes con nombre y teléfono" lists after "con".
  // "un formulario que pida nombre correo y raza … con el cupón X": a cue said first and followed by a field's name wins.
  const asked = CUE.exec(region);
  const firstAsked = asked ? region.slice(asked.index + asked[0].length).split(/[\s,]+/)[0] : '';
  // "con un formulario de nombre, correo y horario": the list right after "formulario de", when it starts with a field.
  const named = /^(?:formulario|encuesta)\s+de\s+/.exec(region);
  const namedList = named && isFieldWord(region.slice(named[0].length).split(/[\s,]+/)[0]) && /^[a-z_]+(?:\s*,\s*[a-z_]+)*\s+(?:y|e)\s+[a-z_]/.test(region.slice(named[0].length)) ? named : null;
  const cue = /\(\s*/.exec(region) ?? namedList ?? (asked && isFieldWord(firstAsked) ? asked : null) ?? /\bcon\s+(?:los\s+)?(?:campos?\s+(?:de\s+)?)?/.exec(region) ?? asked;
  if (!cue) return DEFAULT_FORM_FIELDS;
  return listedFields(region.slice(cue.index + cue[0].length)) ?? DEFAULT_FORM_FIELDS;
}

/**
 * Field names listed in the user's words and order ("nombre, correo y teléfono" → nombre, email,
 * telefono); null when the list is vague ("sus datos") or names nothing.
 */
/** "…, nombre y telefono del cliente": whose the data is names no field of a payload. */
const WHOSE = new RegExp(`\\s+(?:del|de la|de los|de las)\\s+(?:${CUSTOMERS})(?=\\s*(?:[,.;]|$))`, 'g');

/** An amount of time said before "después"/"antes" (normalised text). */
const WAIT_ITEM = new RegExp(`^(?:un par de|\\d+|media|${NUMBER_WORDS_SOURCE})\\s+(?:minutos?|horas?|dias?|semanas?)\\s+(?:despues|antes|mas tarde|luego)\\b`);

export function listedFields(list: string): string[] | null {
  const fields: string[] = [];
  // "…, equipo y dias (lo demas no sirve)": an aside in parentheses is no field.
  // "…, especie y dueño de cada paciente nuevo": what every item is of ends the list.
  const bare = list.replace(/\s*\((?=\s*(?:lo|los|las|el|la|que|porque|pues|ya)\b)[^()]*\)?/g, ' ').replace(/\s+(?:de|del|por|para)\s+cada\b.*$/, '');
  for (const item of bare.split(/\)|→|->/)[0].split(/\s*[,;.:]\s*|\s+y\s+|\s+e\s+/)) {
    const all = item.trim().replace(/^(?:y|e)\s+/, '').split(/\s+/);
    // "…, y que cada cita se agende…": a phrase that starts like a new clause ends the list.
    if (fields.length && LIST_END.has(all[0])) break;
    // "…nombre y celular, y dos horas después de que lo llenen…": a wait is no field; it ends the list.
    if (fields.length && WAIT_ITEM.test(all.join(' '))) break;
    // "…y destino me llegue un whatsapp": the list ends where a pronoun or a linking word starts a new phrase.
    // "…con calificación menor a 3": a comparison ends the field's name, and the list.
    const compared = all.findIndex((w, k) => k > 0 && COMPARISON.has(w));
    const stop = all.findIndex((w, k) => k > 0 && (LIST_END.has(w) || COMPARISON.has(w)));
    const words = (stop > 0 ? all.slice(0, stop) : all).filter((w) => w && !ARTICLES.has(w) && !HOW_THEY_COME.has(w));
    if (!words.length) continue;
    if (words.length > 3) break;
    // "con nombre telefono y mueble": names of fields said without commas are each a field.
    const each = words.length > 1 && !isFieldName(words.join('_')) && words.every((w) => isFieldWord(w) || Object.hasOwn(ALIASES, w));
    if (each) {
      for (const w of words) {
        const field = Object.hasOwn(ALIASES, w) ? ALIASES[w] : w;
        if (!fields.includes(field)) fields.push(field);
      }
      if (stop > 0 || compared > 0) break;
      continue;
    }
    const key = words.join('_');
    if (VAGUE.has(key)) return null;
    const field = Object.hasOwn(ALIASES, key) ? ALIASES[key] : key;
    if (/^[a-z][a-z0-9_]*$/.test(field) && !fields.includes(field)) fields.push(field);
    if (stop > 0 || compared > 0) break;
  }
  return fields.length ? fields : null;
}

/** Verbs that introduce what a payload carries: "(manda nombre y pedido)", "(trae telefono y folio)". */
const CARRIES = /^(?:manda|mandan|envia|envian|trae|traen|lleva|llevan|incluye|incluyen|con)\s+/;
/** A webhook and what it sends: "un webhook con nombre, presupuesto y zona", "a un webhook en el campo pregunta", "al webhook (cliente, bebida)", "un webhook que recibe pedidos con cliente y total". */
const PAYLOAD = /\b(?:webhook|peticion|endpoint)\b(?:(?:\s+[a-z]+){0,6}?\s*\(([^()]*)\)|(?:\s+(?!(?:con|que)\b)[a-z]+){0,4}?,?\s(?:con|en\s+(?:el|los)\s+campos?|(?:solo|nomas)\s+(?:trae|manda|envia|lleva)|trae|traen|incluye|incluyen|que trae|que manda|que envia|que incluye|que (?:recibe|reciba|recibira|trae|manda|envia|registra)\s+(?:(?:las|los|el|la|sus|mis|unas?|unos)\s+)?[a-z]+\s+con)\s+([a-z_ ,]+))/;

/**
 * "Mi sistema manda por webhook la guía y el comprobante": what another system sends, said after "manda por webhook",
 * reads as "webhook con …" (rewritten in place, same length, so spans still point into the text).
 */
const SENT_BY_SYSTEM = /\b(?:sistema|tienda|pagina|app|aplicacion|plataforma|crm|erp|sitio|proveedor|software|programa|terminal|punto de venta)(?:\s+(?:en linea|web))?\s+(?:(?:me|nos)\s+)?(?:manda|envia|mandan|envian|pasa|pasan)\s+por\s+(?:el\s+|un\s+|mi\s+)?webhook\s+(?=(?:el|la|los|las|su|sus)\s)/g;
const sentBySystem = (text: string) => text.replace(SENT_BY_SYSTEM, (m) => {
  const at = m.search(/\b(?:manda|envia|mandan|envian|pasa|pasan)\b/);
  return m.slice(0, at) + 'webhook con'.padEnd(m.length - at);
});

/** "…webhook cuando termina, los datos traen cliente y placas": the data's fields said in the next piece of the sentence. */
const CARRIED_NEXT = /\b(?:webhook|peticion)\b[^.;,]{0,80},\s*(?:y\s+)?(?:(?:los datos|el webhook|la peticion)\s+)?(?:trae|traen|lleva|llevan|incluye|incluyen|viene con|vienen con)\s+([a-z_ ,]+)/;

/**
 * Where a list of fields ends: "…con cliente, total y direccion, la IA contesta sobre tours": a piece after a
 * comma that opens a phrase ("que…", "cuando…"), has a verb or is too long for a field's name is the next clause.
 */
function listEnd(list: string): number {
  // Each piece is read from its comma up to the next comma or "y" (once each, so in linear time).
  const piece = /\s*([^,]*?)(?=,|\s(?:y|e)\s|$)/y;
  for (const m of list.matchAll(/,/g)) {
    piece.lastIndex = m.index + 1;
    const said = piece.exec(list)?.[1] ?? '';
    const words = said.split(/\s+/);
    if (LIST_END.has(words[0]) || words.filter((w) => w && !ARTICLES.has(w)).length > 3 || ACTION_VERB.test(said)) return m.index;
  }
  return list.length;
}

/** "la pregunta del cliente en el campo pregunta": what a field holds, then the field's own name. */
const FIELD_CALLED = /\b(?:el|la|los|las|su|sus)\s+[a-z]+(?:\s+(?:de|del|de la)\s+[a-z]+)?\s+en\s+el\s+campo\s+([a-z_]+)/g;

/** "…; los datos traen mesa, platillo y cantidad": what the data carries, said in a sentence of its own. */
const DATA_CARRIES = /(?:^|[.;,]\s*)(?:y\s+)?(?:los datos|el webhook|la peticion)\s+(?:trae|traen|lleva|llevan|incluye|incluyen|viene con|vienen con)\s+([a-z_ ,]+)/;

/** "responda al", "que el … conteste": the words before "webhook" when it is the one answering. */
const ANSWERS_WEBHOOK = /\b(?:respond|contest|regres|devolv|devuelv)[a-z]*\s+(?:al|a el|el)\s+$/;
const MESSAGE_PART = /^\s*(?:el\s+|un\s+)?(?:asunto|mensaje|texto|status|estado|codigo)\s*$/;

/**
 * The fields the message says a webhook sends ("me llega un webhook con producto y total",
 * "cuando entre un pedido a mi webhook (manda nombre, telefono y pedido)"), or null.
 */
export function sentFields(whole: string): string[] | null {
  const plain = sentBySystem(stripMarkers(whole));
  const found = PAYLOAD.exec(plain);
  // "…al webhook resúmelo con IA": an order between the word and "con" starts another clause.
  // "…en el webhook con asunto "Gracias"": the parts of a message said after it are no payload.
  // "…que le responda al webhook con un ok": what the webhook answers is no payload.
  const m = found && !ACTION_VERB.test(found[0].slice(0, found[0].length - (found[1] ?? found[2]).length)) && !MESSAGE_PART.test(found[2] ?? '')
    && !ANSWERS_WEBHOOK.test(plain.slice(Math.max(0, found.index - 40), found.index)) ? found : null;
  if (!m) {
    // "llega un pedido (cliente, direccion, telefono) a mi webhook": the list before the word.
    const before = /\(([^()]*)\)\s*(?:(?:al|a mi|a un|a el|por el|por mi)\s+)webhook\b/.exec(plain);
    if (before) return listedFields(before[1].replace(CARRIES, ''));
    // "me manda un webhook cuando terminamos un carro, los datos traen cliente, telefono y placas": what it carries, said next.
    const after = CARRIED_NEXT.exec(plain) ?? (/\bwebhook\b/.test(plain) ? DATA_CARRIES.exec(plain) : null);
    return after ? listedFields(after[1].split(ACTION_VERB)[0].replace(WHOSE, '')) : null;
  }
  // "…con cliente y total guárdalo en postgres": the list ends at the next order.
  // "con la pregunta del cliente en el campo pregunta": the field is the one named after "campo".
  const list = (m[1] ?? m[2]).trim().replace(CARRIES, '').replace(FIELD_CALLED, '$1');
  return listedFields(list.slice(0, listEnd(list)).split(ACTION_VERB)[0].replace(WHOSE, ''));
}

/**
 * "Me caen pedidos por webhook con nombre, kilos, whats y total": the span of the fields a webhook sends (up to the next
 * order or the end of the sentence), or null. A service word there ("whats") names a field, not a step.
 */
export function payloadListSpan(text: string): [number, number] | null {
  const m = PAYLOAD.exec(sentBySystem(text));
  const list = m?.[2];
  if (!m || !list || ACTION_VERB.test(m[0].slice(0, m[0].length - list.length)) || MESSAGE_PART.test(list)) return null;
  const verb = list.search(ACTION_VERB);
  const kept = (verb >= 0 ? list.slice(0, verb) : list).slice(0, listEnd(list)).replace(/[\s,]+$/, '');
  if (!/[,]|\s(?:y|e)\s/.test(kept)) return null;
  const start = m.index + m[0].length - list.length;
  return [start, start + kept.length];
}
