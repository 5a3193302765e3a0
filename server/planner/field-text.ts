/**
 * A name said as words and a field of the data joined to them: "con título Entrega + el order_id", "que se llame
 * pedido- y el order_id", "de nombre Pedido más el folio". The words are kept as typed and the field becomes its
 * reference: "Entrega {{trigger.body.order_id}}", "pedido-{{trigger.body.order_id}}". Only a field the data has.
 */
import type { FillContext } from './fill';
import { stripMarkers } from './extract';
import { fieldRef, latestOutput } from './refs';
import { triggerShape } from './shape';
import { spokenField } from './payload-words';
import { written } from './said-text';

/** Words that start the field, not the name: an article, a joining word. */
const NOT_NAME = '(?!(?:el|la|los|las|su|sus|y|mas|con|que|de)\\b)';
const WORD = `${NOT_NAME}[^\\s,;+]+`;

/** The name the clause gives after one of `keywords`, as words joined to a field of the data, or undefined. */
export function wordsAndField(ctx: FillContext, keywords: string): string | undefined {
  if (latestOutput(ctx.steps)) return undefined;
  const plain = stripMarkers(ctx.focus ?? ctx.clause);
  const m = new RegExp(`\\b(${keywords})\\s+(?:de\\s+)?(${WORD}(?:\\s+${WORD}){0,3})\\s*(?:\\+|\\by\\b|\\bmas\\b)\\s*(?:el|la|su)\\s+([a-z_]+(?:\\s+(?:de|del)\\s+[a-z_]+)?)`).exec(plain);
  if (!m) return undefined;
  const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
  const field = spokenField(m[3].replace(/\s+/g, '_'), shape.fields) ?? spokenField(m[3].split(/\s+/)[0], shape.fields);
  if (!field) return undefined;
  // As typed where this name is said (after its keyword), not where the word first appears.
  const words = written(ctx.original, m[2], m[1].split(/\s+/).at(-1));
  return `${words}${/[-_/#:]$/.test(words) ? '' : ' '}${fieldRef(shape.node, field)}`;
}
