/**
 * Owners who explain by example: they describe one occurrence with sample data — "mi página manda un webhook
 * con nombre, teléfono y modelo, ejemplo el de ayer: Carlos Treviño, 8112345678, Jordan 4", "tipo: Juan,
 * 5512345678, corte de pelo", "(ayer por ejemplo eran 40 birotes)", "como el de ayer del señor Ramírez
 * 'Contrato depto 302'", "por ejemplo si llega doña Lupe y pide 3 docenas…, que se apunte…". The sample's values
 * change every time: they are the data's fields, never values to copy (its phone is not the owner's, its date
 * no schedule, its name no recipient). The example is taken out of the request before it is read, so every
 * reader binds to the fields the owner named; the request around it is left as written.
 *
 * Each marker is read once with a bounded look back (where its piece starts) and a bounded look ahead (where the
 * example ends: the sentence's end, a closing parenthesis, or a comma that opens the request again), so a message
 * made of one unit repeated reads in linear time.
 */
import { fold } from './normalize';
import { fieldsOfSample } from './sample-kinds';
import { firstVerbAt } from './verbs';
import { ABBREVIATION, CLAUSE_AFTER, DATE_WORD, EXAMPLE_LEAD, EXAMPLE_MARKER, KIND_OF_EXAMPLE, NOT_A_SAMPLE, RECURRING, REQUEST_AFTER, SAMPLE_NAME } from './lexicon/examples';

const MARKERS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${EXAMPLE_MARKER})(?![\\p{L}])`, 'gu');
/** How far back the piece holding a marker may start ("la semana pasada por ejemplo"). */
const LEAD_WINDOW = 40;
/** How long an example may run; a longer one is not taken out. */
const SEGMENT = 320;
/** How far a quote may run before it closes. */
const QUOTE_WINDOW = 200;


const CLOSE: Record<string, string> = { "'": "'", '"': '"', '«': '»', '“': '”', '‘': '’' };
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** An emoji at `i` (either half of a surrogate pair, or one in the basic plane). */
function emojiAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c >= 0xdc00 && c <= 0xdfff) return PICTOGRAPH.test(text.slice(i - 1, i + 1));
  if (c >= 0xd800 && c <= 0xdbff) return PICTOGRAPH.test(text.slice(i, i + 2));
  return c > 0x2000 && PICTOGRAPH.test(text[i]);
}

/** A period at `i` that ends a sentence (not "Sra.", not "18.40"). */
function sentenceStop(text: string, i: number): boolean {
  return text[i] === '.' && (i + 1 >= text.length || /\s/.test(text[i + 1])) && !ABBREVIATION.test(fold(text.slice(Math.max(0, i - 8), i)));
}

/** Where a quote opening at `i` closes, or -1 ("pa' llamarle" opens none: a quote opens after a space). */
function quoteEnd(text: string, i: number): number {
  const close = CLOSE[text[i]];
  if (!close || (i > 0 && !/[\s(:,]/.test(text[i - 1])) || /\s/.test(text[i + 1] ?? ' ')) return -1;
  for (let j = i + 1; j < Math.min(text.length, i + QUOTE_WINDOW); j++) if (text[j] === close && !/\p{L}/u.test(text[j + 1] ?? '')) return j;
  return -1;
}

/** Where the piece holding the marker at `at` starts: the boundary's index (-1 at the text's start), or null. */
function pieceBoundary(text: string, at: number): number | null {
  for (let i = at - 1; i >= Math.max(0, at - LEAD_WINDOW); i--) {
    if (',;(!?\n:'.includes(text[i]) || sentenceStop(text, i) || emojiAt(text, i)) return i;
  }
  return at <= LEAD_WINDOW ? -1 : null;
}

/** Where the sentence holding `at` starts (bounded look back). */
function sentenceStart(text: string, at: number): number {
  for (let i = at - 1; i >= Math.max(0, at - 200); i--) if ('!?\n'.includes(text[i]) || sentenceStop(text, i)) return i + 1;
  return Math.max(0, at - 200);
}

/** After a comma, the request opens again: a linking word ("y que", "quiero") or an order ("créale un issue"). */
const opensClause = (after: string) => CLAUSE_AFTER.test(after) || firstVerbAt(after.trimStart()) === 0;

type End = { at: number; stop: string };

/** What was read at a character already, so examples that overlap never read it twice (a wall of markers stays linear). */
type Seen = { quotes: Map<number, number>; commas: Map<number, boolean> };

function remembered<T>(memo: Map<number, T>, at: number, read: () => T): T {
  let v = memo.get(at);
  if (v === undefined) memo.set(at, (v = read()));
  return v;
}

/** Where the example that starts at `from` ends, or null when it runs too long. */
function exampleEnd(text: string, from: number, seen: Seen): End | null {
  const limit = Math.min(text.length, from + SEGMENT);
  let depth = 0;
  for (let i = from; i < limit; i++) {
    const c = text[i];
    const quoted = c in CLOSE ? remembered(seen.quotes, i, () => quoteEnd(text, i)) : -1;
    if (quoted > 0) {
      i = quoted;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      if (!depth) return { at: i, stop: ')' };
      depth--;
    } else if ('?!;\n'.includes(c)) return { at: i, stop: c };
    else if (sentenceStop(text, i)) return { at: i, stop: '.' };
    else if (emojiAt(text, i)) return { at: i, stop: '' };
    else if (c === ',' && /\s/.test(text[i + 1] ?? '') && remembered(seen.commas, i, () => opensClause(fold(text.slice(i + 1, i + 40))))) return { at: i, stop: ',' };
    else if (c === ' ' && (text[i + 1] === 'y' || text[i + 1] === 'Y') && remembered(seen.commas, i, () => REQUEST_AFTER.test(fold(text.slice(i, i + 20))))) return { at: i, stop: ' ' };
  }
  return limit === text.length ? { at: text.length, stop: '' } : null;
}

/** How many lines a sample given line by line may take. */
const SAMPLE_LINES = 12;

/**
 * The end of a sample given line by line from the line break at `at`: each short line that opens no clause and gives
 * no order is a value; the sample ends before the first that does, or at a blank line. Null when no line is a value.
 */
function sampleLines(text: string, at: number): End | null {
  let end = -1;
  let i = at;
  for (let n = 0; n < SAMPLE_LINES && i < text.length && i - at < SEGMENT; n++) {
    const next = text.indexOf('\n', i + 1);
    const stop = next < 0 ? text.length : next;
    const line = text.slice(i + 1, stop).replace(/^\s*[-•*]\s*/, '').trim();
    if (!line || line.length > 80 || opensClause(fold(line))) break;
    end = stop;
    i = stop;
  }
  return end < 0 ? null : { at: end, stop: end < text.length ? '\n' : '' };
}

/** A message said before a quoted example ("mándale un mensaje, por ejemplo: 'Hola…'"): the quote is its text. */
const TEXT_BEFORE = /\b(?:mensaje|mensajito|texto|que diga|que le diga|diciendo|diciendole|diciendoles|saludo|plantilla)\b[^,.;]*$/;

/** "mándale un whats, por ejemplo 'Hola, ya salió'": an order that sends, in the piece before the quote. */
const SENDS_TEXT = /\b(?:manda|mandale|mandales|mandame|envia|enviale|enviales|mande|mandes|envie|envies|le llegue|les llegue|contesta|contestale|responde|respondele|conteste|contestes|responda|respondas|escribele|escribeles)\b[^,.;]*$/;

/** The example is one quote and nothing after it in its piece. */
function onlyQuote(text: string, from: number): boolean {
  const open = text.slice(from, from + 8).search(/['"«“‘]/);
  const close = open < 0 ? -1 : quoteEnd(text, from + open);
  return close > 0 && /^\s*(?:$|[,.;!?\n])/.test(text.slice(close + 1, close + 4));
}

/** The run's date, where a sample name carried the example's date ("Facturas noviembre" → "Facturas {{…}}"). */
const RUN_DATE = '{{trigger.scheduled_at}}';

/**
 * "…para las facturas de ese mes, por ejemplo el 1 de noviembre saldría 'Facturas noviembre'": on a flow that runs by
 * itself, a sample name whose date words change with each run is the name with the run's date there. Said back as
 * "que se llame '…'" so the step that makes the thing reads it; null when the example names nothing that way.
 */
function namePattern(example: string, message: string): string | null {
  const folded = fold(example);
  const named = SAMPLE_NAME.exec(folded);
  if (!named || !DATE_WORD.test(named[1]) || !RECURRING.test(fold(message))) return null;
  const start = named.index + named[0].length - 1 - named[1].length;
  const typed = example.slice(start, start + named[1].length);
  const pattern = typed.replace(new RegExp(DATE_WORD.source, 'giu'), RUN_DATE).replace(/\s+/g, ' ').trim();
  return `que se llame "${pattern}"`;
}

/** The message with each example of the data taken out. */
export function withoutExamples(message: string): string {
  return readExamples(message).text;
}

/** The message with each example taken out, and the examples' own words (their sample values, for sample-binding.ts). */
export function readExamples(message: string): { text: string; samples: string[] } {
  const samples: string[] = [];
  if (!/ejemplo|\bej\b|tipo|como/i.test(message)) return { text: message, samples };
  let out = '';
  let last = 0;
  const seen: Seen = { quotes: new Map(), commas: new Map() };
  for (const m of message.matchAll(MARKERS)) {
    const at = m.index;
    if (at < last) continue;
    const found = pieceBoundary(message, at);
    if (found === null || found < last - 1) continue;
    if (!EXAMPLE_LEAD.test(fold(message.slice(found + 1, at)).trim())) continue;
    // "Ayer, por ejemplo, me pidieron…": the marker framed by commas; the piece before it, a lead alone, goes too.
    const framed = message[found] === ',' && /^\s*,/.test(message.slice(at + m[0].length, at + m[0].length + 8));
    const before = framed ? pieceBoundary(message, found) : null;
    const boundary = before !== null && before >= last - 1 && EXAMPLE_LEAD.test(fold(message.slice(before + 1, found)).trim()) ? before : found;
    const from = framed ? message.indexOf(',', at + m[0].length) + 1 : at + m[0].length;
    const content = message.slice(from, from + 60).replace(/^[\s:]+/, '');
    if (!content || NOT_A_SAMPLE.test(fold(content.slice(0, 30))) || (/ejemplo$/i.test(m[0]) && KIND_OF_EXAMPLE.test(fold(content.slice(0, 8))))) continue;
    // "mándale un mensaje, por ejemplo 'Hola, ya quedó'": a quote said as the text is the text, not a sample of data.
    const lead = fold(message.slice(Math.max(last, boundary - 80), boundary));
    if (/^['"«“‘]/.test(content) && (TEXT_BEFORE.test(lead) || (SENDS_TEXT.test(lead) && onlyQuote(message, from)))) {
      // Said as the text: "…un whats, por ejemplo 'Hola…'" reads "…un whats que diga 'Hola…'".
      if (boundary >= last) {
        out += `${message.slice(last, boundary)} que diga `;
        last = from + message.slice(from, from + 8).search(/['"«“‘]/);
      }
      continue;
    }
    const said = exampleEnd(message, from, seen);
    // "Ejemplo:\nJuan Pérez\n5512345678\n…": a sample given line by line, after the marker ends its own line.
    const end = said?.stop === '\n' && /^[\s:]*$/.test(message.slice(from, said.at)) ? sampleLines(message, said.at) : said;
    if (!end) continue;
    const mark = message[boundary] ?? '';
    if (mark === '(' && end.stop !== ')') continue;
    let cut: number;
    let resume: number;
    if (mark === '(') {
      // "(ayer por ejemplo eran 40 birotes)": the whole parenthesis goes.
      cut = boundary;
      while (cut > last && /[ \t]/.test(message[cut - 1])) cut--;
      resume = end.at + 1;
    } else if (mark === ',' || mark === ';') {
      // "…y modelo, ejemplo: Carlos, 81…, Jordan 4. Ocupo…": from the comma before it; what ends it stays.
      cut = boundary;
      resume = end.at;
    } else {
      // At a sentence's start, the example's own stop goes with it.
      cut = boundary + 1;
      resume = end.stop === ',' || end.stop === '.' ? end.at + 1 : end.at;
      while (resume < message.length && /[ \t]/.test(message[resume])) resume++;
    }
    // "…mi formulario, tipo: Juan, 5512345678, martes 5pm": with no fields named, the sample's values say which, right
    // after the word that names the data (sample-kinds.ts).
    const start = sentenceStart(message, boundary);
    const fields = mark === ',' || mark === ';' || mark === '(' ? fieldsOfSample(message.slice(start, boundary), message.slice(from, end.at)) : null;
    const place = fields ? start + fields.at : -1;
    out += place >= last && place <= cut ? message.slice(last, place) + fields!.text + message.slice(place, cut) : message.slice(last, cut);
    // A sample name with the run's date in it stays, as the name's pattern.
    const pattern = namePattern(message.slice(from, end.at), message);
    if (pattern) out += mark === ',' || mark === ';' ? `, ${pattern}` : ` ${pattern}${end.stop === ',' || end.stop === '.' ? end.stop : ''}`;
    else samples.push(message.slice(from, end.at));
    if (cut > 0 && !/\s/.test(message[cut - 1]) && resume < message.length && !/[\s.,;:!?)]/.test(message[resume])) out += ' ';
    last = resume;
  }
  return { text: last ? out + message.slice(last) : message, samples };
}
