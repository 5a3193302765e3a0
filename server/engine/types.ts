import type { PlanStep } from '../../contracts/plan';

export type TriggerType = 'manual' | 'webhook' | 'schedule' | 'test' | 'poll';

/** What the engine needs of a flow row. */
export type FlowRef = { id: string; userId: string; spec: unknown };

/** `pending`: a delay step whose execution is parked until its wait ends (docs/engine.md "Long waits"). */
export type StepStatus = 'running' | 'success' | 'error' | 'skipped' | 'pending';

/** One step's outcome, shaped like the API's execution_results entries. */
export type StepOutcome = {
  step_id: string;
  step: number;
  node_id: string;
  action_id: string;
  node_name: string | null;
  status: StepStatus;
  started_at: string | null;
  ended_at: string | null;
  duration_ms: number | null;
  input: unknown;
  output: unknown;
  error: string | null;
};

/**
 * How a run ended in this process. `waiting`: a long delay parked it (the execution stays 'running'
 * and resumes at `waiting_until`, possibly in another process); `steps` are what this run recorded.
 */
export type RunResult = {
  execution_id: string;
  flow_id: string;
  status: 'success' | 'error' | 'waiting';
  error: string | null;
  steps: StepOutcome[];
  waiting_until?: string;
};

/** `duplicate`: the delivery was seen before; `executionId` is the execution it started then. */
export type RunHandle = { executionId: string; done: Promise<RunResult>; duplicate?: boolean };

/** `dedupeKey` identifies the delivery (webhook delivery id, polled item); one execution per key and flow. */
export type TriggerInput = { type: TriggerType; payload?: unknown; dedupeKey?: string };

/** Steps of a stored spec (or a plan), `parameters` folded into `params`, numbered from 1 when missing. */
export function specSteps(spec: unknown): PlanStep[] {
  const raw = Array.isArray(spec) ? spec : spec && typeof spec === 'object' ? (spec as { steps?: unknown }).steps : undefined;
  if (!Array.isArray(raw)) return [];
  return raw.map((s: Record<string, unknown>, i) => ({
    ...(s as PlanStep),
    step: typeof s.step === 'number' && Number.isInteger(s.step) && s.step > 0 ? s.step : i + 1,
    params: (s.params ?? s.parameters ?? {}) as Record<string, unknown>,
  }));
}
