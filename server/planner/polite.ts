/**
 * Polite asks read as the plain order: "¿me podría guardar cada uno en la carpeta…?" as "guárdame cada
 * uno…", "¿nos puede avisar por Slack?" as "avísanos…", "le encargo que mande…" as "que mande…". The
 * infinitives are generated from the order stems (verbs.ts), never listed by hand; data in
 * `lexicon/polite.ts`. A pronoun said before the ask goes after the order ("¿me lo puedes mandar?" as "mándamelo"). An ask followed by "que" ("¿me podría hacer que…?") is left as said.
 */
import { ASK_THAT, IRREGULAR_INFINITIVES, POLITE_ASKS } from './lexicon/polite';
import { EDIT_STEMS } from './lexicon/conjugation';
import { ORDER_STEMS } from './verbs';

/** Infinitive → "tú" order stem ("guardar" → "guarda", "escribir" → "escribe", "hacer" → "haz"). */
const STEM_OF = new Map<string, string>(Object.entries(IRREGULAR_INFINITIVES));
for (const stem of new Set([...ORDER_STEMS, ...EDIT_STEMS])) {
  if (stem.endsWith('a')) STEM_OF.set(`${stem}r`, stem);
  else if (stem.endsWith('e')) {
    if (!STEM_OF.has(`${stem}r`)) STEM_OF.set(`${stem}r`, stem);
    STEM_OF.set(`${stem.slice(0, -1)}ir`, stem);
  }
}

const CLITICS = ['los', 'las', 'lo', 'la', 'les', 'le', 'me', 'nos'];
const alt = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).join('|');
/** "me podría guardar(lo)", "nos puede usted mandar": the pronoun, the ask, the infinitive and its own pronoun. */
const POLITE = new RegExp(`\\b(me|nos)\\s+(?:(lo|la|los|las)\\s+)?(?:${alt(POLITE_ASKS)})\\s+(?:usted\\s+|ustedes\\s+)?(${alt(STEM_OF.keys())})(${alt(CLITICS)})?\\b(?!\\s+que\\b)`, 'g');
/** "podría guardar…" where a sentence or a clause starts, with no pronoun. */
const BARE_POLITE = new RegExp(`(^|[.,;:]\\s*|\\by\\s+)(?:usted\\s+)?(?:${alt(POLITE_ASKS)})\\s+(?:usted\\s+)?(${alt(STEM_OF.keys())})(${alt(CLITICS)})?\\b(?!\\s+que\\b)`, 'g');
const THAT = new RegExp(`\\b(?:${alt(ASK_THAT)})\\b`, 'g');

/** The (normalised) text with its polite asks said as plain orders. */
export function politeAsTu(text: string): string {
  return text
    // "¿me lo puedes mandar?": the pronoun said before the ask goes after the order ("mándamelo").
    .replace(POLITE, (_m, pronoun: string, climbed = '', inf: string, clitic = '') => `${STEM_OF.get(inf)}${climbed ? pronoun + climbed : /^l/.test(clitic) && !/^le/.test(clitic) ? pronoun + clitic : clitic || pronoun}`)
    .replace(BARE_POLITE, (_m, lead: string, inf: string, clitic = '') => `${lead}${STEM_OF.get(inf)}${clitic}`)
    .replace(THAT, 'que');
}

const ORDER_WORDS = new Set([...ORDER_STEMS, ...EDIT_STEMS]);
const INFINITIVE_WITH = new RegExp(`^([a-z]+?(?:ar|er|ir))(melos|melas|melo|mela|selos|selas|selo|sela|noslo|nosla|${alt(CLITICS)})?$`);

/** The "tú" order an infinitive stands for ("crear" → "crea", "mandarsela" → "mandasela"), or undefined (normalised word). */
export function orderOfInfinitive(word: string): string | undefined {
  const m = INFINITIVE_WITH.exec(word);
  const stem = m ? STEM_OF.get(m[1]) : undefined;
  return stem && ORDER_WORDS.has(stem) ? `${stem}${m![2] ?? ''}` : undefined;
}
