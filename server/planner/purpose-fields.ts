/**
 * A canned text for a purpose ("un correo de bienvenida", "dándole las gracias", "confirmándole")
 * that also names fields of the data: "un correo de bienvenida con su plan", "dándole la bienvenida
 * con su Nombre" (a row's column, as the owner typed it). The person's name opens the greeting; every
 * other field named is said after the text, with its value ("Tu plan: {{trigger.body.plan}}.").
 */
import type { FillContext } from './fill';
import { stripMarkers } from './extract';
import { fieldOfKind } from './lexicon/fields';
import { stripAccents } from './normalize';
import { fieldRef, latestOutput } from './refs';
import { escapeRegExp } from './regexp';
import { triggerShape } from './shape';

/** "con su plan", "con su Nombre y su folio": the words that name a field the text carries. */
const WITH_FIELD = (f: string) => new RegExp(`\\bcon\\s+(?:su|sus|el|la|los|las)\\s+(?:[a-z_]+\\s+(?:y|e)\\s+(?:su|sus|el|la|los|las)\\s+)?${escapeRegExp(f)}\\b`);

export type SaidFields = { hello?: string; tail: string };

/** The person's name and the other fields an order with a purpose names ("con su plan"); nothing when it names none. */
export function purposeFields(ctx: FillContext): SaidFields {
  const t = ctx.steps[0]?.node_id;
  // Fields of the trigger's data only, while no step has produced data of its own.
  if (!t || !['webhook', 'form', 'google_sheets'].includes(t) || latestOutput(ctx.steps)) return { tail: '' };
  const plain = stripMarkers(ctx.focus ?? ctx.clause);
  const known = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  // A row's columns keep their capitals: "con su Nombre" names the column «Nombre» even when no list said it.
  const typed = t === 'google_sheets' ? [...stripAccents(ctx.original ?? '').matchAll(/\bcon\s+(?:su|sus|el|la)\s+([A-Z][\p{L}\d_]*)/gu)].map((m) => m[1]) : [];
  const fields = [...new Set([...known, ...typed])].filter((f) => WITH_FIELD(stripAccents(f).toLowerCase()).test(plain));
  if (!fields.length) return { tail: '' };
  const name = fieldOfKind(fields, 'name');
  const rest = fields.filter((f) => f !== name && !fieldOfKind([f], 'phone') && !fieldOfKind([f], 'email'));
  const tail = rest.map((f) => `Tu ${stripAccents(f).toLowerCase().replace(/_/g, ' ')}: ${fieldRef(t, f)}.`).join(' ');
  return { hello: name ? fieldRef(t, name) : undefined, tail };
}
