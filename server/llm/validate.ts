/**
 * Checks a plan a language model proposed against the node catalogue: known ids, a trigger
 * first and actions after it, and parameters that satisfy each action's zod schema. Required
 * parameters left blank are not errors (they become a smart form); `{{…}}` references are
 * checked as the value they will hold at run time.
 */
import { findAction } from '../nodes';
import { missingParams } from '../planner/catalog';

export type ProposedStep = { node_id: string; action_id: string; params?: Record<string, unknown> | null };

/** Stands in for the engine's templating so "{{trigger.body.monto}}" is judged as data, not as text. */
function resolved(value: unknown, key: string): unknown {
  if (typeof value !== 'string' || !/\{\{[^}]+\}\}/.test(value)) return value;
  const whole = /^\s*\{\{[^}]+\}\}\s*$/.test(value);
  if (!whole) return value.replace(/\{\{[^}]+\}\}/g, 'x');
  if (/seconds|minutes|temperature|iterations|status/.test(key)) return 1;
  if (/^(?:to|attendees)$/.test(key)) return 'persona@example.test';
  if (/url/.test(key)) return 'https://example.test/';
  return 'x';
}

/** Problems with the proposed steps, in Spanish-free terms the model can act on; empty when valid. */
export function planErrors(steps: ProposedStep[]): string[] {
  const errors: string[] = [];
  if (!steps.length) return ['A plan needs at least one step (the trigger).'];
  steps.forEach((s, i) => {
    const where = `step ${i + 1} (${s.node_id}/${s.action_id})`;
    const action = findAction(s.node_id, s.action_id);
    if (!action) {
      errors.push(`${where}: unknown node or action id; use only ids from the catalogue.`);
      return;
    }
    if (i === 0 && action.kind !== 'trigger') errors.push(`${where}: the first step must be a trigger.`);
    if (i > 0 && action.kind !== 'action') errors.push(`${where}: only the first step may be a trigger.`);
    const params = s.params ?? {};
    const blank = new Set(missingParams(s.node_id, s.action_id, params).map((p) => p.name));
    const probe = Object.fromEntries(Object.entries(params).filter(([k]) => !blank.has(k)).map(([k, v]) => [k, resolved(v, k)]));
    const r = action.params.safeParse(probe);
    if (r.success) return;
    for (const issue of r.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (blank.has(name) || (issue.code === 'invalid_type' && probe[name] === undefined)) continue;
      errors.push(`${where}: parameter "${name}": ${issue.message}`);
    }
  });
  return errors;
}
