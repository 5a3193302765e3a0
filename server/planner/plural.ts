/**
 * Plural (ustedes) orders read as the "tú" ones: "anótenlo en la hoja…" as "anótalo…", "avisen al
 * Telegram" as "avisa al Telegram", "escríbanle a x@y.mx" as "escríbele…". The forms are generated from
 * the order stems (verbs.ts) and the conjugation data (lexicon/conjugation.ts), never listed by hand.
 * A form with a pronoun glued on can only be an order; a bare one ("avisen", "esperen") is read as one
 * where a clause starts, since elsewhere it may be the event's own verb ("cuando me manden…").
 */
import { EDIT_STEMS, NOUNS_LIKE_ORDERS, PLURAL_ENCLITICS } from './lexicon/conjugation';
import { ustedesOf } from './conjugate';
import { ORDER_STEMS } from './verbs';

export { ustedesOf } from './conjugate';

/** Plural form → "tú" stem (bare) and plural form + pronoun → "tú" stem + pronoun. */
const BARE = new Map<string, string>();
const GLUED = new Map<string, string>();
for (const stem of new Set([...ORDER_STEMS, ...EDIT_STEMS])) {
  const plural = ustedesOf(stem);
  if (plural === stem) continue;
  BARE.set(plural, stem);
  // A reflexive order ("quédense") carries its own pronoun already.
  if (/se$/.test(plural) && /te$/.test(stem)) continue;
  for (const e of PLURAL_ENCLITICS) GLUED.set(plural + e, stem + e);
}

/** Every bare order word: the "tú" stem, its plural and its "usted" form ("lee", "lean", "lea"). */
const ORDER_WORDS = new Set(ORDER_STEMS.flatMap((stem) => {
  const plural = ustedesOf(stem);
  return plural === stem ? [stem] : [stem, plural, plural.replace(/n(se)?$/, '$1')];
}));

/** The bare "usted" orders ("guarde", "consulte", "mande"), three letters or more. */
export const USTED_ORDERS = [...new Set(ORDER_STEMS.map((stem) => ustedesOf(stem)).filter((p) => /n$/.test(p)).map((p) => p.slice(0, -1)))].filter((w) => w.length > 3);

/** "…y los mande por POST", "y le conteste": a bare "usted" order after its pronoun, which can be nothing else. */
export const PRONOUN_USTED_ORDER = new RegExp(`\\b(?:lo|la|los|las|le|les|me|nos)\\s+(?:${USTED_ORDERS.join('|')})\\b`);

/**
 * "usted" order → "tú" order, bare and with its pronoun: "cree" → "crea", "agregue" → "agrega", "quítele" → "quítale",
 * "póngalo" → "ponlo", "deshágalo" → "deshazlo" ("use" → "usa" is the one of three letters).
 */
const USTED = new Map<string, string>();
const BARE_USTED: [string, string][] = [];
for (const stem of new Set([...ORDER_STEMS, ...EDIT_STEMS])) {
  const plural = ustedesOf(stem);
  if (!/n$/.test(plural) || (plural.length <= 4 && stem !== 'usa')) continue;
  const usted = plural.slice(0, -1);
  USTED.set(usted, stem);
  BARE_USTED.push([usted, stem]);
  for (const e of PLURAL_ENCLITICS) USTED.set(usted + e, stem + e);
}
// "…nomás cuando pase de 5 mil": after "cuando" or "si" the verb says when, it is no order.
const USTED_RE = new RegExp(`(?<!\\b(?:que|se|no|lo|la|le|me|les|nos|los|las|cuando|si)\\s)\\b(${[...USTED.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

/**
 * A request passed on ("dice Alma que quites lo del whats", `reported.ts`) keeps the "tú" subjunctive: the bare "usted"
 * form of an edit plus "s" ("quites", "cambies", "pongas") is that order, said right after "que" too ("…y que cambies
 * la hora"). Only edits ("reportes", "mandes" in "no les mandes nada" are other words), and never a noun ("dos ajustes:").
 */
const SUBJUNCTIVE = new Map(BARE_USTED.filter(([usted, tu]) => EDIT_STEMS.includes(tu) && !NOUNS_LIKE_ORDERS.has(`${usted}s`)).map(([usted, tu]) => [`${usted}s`, tu]));
const SUBJUNCTIVE_RE = new RegExp(`(?<!\\b(?:se|no)\\s)\\b(${[...SUBJUNCTIVE.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

/** A follow-up's "usted" orders ("que primero cree una carpeta…", "quítele lo de Telegram") said as the "tú" ones (never right after "que", "se", "no", "cuando", "si" or a pronoun). */
export function ustedAsTu(text: string): string {
  return text.replace(USTED_RE, (w) => USTED.get(w) ?? w).replace(SUBJUNCTIVE_RE, (w) => SUBJUNCTIVE.get(w) ?? w);
}

/** "lea la hoja…", "que revise…", "y busquen…": the piece opens with an order (any person). */
export function opensWithOrder(clause: string): boolean {
  // "que la IA redacte…": work asked of the AI is an order too.
  if (/^(?:(?:y|e)\s+)?(?:que\s+)?(?:la\s+ia|la\s+inteligencia artificial|el\s+agente|chatgpt)\s+[a-z]+/.test(clause.trim())) return true;
  const first = /^(?:(?:y|e|que|luego|despues|tambien)\s+)*([a-z]+)/.exec(clause.trim())?.[1];
  return !!first && ORDER_WORDS.has(first);
}

const words = (m: Map<string, string>) => [...m.keys()].sort((a, b) => b.length - a.length).join('|');
// One alternation of plurals and one of pronouns (not every pair): the text is read on every turn.
const GLUED_RE = new RegExp(`\\b(?:${words(BARE)})(?:${[...PLURAL_ENCLITICS].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');
/** Where a clause starts: the text's start, a stop, a comma, or "y", "porfa", "luego"… right after one. */
const BARE_RE = new RegExp(`((?:^|[.,;:!?\\n]|\\b(?:y|e|porfa|por favor|luego|despues|tambien|ademas|entonces|finalmente|y luego|y despues|a mi|y a mi|al final|al principio|al inicio|primero|(?:antes|despues)\\s+(?:del|de la|de)\\s+[a-z]+)\\b)\\s*)(${words(BARE)})\\b`, 'g');

const PROCLITIC_RE = new RegExp(`((?:^|[.,;:!?\\n]|\\b(?:y|e)\\b)\\s*)(me|le|les|nos|lo|la|los|las)\\s+(${words(BARE)})\\b`, 'g');

/** Every plural order in the (normalised) text said as the "tú" one. */
export function pluralAsTu(text: string): string {
  return text.replace(GLUED_RE, (w) => GLUED.get(w) ?? w)
    // "…, lo guarden en la tabla…", "le contesten al cliente": a pronoun before the plural goes after the tú order.
    .replace(PROCLITIC_RE, (_m, lead: string, pronoun: string, w: string) => lead + (BARE.get(w) ?? w) + pronoun)
    .replace(BARE_RE, (_m, lead: string, w: string) => lead + (BARE.get(w) ?? w));
}
