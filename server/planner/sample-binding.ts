/**
 * An example's sample values repeated in the owner's own texts: "mi formulario trae nombre y pedido, ejemplo: Juan, 3
 * tacos… mándame whats que diga 'Ya llegó el pedido de Juan: 3 tacos'". The example is taken out before the request
 * is read (said-example.ts), but a text the owner dictates may still copy its values; there each one stands for the
 * field it was a sample of, so the plan carries the field, never the sample ("Ya llegó el pedido de {{trigger.nombre}}:
 * {{trigger.pedido}}"). A value is matched to a field by its place when the sample lists as many values as the data
 * has fields, else by its shape (a phone, an address, a name, a date, a count of a unit).
 */
import { fieldOfKind, type FieldKind } from './lexicon/fields';
import { fieldRef } from './refs';
import { triggerShape } from './shape';
import { samplesOf } from './sample-kinds';
import { normalize } from './normalize';
import { escapeRegExp } from './regexp';
import type { PlanStep } from './types';

/** The kind of field each shape of value stands for. */
const KINDS: Record<string, FieldKind> = { telefono: 'phone', correo: 'email', nombre: 'name', fecha: 'date' };

/** A value worth looking for in a text: a name or a phrase, or a long number (never "3" or "12", said for other things). */
const DISTINCT = (v: string) => (/\p{L}/u.test(v) ? v.replace(/[^\p{L}]/gu, '').length >= 3 : v.replace(/\D/g, '').length >= 7);

/** Each sample value with the reference of the field it stands for, for a plan whose trigger carries those fields. */
function valueRefs(steps: PlanStep[], samples: string[], said: string): { value: string; ref: string }[] {
  const shape = triggerShape(steps, normalize(said), said);
  if (!['form', 'webhook', 'google_sheets'].includes(shape.node) || !shape.fields.length) return [];
  const out: { value: string; ref: string }[] = [];
  for (const sample of samples) {
    const values = samplesOf(sample);
    const byPlace = values.length === shape.fields.length;
    values.forEach(({ value, kind }, i) => {
      const field = byPlace ? shape.fields[i]
        : kind && KINDS[kind] ? fieldOfKind(shape.fields, KINDS[kind])
          : kind ? shape.fields.find((f) => normalize(f) === kind) : undefined;
      if (field && DISTINCT(value)) out.push({ value: value.replace(/^['"«“‘]|['"»”’]$/g, '').trim(), ref: fieldRef(shape.node, field) });
    });
  }
  // Longer values first: "3 tacos de pastor" before "tacos".
  return out.sort((a, b) => b.value.length - a.value.length);
}

function bind(value: unknown, found: { re: RegExp; ref: string }[]): unknown {
  if (typeof value === 'string') return found.reduce((text, { re, ref }) => text.replace(re, ref), value);
  if (Array.isArray(value)) return value.map((v) => bind(v, found));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bind(v, found)]));
  return value;
}

/** The plan's steps with each sample value a text copies bound to its field (the trigger is left as it is). */
export function bindSamples(steps: PlanStep[], samples: string[], said: string): PlanStep[] {
  if (!samples.length || steps.length < 2) return steps;
  const refs = valueRefs(steps, samples, said);
  if (!refs.length) return steps;
  // Never inside a reference already there ("{{trigger.pedido}}").
  const found = refs.map(({ value, ref }) => ({ re: new RegExp(`(?<![\\p{L}\\d]|\\{\\{[^{}]*)${escapeRegExp(value)}(?![\\p{L}\\d])`, 'giu'), ref }));
  return steps.map((s, i) => (i === 0 || !s.params ? s : { ...s, params: bind(s.params, found) as PlanStep['params'] }));
}
