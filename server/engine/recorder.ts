import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { executions, executionSteps } from '../db/schema';
import { createGroupCommit } from './group-commit';
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

type ExecutionInsert = { id: string; flowId: string; userId: string; triggerType: string; payload: string; dedupeKey: string | null; guard?: FlowGuard };
/** How an execution ended: status, the failing step's message, what paid models cost (US dollars). */
export type FinalStatus = { status: 'success' | 'error'; error: string | null; cost?: number | null };
type FinalWrite = { executionId: string; rows: StepRow[]; status: 'success' | 'error'; error: string | null; cost: number | null; endedAt: Date };

/**
 * The engine's writes to executions and execution_steps. The two writes every execution makes (its
 * row when it starts, its steps and final status when it ends) go through a group commit each, so
 * executions that start or end together share one statement (group-commit.ts).
 */
export function createRecorder(db: Db) {
  /**
   * Inserts execution rows in one statement. A guarded row is inserted only while its flow row still
   * has the guard's owner, active flag and spec; a row whose delivery key the flow already has is not
   * inserted. Answers, per item, whether its row was inserted (the ids are made here).
   */
  async function insertExecutions(items: ExecutionInsert[]): Promise<boolean[]> {
    const values = sql.join(
      items.map((v) => sql`(${v.id}::uuid, ${v.flowId}::uuid, ${v.userId}::uuid, ${v.triggerType}::text, ${v.payload}::jsonb, ${v.dedupeKey}::text, ${!!v.guard}::boolean, ${v.guard?.isActive ?? null}::boolean, ${v.guard ? JSON.stringify(v.guard.spec) : null}::jsonb)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      insert into executions (id, flow_id, user_id, status, trigger_type, trigger_payload, dedupe_key)
      select v.id, v.flow_id, v.user_id, 'running', v.trigger_type, v.payload, v.dedupe_key
      from (values ${values}) as v(id, flow_id, user_id, trigger_type, payload, dedupe_key, guarded, is_active, spec)
      left join flows f on f.id = v.flow_id
      where not v.guarded or (f.user_id = v.user_id and f.is_active = v.is_active and f.spec = v.spec)
      on conflict (flow_id, dedupe_key) do nothing
      returning id`);
    // Both drivers (PGlite, node-postgres) answer raw statements with `{ rows }`.
    const inserted = new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    return items.map((v) => inserted.has(v.id));
  }

  /** Writes the step rows and final status of several executions in one statement. */
  async function writeFinals(items: FinalWrite[]): Promise<void[]> {
    const finals = sql.join(items.map((f) => sql`(${f.executionId}::uuid, ${f.status}::text, ${f.error}::text, ${f.cost}::real, ${f.endedAt.toISOString()}::timestamptz)`), sql`, `);
    const update = sql`update executions e set status = v.status, error = v.error, cost = v.cost, ended_at = v.ended_at
      from (values ${finals}) as v(id, status, error, cost, ended_at) where e.id = v.id`;
    const rows = items.flatMap((f) => f.rows);
    if (!rows.length) {
      await db.execute(update);
    } else {
      const upsert = db.insert(executionSteps).values(rows).onConflictDoUpdate({ target: executionSteps.id, set: stepUpdate });
      await db.execute(sql`with written_steps as (${upsert.getSQL()}) ${update}`);
    }
    return items.map(() => undefined);
  }

  const executionInserts = createGroupCommit(insertExecutions);
  const finalWrites = createGroupCommit(writeFinals);

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
      const inserted = await executionInserts.add({ id, flowId: input.flowId, userId: input.userId, triggerType: input.triggerType, payload, dedupeKey, guard });
      if (inserted) return { id, duplicate: false };
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
      const [row] = await db.select({ status: executions.status, error: executions.error }).from(executions).where(eq(executions.id, id)).limit(1);
      return row ?? null;
    },

    async finishExecution(id: string, status: 'success' | 'error', error: string | null) {
      await db.update(executions).set({ status, error, endedAt: new Date() }).where(eq(executions.id, id));
    },

    /**
     * Writes step rows (inserted, or replaced if already written). With `final`, also the execution's
     * status, error and ended_at, in the same statement, shared with other executions ending now.
     */
    async saveSteps(executionId: string, rows: StepRow[], final?: FinalStatus) {
      if (final) return finalWrites.add({ executionId, rows, status: final.status, error: final.error, cost: final.cost ?? null, endedAt: new Date() });
      if (rows.length) await db.insert(executionSteps).values(rows).onConflictDoUpdate({ target: executionSteps.id, set: stepUpdate });
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
