/**
 * Moving a step the plan already has: "mueve el correo antes de Slack", "que el aviso de Slack
 * vaya primero", "el Slack que sea después del correo". Data references follow the steps; a move
 * that would put a step before the data it uses is not made.
 */
import { nodeName } from './catalog';
import { renumber } from './compose';
import type { Ctx, Edit } from './edit-details';
import { namedSteps, positionIn, without } from './edit-refs';
import { ADD, NEW_ARTICLE } from './lexicon/edit-words';
import type { PlanStep } from './types';
import { stepParams as params } from '../../contracts/plan';

/** `{{steps.N.…}}` renumbered with `map` (old step number → new one). */
function remap(value: unknown, map: Map<number, number>): unknown {
  if (typeof value === 'string') return value.replace(/\{\{\s*steps\.(\d+)\./g, (m, n) => (map.has(Number(n)) ? `{{steps.${map.get(Number(n))}.` : m));
  if (Array.isArray(value)) return value.map((v) => remap(v, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v, map)]));
  return value;
}

/** The step at index `from` placed at index `to` of the plan without it; null when a step would come before data it uses. */
export function moveTo(steps: PlanStep[], from: number, to: number): PlanStep[] | null {
  const order = steps.filter((_, i) => i !== from);
  order.splice(Math.max(1, Math.min(to, order.length)), 0, steps[from]);
  const map = new Map(order.map((s, i) => [s.step, i + 1]));
  const moved = order.map((s) => ({ ...s, params: remap(params(s), map) as Record<string, unknown> }));
  for (const [i, s] of moved.entries()) {
    for (const m of JSON.stringify(params(s)).matchAll(/\{\{\s*steps\.(\d+)\./g)) if (Number(m[1]) > i) return null;
  }
  return renumber(moved);
}

/** "el correo mándalo primero y luego lo de Slack", "mejor el WhatsApp primero y después el correo". */
const ORDER = /^(.*?\bprimero\b.*?)\b(?:y\s+)?(?:luego|despues|al final|al ultimo)\b(.+)$/;

function reorder(steps: PlanStep[], ctx: Ctx): Edit | null {
  const m = ORDER.exec(ctx.text);
  if (!m) return null;
  const first = namedSteps(steps, m[1]).filter((i) => i > 0);
  const then = namedSteps(steps, m[2]).filter((i) => i > 0);
  if (first.length !== 1 || then.length !== 1 || first[0] === then[0]) return null;
  if (first[0] < then[0]) return { steps, change: '' };
  const out = moveTo(steps, first[0], then[0]);
  const name = nodeName(steps[first[0]].node_id);
  if (!out) return { steps, change: `No moví el paso de ${name}: usa datos de un paso que quedaría después, así que debe ir detrás de él.`, refused: true };
  return { steps: out, change: `Listo, moví el paso de ${name}: ahora va antes de ${nodeName(steps[then[0]].node_id)}.` };
}

export function moveStep(steps: PlanStep[], ctx: Ctx): Edit | null {
  const ordered = reorder(steps, ctx);
  if (ordered) return ordered;
  // "el Slack al final" needs no verb: a step the plan has, and a place.
  if (ADD.test(ctx.text) || NEW_ARTICLE.test(ctx.text)) return null;
  const position = positionIn(steps, ctx.text);
  if (!position) return null;
  const subject = namedSteps(steps, without(ctx.text, position.spans)).filter((i) => i > 0);
  if (subject.length !== 1) return null;
  const from = subject[0];
  // The position counts in the plan with the step still in it.
  const to = position.at > from ? position.at - 1 : position.at;
  if (to === from) return null;
  const out = moveTo(steps, from, to);
  if (!out) return { steps, change: `No moví el paso de ${nodeName(steps[from].node_id)}: usa datos de un paso que quedaría después, así que debe ir detrás de él.`, refused: true };
  const after = out[to - 1];
  const where = to <= 1 ? 'ahora va primero' : `ahora va después de ${to - 1 === 0 ? 'el inicio' : `${nodeName(after.node_id)}`}`;
  return { steps: out, change: `Listo, moví el paso de ${nodeName(steps[from].node_id)}: ${where}.` };
}
