import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { PlanStep } from '../../contracts/plan';
import type { Config } from '../config';
import type { Db } from '../db';
import { createFlowSlots } from './concurrency';
import { INTERRUPTED, type Recorder } from './recorder';
import { runSteps, type ResumePoint } from './runner';
import type { RETRY_POLICY } from './step';
import type { RunResult, TriggerType } from './types';

/** An execution whose row exists ('running') and that this process is to run. */
export type LocalRun = {
  executionId: string;
  flowId: string;
  userId: string;
  steps: PlanStep[];
  triggerType: TriggerType;
  payload: unknown;
  /** Queue mode: claims the execution for this process before its steps are written live. */
  beforeLive?: () => Promise<void>;
  /** A replay 'desde el paso que falló': the outputs of the steps that succeeded before. */
  resume?: ResumePoint;
};

/**
 * The executions running in this process: per-flow slots, the shutdown signal every step listens to,
 * and the bounded wait of stop(). Both engines run their executions here (the single-process engine
 * right after the insert, queue mode when a worker takes the job).
 */
export function createLocalRuns(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  recorder: Recorder;
  retry?: typeof RETRY_POLICY;
  liveAfterMs?: number;
}) {
  const { db, config, log, recorder } = deps;
  const inFlight = new Map<string, Promise<RunResult>>();
  const slots = createFlowSlots(config.flowConcurrency);
  const shutdownController = () => {
    const ac = new AbortController();
    setMaxListeners(0, ac.signal);
    return ac;
  };
  let shutdown = shutdownController();

  function run(r: LocalRun): Promise<RunResult> {
    const signal = shutdown.signal;
    const done = slots
      .acquire(r.flowId, signal)
      .then(async (release) => {
        try {
          return await runSteps(
            { db, config, recorder, log, retry: deps.retry, liveAfterMs: deps.liveAfterMs },
            // The flow's slot is for running steps: it is freed before the run's final write.
            { executionId: r.executionId, flowId: r.flowId, userId: r.userId, steps: r.steps, triggerType: r.triggerType, trigger: r.payload, shutdown: signal, stepsDone: release, beforeLive: r.beforeLive, resume: r.resume },
          );
        } finally {
          release();
        }
      })
      .catch(async (err): Promise<RunResult> => {
        // A database failure mid-run: record what we can so the execution does not stay 'running'.
        log.error({ err, executionId: r.executionId }, 'execution failed unexpectedly');
        const message = signal.aborted ? INTERRUPTED : 'Error interno al ejecutar el workflow';
        await recorder.finishExecution(r.executionId, 'error', message).catch(() => {});
        return { execution_id: r.executionId, flow_id: r.flowId, status: 'error', error: message, steps: [] };
      })
      .finally(() => inFlight.delete(r.executionId));
    inFlight.set(r.executionId, done);
    return done;
  }

  return {
    run,
    /** The run of this execution if it is going on in this process. */
    get: (executionId: string) => inFlight.get(executionId),
    /** A fresh shutdown signal (start after a stop). */
    reset() {
      shutdown = shutdownController();
    },
    /** Waits up to `graceMs` for running executions, then interrupts the rest and lets them record. */
    async drain(graceMs: number) {
      const pending = [...inFlight.values()];
      if (!pending.length) return;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise((r) => (timer = setTimeout(r, graceMs)));
      await Promise.race([Promise.allSettled(pending), grace]);
      clearTimeout(timer);
      if (inFlight.size) {
        shutdown.abort();
        // Interrupted steps settle at once (withDeadline races the abort); let them record.
        await Promise.race([Promise.allSettled([...inFlight.values()]), new Promise((r) => setTimeout(r, 2_000))]);
      }
    },
    usage: (flowId: string) => slots.usage(flowId),
    size: () => inFlight.size,
  };
}

export type LocalRuns = ReturnType<typeof createLocalRuns>;
