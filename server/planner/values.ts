/**
 * Values first: every named value in the message, with the noun that introduced it and the slot
 * it fills ("pestaña Citas" → sheet_name Citas). A step takes the value of its slot said in its own
 * clause; the value keeps the owner's spelling. Literals (URLs, addresses, quotes, channels) are
 * read by `extract.ts`; amounts and durations by `amounts.ts`.
 */
import { INTRODUCERS, LINKING_WORDS, type Slot } from './lexicon/nouns';
import { normalize, stripAccents } from './normalize';
import { looksLikeId } from './google-ids';
import { ACTION_VERB } from './verbs';
import { escapeRegExp } from './regexp';

export type NamedValue = {
  slot: Slot;
  /** As the owner typed it. */
  value: string;
  /** The noun and the value as they read in the normalised text ("pestana citas"). */
  key: string;
};

const PROPER = /[A-ZÑ\d_]/;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Slots whose names may run over several words ("Pedidos Web", "Menu del Dia", "Reservas 2026"). */
const MULTIWORD = new Set<Slot>(['sheet_name', 'folder']);
/** Capitalised words that say where the tab lives, not its name ("la hoja Ventas Google Sheets"). */
const NOT_IN_A_NAME = new Set(['google', 'sheets', 'sheet', 'spreadsheet', 'excel', 'drive', 'gsheets', 'id', 'url', 'link']);
/** Linking words that, capitalised, are words of a name ("Clientes Nuevos"). */
const ADJECTIVES = /^(?:nuev[oa]s?|mism[oa]s?|siguiente|correspondiente|compartida)$/;
/** Lower-case words after a number that make it an amount, not part of a name ("Citas 10 minutos"). */
const UNITS = /^\s+(?:segundos?|minutos?|mins?|horas?|hrs?|dias?|semanas?|mes|meses|anos?|veces|pesos|mxn|usd|dolares|am|pm|personas|filas|renglones|registros|y media|de la (?:manana|tarde|noche))(?![a-z])/;
const NEXT_WORD = /^([ \t]+)(?:(del|de la|de los|de las|de)[ \t]+)?([\p{L}\d][\p{L}\d_.-]*[\p{L}\d]|[\p{L}\d])(?![\p{L}\d_])/u;

/**
 * The rest of a multi-word name after its first word, as it reads in `text` (accents folded): each
 * further word capitalised, or a number not followed by a unit; "del"/"de la" only inside, between
 * capitalised words ("Menu del Dia"). Stops at the first lower-case word, a punctuation mark, or
 * a word that says where the tab lives ("del sheet", "de Google").
 */
function nameGoesOn(text: string, from: number): string {
  let out = '';
  let at = from;
  for (;;) {
    const m = NEXT_WORD.exec(text.slice(at));
    if (!m) return out;
    const word = m[3];
    const lower = word.toLowerCase();
    // A capitalised order starts the next clause ("la hoja Pedidos Mandame…").
    if (NOT_IN_A_NAME.has(lower) || LINKING_WORDS.has(lower) && !ADJECTIVES.test(lower) || looksLikeId(word, true) || ACTION_VERB.test(lower)) return out;
    // "Expedientes 2026-2027": a range of years goes on with the name like a year.
    if (/^\d{4}[-/]\d{2,4}$/.test(word) && !m[2]) { out += m[0]; at += m[0].length; continue; }
    if (/^\d+$/.test(word)) {
      if (m[2] || word.length > 4) return out;
      if (UNITS.test(text.slice(at + m[0].length).toLowerCase())) return out;
    } else if (!/^[A-ZÑ]/.test(word)) return out;
    out += m[0];
    at += m[0].length;
  }
}

const cache = new Map<string, NamedValue[]>();

/** The named values of a message, in order of appearance. */
export function namedValues(original: string): NamedValue[] {
  const known = cache.get(original);
  if (known) return known;
  // Accents folded, case and length kept, quotes and URLs out of the way.
  const text = stripAccents(original).replace(/https?:\/\/\S+|"[^"]*"|“[^”]*”|«[^»]*»/g, (m) => ' '.repeat(m.length));
  const found: { at: number; v: NamedValue }[] = [];
  for (const intro of INTRODUCERS) {
    const nouns = intro.nouns.map((n) => escapeRegExp(n).replace(/ /g, '\\s+')).join('|');
    const token = intro.shape === 'number' ? '(\\d+(?:[.,]\\d+)?)' : '([\\p{L}\\d][\\p{L}\\d_.-]*[\\p{L}\\d]|[\\p{L}\\d])';
    const re = intro.before
      ? new RegExp(`(?<![\\p{L}\\d])${token}\\s+(?:${nouns})(?![\\p{L}\\d])`, 'giu')
      // "(la columna es vence)": a column declared with "es".
      : new RegExp(`(?<![\\p{L}\\d])(?:${nouns})s?(?:\\s+(?:llamad[oa]|que se llama|de nombre|:${intro.slot === 'column' ? '|es' : ''}))?\\s+${token}`, 'giu');
    for (const m of text.matchAll(re)) {
      // The value as typed, accents included ("la hoja Élèves"): folding keeps each letter's place.
      const start = intro.before ? m.index : m.index + m[0].length - m[1].length;
      const word = m[1].toLowerCase();
      if (LINKING_WORDS.has(word)) continue;
      // "en sheets <link>. También…": a blanked link between the noun and a word; that word names nothing.
      if (!intro.before && /\s{4,}/.test(m[0])) continue;
      // "Huerto urbano Hojas Verdes": a capitalised plural noun is a word of a business's name, not the noun that introduces one.
      if (!intro.before && /^[A-ZÑ]\S*s\s/u.test(m[0])) continue;
      if (intro.shape === 'proper' && !PROPER.test(m[1])) continue;
      if (intro.shape === 'number' && !NUMBER.test(m[1])) continue;
      // "la pestaña Pedidos Web", "la hoja Menu del Dia", "Reservas 2026": a name goes on while its words do.
      const more = MULTIWORD.has(intro.slot) && PROPER.test(m[1][0]) ? nameGoesOn(text, m.index + m[0].length) : '';
      const length = m[1].length + more.length;
      const typed = original.slice(start, start + length);
      const folded = m[1] + more;
      const value = stripAccents(typed) === folded ? typed : folded;
      // "la hoja 1CosturaMid_88": a token that can only be an id names the spreadsheet, not a tab (google-ids.ts).
      if (intro.slot === 'sheet_name' && looksLikeId(m[1], true)) continue;
      found.push({ at: m.index, v: { slot: intro.slot, value, key: normalize(m[0] + more) } });
      // "(columnas Cliente, Fecha, Direccion)": each name of a list after a plural noun is a value too.
      if (intro.slot === 'column' && /s\s+$/.test(m[0].slice(0, m[0].length - m[1].length))) {
        let at = m.index + m[0].length;
        for (;;) {
          const item = /^\s*(?:,|\by\b|\be\b)\s*([\p{L}\d][\p{L}\d_]*)/u.exec(text.slice(at));
          if (!item || LINKING_WORDS.has(item[1].toLowerCase()) || ACTION_VERB.test(item[1].toLowerCase())) break;
          const from = at + item[0].length - item[1].length;
          const typedItem = original.slice(from, from + item[1].length);
          found.push({ at: from, v: { slot: 'column', value: stripAccents(typedItem) === item[1] ? typedItem : item[1], key: normalize(text.slice(m.index, at + item[0].length)) } });
          at += item[0].length;
        }
      }
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

const said = (text: string, key: string) => new RegExp(`(?<![a-z0-9_])${escapeRegExp(key)}(?![a-z0-9_])`).test(text);

/** Every value of a slot said in this piece of text. */
export function valuesIn(text: string, slot: Slot, values: NamedValue[]): string[] {
  return values.filter((v) => v.slot === slot && said(text, v.key)).map((v) => v.value);
}

/** A word of the normalised text as the owner typed it ("existencia" → "Existencia"), else as is. */
/** A word whose typing can be found back: letters, digits, "_", and an id's dashes ("ot-", "ped-2026"). */
const TYPED_WORD = /^-?[a-z0-9_]+(?:-[a-z0-9_]+)*-?$/;

export function asTyped(original: string | undefined, word: string): string {
  if (!original || !TYPED_WORD.test(word)) return word;
  const m = new RegExp(`(?<![\\p{L}\\d_])${word}(?![\\p{L}\\d_])`, 'iu').exec(stripAccents(original));
  return m ? m[0] : word;
}

/**
 * A value word as the owner typed it, with the capitalised words that go on after it ("playa" in "sea Playa Norte" →
 * "Playa Norte"); a word typed in lower case comes back as `asTyped` gives it.
 */
export function typedName(original: string | undefined, word: string): string {
  if (!original || !TYPED_WORD.test(word)) return word;
  const folded = stripAccents(original);
  const m = new RegExp(`(?<![\\p{L}\\d_])${word}(?![\\p{L}\\d_])`, 'iu').exec(folded);
  if (!m) return word;
  if (!/^[A-ZÑ]/.test(m[0])) return m[0];
  const more = nameGoesOn(folded, m.index + m[0].length);
  return original.slice(m.index, m.index + m[0].length + more.length);
}
