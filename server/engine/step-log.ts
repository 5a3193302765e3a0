import { randomUUID } from 'node:crypto';
import { cleanText } from '../text/clean';
import { toJson } from './mask';
import type { FinalStatus, ParkStatus, Recorder, StepRow } from './recorder';
import type { StepOutcome } from './types';

/**
 * How long an execution's step rows may stay in memory only. A run still going after this switches
 * to live mode: its steps are written as they start and end, so it is visible while it runs and a
 * crash leaves 'running' rows that recoverInterrupted() marks 'Ejecución interrumpida'.
 */
export const LIVE_AFTER_MS = 500;

type StepRef = { step: number; nodeId: string; actionId: string; nodeName: string | null };

/** What a stored step shows in place of an input or output the database refused. */
export const UNSTORABLE = '[no se pudo guardar este dato]';

const cleanOrNull = (s: string | null) => (s === null ? null : cleanText(s));

/**
 * The step rows of one execution. Buffered mode (the start): rows live in memory and close() writes
 * every row with the execution's final status in one statement. After `liveAfterMs` the log goes
 * live: what is buffered (the running step included, as 'running') is written at once, then each
 * change as it happens. Writes run one at a time, in order. A write the database refuses is redone
 * row by row, so one bad row cannot take the steps that ran with it (see save()); when even that
 * fails, the database itself is failing and every later write fails too.
 */
export function createStepLog(recorder: Recorder, executionId: string, liveAfterMs = LIVE_AFTER_MS, beforeLive?: () => Promise<void>) {
  const rows = new Map<string, StepRow>();
  const dirty = new Set<string>();
  let live = false;
  let queue: Promise<void> = Promise.resolve();
  let failure: unknown = null;

  /** Writes the rows changed since the last write (and the final status, when given); `first` runs before, in turn. */
  function write(final?: FinalStatus | ParkStatus, first?: () => Promise<void>): Promise<void> {
    const next = queue.then(async () => {
      if (failure) throw failure;
      if (first) await first();
      const batch = [...dirty].map((id) => rows.get(id)!);
      dirty.clear();
      try {
        await save(batch, final);
      } catch (err) {
        failure = err;
        throw err;
      }
    });
    queue = next.catch(() => {});
    return next;
  }

  /**
   * Writes a batch (and the final status). If the statement fails, each row is written alone, a
   * row still refused is written without its input and output (UNSTORABLE in their place), then the
   * final status; the first error is rethrown only when a bare row or the status cannot be written.
   */
  async function save(batch: StepRow[], final?: FinalStatus | ParkStatus) {
    try {
      await recorder.saveSteps(executionId, batch, final);
      return;
    } catch (err) {
      if (!batch.length) throw err;
      for (const row of batch) {
        const alone = await recorder.saveSteps(executionId, [row]).then(() => true, () => false);
        if (alone) continue;
        const bare = { ...row, input: row.input === null ? null : UNSTORABLE, output: row.output === null ? null : UNSTORABLE };
        await recorder.saveSteps(executionId, [bare]).catch(() => Promise.reject(err));
      }
      if (final) await recorder.saveSteps(executionId, [], final);
    }
  }

  const timer = setTimeout(() => {
    live = true;
    // A failure here surfaces at the next awaited write (the runner's), which reports it. In queue
    // mode the process claims the execution first (beforeLive): a row written live has an owner.
    write(undefined, beforeLive).catch(() => {});
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
    nodeName: cleanOrNull(s.nodeName),
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
        error: cleanOrNull(o.error),
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
      await write({ status, error: cleanOrNull(error), cost });
    },

    /** Writes what is left and parks the execution until a long wait ends (one statement; docs/engine.md "Long waits"). */
    async park(p: ParkStatus) {
      clearTimeout(timer);
      await write(p);
    },

    /** Stops the switch to live mode (the run ended without close(), e.g. a database failure). */
    dispose() {
      clearTimeout(timer);
    },

    isLive: () => live,
  };
}

export type StepLog = ReturnType<typeof createStepLog>;
