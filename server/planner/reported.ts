/**
 * A request passed on from someone else ("Dice Alma que quites lo del whats", "Oiga, dice la contadora
 * que ya no le mande a ella…"): the frame that names who asked is taken out before the message is read,
 * so what is left reads as the owner's own order. Data in `lexicon/reported.ts`.
 */
import { REPORTED_FRAME } from './lexicon/reported';
import { stripAccents } from './normalize';

/** The message without the frame that passes it on. */
export function withoutReportFrame(message: string): string {
  // Accents and case are folded letter by letter, so positions match the message as typed.
  const folded = stripAccents(message.toLowerCase());
  const m = folded.length === message.length ? REPORTED_FRAME.exec(folded) : null;
  return m ? message.slice(m[0].length) : message;
}
