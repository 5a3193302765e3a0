import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { executions, executionSteps } from '../db/schema';
import { maskSecrets, toJson } from './mask';
import type { TriggerType } from './types';

export const INTERRUPTED = 'Ejecución interrumpida';

/** One execution_steps row as the engine writes it (every column, so an upsert leaves nothing stale). */
export type StepRow = Required<typeof executionSteps.$inferInsert>;

/**
 * What the caller read of the flow and decided on. With it, the execution row is inserted only if the
 * flow row still has this owner, active flag and spec, checked in the same statement as the insert.
 */
export type FlowGuard = { userId: string; isActive: boolean; spec: unknown };

type NewExecution = { flowId: string; userId: string; triggerType: TriggerType; payload: unknown; dedupeKey?: string };

// Columns an upsert of a step row replaces: everything but its identity.
const stepUpdate = {
  status: sql`excluded.status`,
  input: sql`excluded.input`,
  output: sql`excluded.output`,
  error: sql`excluded.error`,
  durationMs: sql`excluded.duration_ms`,
  startedAt: sql`excluded.started_at`,
  endedAt: sql`excluded.ended_at`,
};

/** The engine's writes to executions and execution_steps. */
export function createRecorder(db: Db) {
  /** Inserts the execution row only while the flow row matches `guard`; null when it no longer does. */
  async function insertGuarded(v: { flowId: string; status: string; triggerType: string; triggerPayload: unknown; dedupeKey: string | null }, guard: FlowGuard): Promise<string | null> {
    const result = await db.execute(sql`
      insert into executions (flow_id, user_id, status, trigger_type, trigger_payload, dedupe_key)
      select id, user_id, ${v.status}, ${v.triggerType}, ${JSON.stringify(v.triggerPayload)}::jsonb, ${v.dedupeKey}::text
      from flows
      where id = ${v.flowId} and user_id = ${guard.userId} and is_active = ${guard.isActive} and spec = ${JSON.stringify(guard.spec)}::jsonb
      on conflict (flow_id, dedupe_key) do nothing
      returning id`);
    // Both drivers (PGlite, node-postgres) answer raw statements with `{ rows }`.
    return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? null;
  }

  return {
    /**
     * Inserts the execution row ('running'). With a dedupe key, a second row for the same flow and key
     * is refused by the unique index (also when both arrive at once): the existing id comes back with
     * `duplicate: true`. With a `guard` the flow lookup the caller skipped is folded into the insert:
     * null means the flow changed (or the delivery is a repeat); read the flow again and retry without it.
     */
    async createExecution(input: NewExecution, guard?: FlowGuard): Promise<{ id: string; duplicate: boolean } | null> {
      const values = { flowId: input.flowId, userId: input.userId, status: 'running', triggerType: input.triggerType, triggerPayload: maskSecrets(toJson(input.payload)), dedupeKey: input.dedupeKey ?? null };
      if (guard) {
        const id = await insertGuarded(values, guard);
        return id ? { id, duplicate: false } : null;
      }
      if (!input.dedupeKey) {
        const [row] = await db.insert(executions).values(values).returning({ id: executions.id });
        return { id: row.id, duplicate: false };
      }
      const [row] = await db
        .insert(executions)
        .values(values)
        .onConflictDoNothing({ target: [executions.flowId, executions.dedupeKey] })
        .returning({ id: executions.id });
      if (row) return { id: row.id, duplicate: false };
      const [existing] = await db
        .select({ id: executions.id })
        .from(executions)
        .where(and(eq(executions.flowId, input.flowId), eq(executions.dedupeKey, input.dedupeKey)))
        .limit(1);
      return { id: existing.id, duplicate: true };
    },

    async executionStatus(id: string) {
      const [row] = await db.select({ status: executions.status, error: executions.error }).from(executions).where(eq(executions.id, id)).limit(1);
      return row ?? null;
    },

    async finishExecution(id: string, status: 'success' | 'error', error: string | null) {
      await db.update(executions).set({ status, error, endedAt: new Date() }).where(eq(executions.id, id));
    },

    /**
     * Writes step rows (inserted, or replaced if already written) and, with `final`, the execution's
     * status, error and ended_at: one statement either way (a data-modifying CTE when both).
     */
    async saveSteps(executionId: string, rows: StepRow[], final?: { status: 'success' | 'error'; error: string | null }) {
      const upsert = rows.length ? db.insert(executionSteps).values(rows).onConflictDoUpdate({ target: executionSteps.id, set: stepUpdate }) : null;
      if (!final) {
        if (upsert) await upsert;
        return;
      }
      const set = { status: final.status, error: final.error, endedAt: new Date() };
      if (!upsert) {
        await db.update(executions).set(set).where(eq(executions.id, executionId));
        return;
      }
      const written = db.$with('written_steps').as(upsert);
      await db.with(written).update(executions).set(set).where(eq(executions.id, executionId));
    },

    /** Marks executions (and their steps) left 'running' by a process that died. Returns how many. */
    async recoverInterrupted(): Promise<number> {
      const now = new Date();
      const stale = await db
        .update(executions)
        .set({ status: 'error', error: INTERRUPTED, endedAt: now })
        .where(eq(executions.status, 'running'))
        .returning({ id: executions.id });
      await db
        .update(executionSteps)
        .set({
          status: 'error',
          error: INTERRUPTED,
          endedAt: now,
          durationMs: sql`greatest(0, (extract(epoch from (${now.toISOString()}::timestamptz - ${executionSteps.startedAt})) * 1000)::int)`,
        })
        .where(eq(executionSteps.status, 'running'));
      return stale.length;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
