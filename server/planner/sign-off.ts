/**
 * A closing courtesy ("…con el título y el lugar de la cita? Muchas gracias.", "…por correo, ándale")
 * asks for nothing: it is taken out of a request before it is read, so no canned "thank you" text
 * or order is made of it. Data in `lexicon/courtesy.ts`.
 */
import { MIN_WORDS_BEFORE_SIGN_OFF, PLEAS, SIGN_OFFS } from './lexicon/courtesy';
import { stripAccents } from './normalize';

const LAST = new RegExp(`(?:[.?!,;]|^)\\s*(?:${SIGN_OFFS.join('|')})\\s*[.!?…]*\\s*$`);
/** "…del archivo porfa": a plea closes the request with no comma before it too. */
const LAST_PLEA = new RegExp(`(?<=[\\p{L}\\d])\\s+(?:${PLEAS.join('|')})\\s*[.!?…]*\\s*$`, 'u');

/** The message without the courtesies it closes with. */
export function withoutSignOff(message: string): string {
  let text = message;
  for (let n = 0; n < 3; n++) {
    // Accents and case are folded letter by letter, so positions match the message as typed.
    const folded = stripAccents(text.toLowerCase());
    const m = folded.length === text.length ? LAST.exec(folded) ?? LAST_PLEA.exec(folded) : null;
    if (!m) break;
    const rest = text.slice(0, m.index);
    if ((rest.match(/[\p{L}\p{N}]+/gu) ?? []).length < MIN_WORDS_BEFORE_SIGN_OFF) break;
    text = `${rest}${/[.?!]/.test(m[0].slice(0, 1)) ? m[0][0] : ''}`.trimEnd();
  }
  return text;
}
