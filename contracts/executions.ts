import { z } from 'zod';

export const ExecutionStatus = z.enum(['running', 'success', 'error']);
/** `pending`: a delay step whose execution waits (a long wait, parked until `waiting_until`). */
export const StepStatus = z.enum(['running', 'success', 'error', 'skipped', 'pending']);

export const Execution = z.object({
  execution_id: z.string(),
  flow_id: z.string(),
  flow_name: z.string().optional(),
  status: ExecutionStatus,
  trigger_type: z.string().optional(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  cost: z.number().nullable().optional(),
  error: z.string().nullable().optional(),
  /** The execution this one replays ('Reintentar'). */
  retry_of: z.string().nullable().optional(),
  /** A running execution parked by a long wait: when it resumes, and 'Esperando hasta …' in the flow's zone. */
  waiting_until: z.string().nullable().optional(),
  waiting_message: z.string().nullable().optional(),
});
export type Execution = z.infer<typeof Execution>;

export const ExecutionStep = z.object({
  step_id: z.string(),
  step: z.number(),
  node_id: z.string(),
  action_id: z.string(),
  node_name: z.string().nullable().optional(),
  action_name: z.string().nullable().optional(),
  status: StepStatus,
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_ms: z.number().nullable().optional(),
  input: z.unknown().optional(),
  output: z.unknown().optional(),
  error: z.string().nullable().optional(),
});
export type ExecutionStep = z.infer<typeof ExecutionStep>;

export const ExecutionDetail = Execution.extend({ trigger_payload: z.unknown().optional(), steps: z.array(ExecutionStep) });
export type ExecutionDetail = z.infer<typeof ExecutionDetail>;
