/**
 * A setup sentence and the event said back about it: "Los químicos suben cada resultado a la carpeta
 * de Drive <id>. Cuando caiga uno nuevo, anótenlo…", "GitHub nos avisa cada push al repo x/y. Cuando
 * pase, peguen un POST…", "Cada pedido se captura en la hoja Pedidos del archivo <id>. Por cada fila
 * nueva mándenle whats…". The setup names the trigger's service and its values (folder, spreadsheet
 * and tab, repo, calendar, bot); the event clause only points back at it. Neither plans a step.
 */
import { isIntro } from './context';
import { ANAPHORIC_ADVANCE, ANAPHORIC_EVENT, SETUP_SOURCES, SETUP_VERBS, SOURCE_UNITS, TRAILING_EVENT, UNIT_EVENT } from './lexicon/sources';
import { stripMarkers } from './extract';
import { wordNumber } from './lexicon/numbers';
import type { TriggerIntent } from './types';
import { ACTION_VERB, TRIGGER_CUE } from './vocabulary';
import { firstVerbAt, IMPERSONAL_ORDER, unmistakableOrder } from './verbs';
import { opensWithOrder } from './plural';

/** `pointed`: an event clause pointed back at the setup (else the orders simply follow it). */
export type SetupFound = { trigger: TriggerIntent; spans: [number, number][]; pointed: boolean; onlyWhen?: number };

type Sentence = { at: number; text: string };

function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^.;!?\n]+/g;
  for (const m of text.matchAll(re)) {
    const lead = m[0].length - m[0].trimStart().length;
    const body = m[0].trim();
    if (body) out.push({ at: m.index + lead, text: body });
  }
  return out;
}

/** Wishes and AI work: "ocupo que…", "quiero…", "que la IA…". */
const WISH_OR_AI = /\b(?:quiero|queremos|quisiera|quisieramos|necesito|necesitamos|ocupo|ocupamos|me gustaria|nos gustaria|ayudenme|ayudeme|ayudame)\b|\bque\s+(?:la\s+ia|la\s+inteligencia artificial|el\s+agente|chatgpt)\b/;

/** True when the sentence gives an order: it starts with one, or carries one that can be nothing else. */
export function givesOrderHere(sentence: string): boolean {
  return wishOnly(sentence) || ordersHere(sentence);
}

/** "queremos rastrear las fallas": a wish with no order of its own is neither setup nor orders. */
const wishOnly = (sentence: string) => WISH_OR_AI.test(stripMarkers(sentence)) && !ordersHere(sentence);

function ordersHere(sentence: string): boolean {
  const plain = stripMarkers(sentence).trim();
  if (/\bque\s+(?:la\s+ia|la\s+inteligencia artificial|el\s+agente|chatgpt)\b/.test(plain)) return true;
  const start = plain.replace(/^(?:y|e|porfa|por favor|tambien|ademas|luego|despues|entonces)\s+/, '');
  if (firstVerbAt(start) === 0) return true;
  for (const m of plain.matchAll(new RegExp(ACTION_VERB.source, 'g'))) {
    if (unmistakableOrder(m[0]) && !/^(?:quiero|necesito|ocupo|quisiera|me gustaria)$/.test(m[0])) return true;
  }
  return false;
}

/** The source the setup names, or null when it names none or is no setup. */
function sourceOf(sentence: string): (typeof SETUP_SOURCES)[number] | null {
  const plain = stripMarkers(sentence);
  if (givesOrderHere(sentence) || !SETUP_VERBS.test(plain) || TRIGGER_CUE.test(plain)) return null;
  // "tengo un taller en Saltillo y mi contador me manda correos con asunto…": the business presented, then the setup.
  if (isIntro(sentence)) {
    const after = /^(.*?)(?:,\s*|\s+)y\s+(?=(?:mi|mis|nuestro|nuestra|nuestros|nuestras|el|la|los|las)\s)/.exec(sentence);
    return after && isIntro(after[1]) ? sourceOf(sentence.slice(after[0].length)) : null;
  }
  return SETUP_SOURCES.find((s) => s.words.test(plain)) ?? null;
}

/** The event clause at the start of the sentence that points back at the setup, with its length (0 for none). */
function eventBack(sentence: string): { length: number; minutes?: number; onlyWhen?: number; unit?: string; tail?: [number, number] } | null {
  // "Quisiera que cada uno se guarde…": the wish only leads the event said back.
  const wish = WISH_LEAD.exec(sentence);
  const wished = wish ? eventBack(sentence.slice(wish[0].length)) : null;
  if (wish && wished?.tail) return { ...wished, tail: [wish[0].length + wished.tail[0], wish[0].length + wished.tail[1]] };
  if (wish && wished?.length) return { ...wished, length: wish[0].length + wished.length };
  const plain = sentence;
  // "Nomás cuando el mensaje diga bug, creen…": about the data the setup sends, that "cuando" is an "if".
  const only = /^(?:y\s+)?solo\s+(cuando)\s/.exec(plain);
  if (only) return { length: 0, onlyWhen: only[0].length - 7 };
  const advance = ANAPHORIC_ADVANCE.exec(plain);
  if (advance) return { length: advance[0].length, minutes: minutesOf(advance) };
  const m = ANAPHORIC_EVENT.exec(plain);
  if (m && ends(plain.slice(m[0].length))) return { length: m[0].length };
  // "Cada mensaje que llegue guárdelo…": the thing the source carries, checked against the source found.
  const unit = UNIT_EVENT.exec(plain);
  if (unit && ends(plain.slice(unit[0].length))) return { length: unit[0].length, unit: unit[1] };
  // "¿Me podría avisar por Telegram cada que llegue uno?": the event said back at the end of the orders.
  const tail = TRAILING_EVENT.exec(plain);
  if (tail && ordersHere(plain.slice(0, tail.index))) return { length: 0, tail: [tail.index, tail.index + tail[0].length] };
  // "Nomás si el mensaje dice bug, creen…" / "Guárdenlo…": no event said, the orders follow the setup.
  if (!TRIGGER_CUE.test(plain) && (ordersHere(plain) || /^(?:y\s+)?(?:solo\s+)?si\s/.test(plain))) return { length: 0 };
  return null;
}

/** "quisiera que", "ocupo que": a wish before the event said back. */
const WISH_LEAD = /^(?:(?:yo|nosotros)\s+)?(?:quisiera|quisieramos|quiero|queremos|ocupo|ocupamos|necesito|necesitamos|me gustaria|nos gustaria)\s+que\s+/;
/** "…cada uno se guarde en la hoja", "…me llegue un whats": an impersonal order right after the event. */
const IMPERSONAL_START = new RegExp(`^(?:${IMPERSONAL_ORDER.source})`);

/** The event clause ends here: a comma, the end, or an order. */
function ends(rest: string): boolean {
  const r = rest.trimStart();
  return !r || r.startsWith(',') || firstVerbAt(r) === 0 || opensWithOrder(r) || /^(?:solo\s+)?si\s/.test(r) || (/^(?:se|me|le|les|nos)\s/.test(r) && IMPERSONAL_START.test(r));
}

function minutesOf(m: RegExpExecArray): number {
  const n = m[1] === 'media' ? 0.5 : m[1] === 'un' || m[1] === 'una' ? 1 : /^\d/.test(m[1]) ? Number(m[1]) : wordNumber(m[1])?.value ?? 0;
  const extra = m[3] === 'media' ? 0.5 : m[3] === 'cuarto' ? 0.25 : 0;
  const unit = m[2].startsWith('hora') ? 60 : m[2].startsWith('dia') ? 1440 : 1;
  return Math.round((n + extra) * unit);
}

/**
 * The setup block (the sentences with no order right before the first order) and the event said
 * back about it. Null when the message says its own event, or no setup names a source.
 */
export function setupSource(text: string): SetupFound | null {
  const all = sentences(text);
  // "…, que mande un POST a…": a piece that opens with an order in any person is an order too.
  const first = all.findIndex((s) => s.text.split(/,|\by\s+(?=\S)/).some((p) => ordersHere(p) || opensWithOrder(p)) || TRIGGER_CUE.test(stripMarkers(s.text)) || ANAPHORIC_ADVANCE.test(s.text) || /^(?:y\s+)?(?:por\s+)?cada\s+(?:uno|una)\b|^por\s+cada\b/.test(s.text));
  if (first < 1) return null;
  const at = all[first];
  const back = eventBack(at.text);
  if (!back) return null;
  // The setup: the last sentence before the orders that names a source (several describing sentences may lead to it).
  let setup: Sentence | null = null;
  let source: ReturnType<typeof sourceOf> = null;
  for (let i = first - 1; i >= 0 && !source; i--) {
    const found = sourceOf(all[i].text);
    if (found) { setup = all[i]; source = found; }
    else if (ordersHere(all[i].text)) break;
  }
  if (!setup || !source) return null;
  if (back.unit && !SOURCE_UNITS[source.node_id]?.includes(back.unit)) return null;
  // An advance notice points back at a calendar only; a calendar needs one.
  if ((back.minutes !== undefined) !== (source.node_id === 'google_calendar')) return null;
  const eventText = back.tail ? at.text.slice(...back.tail) : at.text.slice(0, back.length);
  const params: Record<string, unknown> = back.minutes !== undefined ? { minutes_before: back.minutes } : {};
  const spans: [number, number][] = [[setup.at, setup.at + setup.text.length]];
  if (back.length) spans.push([at.at, at.at + back.length]);
  if (back.tail) spans.push([at.at + back.tail[0], at.at + back.tail[1]]);
  return { trigger: { node_id: source.node_id, action_id: source.action_id, clause: `${setup.text}${back.tail ? ',' : ''} ${eventText}`.trim(), params, setup: true }, spans, pointed: back.length > 0 || !!back.tail, ...(back.onlyWhen !== undefined ? { onlyWhen: at.at + back.onlyWhen } : {}) };
}
