import { INTERRUPTED_ERROR } from '../../contracts/labels';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { executions, executionSteps } from '../db/schema';
import { writeEnds, writePark, writeStarts, writeSteps, type ExecutionEnd, type ExecutionStart, type FlowGuard, type StepRow } from './execution-batch';
import { createGroupCommit } from './group-commit';
import { maskSecrets, toJson } from './mask';
import type { RunResult, TriggerType } from './types';

export const INTERRUPTED = INTERRUPTED_ERROR;

export type { FlowGuard, StepRow } from './execution-batch';

type NewExecution = { flowId: string; userId: string; triggerType: TriggerType; payload: unknown; dedupeKey?: string };

/** An execution that ended (any process-local run, an interrupted one included), for listeners such as alerts. */
export type RunFinished = { executionId: string; status: 'success' | 'error'; error: string | null; flowId?: string; triggerType?: string };
export type RunListener = (event: RunFinished) => void | Promise<void>;

/** How an execution ended: status, the failing step's message, what paid models cost (US dollars). */
export type FinalStatus = { status: 'success' | 'error'; error: string | null; cost?: number | null };

/** A long wait parked the execution (no final status): when it resumes, with what (waits.ts), its cost so far. */
export type ParkStatus = { resumeAt: Date; resume: unknown; cost: number | null };

/** The run of an execution as its row tells it (no steps), for callers that did not run it here. */
export function recordedResult(executionId: string, flowId: string, row: { status: string; error: string | null; resumeAt: Date | null } | null): RunResult {
  if (row?.status === 'running' && row.resumeAt) return { execution_id: executionId, flow_id: flowId, status: 'waiting', error: null, steps: [], waiting_until: row.resumeAt.toISOString() };
  const status = row?.status === 'success' ? 'success' : 'error';
  return { execution_id: executionId, flow_id: flowId, status, error: row?.error ?? null, steps: [] };
}

/**
 * The engine's writes to executions and execution_steps. The two writes every execution makes (its
 * row when it starts, its steps and final status when it ends) go through a group commit each, so
 * executions that start or end at about the same time share one statement (execution-batch.ts).
 */
export function createRecorder(db: Db) {
  const starts = createGroupCommit((items: ExecutionStart[]) => writeStarts(db, items));
  const ends = createGroupCommit((items: ExecutionEnd[]) => writeEnds(db, items));
  const listeners = new Set<RunListener>();
  // Flow and trigger of the executions this recorder started, until they end (for the listeners).
  const open = new Map<string, { flowId: string; triggerType: string }>();
  /** Tells every listener, after the final status is written; a listener's failure never reaches the run. */
  const finished = (e: RunFinished) => {
    const event = { ...open.get(e.executionId), ...e };
    open.delete(e.executionId);
    if (!listeners.size) return;
    for (const listener of listeners) {
      try {
        void Promise.resolve(listener(event)).catch(() => {});
      } catch { /* a listener's own problem */ }
    }
  };

  return {
    /**
     * Inserts the execution row ('running'). With a dedupe key, a second row for the same flow and key
     * is refused by the unique index (also when both arrive at once): the existing id comes back with
     * `duplicate: true`. With a `guard` the flow lookup the caller skipped is folded into the insert:
     * null means the flow changed (or the delivery is a repeat); read the flow again and retry without it.
     */
    async createExecution(input: NewExecution, guard?: FlowGuard): Promise<{ id: string; duplicate: boolean } | null> {
      const id = randomUUID();
      const dedupeKey = input.dedupeKey ?? null;
      const payload = JSON.stringify(maskSecrets(toJson(input.payload)));
      const inserted = await starts.add({ id, flowId: input.flowId, userId: input.userId, triggerType: input.triggerType, payload, dedupeKey, guard });
      if (inserted) {
        if (listeners.size) open.set(id, { flowId: input.flowId, triggerType: input.triggerType });
        return { id, duplicate: false };
      }
      if (guard) return null;
      const [existing] = dedupeKey
        ? await db
          .select({ id: executions.id })
          .from(executions)
          .where(and(eq(executions.flowId, input.flowId), eq(executions.dedupeKey, dedupeKey)))
          .limit(1)
        : [];
      if (!existing) throw new Error(`El workflow ${input.flowId} no existe`);
      return { id: existing.id, duplicate: true };
    },

    async executionStatus(id: string) {
      const [row] = await db.select({ status: executions.status, error: executions.error, resumeAt: executions.resumeAt }).from(executions).where(eq(executions.id, id)).limit(1);
      return row ?? null;
    },

    async finishExecution(id: string, status: 'success' | 'error', error: string | null) {
      const interrupted = status === 'error' && error === INTERRUPTED;
      await db.update(executions).set({ status, error, endedAt: new Date(), ...(interrupted ? { dedupeKey: null } : {}) }).where(eq(executions.id, id));
      finished({ executionId: id, status, error });
    },

    /** Calls `listener` each time an execution ends; answers a function that stops it. */
    onFinished(listener: RunListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Writes step rows (inserted, or replaced if already written). With `final`, also the execution's
     * status, error and ended_at, in the same statement, shared with other executions ending now; or,
     * for a parked execution, its resume point (nothing ended: no listener hears of it).
     */
    async saveSteps(executionId: string, rows: StepRow[], final?: FinalStatus | ParkStatus) {
      if (final && 'resumeAt' in final) {
        // Nothing of a parked run stays in memory; when it ends, listeners read its flow from the row.
        open.delete(executionId);
        return writePark(db, { executionId, rows, ...final });
      }
      if (final) {
        const interrupted = final.status === 'error' && final.error === INTERRUPTED;
        await ends.add({ executionId, rows, status: final.status, error: final.error, cost: final.cost ?? null, endedAt: new Date(), freeDedupeKey: interrupted });
        finished({ executionId, status: final.status, error: final.error });
        return;
      }
      await writeSteps(db, rows);
    },

    /**
     * Marks executions (and their steps) left 'running' by a process that died. Returns how many.
     * Their delivery keys are freed: the event was never processed, so a re-delivery must run.
     * Parked executions (a long delay, resume_at set) are not running anywhere: they are kept.
     */
    async recoverInterrupted(): Promise<number> {
      const now = new Date();
      const stale = await db
        .update(executions)
        .set({ status: 'error', error: INTERRUPTED, endedAt: now, dedupeKey: null })
        .where(and(eq(executions.status, 'running'), isNull(executions.resumeAt)))
        .returning({ id: executions.id, flowId: executions.flowId, triggerType: executions.triggerType });
      const ids = stale.map((r) => r.id);
      // A resumed execution's delay step may still read 'pending' (nothing of the resumed run was written).
      for (let i = 0; i < ids.length; i += 1000) {
        await db
          .update(executionSteps)
          .set({
            status: 'error',
            error: INTERRUPTED,
            endedAt: now,
            durationMs: sql`greatest(0, (extract(epoch from (${now.toISOString()}::timestamptz - ${executionSteps.startedAt})) * 1000)::int)`,
          })
          .where(and(inArray(executionSteps.executionId, ids.slice(i, i + 1000)), inArray(executionSteps.status, ['running', 'pending'])));
      }
      for (const row of stale) finished({ executionId: row.id, flowId: row.flowId, triggerType: row.triggerType, status: 'error', error: INTERRUPTED });
      return stale.length;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
