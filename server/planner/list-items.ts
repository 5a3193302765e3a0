/**
 * A request written as a list ("Lo que necesito:\n1. cuando llegue un pedido…\n2. guardarlo…",
 * "- cada viernes a las 5\n- lee la hoja…", "paso 1: …"): each item becomes a sentence of its own,
 * its mark taken out, so the parser reads the list as the clauses it already knows. Line breaks
 * are lost when the text is normalised; without this, a mark is glued into the value before it
 * ("Proyecto Nuevo 2") and an item runs into the next one. Marks in `lexicon/list-marks.ts`.
 */
import { BARE_COMPARISON, BULLET_MARK, CONDITION_LABEL, GERUND, GOES_ON, LETTER_MARK, NUMBER_MARK, OPEN_ENDING, OPENERS, WORD_NUMBER_MARK } from './lexicon/list-marks';
import { normalize, normalizeWord } from './normalize';
import { ACTION_VERB } from './verbs';
import { STATE_FIELDS } from './lexicon/condition-verbs';
import { orderOfInfinitive } from './polite';

// "1.- cuando…": marks may come together.
const MARK = new RegExp(`^(?:(?:${WORD_NUMBER_MARK}|${NUMBER_MARK}|${LETTER_MARK}|${BULLET_MARK})\\s*)+`, 'iu');
const GOES_ON_RE = new RegExp(`^(?:${GOES_ON.join('|')}|${GERUND})(?![\\p{L}])`, 'iu');
/** A line already closed by its own punctuation (or a title line's colon); a quote's own colon closes nothing. */
const CLOSED = /[.!?;:,…]$/u;
const OPENS = new RegExp(`^(?:${OPENERS.join('|')})\\b`);
/** A line that opens a sentence of its own: an opener word or an order ("guárdalo…", "mandar…"). */
function opensSentence(line: string): boolean {
  const said = normalize(line);
  const first = said.split(/\s+/)[0] ?? '';
  return OPENS.test(said) || ACTION_VERB.test(first) || !!orderOfInfinitive(first);
}
const WRAPPED = new RegExp(`(?<![\\p{L}])(?:${OPEN_ENDING.join('|')})$`, 'iu');

const LABELED = new RegExp(`^${CONDITION_LABEL}(?:(?:solo\\s+)?(?:si|cuando)\\s+)?(?:que\\s+)?`, 'iu');
const COMPARISON = new RegExp(`^${BARE_COMPARISON}`, 'iu');
/** "- que el estatus sea pagado": a field that holds one state, said with its value. */
const STATE_SAID = new RegExp(`^(?:que\\s+)?(?:el|la|su)\\s+(?:${[...STATE_FIELDS].join('|')})\\s+(?:no\\s+)?(?:sea|este|diga|quede)\\s+\\S`, 'iu');

/**
 * "- que el total sea mayor a 1000", "- condición: el estatus diga pagado": a condition on its own line, said
 * with no "si", is the flow's condition.
 */
function asCondition(item: string): string | undefined {
  const label = LABELED.exec(item);
  if (label) return `solo si ${item.slice(label[0].length)}`;
  return COMPARISON.test(item) || STATE_SAID.test(item) ? `solo si ${item.replace(/^que\s+/i, '')}` : undefined;
}

/** "2. crear una carpeta…", "3. mandarsela al cliente": an item that opens with an infinitive gives that order. */
function asOrder(item: string): string {
  const condition = asCondition(item);
  if (condition) return condition;
  const first = /^\p{L}+/u.exec(item)?.[0];
  const order = first ? orderOfInfinitive(normalizeWord(first)) : undefined;
  return order ? order + item.slice(first!.length) : item;
}

/**
 * "Porfa:", "Unos ajustes:", "Lo que quiero:": a short title over the list, with no order and no value of its own,
 * says nothing the items do not (a title that says something, "Quiero un botón que haga esto:", stays).
 */
function bareTitle(line: string, next: string | undefined): boolean {
  const said = normalize(line);
  return !!next && MARK.test(next) && /:$/.test(line) && said.split(/\s+/).length <= 3 && !ACTION_VERB.test(said) && !/\d|[{#@]|https?:/.test(said);
}

/** An item's number written inside a line: "1) …", "paso 2: …". */
const INLINE_MARK = /(?<=^|[\s:;,.])(?:(\d{1,2})\)|paso\s+(\d{1,2})\s*[:.)-]?)\s+(?=\p{L})/giu;

/** "Necesito: 1) cuando… 2) guardarlo… 3) avisarme…": numbered items written on one line, 1, 2, 3… in order, each put on its own. */
function inlineItems(message: string): string {
  const marks = [...message.matchAll(INLINE_MARK)];
  const numbers = marks.map((m) => Number(m[1] ?? m[2]));
  if (marks.length < 2 || numbers[0] !== 1 || numbers.some((n, i) => n !== i + 1)) return message;
  let out = message.slice(0, marks[0].index);
  marks.forEach((m, i) => { out += `\n${message.slice(m.index, marks[i + 1]?.index ?? message.length).trim()} `; });
  return out.trimEnd();
}

/** The message with every line of a list read as its own sentence. */
export function listAsClauses(said: string): string {
  const message = said.includes('\n') ? said : inlineItems(said);
  if (!message.includes('\n')) return message;
  const lines = message.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines.length < 2) return message;
  let out = '';
  let prevItem = false;
  const listed = lines.some((l) => (MARK.exec(l)?.[0].length ?? l.length) < l.length);
  for (const [at, line] of lines.entries()) {
    if (bareTitle(line, lines[at + 1])) continue;
    const mark = MARK.exec(line);
    // "-5 grados" or "*importante*" is no mark: a mark is followed by a space or a letter.
    const bare = mark && mark[0].length < line.length ? line.slice(mark[0].length).trim() : line;
    const marked = bare !== line;
    // "Condición: …" on a line of its own, marked or not.
    // (A list with no marks: its lines are items too, "mandar un whats al…".)
    const item = marked || (!listed && opensSentence(bare)) ? asOrder(bare) : LABELED.test(bare) ? asCondition(bare)! : bare;
    if (!out) { out = item; prevItem = marked; continue; }
    // "…dándole las gracias\ny su cupón…": an unmarked line that opens with a conjunction goes on with the item.
    // "…guárdalo en la hoja\nPedidos del sheet…": a line cut after a word no sentence ends with goes on too.
    // With no marks at all, a line that opens no sentence goes on with the one before it.
    if (!marked && (prevItem && GOES_ON_RE.test(item) || WRAPPED.test(out) || (!listed && !CLOSED.test(out) && !opensSentence(item)))) { out += ` ${item}`; continue; }
    out += `${CLOSED.test(out) ? '' : '.'} ${item}`;
    prevItem = marked || prevItem;
  }
  return out;
}
