/**
 * Inserting a step into a plan: later `{{steps.N…}}` references move up by one, and a later
 * notification that still carries the text Enlaza wrote for it ("Respuesta recibida: …") is
 * rewritten to carry the freshest data ("agrega un resumen con IA antes del correo").
 */
import { renumber } from './compose';
import { messageFor, subjectFor } from './refs';
import type { PlanStep } from './types';

/** Step numbers ≥ `from` in every reference move up by one. */
export function bumpRefs(value: unknown, from: number): unknown {
  if (typeof value === 'string') return value.replace(/\{\{\s*steps\.(\d+)\./g, (m, n) => (Number(n) >= from ? `{{steps.${Number(n) + 1}.` : m));
  if (Array.isArray(value)) return value.map((v) => bumpRefs(v, from));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bumpRefs(v, from)]));
  return value;
}

const TEXT_KEYS = ['message', 'body'];

/** Inserts `step` at array index `at` (≥ 1) of a plan numbered 1..n. */
export function insertStep(steps: PlanStep[], at: number, step: PlanStep): PlanStep[] {
  const n = at + 1;
  const before = steps.slice(0, at);
  const after = steps.slice(at).map((s) => {
    const params = bumpRefs(s.params ?? s.parameters ?? {}, n) as Record<string, unknown>;
    // A text Enlaza wrote from the data before the insertion now follows the newest data.
    const prior = steps.slice(0, steps.indexOf(s));
    for (const key of TEXT_KEYS) {
      if (typeof params[key] === 'string' && params[key] === bumpRefs(messageFor(prior), n)) params[key] = '';
    }
    if (params.subject === subjectFor(prior)) params.subject = subjectFor(prior);
    return { ...s, params };
  });
  const out = renumber([...before, step, ...after]);
  for (let i = at + 1; i < out.length; i++) {
    for (const key of TEXT_KEYS) if (out[i].params?.[key] === '') out[i].params![key] = messageFor(out.slice(0, i));
  }
  return out;
}
