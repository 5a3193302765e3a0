/**
 * "mándale whats al cliente con la liga de pago https://…", "…con el link del catálogo https://…": a link
 * the message carries (not a web request, see `LINK_SENT` in parse.ts) is said in the message's text.
 */
import { LINK_SENT } from './lexicon/clause-words';
import { literalsIn, type Literal } from './extract';

/** The message saying the link, by the words that name it ("liga de pago", as `written` gives them back), when the clause sends one. */
export function sentLink(clause: string, literals: Literal[], written: (phrase: string) => string = (w) => w): string | undefined {
  for (const m of clause.matchAll(/\{u\d+\}/g)) {
    const named = LINK_SENT.exec(clause.slice(0, m.index));
    const url = literalsIn(m[0], literals, 'url')[0];
    if (!named || !url || /discord(?:app)?\.com\/api\/webhooks|docs\.google\.com/.test(url)) continue;
    const words = named[0].replace(/^\S+\s+\S+\s+/, '').replace(/\s*:?\s*$/, '');
    return `Aquí está ${/^liga\b/.test(words) ? 'la' : 'el'} ${written(words)}: ${url}`;
  }
  return undefined;
}
