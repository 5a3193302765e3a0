/**
 * Orders asked as a question ("¿se puede que cuando llegue un pedido se guarde en la hoja y le conteste
 * al cliente?", "¿cómo le hago para que diario saque las ventas…?", "¿se puede guardar cada mensaje y
 * contestarles?"): the wrapper that asks whether or how is taken out, and what it wraps reads as the
 * order: its "usted" subjunctives ("le conteste", "me lo mande") and its infinitives at a clause start
 * ("y contestarles") as "tú" orders. The verb just after "cuando" is the event's and stays. The question
 * mark goes too, so the message is no longer read as a question. A polite ask said as a question ("¿me lo puedes
 * mandar…?") ends its sentence where the question did. Data in `lexicon/asked-orders.ts`.
 */
import { CAPABILITY_ASK, CLAUSE_LEADS, EVENT_CUE, EVENT_OPENERS, KNOW_IF, POLITE_QUESTION, WORK_SUBJECTS, WRAPPERS } from './lexicon/asked-orders';
import { stripAccents } from './normalize';
import { ustedAsTu } from './plural';
import { orderOfInfinitive } from './polite';
import { ABOUT_PRODUCT } from './lexicon/product-questions';

const alt = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

/** The wrapper where a sentence or a question starts, and whether "que" follows it. */
// Spaces only after the stop ("\n" is a stop itself): "\s*" there rescanned every blank line ahead, quadratic on a
// message of line breaks.
const WRAPPER = new RegExp(`(^|[¿.!?;:\\n]|,(?=\\s*¿))([ \\t]*¿?[ \\t]*(?:(?:oye|oiga|y|entonces|pero)\\s*,?\\s+)?(?:${KNOW_IF}\\s+)?(?:${WRAPPERS.join('|')})\\s+(?:que\\s+(?!(?:${alt(WORK_SUBJECTS)})\\b))?)`, 'g');
const PRONOUNS = ['me', 'te', 'le', 'les', 'lo', 'la', 'los', 'las', 'nos', 'se'];
const EVENT_VERB_BEFORE = new RegExp(`\\b(?:${alt(EVENT_OPENERS)})\\s+(?:[a-z0-9]+\\s+){0,3}$`);
const SUBJECT_BEFORE = new RegExp(`\\b(?:${alt(WORK_SUBJECTS)})\\s+$`);
const LEADS = new RegExp(`(?:^|[,;]|\\b(?:${alt(CLAUSE_LEADS)}))\\s*$`);

/** "sola", "solito", "en automático": said of what is done by itself. */
const BY_ITSELF = /^\s+(?:sol[oa]s?|solit[oa]s?|en automatico|automaticamente)\b/;

/** What the owner said they do by hand with this order's verb ("tengo que crear su carpeta a mano" → "su carpeta"). */
function choreOf(order: string, said: string): string | undefined {
  const infinitives = order.endsWith('a') ? [`${order}r`] : [`${order}r`, `${order.slice(0, -1)}ir`];
  const m = new RegExp(`\\b(?:${infinitives.join('|')})\\s+((?:el|la|los|las|su|sus)\\s+[a-z]+)`).exec(said);
  return m?.[1];
}

/** The asked part read as orders (folded text in, text with the same letters out). */
function asOrders(raw: string, folded: string, said = ''): string {
  let out = '';
  let at = 0;
  const words = [...folded.matchAll(/[a-z]+/g)];
  for (let i = 0; i < words.length; i++) {
    const w = words[i][0];
    const start = words[i].index;
    const tu = ustedAsTu(w);
    if (tu !== w) {
      // Pronouns said before it ("me lo mande", "le conteste") go after the "tú" order.
      let j = i;
      while (j > 0 && j > i - 2 && PRONOUNS.includes(words[j - 1][0]) && /^\s+$/.test(folded.slice(words[j - 1].index + words[j - 1][0].length, words[j].index))) j--;
      const pronouns = words.slice(j, i).map((x) => x[0]);
      // "que se apunte en la hoja" asks for the thing to be written down: "apúntalo".
      if (pronouns[0] === 'se' && pronouns.length === 1) pronouns[0] = 'lo';
      const from = words[j].index;
      const before = folded.slice(0, from);
      if (/\b(?:no|se)\s+$/.test(before) && !pronouns.length) continue;
      if (/\bno\s+$/.test(before)) continue;
      if (SUBJECT_BEFORE.test(before)) continue;
      if (EVENT_VERB_BEFORE.test(before.slice(before.search(/[^,;]*$/)))) continue;
      const order = ustedAsTu(w + pronouns.join(''));
      if (order === w + pronouns.join('')) continue;
      // "tengo que crear su carpeta a mano… ¿se puede que se cree sola?": done by itself, the chore named before is the thing.
      const alone = pronouns[0] === 'lo' && pronouns.length === 1 ? BY_ITSELF.exec(folded.slice(start + w.length)) : null;
      const chore = alone ? choreOf(tu, said) : undefined;
      if (alone && chore) {
        const cut = /\bque\s+$/.exec(before);
        out += raw.slice(at, cut ? cut.index : from) + `${tu} ${chore}`;
        at = start + w.length + alone[0].length;
        continue;
      }
      // "y que le conteste" → "y contéstale": the "que" of the subjunctive goes with it.
      const cut = /\bque\s+$/.exec(before);
      const to = cut ? cut.index : from;
      out += raw.slice(at, to) + order;
      at = start + w.length;
      continue;
    }
    const order = orderOfInfinitive(w);
    if (order && LEADS.test(folded.slice(0, start))) {
      out += raw.slice(at, start) + order;
      at = start + w.length;
    }
  }
  return out + raw.slice(at);
}

/**
 * "¿me lo puedes mandar a mi correo cada lunes? Está en la hoja…": a polite ask of an order is no question, and its
 * sentence ends where the question did (polite.ts reads the ask itself as the order).
 */
function politeAsksClosed(message: string, folded: string): string {
  let out = message;
  for (const m of folded.matchAll(POLITE_QUESTION)) {
    if (!orderOfInfinitive(m[1])) continue;
    const close = folded.indexOf('?', m.index);
    if (close < 0 || /[¿]/.test(folded.slice(m.index + 1, close))) continue;
    out = `${out.slice(0, m.index)} ${out.slice(m.index + 1, close)}.${out.slice(close + 1)}`;
  }
  return out;
}

/** The message with each order asked as a question said as the order. */
export function askedAsOrder(message: string): string {
  // Accents and case are folded letter by letter, so positions match the message as typed.
  const folded = stripAccents(message.toLowerCase());
  return folded.length === message.length ? wrappersOut(politeAsksClosed(message, folded)) : message;
}

/** The message with each wrapper ("¿se puede que…?") taken out and what it wraps read as orders. */
function wrappersOut(message: string): string {
  // Closing a polite ask keeps every position, so the folding still matches letter by letter.
  const folded = stripAccents(message.toLowerCase());
  let out = '';
  let at = 0;
  for (const m of folded.matchAll(WRAPPER)) {
    if (m.index < at) continue;
    const bodyStart = m.index + m[0].length;
    // The asked part runs to the question mark, or to the end of its sentence when none closes it.
    const close = folded.slice(bodyStart).search(/[?]|[.!](?:\s|$)|\n/);
    const end = close < 0 ? folded.length : bodyStart + close;
    if (CAPABILITY_ASK.test(folded.slice(bodyStart, end)) && !EVENT_CUE.test(folded.slice(bodyStart, end))) continue;
    // "¿es posible cancelar cuando quiera?": a question about the product itself stays a question.
    if (ABOUT_PRODUCT.test(folded.slice(bodyStart, end))) continue;
    const lead = m[1] === '¿' ? '' : m[1];
    out += message.slice(at, m.index) + (lead ? `${lead} ` : '') + asOrders(message.slice(bodyStart, end), folded.slice(bodyStart, end), folded.slice(0, m.index));
    at = end;
    if (folded[end] === '?') {
      out += '.';
      at = end + 1;
    }
  }
  return at ? out + message.slice(at) : message;
}
