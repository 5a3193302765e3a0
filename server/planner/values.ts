/**
 * Values first: every named value in the message, with the noun that introduced it and the slot
 * it fills ("pestaña Citas" → sheet_name Citas). A step takes the value of its slot said in its own
 * clause; the value keeps the owner's spelling. Literals (URLs, addresses, quotes, channels) are
 * read by `extract.ts`; amounts and durations by `amounts.ts`.
 */
import { INTRODUCERS, LINKING_WORDS, type Slot } from './lexicon/nouns';
import { normalize, stripAccents } from './normalize';
import { looksLikeId } from './google-ids';

export type NamedValue = {
  slot: Slot;
  /** As the owner typed it. */
  value: string;
  /** The noun and the value as they read in the normalised text ("pestana citas"). */
  key: string;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROPER = /[A-ZÑ\d_]/;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

const cache = new Map<string, NamedValue[]>();

/** The named values of a message, in order of appearance. */
export function namedValues(original: string): NamedValue[] {
  const known = cache.get(original);
  if (known) return known;
  // Accents folded, case and length kept, quotes and URLs out of the way.
  const text = stripAccents(original).replace(/https?:\/\/\S+|"[^"]*"|“[^”]*”|«[^»]*»/g, (m) => ' '.repeat(m.length));
  const found: { at: number; v: NamedValue }[] = [];
  for (const intro of INTRODUCERS) {
    const nouns = intro.nouns.map((n) => escape(n).replace(/ /g, '\\s+')).join('|');
    const token = intro.shape === 'number' ? '(\\d+(?:[.,]\\d+)?)' : '([\\p{L}\\d][\\p{L}\\d_.-]*[\\p{L}\\d]|[\\p{L}\\d])';
    const re = intro.before
      ? new RegExp(`(?<![\\p{L}\\d])${token}\\s+(?:${nouns})(?![\\p{L}\\d])`, 'giu')
      : new RegExp(`(?<![\\p{L}\\d])(?:${nouns})s?(?:\\s+(?:llamad[oa]|que se llama|de nombre|:))?\\s+${token}`, 'giu');
    for (const m of text.matchAll(re)) {
      // The value as typed, accents included ("la hoja Élèves"): folding keeps each letter's place.
      const start = intro.before ? m.index : m.index + m[0].length - m[1].length;
      const typed = original.slice(start, start + m[1].length);
      const value = stripAccents(typed) === m[1] ? typed : m[1];
      const word = m[1].toLowerCase();
      if (LINKING_WORDS.has(word)) continue;
      if (intro.shape === 'proper' && !PROPER.test(m[1])) continue;
      if (intro.shape === 'number' && !NUMBER.test(value)) continue;
      // "la hoja 1CosturaMid_88": a token that can only be an id names the spreadsheet, not a tab (google-ids.ts).
      if (intro.slot === 'sheet_name' && looksLikeId(value, true)) continue;
      found.push({ at: m.index, v: { slot: intro.slot, value, key: normalize(m[0]) } });
    }
  }
  const out = found.sort((a, b) => a.at - b.at).map((f) => f.v);
  if (cache.size > 500) cache.clear();
  cache.set(original, out);
  return out;
}

/** The value of a slot said in this piece of (normalised) text, as the owner typed it. */
export function valueIn(text: string, slot: Slot, values: NamedValue[]): string | undefined {
  return values.find((v) => v.slot === slot && said(text, v.key))?.value;
}

const said = (text: string, key: string) => new RegExp(`(?<![a-z0-9_])${escape(key)}(?![a-z0-9_])`).test(text);

/** Every value of a slot said in this piece of text. */
export function valuesIn(text: string, slot: Slot, values: NamedValue[]): string[] {
  return values.filter((v) => v.slot === slot && said(text, v.key)).map((v) => v.value);
}

/** A word of the normalised text as the owner typed it ("existencia" → "Existencia"), else as is. */
export function asTyped(original: string | undefined, word: string): string {
  if (!original || !/^[a-z0-9_]+$/.test(word)) return word;
  const m = new RegExp(`(?<![\\p{L}\\d_])${word}(?![\\p{L}\\d_])`, 'iu').exec(stripAccents(original));
  return m ? m[0] : word;
}
