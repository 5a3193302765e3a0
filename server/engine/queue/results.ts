import type { RunResult } from '../types';

/** A waiter for a run's end that heard nothing (a missed event) reads the row after this. */
const WAITER_MAX_MS = 3_600_000;

/**
 * Runs this process started and someone awaits (`done`): settled by the BullMQ 'completed' or
 * 'failed' event of their job, wherever the job ran. `null` (a failed job, a stop, a waiter too old)
 * means: read the result from the execution row.
 */
export function createRunWaiters(deps: { local: (executionId: string) => Promise<RunResult> | undefined; recorded: (executionId: string, flowId: string) => Promise<RunResult> }) {
  const waiters = new Map<string, { settle: (r: RunResult | null) => void; since: number }>();

  function settle(executionId: string, result: RunResult | null) {
    const w = waiters.get(executionId);
    if (!w) return;
    waiters.delete(executionId);
    w.settle(result);
  }

  return {
    /** Resolves with the run's result when its job ends, on whichever process it ran. */
    wait(executionId: string, flowId: string): Promise<RunResult> {
      const local = deps.local(executionId);
      if (local) return local;
      return new Promise<RunResult | null>((resolve) => waiters.set(executionId, { settle: resolve, since: Date.now() }))
        .then((r) => r ?? deps.recorded(executionId, flowId));
    },
    settle,
    /** Waiters that heard nothing for an hour read the row instead. */
    expire() {
      for (const [id, w] of waiters) if (Date.now() - w.since > WAITER_MAX_MS) settle(id, null);
    },
    settleAll() {
      for (const id of [...waiters.keys()]) settle(id, null);
    },
  };
}
