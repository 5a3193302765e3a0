/**
 * The tab a follow-up names in ways the plain "la hoja es X" reading misses, as typed:
 *
 *   "mejor que sea de la hoja Colegiaturas", "que lo guarde en la hoja Altas2", "léela de la hoja Mayo"
 *     → the word after "hoja" when a change leads to it;
 *   "lo de la hoja que sea la otra, Ventas2" → "Ventas2": a pointer ("la otra", "la nueva",
 *     "la correcta") is no name; the name said right after it is.
 */

/** A change that leads to "la hoja X": "que sea de la hoja X", "mejor en la hoja X", "guárdalo en la hoja X". */
const LED_TO_SHEET = /(?<!\p{L})(?:sea|sean|mejor|ahora|usa|lee|l[eé]ela|l[eé]elo|gu[aá]rdalo|gu[aá]rdala|gu[aá]rdalos|ap[uú]ntalo|an[oó]talo|p[aá]salo|m[eé]telo)\s+(?:(?:de|en|desde|a|con)\s+)?(?:la|otra|mi)\s+(?:hoja|pesta[nñ]a)\s+(?:llamada\s+)?["“«']?([\p{L}\d_-]+)["”»']?(?=\s*(?:[,;.!?\n]|\s+y\s|$))/iu;
/** "la hoja que sea la nueva: Junio", "la hoja es la otra, o sea Mayo": a pointer and the name said after it. */
const POINTED = /(?<!\p{L})(?:hoja|pesta[nñ]a)\s+(?:que\s+)?(?:sea|es|va a ser)\s+(?:la\s+)?(?:otra|nueva|correcta|buena)\s*[,:;]\s*(?:o sea\s+|osea\s+)?["“«']?([\p{L}\d_-]+)/iu;
/** Words that point at a tab without naming it. */
const POINTER = /^(?:la\s+|una\s+)?(?:otra|nueva|correcta|buena|de verdad|bien|misma)$/i;
const NAME_AFTER = /^\s*[,:;]?\s*(?:o sea\s+|osea\s+|la\s+|la de\s+)?["“«']?([\p{L}\d_-]+)["”»']?/u;
const NOT_A_NAME = /^(?:de|del|la|el|en|a|por|que|y|es|porfa|plis|gracias)$/i;

/**
 * The tab named: `found` as the plain reading read it (a pointer is swapped for the name after it),
 * else the tab a change leads to. Undefined when none is said.
 */
export function tabSaid(original: string, found: string | undefined): string | undefined {
  if (found && POINTER.test(found.trim())) {
    const at = original.indexOf(found);
    const name = at >= 0 ? NAME_AFTER.exec(original.slice(at + found.length))?.[1] : undefined;
    return name && !NOT_A_NAME.test(name) && !POINTER.test(name) ? name : undefined;
  }
  if (found) return found;
  const led = POINTED.exec(original)?.[1] ?? LED_TO_SHEET.exec(original)?.[1];
  return led && !NOT_A_NAME.test(led) && !POINTER.test(led) ? led : undefined;
}
