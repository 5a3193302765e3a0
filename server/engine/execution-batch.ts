/**
 * The statements that record batches of executions: the rows of executions that start (one insert),
 * and the step rows and final status of executions that end (one data-modifying CTE). PGlite runs one
 * statement at a time and most of its cost is per statement, so a burst of webhooks costs a few
 * statements, not two per execution. Starts and ends are separate statements so that one of each can
 * wait in the database thread while the other runs (measured: one combined statement kept the
 * thread idle between batches). Built as raw SQL: the query builder's per-value work showed up in
 * profiles of the main thread.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import type { executionSteps } from '../db/schema';

/** One execution_steps row as the engine writes it (every column, so an upsert leaves nothing stale). */
export type StepRow = Required<typeof executionSteps.$inferInsert>;

/**
 * What the caller read of the flow and decided on. With it, the execution row is inserted only if the
 * flow row still has this owner, active flag and spec, checked in the same statement as the insert.
 */
export type FlowGuard = { userId: string; isActive: boolean; spec: unknown };

/** An execution that starts: its row is inserted 'running' (the id is made by the caller). */
export type ExecutionStart = { id: string; flowId: string; userId: string; triggerType: string; payload: string; dedupeKey: string | null; guard?: FlowGuard };

/**
 * An execution that ends: its step rows (inserted or replaced) and its final status. `freeDedupeKey`
 * (an interrupted run) clears its delivery key, so a re-delivery of that event starts a new execution.
 */
export type ExecutionEnd = { executionId: string; rows: StepRow[]; status: 'success' | 'error'; error: string | null; cost: number | null; endedAt: Date; freeDedupeKey?: boolean };

/**
 * An execution a long delay parks: its step rows (the delay step 'pending'), when it resumes, what it
 * resumes with (server/engine/waits.ts) and what paid models cost so far. It stays 'running' and
 * leaves its owner process (queue mode): nothing runs it until it is resumed.
 */
export type ExecutionPark = { executionId: string; rows: StepRow[]; resumeAt: Date; resume: unknown; cost: number | null };

const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
const time = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Inserts the starting rows. A guarded row is inserted only while its flow row still matches the
 * guard; a row whose delivery key the flow already has is not inserted (`on conflict do nothing`,
 * also between two rows of the same batch). Returns the ids inserted.
 */
function insertStarts(starts: ExecutionStart[]): SQL {
  const values = list(starts.map((v) => sql`(${v.id}::uuid, ${v.flowId}::uuid, ${v.userId}::uuid, ${v.triggerType}::text, ${v.payload}::jsonb, ${v.dedupeKey}::text, ${!!v.guard}::boolean, ${v.guard?.isActive ?? null}::boolean, ${v.guard ? JSON.stringify(v.guard.spec) : null}::jsonb)`));
  return sql`insert into executions (id, flow_id, user_id, status, trigger_type, trigger_payload, dedupe_key)
    select v.id, v.flow_id, v.user_id, 'running', v.trigger_type, v.payload, v.dedupe_key
    from (values ${values}) as v(id, flow_id, user_id, trigger_type, payload, dedupe_key, guarded, is_active, spec)
    left join flows f on f.id = v.flow_id
    where not v.guarded or (f.user_id = v.user_id and f.is_active = v.is_active and f.spec = v.spec)
    on conflict (flow_id, dedupe_key) do nothing
    returning id`;
}

function upsertSteps(rows: StepRow[]): SQL {
  const values = list(rows.map((r) => sql`(${r.id}::uuid, ${r.executionId}::uuid, ${r.step}::int, ${r.nodeId}::text, ${r.actionId}::text, ${r.nodeName}::text, ${r.status}::text, ${json(r.input)}::jsonb, ${json(r.output)}::jsonb, ${r.error}::text, ${r.durationMs}::int, ${time(r.startedAt)}::timestamptz, ${time(r.endedAt)}::timestamptz)`));
  return sql`insert into execution_steps (id, execution_id, step, node_id, action_id, node_name, status, input, output, error, duration_ms, started_at, ended_at)
    values ${values}
    on conflict (id) do update set status = excluded.status, input = excluded.input, output = excluded.output, error = excluded.error,
      duration_ms = excluded.duration_ms, started_at = excluded.started_at, ended_at = excluded.ended_at`;
}

function updateEnds(ends: ExecutionEnd[]): SQL {
  const values = list(ends.map((f) => sql`(${f.executionId}::uuid, ${f.status}::text, ${f.error}::text, ${f.cost}::real, ${f.endedAt.toISOString()}::timestamptz, ${!!f.freeDedupeKey}::boolean)`));
  return sql`update executions e set status = v.status, error = v.error, cost = v.cost, ended_at = v.ended_at,
      dedupe_key = case when v.free_key then null else e.dedupe_key end
    from (values ${values}) as v(id, status, error, cost, ended_at, free_key) where e.id = v.id`;
}

/** Writes step rows only (a long run's live log); inserted, or replaced when already written. */
export async function writeSteps(db: Db, rows: StepRow[]): Promise<void> {
  if (rows.length) await db.execute(upsertSteps(rows));
}

/**
 * Inserts the rows of executions that start, in one statement. Answers per item whether its row was
 * inserted (false: its guard no longer matches, or its delivery key was already used).
 */
export async function writeStarts(db: Db, starts: ExecutionStart[]): Promise<boolean[]> {
  const result = await db.execute(insertStarts(starts));
  // Both drivers (PGlite, node-postgres) answer raw statements with `{ rows }`.
  const inserted = new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  return starts.map((s) => inserted.has(s.id));
}

/** Writes the step rows and final status of executions that end, in one statement. */
export async function writeEnds(db: Db, ends: ExecutionEnd[]): Promise<void[]> {
  const rows = ends.flatMap((e) => e.rows);
  await db.execute(rows.length ? sql`with written_steps as (${upsertSteps(rows)}) ${updateEnds(ends)}` : updateEnds(ends));
  return ends.map(() => undefined);
}

/** Writes the step rows of a parked execution and its resume point, in one statement. */
export async function writePark(db: Db, p: ExecutionPark): Promise<void> {
  const park = sql`update executions set resume_at = ${p.resumeAt.toISOString()}::timestamptz, resume = ${JSON.stringify(p.resume)}::jsonb,
      cost = ${p.cost}::real, owner_id = null
    where id = ${p.executionId}::uuid and status = 'running'`;
  await db.execute(p.rows.length ? sql`with written_steps as (${upsertSteps(p.rows)}) ${park}` : park);
}
