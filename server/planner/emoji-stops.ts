/**
 * An emoji between two sentences ends the first one ("se me olvida cobrar 🤦‍♂️ recuérdame cada mes…"):
 * owners put one where a period goes, and the order after it must open a sentence of its own. An emoji
 * after punctuation just goes; an emoji inside quoted text stays (it is part of the text to send). Only
 * before what opens a sentence as written ("¿", "¡", a capital): "librería la hoja suelta 📚 cada viernes…"
 * goes on as one sentence.
 */

/**
 * One pictograph with its modifiers, joiners and variation selectors; a run of them, spaced or not ("🤦‍♂️", "✈️",
 * "👍🏽 🙏"). Each pictograph starts a new one, so a run splits one way only: a long row of emoji reads in linear time
 * (a run of runs backtracked exponentially on 40 of them).
 */
const ONE = '\\p{Extended_Pictographic}(?:\\p{Emoji_Modifier}|\\u200d|\\ufe0f|\\u20e3)*';
const RUN = `${ONE}(?:[ \\t]*${ONE})*`;
const BETWEEN_WORDS = new RegExp(`([\\p{L}\\p{N})\\]])[ \\t]*${RUN}[ \\t]+(?=[¿¡\\p{Lu}])`, 'gu');
const AFTER_STOP = new RegExp(`([.,;:!?])[ \\t]*${RUN}[ \\t]+(?=[¿¡\\p{L}])`, 'gu');
const OPEN_QUOTE = /[«“"]/g;
const CLOSE_QUOTE = /[»”"]/g;

const inQuotes = (before: string) => (before.match(OPEN_QUOTE)?.length ?? 0) > (before.match(CLOSE_QUOTE)?.length ?? 0) || (before.match(/"/g)?.length ?? 0) % 2 === 1;

/** The message with each emoji between sentences read as a period. */
export function emojiAsStops(message: string): string {
  return message
    .replace(BETWEEN_WORDS, (m, last: string, at: number, all: string) => (inQuotes(all.slice(0, at)) ? m : `${last}. `))
    .replace(AFTER_STOP, (m, stop: string, at: number, all: string) => (inQuotes(all.slice(0, at)) ? m : `${stop} `));
}
