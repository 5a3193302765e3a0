import { setMaxListeners } from 'node:events';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlanStep } from '../../contracts/plan';
import type { Config } from '../config';
import type { Db } from '../db';
import { flows } from '../db/schema';
import { createRecorder, INTERRUPTED, type FlowGuard } from './recorder';
import { runSteps } from './runner';
import { RETRY_POLICY } from './step';
import { createScheduler, type Registration, type ScheduleInfo } from './scheduler';
import { createPoller, type PollInfo } from './poller';
import { createFlowSlots } from './concurrency';
import { claimSlot, slotTrigger } from './slots';
import { specSteps, type FlowRef, type RunHandle, type RunResult, type TriggerInput } from './types';

export type { PollInfo } from './poller';
export type { Registration } from './scheduler';
export type { FlowRef, RunHandle, RunResult, StepOutcome, TriggerInput, TriggerType } from './types';
export { INTERRUPTED } from './recorder';
export { LIVE_AFTER_MS } from './step-log';

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
  /**
   * startRun for a flow read earlier (e.g. cached): the execution row is inserted only if the flow
   * row still has this owner, spec and active flag, checked by the insert itself. Null when it
   * changed (or the delivery is a repeat): read the flow again and call startRun.
   */
  startRunIfUnchanged: (flow: FlowRef & { isActive: boolean }, trigger: TriggerInput) => Promise<RunHandle | null>;
  /** Runs a flow (row or id) to completion. Null when the flow id does not exist. */
  runFlow: (flow: FlowRef | string, trigger: TriggerInput, opts?: { steps?: PlanStep[] }) => Promise<RunResult | null>;
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
};

export function createEngine(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  stopGraceMs?: number;
  retry?: typeof RETRY_POLICY;
  /** When a run's step rows start being written as they happen (default LIVE_AFTER_MS). */
  liveAfterMs?: number;
}): Engine {
  const { db, config } = deps;
  const log = deps.log;
  const recorder = createRecorder(db);
  const inFlight = new Map<string, Promise<RunResult>>();
  // Every running step and every run waiting for a slot listens to the shutdown signal.
  const shutdownController = () => {
    const ac = new AbortController();
    setMaxListeners(0, ac.signal);
    return ac;
  };
  let shutdown = shutdownController();
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

  const slots = createFlowSlots(config.flowConcurrency);
  const poller = createPoller({ db, config, log, start: (flow, trigger) => startRun(flow, trigger) });

  /** What a repeated delivery gets: the first execution, awaited if it still runs here. */
  async function existingRun(executionId: string, flowId: string): Promise<RunResult> {
    const running = inFlight.get(executionId);
    if (running) return running;
    const row = await recorder.executionStatus(executionId);
    const status = row?.status === 'success' ? 'success' : 'error';
    return { execution_id: executionId, flow_id: flowId, status, error: row?.error ?? null, steps: [] };
  }

  async function startRun(flow: FlowRef, trigger: TriggerInput, opts: { steps?: PlanStep[] } = {}): Promise<RunHandle> {
    return (await begin(flow, trigger, opts.steps))!;
  }

  /** Inserts the execution row (guarded when `guard` is given) and starts the run once it exists. */
  async function begin(flow: FlowRef, trigger: TriggerInput, planSteps?: PlanStep[], guard?: FlowGuard): Promise<RunHandle | null> {
    if (stopping) throw new Error('El motor de ejecución se está deteniendo');
    const steps = planSteps ? specSteps(planSteps) : specSteps(flow.spec);
    const payload = trigger.payload ?? {};
    const created = await recorder.createExecution({ flowId: flow.id, userId: flow.userId, triggerType: trigger.type, payload, dedupeKey: trigger.dedupeKey }, guard);
    if (!created) return null;
    const executionId = created.id;
    if (created.duplicate) return { executionId, duplicate: true, done: existingRun(executionId, flow.id) };
    const signal = shutdown.signal;
    const done = slots
      .acquire(flow.id, signal)
      .then(async (release) => {
        try {
          return await runSteps(
            { db, config, recorder, log, retry: deps.retry, liveAfterMs: deps.liveAfterMs },
            // The flow's slot is for running steps: it is freed before the run's final write.
            { executionId, flowId: flow.id, userId: flow.userId, steps, triggerType: trigger.type, trigger: payload, shutdown: signal, stepsDone: release },
          );
        } finally {
          release();
        }
      })
      .catch(async (err): Promise<RunResult> => {
        // A database failure mid-run: record what we can so the execution does not stay 'running'.
        log.error({ err, executionId }, 'execution failed unexpectedly');
        const message = signal.aborted ? INTERRUPTED : 'Error interno al ejecutar el workflow';
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
      shutdown = shutdownController();
      const recovered = await recorder.recoverInterrupted();
      if (recovered) log.warn({ recovered }, 'executions interrupted by a previous shutdown were marked as failed');
      await scheduler.start();
      await poller.start();
    },
    async stop() {
      stopping = true;
      scheduler.stop();
      await poller.stop();
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
    flowUsage: (flowId) => slots.usage(flowId),
    running: () => inFlight.size,
  };
}
