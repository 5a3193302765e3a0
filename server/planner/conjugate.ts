/** Conjugating an order from its "tú" imperative, by the data in lexicon/conjugation.ts. */
import { USTEDES_ENDINGS, USTEDES_IRREGULAR } from './lexicon/conjugation';

/** The plural order of a "tú" order stem ("manda" → "manden", "haz" → "hagan", "busca" → "busquen"). */
export function ustedesOf(stem: string): string {
  const irregular = USTEDES_IRREGULAR[stem];
  if (irregular) return irregular;
  const rule = USTEDES_ENDINGS.find(([tu]) => stem.endsWith(tu));
  return rule ? stem.slice(0, -rule[0].length) + rule[1] : stem;
}
