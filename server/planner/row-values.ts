/**
 * The cells of a row written from data whose fields the owner listed: "mi página manda un webhook con nombre,
 * teléfono y modelo… que se apunte nombre y modelo en la hoja Ventas" writes those two fields; "…con su nombre,
 * cuántas docenas y el día" those three; "que cada registro se guarde en la hoja Citas" every field listed, one
 * cell each (the payload whole, `{{trigger.body}}`, is one cell of JSON). After a step that built fields of its
 * own ("junta nombre y apellido en un campo cliente y luego apunta cliente y modelo"), a field it built is read
 * from it and the rest from the trigger. A request sent "con el RFC y el total" carries those fields (`bodyFields`).
 * A mail's parts the order names ("anota el remitente y el asunto", "quién lo manda") are its cells, in the order
 * said (words in `lexicon/mail-parts.ts`).
 */
import { MAIL_PART_WORDS } from './lexicon/mail-parts';
import { stripMarkers } from './extract';
import { fieldRef, latestOutput } from './refs';
import { isDefaultForm, triggerShape } from './shape';
import { escapeRegExp } from './regexp';
import { stripAccents } from './normalize';
import type { FillContext } from './fill';
import type { PlanStep } from './types';

/** A word right after these names a place (the tab "Pedidos", the table "ventas"), not a field. */
const PLACE_BEFORE = /\b(?:hoja|pestana|tabla|archivo|carpeta|canal|chat|libro)\s*$/;

/** Where the field is said in the clause as a word of its own (not a place's name), or -1. */
function saidAt(plain: string, field: string): number {
  const re = new RegExp(`(?<![a-z_])${escapeRegExp(field.toLowerCase()).replace(/_/g, '[ _]')}(?![a-z_])`, 'g');
  for (const m of plain.matchAll(re)) if (!PLACE_BEFORE.test(plain.slice(Math.max(0, m.index - 12), m.index))) return m.index;
  return -1;
}

/** One field named alone counts only as the row's content ("con su nombre", "nomás el total"), not as a passing word. */
const ONE_NAMED = /\b(?:con|solo|nada mas|unicamente)\s+(?:(?:el|la|los|las|su|sus)\s+)?$/;

/** A piece that only goes on naming parts ("…con su nombre, cuántas docenas y el día"): the clause's list goes on. */
const MORE_PARTS = /^\s*(?:(?:y|e)\s+)?(?:(?:el|la|los|las|su|sus|cuantos|cuantas|cuanto|cuanta)\s+)?[a-z_]+(?:\s+(?:y|e)\s+(?:(?:el|la|los|las|su|sus|cuantos|cuantas|cuanto|cuanta)\s+)?[a-z_]+)?\s*$/;

/** The clause with the pieces after it that only go on naming parts (the clause splitter cut them at the commas). */
function withListTail(ctx: FillContext): string {
  const clause = ctx.focus ?? ctx.clause;
  const at = ctx.whole.indexOf(clause);
  if (at < 0) return clause;
  const tail = ctx.whole.slice(at + clause.length, at + clause.length + 160).split(/[.;?!]/)[0];
  if (!/^\s*,/.test(tail)) return clause;
  const pieces: string[] = [];
  for (const piece of tail.split(',').slice(1)) {
    if (!MORE_PARTS.test(piece)) break;
    pieces.push(piece);
  }
  return [clause, ...pieces].join(',');
}

/** The row's cells, or undefined when the data's fields were not listed (the payload is written whole). */
export function rowValues(ctx: FillContext): string[] | undefined {
  const t = ctx.steps[0]?.node_id;
  if (t === 'gmail') return mailParts(ctx.steps, ctx.focus ?? ctx.clause);
  if (t !== 'form' && t !== 'webhook') return undefined;
  const known = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  const before = ctx.steps.at(-1);
  const built = before?.node_id === 'transform' ? Object.keys((before.params?.fields as object) ?? {}) : [];
  // Data another step produced (an AI's text, a response, rows read) is what the row carries.
  if (latestOutput(ctx.steps) && !built.length) return undefined;
  const plain = stripMarkers(withListTail(ctx));
  const candidates = [...new Set([...built, ...known])];
  const named = candidates.map((f) => ({ f, at: saidAt(plain, f) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at);
  const chosen = named.length > 1 || (named.length === 1 && ONE_NAMED.test(plain.slice(0, named[0].at))) ? named.map((x) => x.f) : null;
  const ref = (f: string) => (built.includes(f) ? `{{steps.${before!.step}.output.${f}}}` : fieldRef(t, f));
  if (chosen && (!built.length || chosen.some((f) => built.includes(f)))) return chosen.map(ref);
  if (built.length || !known.length || (t === 'form' && isDefaultForm(known))) return undefined;
  return known.map(ref);
}

/** The mail's parts the clause names, in the order said; none named, undefined (the mail is stored whole). */
function mailParts(steps: PlanStep[], clause: string): string[] | undefined {
  // What a step before produced is what is stored (its own readings decide).
  if (latestOutput(steps)) return undefined;
  const plain = stripMarkers(clause);
  const parts = MAIL_PART_WORDS.map((p) => ({ at: plain.search(p.words), field: p.field })).filter((p) => p.at >= 0).sort((a, b) => a.at - b.at);
  return parts.length ? parts.map((p) => `{{trigger.${p.field}}}`) : undefined;
}

/**
 * "…que mande un POST a <url> con el RFC y el total": a request's body made of the data's fields the clause names
 * (each with its article, as listed or as the sheet's header is typed), or undefined when it names none.
 */
export function bodyFields(ctx: FillContext): Record<string, string> | undefined {
  const t = ctx.steps[0]?.node_id;
  if (!t || !['form', 'webhook', 'google_sheets'].includes(t) || latestOutput(ctx.steps)) return undefined;
  const known = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  const plain = stripMarkers(ctx.focus ?? ctx.clause);
  const after = /\bcon\s+(?=(?:el|la|los|las|su|sus)\s)(.+)$/.exec(plain)?.[1];
  if (!after) return undefined;
  const named = known
    .map((f) => ({ f, at: new RegExp(`\\b(?:el|la|los|las|su|sus)\\s+${escapeRegExp(stripAccents(f).toLowerCase()).replace(/_/g, '[ _]')}(?![a-z_])`).exec(after)?.index ?? -1 }))
    .filter((x) => x.at >= 0).sort((a, b) => a.at - b.at);
  return named.length ? Object.fromEntries(named.map(({ f }) => [f, fieldRef(t, f)])) : undefined;
}
