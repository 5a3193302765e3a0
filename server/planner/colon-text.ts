/**
 * A text dictated after a colon: "contéstele en el mismo chat: Recibido, en un ratito le confirmamos",
 * "mándale whats al cliente: Tu pedido va en camino". The words after the colon, to the end of the
 * sentence, are what the message says, so they are read as quoted (commas inside no longer cut the
 * request into clauses). Only after an order that tells something, and only words that hold no order,
 * no event and no address of their own.
 */
import { normalize } from './normalize';
import { ACTION_VERB } from './verbs';
import { PRONOUN_USTED_ORDER } from './plural';

/** An order that says something to someone, before the colon in the same sentence. */
const TELLS = /\b(?:contest|respond|dile\b|diles\b|digale|escrib|mand|envi|avis)[a-z]*\b/;
/** After the colon: an event, a condition or a list of changes is no dictated text. */
const NOT_TEXT = /\b(?:cuando|cada|si|cambios?|pasos?)\b|https?:|www\.|\/\/|@|#|\{/;

/** A colon after the word that announces columns or fields ("columnas:", "campos:", "encabezados:"). */
const LIST_ANNOUNCED = /\b(?:columnas|campos|encabezados|headers)\s*$/;

/** A piece of the text after the colon that gives an order ("…, y q le responda en el mismo chat"): the text ends before it. */
const givesOrder = (piece: string) => { const said = normalize(piece); return ACTION_VERB.test(said) || PRONOUN_USTED_ORDER.test(said); };

/** "un mensaje que empiece con bug: se cree un issue…": a prefix said with its colon is the value, colon and all. */
const PREFIX_VALUE = /(\b(?:empiece|empieza|empiecen|empiezan|comience|comienza|inicie|inicia|arranque|arranca)\s+con\s+)([\p{L}\d_-]+:)(?=\s)/giu;

export function quoteColonText(said: string): string {
  const message = said.replace(PREFIX_VALUE, '$1"$2"');
  let out = '';
  let last = 0;
  // A colon after a word and before a space: never the one of a link or of an hour ("https://…", "7:30").
  for (const colon of message.matchAll(/\p{L}:\s+/gu)) {
    const at = colon.index + 1;
    if (at < last) continue;
    const before = message.slice(Math.max(last, lastStop(message, at)), at);
    const rest = message.slice(at + colon[0].length - 1);
    const stop = rest.search(/[.?!\n"“«':]/);
    // The text runs to the end of its sentence; a quote or another colon on the way leaves it as said.
    if (stop >= 0 && !/[.?!\n]/.test(rest[stop])) continue;
    const after = stop < 0 ? rest : rest.slice(0, stop);
    const pieces = after.split(/(?=,)/);
    const cut = pieces.findIndex(givesOrder);
    const text = (cut < 0 ? pieces : pieces.slice(0, cut)).join('');
    const said = normalize(text);
    const words = said.split(/\s+/).filter(Boolean).length;
    // "columnas: Nombre | Telefono | Guia": a list of headers or fields announced with its colon is no text.
    if (LIST_ANNOUNCED.test(normalize(before)) || /[|\t]/.test(text)) continue;
    if (!TELLS.test(normalize(before)) || words < 1 || words > 25 || NOT_TEXT.test(said) || givesOrder(text) || /^\d/.test(said)) continue;
    const from = at + colon[0].length - 1;
    out += `${message.slice(last, at)}: "${text.trim()}"`;
    last = from + text.length;
  }
  return out + message.slice(last);
}

/** Where the sentence that holds the colon at `at` starts. */
function lastStop(message: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) if ('.?!\n:"“«\''.includes(message[i])) return i + 1;
  return 0;
}
