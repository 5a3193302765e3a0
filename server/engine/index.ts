import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlanStep } from '../../contracts/plan';
import type { Config } from '../config';
import type { Db } from '../db';
import { flows } from '../db/schema';
import { createRecorder, INTERRUPTED } from './recorder';
import { runSteps } from './runner';
import { RETRY_POLICY } from './step';
import { createScheduler, type ScheduleInfo } from './scheduler';
import { specSteps, type FlowRef, type RunHandle, type RunResult, type TriggerInput } from './types';

export type { FlowRef, RunHandle, RunResult, StepOutcome, TriggerInput, TriggerType } from './types';
export { INTERRUPTED } from './recorder';

/** How long stop() waits for running executions before interrupting them. */
const STOP_GRACE_MS = 5_000;

export type Engine = {
  /** Marks executions a dead process left running as interrupted, then registers schedules. */
  start: () => Promise<void>;
  /** Stops schedules and waits (bounded) for running executions; the rest are interrupted. */
  stop: () => Promise<void>;
  /**
   * Records the execution row ('running') and starts the run; resolves once the row exists.
   * `steps` overrides the flow's saved steps (e.g. running the plan shown in a chat).
   */
  startRun: (flow: FlowRef, trigger: TriggerInput, opts?: { steps?: PlanStep[] }) => Promise<RunHandle>;
  /** Runs a flow (row or id) to completion. Null when the flow id does not exist. */
  runFlow: (flow: FlowRef | string, trigger: TriggerInput, opts?: { steps?: PlanStep[] }) => Promise<RunResult | null>;
  /** Re-reads a flow and (re)schedules it or drops its schedule; call after save/activate/deactivate/delete. */
  syncSchedule: (flowId: string) => Promise<void>;
  /** Active schedules (for diagnostics and tests). */
  schedules: () => ScheduleInfo[];
  /** Number of executions running in this process. */
  running: () => number;
};

export function createEngine(deps: { db: Db; config: Config; log: FastifyBaseLogger; stopGraceMs?: number; retry?: typeof RETRY_POLICY }): Engine {
  const { db, config } = deps;
  const log = deps.log;
  const recorder = createRecorder(db);
  const inFlight = new Map<string, Promise<RunResult>>();
  let shutdown = new AbortController();
  let stopping = false;

  async function loadFlow(flowId: string): Promise<FlowRef & { isActive: boolean } | null> {
    const [row] = await db.select({ id: flows.id, userId: flows.userId, spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
    return row ?? null;
  }

  const scheduler = createScheduler({
    db,
    defaultTimezone: config.timezone,
    log,
    fire: async (flowId, info) => {
      const flow = await loadFlow(flowId);
      if (!flow || !flow.isActive) return scheduler.drop(flowId);
      const handle = await startRun(flow, { type: 'schedule', payload: { scheduled_at: new Date().toISOString(), ...info } });
      await handle.done;
    },
  });

  async function startRun(flow: FlowRef, trigger: TriggerInput, opts: { steps?: PlanStep[] } = {}): Promise<RunHandle> {
    if (stopping) throw new Error('El motor de ejecución se está deteniendo');
    const steps = opts.steps ? specSteps(opts.steps) : specSteps(flow.spec);
    const payload = trigger.payload ?? {};
    const executionId = await recorder.createExecution({ flowId: flow.id, userId: flow.userId, triggerType: trigger.type, payload });
    const done = runSteps({ db, config, recorder, log, retry: deps.retry }, { executionId, flowId: flow.id, userId: flow.userId, steps, trigger: payload, shutdown: shutdown.signal })
      .catch(async (err): Promise<RunResult> => {
        // A database failure mid-run: record what we can so the execution does not stay 'running'.
        log.error({ err, executionId }, 'execution failed unexpectedly');
        const message = shutdown.signal.aborted ? INTERRUPTED : 'Error interno al ejecutar el workflow';
        await recorder.finishExecution(executionId, 'error', message).catch(() => {});
        return { execution_id: executionId, flow_id: flow.id, status: 'error', error: message, steps: [] };
      })
      .finally(() => inFlight.delete(executionId));
    inFlight.set(executionId, done);
    return { executionId, done };
  }

  return {
    async start() {
      stopping = false;
      shutdown = new AbortController();
      const recovered = await recorder.recoverInterrupted();
      if (recovered) log.warn({ recovered }, 'executions interrupted by a previous shutdown were marked as failed');
      await scheduler.start();
    },
    async stop() {
      stopping = true;
      scheduler.stop();
      const pending = [...inFlight.values()];
      if (!pending.length) return;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise((r) => (timer = setTimeout(r, deps.stopGraceMs ?? STOP_GRACE_MS)));
      await Promise.race([Promise.allSettled(pending), grace]);
      clearTimeout(timer);
      if (inFlight.size) {
        shutdown.abort();
        // Interrupted steps settle at once (withDeadline races the abort); let them record.
        await Promise.race([Promise.allSettled([...inFlight.values()]), new Promise((r) => setTimeout(r, 2_000))]);
      }
    },
    startRun,
    async runFlow(flow, trigger, opts) {
      const ref = typeof flow === 'string' ? await loadFlow(flow) : flow;
      if (!ref) return null;
      const handle = await startRun(ref, trigger, opts);
      return handle.done;
    },
    syncSchedule: (flowId) => scheduler.sync(flowId),
    schedules: () => scheduler.list(),
    running: () => inFlight.size,
  };
}
