import { z } from 'zod';

/** Any JSON value a step parameter may hold. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One step of an execution plan; step 1 is the trigger. Both `params` and `parameters` are accepted. */
export const PlanStep = z.object({
  step: z.number().int().positive(),
  id: z.string().optional(),
  node_id: z.string(),
  action_id: z.string(),
  node_name: z.string().optional(),
  action_name: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  continue_on_error: z.boolean().optional(),
  /** A step of the workflow's error path: runs only when a main step fails (`{{error.message}}`…). */
  on_error: z.boolean().optional(),
});
export type PlanStep = z.infer<typeof PlanStep>;

export const ExecutionPlan = z.array(PlanStep);
export type ExecutionPlan = PlanStep[];

export function stepParams(step: Pick<PlanStep, 'params' | 'parameters'>): Record<string, unknown> {
  return step.params ?? step.parameters ?? {};
}

/** Spec §5 workflow decision plan check; returns the spec's message or null. */
export function checkExecutionPlan(plan: unknown): string | null {
  if (plan === undefined || plan === null) return 'ExecutionPlan is undefined';
  if (!Array.isArray(plan)) return 'ExecutionPlan must be an array';
  if (plan.length === 0) return 'ExecutionPlan is empty';
  return null;
}

/** Spec §5 workflow spec check before creating a flow; returns the spec's message or null. */
export function checkWorkflowSpec(spec: unknown): string | null {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return 'Especificación de workflow inválida';
  const steps = (spec as { steps?: unknown }).steps;
  if (!Array.isArray(steps) || steps.length === 0) return 'El workflow debe tener al menos un paso';
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i] as Record<string, unknown> | null;
    const n = typeof s?.step === 'number' ? s.step : i + 1;
    if (!s || typeof s.node_id !== 'string' || !s.node_id) return `Paso ${n}: falta node_id`;
    if (typeof s.action_id !== 'string' || !s.action_id) return `Paso ${n}: falta action_id`;
  }
  return null;
}
