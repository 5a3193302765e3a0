/**
 * Automation jargon read as what it means in the catalogue ("me pegan un POST" → a webhook arrives,
 * "un row" → a row, "un query al sheet" → read the sheet, "el trigger de las 8" → at 8), so the rest
 * of the planner reads everyday Spanish. The readings are data in `lexicon/jargon.ts`; this applies
 * them, in order, to normalised text (each pattern runs once over the text, in linear time).
 */
import { JARGON } from './lexicon/jargon';

/** Cheap gate: text with none of these words has no jargon to read. */
const ANY_JARGON = /\b(?:post|put|request|peticion|hit|endpoints?|webhook|link|liga|json|payload|body|rows?|log{1,2}u?e[a-z]*|trigger|cron|cronjob|disparador|flow|flujo|workflow|automatizacion|query|querie|queri|select|filters?|filtro|output|transform|transformer|mapper|mapeo|mapping)\b/;

export function readJargon(text: string): string {
  if (!ANY_JARGON.test(text)) return text;
  let s = text;
  for (const r of JARGON) s = typeof r.as === 'string' ? s.replace(r.words, r.as) : s.replace(r.words, r.as as (m: string, ...g: string[]) => string);
  return s.replace(/ {2,}/g, ' ').trim();
}
