import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { engineProcesses, executions, executionSteps } from '../../db/schema';
import { INTERRUPTED } from '../recorder';

/** Beats a process may miss before its executions count as interrupted. */
export const MISSED_BEATS = 3;

/**
 * This process in the engine_processes table: registered at start, its heartbeat renewed every
 * `heartbeatMs` (database time, so clocks of different hosts never matter), removed at stop.
 */
export function createProcessRegistry(db: Db, kind: 'api' | 'worker', heartbeatMs: number) {
  const id = `${kind}-${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const staleAfter = sql.raw(`interval '${Math.ceil(heartbeatMs * MISSED_BEATS)} milliseconds'`);
  const now = sql`now()`;

  async function register() {
    await db.insert(engineProcesses).values({ id, kind, host: os.hostname(), pid: process.pid }).onConflictDoUpdate({ target: engineProcesses.id, set: { heartbeatAt: now } });
  }

  /** Interrupts these executions and their running steps (only those still running). */
  async function interrupt(where: ReturnType<typeof and>): Promise<string[]> {
    const ended = await db
      .update(executions)
      .set({ status: 'error', error: INTERRUPTED, endedAt: now, dedupeKey: null })
      .where(and(eq(executions.status, 'running'), where))
      .returning({ id: executions.id });
    const ids = ended.map((r) => r.id);
    if (ids.length) {
      await db
        .update(executionSteps)
        .set({
          status: 'error',
          error: INTERRUPTED,
          endedAt: now,
          durationMs: sql`greatest(0, (extract(epoch from (now() - ${executionSteps.startedAt})) * 1000)::int)`,
        })
        .where(and(inArray(executionSteps.executionId, ids), eq(executionSteps.status, 'running')));
    }
    return ids;
  }

  const liveOwner = sql`exists (select 1 from ${engineProcesses} p where p.id = ${executions.ownerId} and p.heartbeat_at > now() - ${staleAfter})`;

  return {
    id,
    register,
    /** Renews the heartbeat (registers again if the row was swept away during a long pause). */
    async beat() {
      const renewed = await db.update(engineProcesses).set({ heartbeatAt: now }).where(eq(engineProcesses.id, id)).returning({ id: engineProcesses.id });
      if (!renewed.length) await register();
    },
    /**
     * Marks interrupted the executions whose owner's heartbeat stopped (a process killed or frozen);
     * executions of live processes, whichever they are, are never touched.
     */
    sweepDead: () => interrupt(and(sql`${executions.ownerId} is not null`, sql`not ${liveOwner}`)!),
    /** Interrupts one execution if its owner is dead (a job taken over after its worker died). */
    interruptIfOwnerDead: (executionId: string) => interrupt(and(eq(executions.id, executionId), sql`${executions.ownerId} is not null`, sql`not ${liveOwner}`)!),
    /** Interrupts queued executions (no owner yet, not parked) among `ids`: their job is gone. */
    interruptOrphans: (ids: string[]) => interrupt(and(inArray(executions.id, ids), isNull(executions.ownerId), isNull(executions.resumeAt))!),
    /** Executions still queued (no owner, not parked) since before `olderThanMs`: candidates for the orphan check. */
    async queuedSince(olderThanMs: number, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ id: executions.id })
        .from(executions)
        .where(and(eq(executions.status, 'running'), isNull(executions.ownerId), isNull(executions.resumeAt), lt(executions.startedAt, sql`now() - ${sql.raw(`interval '${Math.ceil(olderThanMs)} milliseconds'`)}`)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /**
     * Parked executions (long waits) still parked `olderThanMs` after their resume time: their
     * delayed job should have taken them; the caller checks the job is still there.
     */
    async overdueParked(olderThanMs: number, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ id: executions.id })
        .from(executions)
        .where(and(eq(executions.status, 'running'), lt(executions.resumeAt, sql`now() - ${sql.raw(`interval '${Math.ceil(olderThanMs)} milliseconds'`)}`)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** Live worker processes (an API process in 'auto' works only while there are none). */
    async liveWorkers(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(engineProcesses)
        .where(and(eq(engineProcesses.kind, 'worker'), gt(engineProcesses.heartbeatAt, sql`now() - ${staleAfter}`)));
      return Number(row?.n ?? 0);
    },
    /** Forgets processes silent for an hour (their executions were swept long before). */
    async forgetLongDead() {
      await db.delete(engineProcesses).where(lt(engineProcesses.heartbeatAt, sql`now() - interval '1 hour'`));
    },
    async unregister() {
      await db.delete(engineProcesses).where(eq(engineProcesses.id, id));
    },
  };
}

export type ProcessRegistry = ReturnType<typeof createProcessRegistry>;
