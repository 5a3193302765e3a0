import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { executions } from '../db/schema';
import type { Engine } from '../engine';
import { startRetry } from './retry';

/** A bulk retry takes at most this many executions per call. */
export const BULK_MAX = 500;

type Log = { warn: (o: object, m?: string) => void };

/** Runs queued jobs, at most `limit` at a time (in this process). */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (active >= limit) return;
    const job = waiting.shift();
    if (!job) return;
    active++;
    job();
  };
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          job().then(resolve, reject).finally(() => {
            active--;
            next();
          });
        });
        next();
      });
    },
    usage: () => ({ active, waiting: waiting.length }),
  };
}

export type Limiter = ReturnType<typeof createLimiter>;

/**
 * The failed executions of a flow a bulk retry takes: the ones named (that are the user's, of this
 * flow, and failed), or every failed one not already replayed; newest first, at most BULK_MAX.
 */
export async function pickFailed(db: Db, userId: string, flowId: string, ids: string[] | null): Promise<string[]> {
  const owned = and(eq(executions.flowId, flowId), eq(executions.userId, userId), eq(executions.status, 'error'));
  const where = ids
    ? and(owned, inArray(executions.id, ids))
    : and(owned, sql`not exists (select 1 from executions r where r.retry_of = ${executions.id})`);
  const rows = await db.select({ id: executions.id }).from(executions).where(where).orderBy(desc(executions.startedAt)).limit(BULK_MAX);
  return rows.map((r) => r.id);
}

/** Queues a replay of each execution; each one waits for a place in the limiter, then runs to its end. */
export function queueRetries(deps: { db: Db; engine: Engine; limiter: Limiter; log: Log }, userId: string, ids: string[]): Promise<void> {
  const all = ids.map((id) =>
    deps.limiter
      .run(async () => {
        const { handle } = await startRetry(deps, userId, id, 'trigger');
        await handle.done;
      })
      .catch((err) => deps.log.warn({ executionId: id, err: err instanceof Error ? err.message : String(err) }, 'bulk retry: one replay could not start')),
  );
  return Promise.all(all).then(() => undefined);
}
