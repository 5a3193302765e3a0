import { z } from 'zod';
import { ExecutionPlan } from './plan';

/** POST /api/flows/simulate — the chat header's 'Simular': a dry run of a plan that sends nothing. */
export const SimulationRequest = z.object({ execution_plan: ExecutionPlan.min(1, 'ExecutionPlan is empty'), chat_id: z.string().nullable().optional() });

export const SimulatedStep = z.object({
  step: z.number(),
  node_id: z.string(),
  action_id: z.string(),
  node_name: z.string(),
  action_name: z.string(),
  status: z.enum(['ok', 'problem']),
  /** The parameters as the step would receive them with the sample trigger (secrets masked). */
  input: z.unknown(),
  problems: z.array(z.string()),
});
export type SimulatedStep = z.infer<typeof SimulatedStep>;

export const SimulationResult = z.object({
  ok: z.boolean(),
  sample_trigger: z.unknown(),
  steps: z.array(SimulatedStep),
  summary: z.string(),
});
export type SimulationResult = z.infer<typeof SimulationResult>;
