/**
 * A dictated voice note, put in its written form before anything else reads it (the first pre-reader of
 * `planRequest`):
 *
 *   numbers, emails, links and repository names said aloud are written (`spoken-literals.ts`);
 *   "en Monterrey este cuando me llegue…" → "en Monterrey, cuando me llegue…" (a filler is dropped, and read as a
 *   pause when a new clause follows it);
 *   "…que ya está listo ahí va la liga https://docs.google.com/spreadsheets/…" → "…que ya está listo. La hoja es https://…";
 *   "…y luego le mandas un correo" → "…y luego mándale un correo"; "la pestaña no es A se llama B" → "la pestaña se llama B";
 *   "oiga una pregunta nomás … qué pasa si falla" → "…qué pasa si falla?".
 *
 * Words are compared folded; the rest of the message keeps its case, accents and spacing. Data in `lexicon/dictation.ts`.
 */
import { AFTER_FILLER_ESTE, CHAINED_BY_YA, CLAUSE_OPENERS, FILLERS, LINK_LEADS, NOT_BEFORE_PRESENT_ORDER, ONLY_IF_AFTER_PERO, OPENING_LEADS, PRESENT_ORDER_PRONOUNS, QUESTION_ANNOUNCED, QUESTION_ANNOUNCED_WITHIN, RESTATED_NAME } from './lexicon/dictation';
import { join, words, written, type Word } from './dictation-words';
import { spokenAddresses, spokenDigits } from './spoken-literals';
import { ORDER_STEMS } from './verbs';
import { stripAccents } from './normalize';

const AFTER_ESTE = new Set(AFTER_FILLER_ESTE);
const OPENERS = new Set(CLAUSE_OPENERS);
const BEFORE_DEMONSTRATIVE = new Set(['en', 'de', 'a', 'al', 'por', 'para', 'con', 'desde', 'hasta', 'sobre', 'es']);
const FILLER = FILLERS.map((f) => new RegExp(`^(?:${f.split(' ').join(' ')})$`));
const FILLER_WORDS = Math.max(...FILLERS.map((f) => f.split(' ').length));

/** How many words the filler said at `i` takes, or 0. */
function fillerAt(ws: Word[], i: number, opening = false): number {
  const w = ws[i];
  if (w.quoted) return 0;
  // "POS" (a point of sale) is no "pos".
  if (w.core !== w.core.toLowerCase()) return 0;
  // Only fillers before it: the message opens here.
  if (opening) {
    const lead = OPENING_LEADS.find((l) => ws.slice(i, i + l.split(' ').length).map((x) => x.fold).join(' ') === l);
    if (lead && ws[i + lead.split(' ').length]) return lead.split(' ').length;
  }
  if (w.fold === 'ya' && ws[i - 1]?.fold === 'y' && !ws[i - 1].tail && !w.tail) {
    const after = ws.slice(i + 1, i + 3).map((x) => x.fold).join(' ');
    return CHAINED_BY_YA.some((c) => after === c || after.startsWith(`${c} `)) ? 1 : 0;
  }
  if (w.fold === 'este') {
    const before = ws[i - 1];
    const after = ws[i + 1];
    if (before && !before.tail && BEFORE_DEMONSTRATIVE.has(before.fold)) return 0;
    return !after || w.tail || AFTER_ESTE.has(after.fold) ? 1 : 0;
  }
  for (let n = FILLER_WORDS; n >= 1; n--) {
    const said = ws.slice(i, i + n);
    if (said.length < n || said.slice(0, -1).some((x) => x.tail)) continue;
    if (FILLER.some((re) => re.test(said.map((x) => x.fold).join(' ')))) return n;
  }
  return 0;
}

/** Fillers read as the pause they were said in: the word before them ends with a comma. */
function withoutFillers(ws: Word[]): Word[] {
  const out: Word[] = [];
  // Where the current run of fillers ends: found once per run, so a long run reads in linear time.
  let runEnd = 0;
  for (let i = 0; i < ws.length;) {
    const n = fillerAt(ws, i, !out.length);
    if (!n) { out.push(ws[i++]); continue; }
    const prev = out.at(-1);
    const tail = ws[i + n - 1].tail;
    if (runEnd < i + n) {
      runEnd = i + n;
      while (runEnd < ws.length) {
        const k = fillerAt(ws, runEnd);
        if (!k) break;
        runEnd += k;
      }
    }
    const next = runEnd;
    const opens = next < ws.length && OPENERS.has(ws[next].fold);
    // A link keeps no comma of its own (it would be read as part of it).
    if (prev && !prev.tail && (opens || /[.!?…]/.test(tail)) && /[\p{L}\p{N}]/u.test(prev.core) && !/:\/\/|@/.test(prev.core)) out[out.length - 1] = { ...prev, raw: `${prev.raw}${/[.!?…]/.test(tail) ? tail : ','}`, tail: ',' };
    i += n;
  }
  return out;
}

const LEADS = new RegExp(`(?:^|[\\s,;])(?:${LINK_LEADS.join('|')})\\s*$`);
const SHEET_LINK = /^https?:\/\/docs\.google\.com\/spreadsheets\/\S+$/;
/** Words after which a link belongs to the clause ("de este archivo https://…", "en https://…"). */
const LINK_IN_CLAUSE = /(?:^|\s)(?:de|del|en|a|al|es|por|archivo|hoja|hojas|sheets|documento|liga|link|enlace|url|este|esta|aqui|ahi|:)$/;

/** A sheet link pasted after the dictation, at its end: its own sentence, "La hoja es https://…". */
function pastedSheetLink(text: string): string {
  const m = /\s(https?:\/\/\S+?)[.!]?\s*$/.exec(text);
  if (!m || !SHEET_LINK.test(m[1])) return text;
  const head = text.slice(0, m.index);
  const folded = stripAccents(head.toLowerCase());
  if (folded.length !== head.length) return text;
  const lead = LEADS.exec(folded);
  const said = lead ? head.slice(0, lead.index) : head;
  if (!lead && (LINK_IN_CLAUSE.test(folded.trimEnd()) || /[.:]\s*$/.test(head))) return text;
  if (!/\S/.test(said)) return text;
  return `${said.replace(/[\s,;]+$/, '').replace(/[.!?]?$/, '.')} La hoja es ${m[1]}`;
}

const PRESENT_ORDERS = new Map(ORDER_STEMS.filter((s) => /[ae]$/.test(s)).map((s) => [`${s}s`, s]));
const PRONOUNS = new Set(PRESENT_ORDER_PRONOUNS);
const NOT_BEFORE_ORDER = new Set(NOT_BEFORE_PRESENT_ORDER);

/** "…y luego le mandas un correo", "lo guardas en la hoja": an order said in the present, read as the order ("mándale", "guárdalo"). */
function presentOrders(ws: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length; i++) {
    const [pronoun, verb, before] = [ws[i], ws[i + 1], out.at(-1)];
    const stem = verb && !verb.quoted && !pronoun.quoted && !pronoun.tail ? PRESENT_ORDERS.get(verb.fold) : undefined;
    if (stem && PRONOUNS.has(pronoun.fold) && !(before && !before.tail && NOT_BEFORE_ORDER.has(before.fold))) {
      out.push(written(stem + pronoun.fold, verb));
      i++;
    } else out.push(pronoun);
  }
  return out;
}

/** A pause before "pero" when a condition follows it ("…en Slack, pero nomás si…"). */
function pauseBeforeCondition(ws: Word[]): Word[] {
  return ws.map((w, i) => {
    const next = ws[i + 1];
    if (!next || w.tail || w.quoted || next.fold !== 'pero' || !/[\p{L}\p{N}]$/u.test(w.core) || /:\/\/|@/.test(w.core)) return w;
    const after = ws.slice(i + 2, i + 5).map((x) => x.fold).join(' ');
    return ONLY_IF_AFTER_PERO.some((c) => after === c || after.startsWith(`${c} `)) ? { ...w, raw: `${w.raw},`, tail: ',' } : w;
  });
}

const ANNOUNCED = new RegExp(QUESTION_ANNOUNCED);

/** "oiga una pregunta nomás … qué pasa si falla": a question announced, with its "?" lost in the transcription. */
function announcedQuestion(text: string): string {
  if (/[?¿]/.test(text)) return text;
  const opening = stripAccents(text.toLowerCase()).split(/\s+/).slice(0, QUESTION_ANNOUNCED_WITHIN + 3).join(' ');
  const m = ANNOUNCED.exec(opening);
  if (!m || opening.slice(0, m.index).split(/\s+/).filter(Boolean).length > QUESTION_ANNOUNCED_WITHIN) return text;
  return `${text.replace(/[\s.,;!…]+$/, '')}?${/\s*$/.exec(text)![0]}`;
}

const RESTATED = new RegExp(RESTATED_NAME, 'g');

/** "la pestaña no es Alumnos se llama Inscripciones": only the name restated is kept ("la pestaña se llama Inscripciones"). */
function restatedName(text: string): string {
  const folded = stripAccents(text.toLowerCase());
  if (folded.length !== text.length) return text;
  let out = '';
  let from = 0;
  for (const m of folded.matchAll(RESTATED)) {
    out += `${text.slice(from, m.index)}se llama `;
    from = m.index + m[0].length;
  }
  return out + text.slice(from);
}

/** The message as it would have been typed. */
export function fromDictation(message: string): string {
  if (!message.trim()) return message;
  const lead = /^\s*/.exec(message)![0];
  const ws = pauseBeforeCondition(presentOrders(withoutFillers(spokenAddresses(spokenDigits(words(message))))));
  if (ws.length) ws[ws.length - 1] = { ...ws[ws.length - 1], sep: /\s*$/.exec(message)![0] };
  return announcedQuestion(restatedName(pastedSheetLink(lead + join(ws))));
}
