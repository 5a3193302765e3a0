/**
 * "mándale whats al cliente con lo que debe": the amount owed is the data's money field (Monto, Saldo, Total…),
 * when the data has one of those names.
 */
import { MONEY_NAMES, OWED } from './lexicon/owed';
import { fold } from './normalize';

/** The field (as named in `fields`) that the text's "lo que debe" points at, or undefined. */
export function owedField(plain: string, fields: string[]): string | undefined {
  if (!OWED.test(plain)) return undefined;
  for (const name of MONEY_NAMES) {
    const hit = fields.find((f) => fold(f) === name || fold(f).startsWith(`${name}_`));
    if (hit) return hit;
  }
  return undefined;
}

/** "recordándole lo que nos debe": a dictated text about the amount owed is followed by it. */
export function withOwedValue(text: string, fields: { name: string; ref: string }[]): string {
  const owed = owedField(fold(text), fields.map((f) => f.name));
  const ref = fields.find((f) => f.name === owed)?.ref;
  return ref && !text.includes(ref) ? `${text.replace(/[.!]$/, '')}: ${ref}` : text;
}
