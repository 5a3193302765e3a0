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

/** A piece of the text after the colon that gives an order ("…, y q le responda en el mismo chat"): the text ends before it. */
const givesOrder = (piece: string) => { const said = normalize(piece); return ACTION_VERB.test(said) || PRONOUN_USTED_ORDER.test(said); };

export function quoteColonText(message: string): string {
  // A colon after a word and before a space: never the one of a link or of an hour ("https://…", "7:30").
  return message.replace(/([^.?!\n:"“«']*\p{L}):\s+([^.?!\n"“«':]+)(?=[.?!\n]|$)/gu, (whole, before: string, after: string) => {
    const pieces = after.split(/(?=,)/);
    const cut = pieces.findIndex(givesOrder);
    const text = (cut < 0 ? pieces : pieces.slice(0, cut)).join('');
    const said = normalize(text);
    const words = said.split(/\s+/).filter(Boolean).length;
    if (!TELLS.test(normalize(before)) || words < 1 || words > 25 || NOT_TEXT.test(said) || givesOrder(text) || /^\d/.test(said)) return whole;
    return `${before}: "${text.trim()}"${after.slice(text.length)}`;
  });
}
