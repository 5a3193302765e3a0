import type { PlanStep } from '../../contracts/plan';
import type { Engine, FlowRef, RunResult, StepOutcome, TriggerInput } from '../engine';
import { flowTimezone, waitingText } from '../executions/waiting';

/** How long an HTTP answer waits for a run before replying that it continues in the background. */
export const RUN_WAIT_MS = 25_000;

/** A step as the SPA's execution panel reads it (spec §3 "Execution result per step"). */
export function toStepResult(o: StepOutcome) {
  return {
    step_id: o.step_id,
    step: o.step,
    node_id: o.node_id,
    action_id: o.action_id,
    node_name: o.node_name,
    status: o.status,
    started_at: o.started_at,
    ended_at: o.ended_at,
    duration_ms: o.duration_ms,
    input: o.input,
    output: o.output,
    error: o.error,
  };
}

/** `?wait=` in ms, capped to RUN_WAIT_MS. */
export function waitFromQuery(query: unknown): number {
  const raw = Number((query as Record<string, unknown> | undefined)?.wait);
  return Number.isFinite(raw) && raw >= 0 ? Math.min(raw, RUN_WAIT_MS) : RUN_WAIT_MS;
}

/** Starts a run and waits up to `waitMs`; `result` is null when the run is still going. */
export async function runAndWait(engine: Engine, flow: FlowRef, trigger: TriggerInput, waitMs: number, steps?: PlanStep[]) {
  const handle = await engine.startRun(flow, trigger, steps ? { steps } : {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), waitMs)));
  const result: RunResult | null = await Promise.race([handle.done, late]);
  clearTimeout(timer);
  return { executionId: handle.executionId, result };
}

/**
 * What a run parked by a long wait answers (status 'running': the execution goes on):
 * 'Esperando hasta el martes, 17 de marzo de 2026, 10:30 a.m. (hora del centro de México); el workflow continuará solo'.
 */
export function parkedMessage(result: RunResult, spec: unknown, defaultTimezone: string): string {
  return `${waitingText(result.waiting_until!, flowTimezone(spec, defaultTimezone))}; el workflow continuará solo`;
}

/** The failing step of a finished run, for messages. */
export function failedStep(result: RunResult) {
  return result.steps.find((s) => s.status === 'error' && s.error === result.error) ?? result.steps.find((s) => s.status === 'error');
}
