import type { MarketplaceTemplate } from '../../contracts/marketplace';
import type { PlanStep } from '../../contracts/plan';
import { normalizeSteps } from '../flows/validate';
import { findNode } from '../nodes';
import { CATEGORIES, OWNER_EMAIL, type Template } from './types';

/** Helpers (filter, transform, delay) are not services a business recognises on a card. */
const HELPER_CATEGORY = 'utility';

/** Spanish names of the services a template uses, once each, in step order. */
export function serviceNames(template: Template): string[] {
  const names: string[] = [];
  for (const s of template.steps) {
    const node = findNode(s.node_id);
    if (!node || node.category === HELPER_CATEGORY) continue;
    if (!names.includes(node.name)) names.push(node.name);
  }
  return names;
}

export function templateSummary(template: Template): MarketplaceTemplate {
  return {
    template_id: template.template_id,
    name: template.name,
    category: CATEGORIES[template.category],
    category_id: template.category,
    description: template.description,
    services: serviceNames(template),
    steps_count: template.steps.length,
  };
}

/** Replaces OWNER_EMAIL anywhere in a parameter value. */
function withOwner(value: unknown, email: string): unknown {
  if (typeof value === 'string') return value.split(OWNER_EMAIL).join(email);
  if (Array.isArray(value)) return value.map((v) => withOwner(v, email));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withOwner(v, email)]));
  return value;
}

/**
 * The template as one user's execution plan: numbered steps with catalogue names, the user's
 * email where the template says OWNER_EMAIL ('' when unknown, so the chat asks for it) and
 * schedules in the server's timezone unless the template names one.
 */
export function instantiate(template: Template, opts: { ownerEmail?: string | null; timezone: string }): PlanStep[] {
  const steps = template.steps.map((s, i) => {
    const params = withOwner(structuredClone(s.params), opts.ownerEmail ?? '') as Record<string, unknown>;
    if (s.node_id === 'schedule' && params.timezone === undefined) params.timezone = opts.timezone;
    return { step: i + 1, id: `step_${i + 1}`, node_id: s.node_id, action_id: s.action_id, params };
  });
  return normalizeSteps(steps);
}
