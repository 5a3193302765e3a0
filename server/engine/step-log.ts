import { randomUUID } from 'node:crypto';
import { toJson } from './mask';
import type { FinalStatus, Recorder, StepRow } from './recorder';
import type { StepOutcome } from './types';

/**
 * How long an execution's step rows may stay in memory only. A run still going after this switches
 * to live mode: its steps are written as they start and end, so it is visible while it runs and a
 * crash leaves 'running' rows that recoverInterrupted() marks 'Ejecución interrumpida'.
 */
export const LIVE_AFTER_MS = 500;

type StepRef = { step: number; nodeId: string; actionId: string; nodeName: string | null };

/**
 * The step rows of one execution. Buffered mode (the start): rows live in memory and close() writes
 * every row with the execution's final status in one statement. After `liveAfterMs` the log goes
 * live: what is buffered (the running step included, as 'running') is written at once, then each
 * change as it happens. Writes run one at a time, in order; after a failed write every later one fails.
 */
export function createStepLog(recorder: Recorder, executionId: string, liveAfterMs = LIVE_AFTER_MS) {
  const rows = new Map<string, StepRow>();
  const dirty = new Set<string>();
  let live = false;
  let queue: Promise<void> = Promise.resolve();
  let failure: unknown = null;

  /** Writes the rows changed since the last write (and the final status, when given). */
  function write(final?: FinalStatus): Promise<void> {
    const next = queue.then(async () => {
      if (failure) throw failure;
      const batch = [...dirty].map((id) => rows.get(id)!);
      dirty.clear();
      try {
        await recorder.saveSteps(executionId, batch, final);
      } catch (err) {
        failure = err;
        throw err;
      }
    });
    queue = next.catch(() => {});
    return next;
  }

  const timer = setTimeout(() => {
    live = true;
    // A failure here surfaces at the next awaited write (the runner's), which reports it.
    write().catch(() => {});
  }, liveAfterMs);
  timer.unref();

  async function put(row: StepRow) {
    rows.set(row.id, row);
    dirty.add(row.id);
    if (live) await write();
  }

  const blank = (s: StepRef) => ({
    executionId,
    step: s.step,
    nodeId: s.nodeId,
    actionId: s.actionId,
    nodeName: s.nodeName,
    input: null,
    output: null,
    error: null,
    durationMs: null,
    startedAt: null,
    endedAt: null,
  });

  return {
    /** A step begins ('running'); its id is made here so outcomes carry it before any write. */
    async start(s: StepRef & { startedAt: Date }): Promise<string> {
      const id = randomUUID();
      await put({ ...blank(s), id, status: 'running', startedAt: s.startedAt });
      return id;
    },

    /** A step ended (success or error) or was skipped. */
    async finish(o: StepOutcome) {
      await put({
        ...blank({ step: o.step, nodeId: o.node_id, actionId: o.action_id, nodeName: o.node_name }),
        id: o.step_id,
        status: o.status,
        input: toJson(o.input),
        output: toJson(o.output),
        error: o.error,
        durationMs: o.duration_ms,
        startedAt: o.started_at ? new Date(o.started_at) : null,
        endedAt: o.ended_at ? new Date(o.ended_at) : null,
      });
    },

    /** A step that did not run because an earlier one stopped the flow. */
    async skip(s: StepRef): Promise<string> {
      const id = randomUUID();
      await put({ ...blank(s), id, status: 'skipped' });
      return id;
    },

    /** Writes what is left and the execution's final status, error, cost and ended_at (one statement). */
    async close(status: 'success' | 'error', error: string | null, cost: number | null = null) {
      clearTimeout(timer);
      await write({ status, error, cost });
    },

    /** Stops the switch to live mode (the run ended without close(), e.g. a database failure). */
    dispose() {
      clearTimeout(timer);
    },

    isLive: () => live,
  };
}

export type StepLog = ReturnType<typeof createStepLog>;
