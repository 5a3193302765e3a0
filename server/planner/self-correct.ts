/**
 * Self-corrections said in the middle of a message: a value or a service, a cue that takes it back
 * ("no, mejor", "bueno no", "perdón", "más bien", "digo") and another of the same kind. The later one
 * wins and the earlier one leaves no trace, so every reader after this sees one value:
 *
 *   "20 minutos antes de cada cita, no, mejor 30, me llegue…" → "30 minutos antes de cada cita, me llegue…"
 *   "cuando el total pase de 5 mil, no, mejor de 8 mil pesos, avísale…" → "…pase de 8 mil pesos, avísale…"
 *   "nos avise por Slack, bueno no, por Discord al webhook…" → "nos avise por Discord al webhook…"
 *
 * The message is rewritten as typed (case, accents and literals kept); words are compared normalised.
 * Times ("a las 9, no, mejor a las 8") are left to `time.ts`, which also keeps the half of the day.
 */
import { CORRECTION_PHRASES, CUES_NEEDING_PAUSE, MULTIPLIERS, NUMBER_BEFORE_UNIT, PLACE_NOUNS, SERVICE_DETAIL_WORDS, VALUE_LEADS, VALUE_UNITS } from './lexicon/corrections';
import { wordNumber } from './lexicon/numbers';
import { normalize, normalizeWord } from './normalize';
import { SERVICES } from './vocabulary';

type Token = { start: number; end: number; raw: string; word: string; before: string; literal: boolean; lit?: string };

const WORD = /[\p{L}\p{N}]+(?:[.,:][\p{N}]+)*/gu;
/** Addresses, links and channels: one value each ("a ana@x.mx, no, perdón, a luis@x.mx"), never words or numbers. */
const LITERALS: [string, RegExp][] = [
  ['url', /https?:\/\/\S+|\b(?:www\.)?[\w-]+\.(?:com|mx|es|net|org|io|co)\b\/\S*/gi],
  ['email', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  ['channel', /#[\w-]+/g],
];
const PAUSE = /[,.;:…—–(-]/;
const SENTENCE_END = /[.?!¿¡]/;
/** How far back (in words) a correction looks for what it takes back. */
const REACH = 16;

function tokenize(text: string): Token[] {
  const spans: { start: number; end: number; lit: string }[] = [];
  for (const [lit, re] of LITERALS) {
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].replace(/[.,;:!?)]+$/, '').length;
      if (!spans.some((sp) => m.index < sp.end && end > sp.start)) spans.push({ start: m.index, end, lit });
    }
  }
  const out: Token[] = [];
  for (const sp of spans) out.push({ start: sp.start, end: sp.end, raw: text.slice(sp.start, sp.end), word: text.slice(sp.start, sp.end).toLowerCase(), before: '', literal: true, lit: sp.lit });
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const end = start + m[0].length;
    if (spans.some((sp) => start < sp.end && end > sp.start)) continue;
    out.push({ start, end, raw: m[0], word: normalizeWord(m[0]), before: '', literal: false });
  }
  out.sort((a, b) => a.start - b.start);
  out.forEach((t, k) => { t.before = text.slice(k ? out[k - 1].end : 0, t.start); });
  return out;
}

const PHRASES = CORRECTION_PHRASES.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);

/** The cue that starts at token `i` ("no, mejor", "bueno no"): how many tokens it takes, or 0. */
function cueAt(tokens: Token[], i: number): number {
  let at = i;
  let phrases = 0;
  let lastPhrase: string[] = [];
  for (;;) {
    const p = PHRASES.find((words) => words.every((w, k) => tokens[at + k]?.word === w && (k === 0 || !PAUSE.test(tokens[at + k].before))));
    if (!p) break;
    at += p.length;
    phrases++;
    lastPhrase = p;
  }
  if (!phrases) return 0;
  const paused = PAUSE.test(tokens[i].before);
  // "…por whats bueno no por Telegram": two cues together need no pause before them; one does.
  if (phrases === 1 && !paused) return 0;
  // "no por Telegram" rules out; "no, por Telegram" takes back.
  if (phrases === 1 && CUES_NEEDING_PAUSE.has(lastPhrase.join(' ')) && !PAUSE.test(tokens[at]?.before ?? '')) return 0;
  return at - i;
}

const isDigits = (t: Token) => /^\d/.test(t.raw) && !t.literal;
const isNumber = (t: Token) => isDigits(t) || (!t.literal && !/^(?:un|una|uno)$/.test(t.word) && wordNumber(t.word) !== null);

type Value = {
  kind: string;
  /** Start of the words that lead it ("de", "por", "un"), or -1. */
  lead: number;
  start: number;
  /** End of the number (with its multiplier) or of the service word. */
  end: number;
  /** End with the unit, when one follows. */
  unitEnd: number;
  node?: string;
};

/** A number at token `i`: digits (a phone when 7+ digits), a multiplier and a unit after it. */
function numberAt(tokens: Token[], i: number): Value | null {
  // "media hora", "un día": a number only before its unit.
  const bare = tokens[i] && !tokens[i].literal && NUMBER_BEFORE_UNIT.has(tokens[i].word) && tokens[i + 1] && VALUE_UNITS[tokens[i + 1].word];
  if (bare) return { kind: VALUE_UNITS[tokens[i + 1].word], lead: -1, start: i, end: i + 1, unitEnd: i + 2 };
  if (!tokens[i] || !isNumber(tokens[i])) return null;
  let j = i + 1;
  let digits = tokens[i].raw.replace(/\D/g, '').length;
  while (isDigits(tokens[i]) && tokens[j] && isDigits(tokens[j]) && /^[\s-]$/.test(tokens[j].before)) digits += tokens[j++].raw.replace(/\D/g, '').length;
  if (j - i > 1 && digits < 7) j = i + 1;
  while (tokens[j] && MULTIPLIERS.has(tokens[j].word) && /^\s*$/.test(tokens[j].before)) j++;
  const unit = tokens[j] && /^\s*$/.test(tokens[j].before) ? VALUE_UNITS[tokens[j].word] : undefined;
  const kind = digits >= 7 ? 'phone' : tokens[i].raw.includes(':') ? 'time' : unit ?? 'plain';
  return { kind, lead: -1, start: i, end: j, unitEnd: unit ? j + 1 : j };
}

/** A service named at token `i` ("whats", "Slack", "correo"), by the vocabulary's own words. */
function serviceAt(tokens: Token[], i: number): Value | null {
  const t = tokens[i];
  if (!t || t.literal) return null;
  const s = SERVICES.find((sv) => (sv.category === 'notify' || sv.category === 'storage') && sv.mention.test(`por ${t.word}`));
  return s ? { kind: s.category, node: s.node_id === 'gmail' ? 'email' : s.node_id, lead: -1, start: i, end: i + 1, unitEnd: i + 1 } : null;
}

/** The words that lead the value at token `i` (at most two, none across a pause). */
function leadBefore(tokens: Token[], i: number, floor: number): number {
  let at = i;
  while (at > floor && i - at < 3 && leads(tokens[at - 1]) && !PAUSE.test(tokens[at].before)) at--;
  return at < i ? at : -1;
}

/** An address, link or channel at token `i`. */
function literalAt(tokens: Token[], i: number): Value | null {
  const t = tokens[i];
  return t?.lit ? { kind: `lit:${t.lit}`, lead: -1, start: i, end: i + 1, unitEnd: i + 1 } : null;
}

/** Words that lead a value: "al 55…", "de 5 mil", "al canal #x", "por Slack". */
const leads = (t: Token) => !t.literal && (VALUE_LEADS.has(t.word) || PLACE_NOUNS.has(t.word));

/** The value said right after a cue, past its lead words. */
function valueAfter(tokens: Token[], i: number): Value | null {
  for (let j = i; j < tokens.length && j - i <= 3; j++) {
    const v = literalAt(tokens, j) ?? numberAt(tokens, j) ?? serviceAt(tokens, j);
    if (v) {
      // "a las 9, no, mejor a las 8": a time is corrected by time.ts.
      if (tokens.slice(i, j).some((t) => /^(?:las|la)$/.test(t.word))) return null;
      return { ...v, lead: j > i ? i : -1 };
    }
    if (!leads(tokens[j])) return null;
  }
  return null;
}

const sameKind = (a: Value, b: Value) => (a.node || b.node
  ? !!a.node && !!b.node && a.kind === b.kind && a.node !== b.node
  : a.kind === b.kind || ((a.kind === 'plain' || b.kind === 'plain') && a.kind !== 'phone' && b.kind !== 'phone'));

/** The value of the same kind said last before the cue, within its sentence. */
function valueBefore(tokens: Token[], cue: number, said: Value): Value | null {
  let floor = cue;
  while (floor > 0 && cue - floor < REACH && !SENTENCE_END.test(tokens[floor].before)) floor--;
  for (let i = cue - 1; i >= floor; i--) {
    const v = said.kind.startsWith('lit:') ? literalAt(tokens, i) : said.node ? serviceAt(tokens, i) : numberAt(tokens, i);
    if (!v) continue;
    // A phone's first digits, or "5" of "5 mil": the value is read from where it starts.
    if (!said.node && !said.kind.startsWith('lit:') && i > floor && (numberAt(tokens, i - 1)?.end ?? 0) > i) continue;
    if (v.kind === 'time') return null;
    if (tokens.slice(Math.max(floor, i - 2), i).some((t) => /^(?:las|la)$/.test(t.word) && !said.node)) return null;
    return sameKind(v, said) ? { ...v, lead: leadBefore(tokens, i, floor) } : null;
  }
  return null;
}

/** The message with its first self-correction applied, or null when it has none. */
function correctOnce(text: string): string | null {
  const tokens = tokenize(text);
  for (let i = 1; i < tokens.length; i++) {
    const cue = cueAt(tokens, i);
    if (!cue) continue;
    const said = valueAfter(tokens, i + cue);
    if (!said) continue;
    const taken = valueBefore(tokens, i, said);
    if (!taken) continue;
    // "pase de 5 mil, no, mejor de 8 mil": the lead words the correction says again ("de") are replaced, the rest ("pase") stay.
    const both = taken.lead >= 0 && said.lead >= 0;
    const oldLead = both ? tokens.slice(taken.lead, taken.start).map((t) => t.word) : [];
    const newLead = both ? tokens.slice(said.lead, said.start).map((t) => t.word) : [];
    let shared = 0;
    while (shared < Math.min(oldLead.length, newLead.length) && oldLead.at(-1 - shared) === newLead.at(-1 - shared)) shared++;
    const from = tokens[both ? (shared ? taken.start - shared : taken.lead) : taken.start].start;
    const to = tokens[(said.unitEnd > said.end && taken.unitEnd > taken.end ? taken.unitEnd : taken.end) - 1].end;
    const saidFrom = tokens[both ? (shared ? said.start - shared : said.lead) : said.start].start;
    const saidTo = tokens[said.unitEnd - 1].end;
    const between = text.slice(to, tokens[i - 1].end);
    // "por whats al 55…, bueno no, por Telegram": what was said of the service taken back goes with it.
    const keep = !(said.node && (SERVICE_DETAIL_WORDS.test(normalize(between)) || /\d|@|#|https?:/.test(between)));
    return text.slice(0, from) + text.slice(saidFrom, saidTo) + (keep ? between : '') + text.slice(saidTo);
  }
  return null;
}

/** The message with every self-correction applied (the later value wins). */
export function applySelfCorrections(message: string): string {
  let text = message;
  for (let n = 0; n < 4; n++) {
    const next = correctOnce(text);
    if (next === null) break;
    text = next;
  }
  return text;
}
