/**
 * Texts the owner said without quotes, read back in their own spelling: a subject ("con asunto
 * Venta grande y…"), the words a Gmail trigger searches for ("correos con asunto Cotización,").
 */
import { literalsIn, type Literal } from './extract';
import { stripAccents } from './normalize';
import { ACTION_VERB } from './verbs';

/** Where an unquoted text ends: punctuation, a marker, or a word that starts another part of the sentence. */
const TEXT_END = /[,.;:!?(){}]|\s(?:y|e|con|a|al|para|que|en|de la|del|por|desde|si|cuando|pero|porfa|plis|gracias)\s|$/;

/** The user's own spelling of a phrase read from the normalised text (punctuation it dropped comes back), when it can be found. */
export function written(original: string | undefined, phrase: string): string {
  if (!original || !phrase) return phrase;
  const folded = stripAccents(original.toLowerCase());
  if (folded.length !== original.length) return phrase;
  const words = phrase.split(/\s+/).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const m = new RegExp(words.join('[^\\p{L}\\d{}]+'), 'u').exec(folded);
  return m ? original.slice(m.index, m.index + m[0].length) : phrase;
}

/** "diciéndole que su orden ya está lista", "recordándole recoger el pan", "pidiendo 20 bultos": the text dictated without quotes. */
const DICTATED = /\b(?:diciendo(?:le|les)?|recordando(?:le|les)?|pidiendo(?:le|les)?|preguntando(?:le|les)?|avisando(?:le|les)?|informando(?:le|les)?|confirmando(?:le|les)?|agradeciendo(?:le|les)?|invitando(?:lo|la|los|las)?|que (?:le |les )?diga|para (?:decirle|decirles|avisarle|avisarles|recordarle|recordarles|pedirle|pedirles))\s+(?:que\s+|de\s+)?(?!\{q)(.{3,})$/;

/** The text a message should carry, said without quotes after a verb of saying, in the owner's spelling; undefined when none. */
export function dictatedText(clause: string, original?: string): string | undefined {
  // "…al 55 2468 1357 que ya está la comida": what follows the number it goes to.
  // A reminder ("recuérdame … al chat 123 que revise…") is worded as one by the caller.
  const m = DICTATED.exec(clause) ?? (/\brecuerd/.test(clause) ? null : /\d{4}\s+que\s+(?!\{q)(?!(?:se|le|les|me|llegue|llegan?|tenga|tengan)\b)(.{3,})$/.exec(clause));
  if (!m) return undefined;
  const phrase = m[1].replace(/\{[a-z]\d+\}/g, ' ').replace(/\s+/g, ' ').trim();
  if (phrase.split(' ').length < 2) return undefined;
  const text = written(original, phrase);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "con asunto Venta grande y el nombre": the words after a keyword, up to where the sentence moves on. */
export function unquotedAfter(clause: string, keyword: string, original?: string): string | undefined {
  const m = new RegExp(`\\b(?:con\\s+(?:el\\s+)?|de\\s+|y\\s+(?:el\\s+)?)${keyword}\\s+(?!(?:el|la|los|las|su|sus|de|del|que|y|con|a)\\b)([a-z0-9][^]*)$`).exec(clause);
  if (!m) return undefined;
  const rest = ` ${m[1]} `;
  const end = TEXT_END.exec(rest.slice(1));
  let phrase = rest.slice(1, end ? end.index + 1 : undefined).trim();
  // "…con asunto Pedido guárdalo en…": an order ends it too.
  const order = ACTION_VERB.exec(phrase);
  if (order) phrase = phrase.slice(0, order.index).trim();
  if (!phrase || phrase.split(/\s+/).length > 6) return undefined;
  return written(original, phrase);
}

/** "cuando llegue un correo con asunto "CFDI"" / "…con asunto Cotización,": the subject a Gmail trigger searches for. */
export function gmailSubject(clause: string, literals: Literal[], original?: string): string | undefined {
  const quoted = /\bcon\s+(?:el\s+)?asunto\s+(?:de\s+)?(\{q\d+\})/.exec(clause);
  if (quoted) return literalsIn(quoted[1], literals, 'quote')[0];
  return unquotedAfter(clause, 'asunto', original);
}

/** A Gmail search for a subject: `subject:X`, in quotes when it has spaces. */
export const subjectQuery = (subject: string) => `subject:${/\s/.test(subject) ? `"${subject}"` : subject}`;

/** "con la Clienta como título y la Entrega como fecha": a column (capitalised as the owner typed it) said to fill a part. */
export function columnAs(original: string | undefined, parts: RegExp): string | undefined {
  if (!original) return undefined;
  const folded = stripAccents(original);
  for (const m of folded.matchAll(/\b(?:el|la|los|las|su|columna)\s+([A-Z][\p{L}\d_]*)\s+(?:como|de|en|para)\s+(?:el\s+|la\s+|su\s+)?([a-z]+)/gu)) {
    if (parts.test(m[2])) return original.slice(m.index! + m[0].indexOf(m[1]), m.index! + m[0].indexOf(m[1]) + m[1].length);
  }
  return undefined;
}
