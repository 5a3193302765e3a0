import { checkWorkflowSpec, type PlanStep } from '../../contracts/plan';
import { findAction, findNode } from '../nodes';

/**
 * Spec §5 workflow spec check plus the catalogue checks: every node and action exists, the first
 * step is a trigger and no later step is. Returns the Spanish message, or null when valid.
 */
export function checkSpecAgainstCatalogue(spec: unknown): string | null {
  const basic = checkWorkflowSpec(spec);
  if (basic) return basic;
  const steps = (spec as { steps: Record<string, unknown>[] }).steps;
  const seen = new Set<number>();
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    const n = typeof s.step === 'number' ? s.step : i + 1;
    if (!Number.isInteger(n) || n < 1) return `Paso ${i + 1}: número de paso inválido`;
    if (seen.has(n)) return `Paso ${n}: número de paso repetido`;
    seen.add(n);
    const nodeId = s.node_id as string;
    const actionId = s.action_id as string;
    const node = findNode(nodeId);
    if (!node) return `Paso ${n}: el nodo ${nodeId} no existe`;
    const action = findAction(nodeId, actionId);
    if (!action) return `Paso ${n}: la acción ${actionId} no existe en el nodo ${nodeId}`;
    const params = s.params ?? s.parameters;
    if (params !== undefined && params !== null && (typeof params !== 'object' || Array.isArray(params))) {
      return `Paso ${n}: los parámetros deben ser un objeto`;
    }
    if (i === 0 && action.kind !== 'trigger') return `Paso ${n}: el primer paso debe ser un disparador (trigger)`;
    if (i > 0 && action.kind === 'trigger') return `Paso ${n}: un disparador (trigger) solo puede ser el primer paso`;
  }
  return null;
}

/** The steps as stored: numbered, `parameters` folded into `params`, names taken from the catalogue. */
export function normalizeSteps(steps: Record<string, unknown>[]): PlanStep[] {
  return steps.map((s, i) => {
    const nodeId = s.node_id as string;
    const actionId = s.action_id as string;
    const step: PlanStep = {
      step: typeof s.step === 'number' ? s.step : i + 1,
      node_id: nodeId,
      action_id: actionId,
      node_name: findNode(nodeId)?.name ?? (s.node_name as string | undefined),
      action_name: findAction(nodeId, actionId)?.name ?? (s.action_name as string | undefined),
      params: ((s.params ?? s.parameters ?? {}) as Record<string, unknown>),
    };
    if (typeof s.id === 'string') step.id = s.id;
    if (s.continue_on_error === true) step.continue_on_error = true;
    return step;
  });
}
