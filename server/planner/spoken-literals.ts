/**
 * Numbers, emails, links and repository names said aloud, written (`dictation.ts` runs this first):
 *
 *   "mi número es seis seis siete uno dos tres cuatro cinco seis siete" → "mi número es 6671234567"
 *   "un correo a ventas arroba tienda punto com punto eme equis" → "un correo a ventas@tienda.com.mx"
 *   "el repo acme diagonal app guion web" → "el repo acme/app-web"
 */
import { DOMAIN_ENDINGS, LETTER_NAMES, NOT_ADDRESS_PARTS, SPOKEN_SIGNS } from './lexicon/dictation';
import { belowThousand } from './lexicon/numbers';
import { LEAD_PUNCT, written, type Word } from './dictation-words';

const NUMBER_WORD = (w: Word) => !w.quoted && w.fold !== 'un' && w.fold !== 'una' && w.fold !== 'y' && !!belowThousand([w.fold]);

/** Runs of numbers said one group at a time (≥ 3 groups, ≥ 7 digits): a phone or an id, in digits. */
export function spokenDigits(ws: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length;) {
    if (!NUMBER_WORD(ws[i])) { out.push(ws[i++]); continue; }
    const run: string[] = [];
    let end = i;
    while (end < ws.length && (NUMBER_WORD(ws[end]) || ws[end].fold === 'y') && !ws[end].quoted) {
      run.push(ws[end].fold);
      if (ws[end++].tail) break;
    }
    const groups: number[] = [];
    let used = 0;
    while (used < run.length) {
      const g = belowThousand(run.slice(used));
      if (!g) break;
      groups.push(g.value);
      used += g.used;
    }
    const digits = groups.join('');
    if (groups.length >= 3 && digits.length >= 7) {
      out.push(written(digits, ws[i + used - 1]));
      i += used;
    } else out.push(ws[i++]);
  }
  return out;
}

const SIGNS = [...SPOKEN_SIGNS].sort((a, b) => b[0].length - a[0].length);
const NOT_PART = new Set(NOT_ADDRESS_PARTS);
const SIGN_WORDS = new Set(SPOKEN_SIGNS.flatMap(([w]) => w));
const isPart = (w: Word | undefined) => !!w && !w.quoted && /^[a-z0-9][a-z0-9._-]*$/.test(w.fold) && !NOT_PART.has(w.fold) && !SIGN_WORDS.has(w.fold);

/** The sign said at `i` ("arroba", "guion bajo"): what it writes and how many words it took. */
function signAt(ws: Word[], i: number): { sign: string; used: number } | null {
  for (const [said, sign] of SIGNS) {
    if (said.every((s, k) => ws[i + k] && !ws[i + k].quoted && ws[i + k].fold === s && (k === said.length - 1 || !ws[i + k].tail))) return { sign, used: said.length };
  }
  return null;
}

/** A domain ending spelled letter by letter after "punto" ("eme equis" = "mx"). */
function spelledEnding(ws: Word[], i: number): { text: string; used: number } | null {
  let text = '';
  for (let k = 0; k < 3 && ws[i + k] && ws[i + k].fold in LETTER_NAMES; k++) {
    text += LETTER_NAMES[ws[i + k].fold];
    if (text.length >= 2 && DOMAIN_ENDINGS.includes(text)) return { text, used: k + 1 };
    if (ws[i + k].tail) break;
  }
  return null;
}

/** Emails, links and repository names said with "arroba", "punto", "diagonal", "guion": written. */
export function spokenAddresses(ws: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length;) {
    if (!isPart(ws[i])) { out.push(ws[i++]); continue; }
    let text = ws[i].core.replace(LEAD_PUNCT, '');
    let at = i + 1;
    let last = ws[i];
    const signs: string[] = [];
    let lastPart = ws[i].fold;
    while (!last.tail) {
      const s = signAt(ws, at);
      if (!s) break;
      const next = at + s.used;
      const spelled = s.sign === '.' ? spelledEnding(ws, next) : null;
      if (spelled) {
        text += `.${spelled.text}`;
        lastPart = spelled.text;
        last = ws[next + spelled.used - 1];
        at = next + spelled.used;
      } else if (isPart(ws[next])) {
        text += s.sign + ws[next].core;
        lastPart = ws[next].fold;
        last = ws[next];
        at = next + 1;
      } else break;
      signs.push(s.sign);
    }
    const email = signs.includes('@') && signs.lastIndexOf('.') > signs.indexOf('@');
    const domain = signs.at(-1) === '.' && DOMAIN_ENDINGS.includes(lastPart);
    if (signs.length && (email || domain || signs.includes('/'))) {
      out.push(written(email ? text.toLowerCase() : text, last));
      i = at;
    } else out.push(ws[i++]);
  }
  return out;
}
