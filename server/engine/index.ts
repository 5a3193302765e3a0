import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlanStep } from '../../contracts/plan';
import type { Config } from '../config';
import type { Db } from '../db';
import { flows } from '../db/schema';
import { createRecorder, recordedResult, type FlowGuard, type RunListener } from './recorder';
import type { ResumePoint } from './runner';
import type { RETRY_POLICY } from './step';
import { createScheduler, type Registration, type ScheduleInfo } from './scheduler';
import { createPoller, type PollInfo } from './poller';
import { createLocalRuns, type LocalRun } from './local-runs';
import { createQueueEngine } from './queue/engine';
import { claimSlot, slotTrigger } from './slots';
import { cancelParked, claimDue, nextResumeAt, parkedRun, reparkUnwritten, type CancelReason } from './waits';
import { createWaker } from './waker';
import { specSteps, type FlowRef, type RunHandle, type RunResult, type TriggerInput } from './types';

export type { PollInfo } from './poller';
export type { Registration } from './scheduler';
export type { RunFinished, RunListener } from './recorder';
export type { ResumePoint } from './runner';
export type { FlowRef, RunHandle, RunResult, StepOutcome, TriggerInput, TriggerType } from './types';
export { INTERRUPTED } from './recorder';
export { WAIT_CANCELLED, type CancelReason } from './waits';
export { LIVE_AFTER_MS } from './step-log';

/** How long stop() waits for running executions before interrupting them. */
export const STOP_GRACE_MS = 5_000;

/**
 * `steps` overrides the flow's saved steps (e.g. running the plan shown in a chat); `resume` reuses
 * the outputs of steps that succeeded in an earlier execution (a replay 'desde el paso que falló').
 */
export type StartOptions = { steps?: PlanStep[]; resume?: ResumePoint };

export type Engine = {
  /** Marks executions a dead process left running as interrupted, then registers schedules. */
  start: () => Promise<void>;
  /** Stops schedules and waits (bounded) for running executions; the rest are interrupted. */
  stop: () => Promise<void>;
  /**
   * Records the execution row ('running') and starts the run; resolves once the row exists.
   * `steps` overrides the flow's saved steps (e.g. running the plan shown in a chat).
   */
  startRun: (flow: FlowRef, trigger: TriggerInput, opts?: StartOptions) => Promise<RunHandle>;
  /**
   * startRun for a flow read earlier (e.g. cached): the execution row is inserted only if the flow
   * row still has this owner, spec and active flag, checked by the insert itself. Null when it
   * changed (or the delivery is a repeat): read the flow again and call startRun.
   */
  startRunIfUnchanged: (flow: FlowRef & { isActive: boolean }, trigger: TriggerInput) => Promise<RunHandle | null>;
  /** Runs a flow (row or id) to completion. Null when the flow id does not exist. */
  runFlow: (flow: FlowRef | string, trigger: TriggerInput, opts?: StartOptions) => Promise<RunResult | null>;
  /**
   * Re-reads a flow and (re)schedules it or drops its schedule and its polling trigger; call after
   * save/activate/deactivate/delete. Answers what happened to its schedule: an active flow whose
   * cron cannot be registered is turned off and answers `refused` with the reason.
   */
  syncSchedule: (flowId: string) => Promise<Registration>;
  /** Active schedules (for diagnostics and tests). */
  schedules: () => ScheduleInfo[];
  /** Active polling triggers (for diagnostics and tests). */
  pollers: () => PollInfo[];
  /** Runs one polling round of a flow now; resolves with the number of executions it started. */
  pollNow: (flowId: string) => Promise<number>;
  /** Runs of a flow in progress and waiting for a slot (per-flow concurrency limit). */
  flowUsage: (flowId: string) => { running: number; waiting: number };
  /** Number of executions running in this process. */
  running: () => number;
  /** Calls `listener` whenever an execution this process recorded ends (alerts); answers an unsubscribe. */
  onRunFinished: (listener: RunListener) => () => void;
  /**
   * Cancels the flow's parked executions (long waits) because it was turned off or deleted: they end
   * 'error' with the reason in Spanish and will not resume. Answers how many.
   */
  cancelWaits: (flowId: string, reason: CancelReason) => Promise<number>;
};

export type EngineDeps = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  stopGraceMs?: number;
  retry?: typeof RETRY_POLICY;
  /** When a run's step rows start being written as they happen (default LIVE_AFTER_MS). */
  liveAfterMs?: number;
  /** Queue mode only: an API process (accepts and enqueues; works too per ENLAZA_API_WORKS) or a worker. */
  role?: 'api' | 'worker';
};

/** The engine: in-process by default, BullMQ queue mode when REDIS_URL is set (docs/scaling.md). */
export function createEngine(deps: EngineDeps): Engine {
  return deps.config.queue ? createQueueEngine(deps, deps.config.queue) : createLocalEngine(deps);
}

/** One process does everything: runs start right after their row is written (docs/engine.md). */
function createLocalEngine(deps: EngineDeps): Engine {
  const { db, config } = deps;
  const log = deps.log;
  const recorder = createRecorder(db);
  const runs = createLocalRuns({ db, config, log, recorder, retry: deps.retry, liveAfterMs: deps.liveAfterMs });
  let stopping = false;

  async function loadFlow(flowId: string): Promise<FlowRef & { isActive: boolean } | null> {
    const [row] = await db.select({ id: flows.id, userId: flows.userId, spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
    return row ?? null;
  }

  const scheduler = createScheduler({
    db,
    defaultTimezone: config.timezone,
    log,
    fire: async (flowId, info, slot, missed) => {
      // One statement reads the flow and claims the slot: another process sharing the database, or
      // a second tick of the same slot, finds it claimed (and the execution key refuses a copy).
      const flow = await claimSlot(db, flowId, slot);
      if (!flow) {
        if (!(await loadFlow(flowId))?.isActive) scheduler.drop(flowId);
        return;
      }
      const handle = await startRun(flow, slotTrigger(slot, info, missed));
      await handle.done;
    },
  });

  const poller = createPoller({ db, config, log, start: (flow, trigger) => startRun(flow, trigger) });
  const waker = createWaker({ store: { claimDue: (now, limit) => claimDue(db, now, limit), nextResumeAt: () => nextResumeAt(db) }, log, resume: (id) => void resume(id) });

  /** Runs an execution here; a run a long delay parked is handed to the waker. */
  function runHere(r: LocalRun): Promise<RunResult> {
    const done = runs.run(r);
    void done.then((result) => {
      if (result.status === 'waiting') waker.parked(new Date(result.waiting_until!));
    });
    return done;
  }

  /** A parked execution the waker claimed: it continues from the step after its delay. */
  async function resume(executionId: string) {
    try {
      const r = await parkedRun(db, executionId);
      if (r) await runHere(r);
    } catch (err) {
      // Left claimed: the next start parks it again (its delay step is still 'pending').
      log.error({ err, executionId }, 'could not resume a parked execution');
    }
  }

  /** What a repeated delivery gets: the first execution, awaited if it still runs here. */
  async function existingRun(executionId: string, flowId: string): Promise<RunResult> {
    const running = runs.get(executionId);
    if (running) return running;
    return recordedResult(executionId, flowId, await recorder.executionStatus(executionId));
  }

  async function startRun(flow: FlowRef, trigger: TriggerInput, opts: StartOptions = {}): Promise<RunHandle> {
    return (await begin(flow, trigger, opts.steps, undefined, opts.resume))!;
  }

  /** Inserts the execution row (guarded when `guard` is given) and starts the run once it exists. */
  async function begin(flow: FlowRef, trigger: TriggerInput, planSteps?: PlanStep[], guard?: FlowGuard, resume?: ResumePoint): Promise<RunHandle | null> {
    if (stopping) throw new Error('El motor de ejecución se está deteniendo');
    const steps = planSteps ? specSteps(planSteps) : specSteps(flow.spec);
    const payload = trigger.payload ?? {};
    const created = await recorder.createExecution({ flowId: flow.id, userId: flow.userId, triggerType: trigger.type, payload, dedupeKey: trigger.dedupeKey }, guard);
    if (!created) return null;
    const executionId = created.id;
    if (created.duplicate) return { executionId, duplicate: true, done: existingRun(executionId, flow.id) };
    const done = runHere({ executionId, flowId: flow.id, userId: flow.userId, steps, triggerType: trigger.type, payload, resume });
    return { executionId, done };
  }

  return {
    async start() {
      stopping = false;
      runs.reset();
      const reparked = await reparkUnwritten(db);
      if (reparked) log.warn({ reparked }, 'executions resuming after a wait when the server stopped will resume again');
      const recovered = await recorder.recoverInterrupted();
      if (recovered) log.warn({ recovered }, 'executions interrupted by a previous shutdown were marked as failed');
      await scheduler.start();
      await poller.start();
      await waker.start();
    },
    async stop() {
      stopping = true;
      scheduler.stop();
      await waker.stop();
      await poller.stop();
      await runs.drain(deps.stopGraceMs ?? STOP_GRACE_MS);
    },
    startRun,
    startRunIfUnchanged: (flow, trigger) => begin(flow, trigger, undefined, { userId: flow.userId, isActive: flow.isActive, spec: flow.spec }),
    async runFlow(flow, trigger, opts) {
      const ref = typeof flow === 'string' ? await loadFlow(flow) : flow;
      if (!ref) return null;
      const handle = await startRun(ref, trigger, opts);
      return handle.done;
    },
    async syncSchedule(flowId) {
      const registration = await scheduler.sync(flowId);
      await poller.sync(flowId);
      return registration;
    },
    schedules: () => scheduler.list(),
    pollers: () => poller.list(),
    pollNow: (flowId) => poller.pollNow(flowId),
    flowUsage: (flowId) => runs.usage(flowId),
    running: () => runs.size(),
    onRunFinished: (listener) => recorder.onFinished(listener),
    cancelWaits: async (flowId, reason) => (await cancelParked(db, flowId, reason)).length,
  };
}
