import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';

/** Executions deleted per statement: small, so the database (PGlite runs one statement at a time) stays responsive. */
export const PRUNE_BATCH = 500;
/** How often the pruner runs. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/** Deletes one batch of ended executions older than the cutoff (their steps cascade). */
async function pruneOldBatch(db: Db, cutoff: Date, batch: number): Promise<number> {
  const r = await db.execute(sql`
    delete from executions where id in (
      select id from executions where started_at < ${cutoff.toISOString()}::timestamptz and status <> 'running' limit ${batch}
    ) returning id`);
  return rowsOf(r).length;
}

/** Flows with more executions than the limit. */
async function crowdedFlows(db: Db, maxCount: number): Promise<string[]> {
  const r = await db.execute(sql`select flow_id from executions group by flow_id having count(*) > ${maxCount}`);
  return rowsOf(r).map((row) => String(row.flow_id));
}

/** Deletes one batch of a flow's ended executions beyond its newest `maxCount` (running ones count, and stay). */
async function pruneExtraBatch(db: Db, flowId: string, maxCount: number, batch: number): Promise<number> {
  const r = await db.execute(sql`
    delete from executions where id in (
      select id from (
        select id, status from executions where flow_id = ${flowId}::uuid
        order by started_at desc, id desc offset ${maxCount}
      ) older where status <> 'running' limit ${batch}
    ) returning id`);
  return rowsOf(r).length;
}

/**
 * Retention (docs/alerts.md): executions older than ENLAZA_EXECUTIONS_MAX_AGE_DAYS, or beyond a
 * flow's newest ENLAZA_EXECUTIONS_MAX_COUNT, are deleted in batches of PRUNE_BATCH. A running
 * execution is never deleted. Answers how many were deleted.
 */
export async function pruneExecutions(db: Db, limits: Config['executions'], opts: { now?: Date; batch?: number } = {}): Promise<number> {
  const batch = opts.batch ?? PRUNE_BATCH;
  let deleted = 0;
  if (limits.maxAgeDays > 0) {
    const cutoff = new Date((opts.now ?? new Date()).getTime() - limits.maxAgeDays * 24 * 3600 * 1000);
    for (let n = batch; n === batch; deleted += n) n = await pruneOldBatch(db, cutoff, batch);
  }
  if (limits.maxCount) {
    for (const flowId of await crowdedFlows(db, limits.maxCount)) {
      for (let n = batch; n === batch; deleted += n) n = await pruneExtraBatch(db, flowId, limits.maxCount, batch);
    }
  }
  return deleted;
}

/** Deletions since the search indexes were last rebuilt (kept by the caller between rounds). */
export type PruneState = { sinceReindex: number };

/** Never rebuild the search indexes for fewer deletions than this. */
const REINDEX_MIN = 10_000;

/**
 * What follows a round that deleted executions. On PGlite (no autovacuum) a VACUUM makes the space
 * reusable. The GIN search indexes (migration 0015) never drop a key once indexed, and order numbers
 * or emails are new keys each time: they are rebuilt once the deletions since the last rebuild reach
 * the number of executions kept (and at least REINDEX_MIN), so they stay the size of what is kept.
 */
export async function afterPrune(db: Db, kind: 'pglite' | 'postgres', deleted: number, state: PruneState): Promise<boolean> {
  if (!deleted) return false;
  if (kind === 'pglite') await db.execute(sql`vacuum executions, execution_steps`);
  state.sinceReindex += deleted;
  const r = await db.execute(sql`select greatest(reltuples, 0)::bigint as kept from pg_class where relname = 'executions'`);
  const kept = Number(rowsOf(r)[0]?.kept ?? 0);
  if (state.sinceReindex < Math.max(REINDEX_MIN, kept)) return false;
  // CONCURRENTLY keeps PostgreSQL writable meanwhile; PGlite has one connection and no such option.
  const how = kind === 'postgres' ? sql.raw('concurrently ') : sql.raw('');
  await db.execute(sql`reindex index ${how}executions_search_idx`);
  await db.execute(sql`reindex index ${how}execution_steps_search_idx`);
  state.sinceReindex = 0;
  return true;
}

/** Runs the pruner at start and every PRUNE_EVERY_MS. */
export function createPruner(deps: { db: Db; config: Config; kind: 'pglite' | 'postgres'; log: { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void } }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const state: PruneState = { sinceReindex: 0 };
  const round = async () => {
    const deleted = await pruneExecutions(deps.db, deps.config.executions);
    const reindexed = await afterPrune(deps.db, deps.kind, deleted, state);
    if (deleted) deps.log.info({ deleted, reindexed }, 'old executions pruned');
  };
  const tick = () => {
    if (running) return;
    running = round()
      .catch((err) => deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'pruning executions failed'))
      .finally(() => (running = null));
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, PRUNE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
