/**
 * The words of a dictated message, each with its punctuation, spacing and a folded form (lower case, no
 * accents) to compare, so a reader can rewrite some words and give the rest back exactly as typed.
 */
import { stripAccents } from './normalize';

export type Word = { raw: string; core: string; fold: string; tail: string; quoted: boolean; sep: string };

export const LEAD_PUNCT = /^[¿¡"'«“(]+/;
const TAIL_PUNCT = /[.,;:!?…"'»”)]+$/;

/** The message's words; a word inside quotes is marked, so no reader rewrites it. */
export function words(message: string): Word[] {
  let quoted = false;
  return [...message.matchAll(/(\S+)(\s*)/g)].map(([, raw, sep]) => {
    const opens = /^["«“]/.test(raw);
    const closes = /["»”][.,;:!?…]*$/.test(raw);
    const inside = quoted || opens;
    if (opens && !closes) quoted = true;
    else if (closes && !opens) quoted = false;
    const tail = TAIL_PUNCT.exec(raw)?.[0] ?? '';
    const core = raw.slice(0, raw.length - tail.length);
    const bare = core.replace(LEAD_PUNCT, '');
    return { raw, core, fold: stripAccents(bare.toLowerCase()), tail, quoted: inside, sep };
  });
}

export const join = (ws: Word[]) => ws.map((w, k) => w.raw + (k < ws.length - 1 ? w.sep || ' ' : w.sep)).join('');
/** The word written in place of the words said up to `last`, with its punctuation and spacing. */
export const written = (text: string, last: Word): Word => ({ raw: text + last.tail, core: text, fold: stripAccents(text.toLowerCase()), tail: last.tail, quoted: false, sep: last.sep });
