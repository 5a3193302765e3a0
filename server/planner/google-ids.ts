/**
 * Google ids said bare: "el archivo con id 1LavaMty_pend2026", "la carpeta de Drive con id
 * 1BiciFacturasXal", "la hoja Encargos del spreadsheet 1CosturaMid_88", "id: 1AbC…". A token shaped
 * like an id, after a noun that introduces one (within a few words, same sentence), is the
 * spreadsheet's or the folder's id by that noun. Read from the original text: ids are case-sensitive.
 */
import { ID_NOUNS, type IdOf } from './lexicon/id-nouns';
import { normalize, stripAccents } from './normalize';
import { escapeRegExp } from './regexp';

export type GoogleId = {
  id: string;
  /** What the nearest introducing noun says it is; null for a bare "id". */
  of: IdOf | null;
  /** The id as it reads in the normalised text, to tell which clause says it. */
  key: string;
};

/** A token of an id's alphabet, not part of an address, a URL or a handle. */
const TOKEN = /(?<![\p{L}\d_@/.#-])[A-Za-z0-9][A-Za-z0-9_-]{7,}(?![\p{L}\d_@-]|\.[A-Za-z\d])/gu;
/** Words between the noun and the id that keep them together ("del archivo con id", "de Drive:"). */
const WINDOW_WORDS = 6;

/**
 * True when the token can only be an id: letters and digits mixed with capitals inside or an
 * underscore ("1BiciFacturasXal", "1FarmaVer_rx"), or very long. A word ("Cotizaciones"), a
 * number or a lower-case name ("pedidos_2026") is not.
 */
export function looksLikeId(token: string, strong = false): boolean {
  if (!/[A-Za-z]/.test(token) || !/\d/.test(token)) return token.length >= 25 && /[A-Z]/.test(token) && /[a-z]/.test(token);
  if (token.length >= 25) return true;
  const mixed = /[a-z][A-Z]|[A-Z][a-z].*[A-Z]/.test(token) || /_/.test(token);
  if (strong) return /^\d/.test(token) && token.length >= 10 && mixed;
  return mixed || /^\d[A-Za-z]/.test(token);
}

const cache = new Map<string, GoogleId[]>();

/** Every Google id said bare in the message, in order, with what its noun says it is. */
export function googleIds(original: string): GoogleId[] {
  const known = cache.get(original);
  if (known) return known;
  // URLs, addresses and quotes keep their own ids (spreadsheetId, driveFolderId).
  const text = stripAccents(original).replace(/https?:\/\/\S+|\S+@\S+|"[^"]*"|“[^”]*”|«[^»]*»/g, (m) => ' '.repeat(m.length));
  const out: GoogleId[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const intro = introducer(text.slice(0, m.index));
    if (!intro || !looksLikeId(m[0], intro.strong)) continue;
    const id = original.slice(m.index, m.index + m[0].length);
    if (!out.some((g) => g.id === id)) out.push({ id, of: intro.of, key: normalize(id) });
  }
  if (cache.size > 500) cache.clear();
  cache.set(original, out);
  return out;
}

/** The noun nearest before the token, within a few words of the same sentence, that introduces an id. */
function introducer(before: string): { of: IdOf | null; strong: boolean } | null {
  const sentence = before.split(/[.;!?\n]|,(?!\s*(?:id|ID)\b)/).at(-1) ?? '';
  const words = sentence.toLowerCase().split(/[\s:=()\[\]]+/).filter(Boolean).slice(-WINDOW_WORDS).reverse();
  let generic = false;
  for (const w of words) {
    const noun = ID_NOUNS[w];
    if (noun === undefined) continue;
    if (noun.of === null) { generic = true; continue; }
    // "la hoja Ciclo2027" names a tab: after "hoja" only a token that can be nothing but an id counts.
    return { of: noun.of, strong: !generic && !!noun.strong };
  }
  return generic ? { of: null, strong: false } : null;
}

/** The id of this kind said in this piece of (normalised) text; a bare "id" fits any kind. */
export function googleIdIn(text: string, of: IdOf, ids: GoogleId[]): string | undefined {
  return ids.find((g) => (g.of === of || g.of === null) && said(text, g.key))?.id;
}

/** The one id of this kind in the whole message (a step in another clause may use it). */
export function onlyGoogleId(of: IdOf, ids: GoogleId[]): string | undefined {
  const fit = ids.filter((g) => g.of === of || g.of === null);
  return fit.length === 1 ? fit[0].id : undefined;
}

const said = (text: string, key: string) => new RegExp(`(?<![a-z0-9_-])${escapeRegExp(key)}(?![a-z0-9_-])`).test(text);
