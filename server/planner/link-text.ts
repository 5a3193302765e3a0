/**
 * A link inside the words of a message: "le mande whats pidiéndole su reseña en https://g.page/… con su nombre",
 * "invitándolo a https://…/menu". The address is something the message carries (a review page, a menu, a payment
 * link), never a web request the flow makes; the text keeps the owner's words, the link as typed, and the
 * person's name when the order says "con su nombre".
 */
import type { Literal } from './extract';
import { written } from './said-text';

/** A gerund of saying, then its words: the message's text. */
const SAYING = /\b(diciendo|pidiendo|invitando|recordando|avisando|ofreciendo|compartiendo|mandando|enviando)(?:le|les|lo|la|los|las)?\s+(?:que\s+)?/;

/** True when the text before a link (normalised, in the same clause) is a message's words after a gerund of saying. */
export const linkInWords = (before: string) => SAYING.test(before) && !/[,.;]/.test(before.slice(SAYING.exec(before)!.index));

/** How each gerund opens the text (usted, as owners address customers with "su"). */
const OPENS: Record<string, string> = {
  pidiendo: 'Le pedimos', invitando: 'Le invitamos', recordando: 'Le recordamos', ofreciendo: 'Le ofrecemos',
  compartiendo: 'Le compartimos', mandando: 'Le mandamos', enviando: 'Le enviamos', diciendo: '', avisando: '',
};

/** The message's text with its link, or undefined when the clause dictates no text around a link. */
export function textWithLink(clause: string, literals: Literal[], original: string | undefined, name: string | undefined): string | undefined {
  const said = SAYING.exec(clause);
  if (!said) return undefined;
  const rest = clause.slice(said.index + said[0].length);
  const marker = /\{u(\d+)\}/.exec(rest);
  const url = marker ? literals[Number(marker[1])]?.value : undefined;
  if (!marker || !url || /[,.;]/.test(rest.slice(0, marker.index))) return undefined;
  const words = rest.slice(0, marker.index).replace(/\{[a-z]\d+\}/g, ' ').replace(/\s+/g, ' ').trim();
  const after = rest.slice(marker.index + marker[0].length);
  const lead = OPENS[said[1]] ?? '';
  const body = [lead, written(original, words), url].filter(Boolean).join(' ');
  const text = body.charAt(0).toUpperCase() + body.slice(1);
  // "…con su nombre": the message greets the person by the name the data carries.
  return /^\s*(?:y\s+)?con\s+su\s+nombre\b/.test(after) && name ? `Hola ${name}, ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
