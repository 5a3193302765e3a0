/**
 * How a follow-up points at the current plan: the steps a phrase names ("el whatsapp", "lo del
 * correo", "el último paso", "el paso 3") and where new steps go ("al final", "al principio",
 * "antes del correo", "después del calendario", "entre el guardado y el correo", "justo después
 * del formulario"). Positions are array indices of the plan (0 is the trigger).
 */
import { FROM_END, FROM_END_COUNT, ORDINALS, STEP_NOUNS } from './lexicon/step-nouns';
import type { PlanStep } from './types';

export type Span = [number, number];

/** The indices of the actions (≥ 1) a phrase names, or [0] when it names the trigger; [] when none. */
export function namedSteps(steps: PlanStep[], phrase: string): number[] {
  const actions = steps.map((s, i) => ({ s, i })).filter(({ i }) => i > 0);
  // "el último paso", "lo último" — not "el último correo" (the last of the mails, below).
  const lastOf = /\bultim[oa]\s+(?!paso\b|cambio\b)[a-z]+/.exec(phrase) && STEP_NOUNS.some((n) => !n.generic && !n.trigger && n.words.test(phrase));
  if (/\b(?:el\s+)?ultimo(?:\s+paso)?\b|\bel paso final\b/.test(phrase) && !/\bultimo cambio\b/.test(phrase) && !lastOf && actions.length) return [actions.at(-1)!.i];
  // "quita el penúltimo paso", "el antepenúltimo": counted from the end (not "el penúltimo correo", one of the mails, below).
  const back = FROM_END.exec(phrase);
  const backOf = back && STEP_NOUNS.some((n) => !n.generic && !n.trigger && n.words.test(phrase));
  if (back && !backOf && actions.length >= FROM_END_COUNT[back[1]]) return [actions.at(-FROM_END_COUNT[back[1]])!.i];
  const number = /\bpaso\s+(?:numero\s+)?(\d+)\b/.exec(phrase);
  if (number && Number(number[1]) >= 1 && Number(number[1]) <= steps.length) return [Number(number[1]) - 1];
  const ordinal = /\b(primer|primero|primera|segundo|segunda|tercer|tercero|tercera|cuarto|cuarta|quinto|quinta)\s+paso\b/.exec(phrase);
  if (ordinal && actions[ORDINALS[ordinal[1]] - 1]) return [actions[ORDINALS[ordinal[1]] - 1].i];
  const hits = STEP_NOUNS.filter((n) => n.words.test(phrase));
  const found = new Set<number>();
  for (const noun of hits.filter((n) => !n.generic && !n.trigger)) {
    const all = actions.filter(({ s }) => noun.is(s)).map(({ i }) => i);
    for (const i of whichOf(steps, all, phrase, noun.words)) found.add(i);
  }
  // A kind of step yields to a service named with it ("el aviso de Slack"), and adds to other ones ("la IA y la consulta").
  for (const noun of hits.filter((n) => n.generic)) {
    const kind = actions.filter(({ s }) => noun.is(s)).map(({ i }) => i);
    if (!kind.some((i) => found.has(i))) kind.forEach((i) => found.add(i));
  }
  if (found.size) return [...found].sort((a, b) => a - b);
  return hits.some((n) => n.trigger) ? [0] : [];
}

/** "el que me llega a mí", "el mío": the owner's own message; "el del cliente": the one to the trigger's person. */
const MINE = /\b(?:que me (?:llega|llegue|manda|mandas|envia|envias|avisa|notifica)|(?:el|la) (?:mio|mia)|para mi|a mi)\b/;
const THEIRS = /\b(?:(?:(?:el|la|lo) )?(?:del?|de la|para el|para la) (?:cliente|clienta|paciente|alumno|alumna|lead|dueno|duena|huesped|usuario|persona)|que le (?:llega|llegue|manda|mandas|envia|envias)|(?:al|a la) (?:cliente|clienta|paciente|alumno|alumna|lead|dueno|duena|huesped|usuario|persona))\b/;
const recipientOf = (s: PlanStep) => ['to', 'chat_id', 'channel', 'webhook_url'].map((k) => s.params?.[k]).find((v) => v !== undefined);

/**
 * Of several steps of one service, those the phrase singles out: by order ("el segundo correo", "el último
 * WhatsApp") or by whom they write to ("el whats que me llega a mí", "el del cliente"). All of them otherwise.
 */
function whichOf(steps: PlanStep[], all: number[], phrase: string, words: RegExp): number[] {
  if (all.length < 2) return all;
  const at = words.exec(phrase)?.index ?? -1;
  const before = at >= 0 ? phrase.slice(0, at) : '';
  const ord = /\b(primer|primero|primera|segundo|segunda|tercer|tercero|tercera|cuarto|cuarta|quinto|quinta|ultimo|ultima|penultim[oa]|antepenultim[oa])\s+(?:[a-z]+\s+)?$/.exec(before)?.[1];
  if (ord) {
    const fromEnd = FROM_END.exec(ord);
    const k = ord.startsWith('ultim') ? all.length : fromEnd ? all.length + 1 - FROM_END_COUNT[fromEnd[1]] : ORDINALS[ord];
    return all[k - 1] !== undefined ? [all[k - 1]] : all;
  }
  const after = at >= 0 ? phrase.slice(at) : phrase;
  const bound = (i: number) => String(recipientOf(steps[i]) ?? '').startsWith('{{trigger');
  const pick = MINE.test(after) ? all.filter((i) => !bound(i)) : THEIRS.test(after) ? all.filter(bound) : all;
  return pick.length ? pick : all;
}

/** Every step a service or a step kind of the phrase names, the trigger included ("el mensaje del WhatsApp" → the WhatsApp steps). */
export function stepsOfNamedServices(steps: PlanStep[], phrase: string): number[] {
  const nouns = STEP_NOUNS.filter((n) => !n.generic && !n.trigger && n.words.test(phrase));
  return steps.flatMap((s, i) => (nouns.some((n) => n.is(s)) ? [i] : []));
}

/**
 * The shortest start of `text` (word by word, up to a comma) that names a step: "mandarlo a
 * telegram que la IA…" → "mandarlo a telegram". Returns the steps and the length used.
 */
function leadingRef(steps: PlanStep[], text: string): { at: number[]; length: number } | null {
  // A step is named in a few words; a number ("después de 2 horas") or a new phrase ("…que", "le…") ends the search.
  const stop = /[,;.]|\d|\b(?:y|que|le|les|me|se|con|para|pidiendo|diciendo)\b/.exec(text)?.index ?? text.length;
  const words = [...text.slice(0, stop).matchAll(/\S+/g)].slice(0, 5);
  for (const [k, w] of words.entries()) {
    const end = w.index! + w[0].length;
    const at = namedSteps(steps, text.slice(0, end));
    if (!at.length) continue;
    // "antes de mandarlo a Telegram": a verb that only says "the message" gives way to the service right after it.
    if (STEP_NOUNS.some((n) => n.generic && n.words.test(w[0]))) {
      // "después de guardarlo en la hoja": only linking words may stand between the verb and the service.
      for (const v of words.slice(k + 1, k + 4)) {
        if (!STEP_NOUNS.some((n) => !n.generic && !n.trigger && n.words.test(v[0]))) {
          if (LINKING.test(v[0])) continue;
          break;
        }
        const further = v.index! + v[0].length;
        const there = namedSteps(steps, text.slice(0, further));
        if (there.length) return { at: there, length: further };
      }
    }
    return { at, length: end + sameStepTail(steps, at, text.slice(end)) };
  }
  return null;
}

/** "del resumen de la IA", "del aviso por Slack": words after the reference that name the same step belong to it. */
function sameStepTail(steps: PlanStep[], at: number[], rest: string): number {
  const tail = /^\s+(?:de|del|de la|en|por|a|al)\s+(?:(?:el|la|mi|tu)\s+)?([a-z]+)\b/.exec(rest);
  if (!tail) return 0;
  const same = namedSteps(steps, tail[1]);
  return same.length && same.every((i) => at.includes(i)) ? tail[0].length : 0;
}

const LINKING = /^(?:a|al|en|por|de|del|la|el|los|las|mi|tu|su|nuestro|nuestra)$/;
const START = /\b(?:al principio|al inicio|al comienzo|antes que nada|antes de todo|primero que nada|como primer paso|de primero|primero)\b/;
const THAT = /\b(?:justo\s+)?(antes|despues|luego)\s+de\s+(?:eso|esto|ese paso|este paso)\b/;
// "al final no lo usamos", "al final sí": "in the end", said of a decision, is no place.
const END = /\b(?:al final(?!\s+(?:no|si|ya|mejor|siempre|nunca|decidimos|quedamos|resulto)\b)|hasta el final|al ultimo|como ultimo paso|hasta abajo)\b/;
const BEFORE = /\b(?:justo\s+)?antes\s+(?:del?|(?:de\s+)?que\s+(?:(?:el|la|los|las|lo)\s+)?|de\s+(?:(?:el|la|los|las|lo)\s+)?)(?=\S)/g;
const AFTER = /\b(?:justo\s+)?(?:despues|luego)\s+(?:del?|de\s+(?:(?:el|la|los|las|lo)\s+)?)(?=\S)/g;
const BETWEEN = /\bentre\s+(?:(?:el|la|los|las|lo)\s+)?/g;

/** `named`: the place is said by a step of the plan ("antes del correo"), not only "al final" / "al principio". */
export type Position = { at: number; spans: Span[]; named: boolean };

/**
 * Where the follow-up puts new steps, with the spans of text that said so (to leave out when
 * reading what to add). Null when it names no place: the caller decides (usually the end).
 */
export function positionIn(steps: PlanStep[], text: string): Position | null {
  const spans: Span[] = [];
  const best = { at: -1, rank: 0 };
  const take = (index: number, span: Span, rank: number) => {
    spans.push(span);
    if (rank >= best.rank) Object.assign(best, { at: index, rank });
  };
  for (const m of text.matchAll(BETWEEN)) {
    const from = m.index! + m[0].length;
    const first = leadingRef(steps, text.slice(from));
    if (!first) continue;
    const and = /^\s*y\s+(?:(?:el|la|los|las|lo)\s+)?/.exec(text.slice(from + first.length));
    if (!and) continue;
    const secondFrom = from + first.length + and[0].length;
    const second = leadingRef(steps, text.slice(secondFrom));
    if (!second) continue;
    const a = Math.max(...first.at);
    const b = Math.min(...second.at);
    take(b > a ? b : a + 1, [m.index!, secondFrom + second.length], 4);
  }
  for (const [re, after, r] of [[BEFORE, false, 3], [AFTER, true, 2]] as const) {
    for (const m of text.matchAll(re)) {
      const from = m.index! + m[0].length;
      if (spans.some(([a, b]) => m.index! >= a && m.index! < b)) continue;
      const ref = leadingRef(steps, text.slice(from));
      if (!ref) continue;
      take(after ? Math.max(...ref.at) + 1 : Math.min(...ref.at) || 1, [m.index!, from + ref.length], r);
    }
  }
  // "antes de eso guárdalo…": "eso" is the plan's last step.
  const that = THAT.exec(text);
  if (that && steps.length > 1 && !spans.some(([a, b]) => that.index >= a && that.index < b)) take(that[1] === 'antes' ? steps.length - 1 : steps.length, [that.index, that.index + that[0].length], 2);
  const start = START.exec(text);
  if (start) take(1, [start.index, start.index + start[0].length], 1);
  const end = END.exec(text);
  if (end) take(steps.length, [end.index, end.index + end[0].length], 1);
  return best.at < 0 ? null : { at: best.at, spans, named: best.rank >= 2 };
}

/** The text with the given spans blanked (kept as spaces, so other offsets stay valid). */
export function without(text: string, spans: Span[]): string {
  let out = text;
  for (const [a, b] of spans) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}
