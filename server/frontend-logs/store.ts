import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { frontendLogs } from '../db/schema';

/** Retention of the frontend log table: the newest rows within the age limit. */
export const LOG_RETENTION = { maxRows: 10_000, maxAgeDays: 14 };
/** A prune runs at most this often per process (it is a delete over an indexed column). */
export const PRUNE_EVERY_MS = 60_000;

export type StoredLogEntry = {
  level: string;
  message: string;
  url: string | null;
  userAgent: string | null;
  loggedAt: Date | null;
};

export async function insertFrontendLogs(db: Db, userId: string | null, entries: StoredLogEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(frontendLogs).values(entries.map((e) => ({ ...e, userId })));
}

/** Deletes rows older than `maxAgeDays` and all but the newest `maxRows`; answers how many went. */
export async function pruneFrontendLogs(db: Db, retention = LOG_RETENTION, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retention.maxAgeDays * 86_400_000);
  const old = await db.delete(frontendLogs).where(lt(frontendLogs.createdAt, cutoff)).returning({ id: frontendLogs.id });
  const extra = await db.delete(frontendLogs)
    .where(sql`${frontendLogs.id} in (select ${frontendLogs.id} from ${frontendLogs} order by ${frontendLogs.createdAt} desc, ${frontendLogs.id} desc offset ${retention.maxRows})`)
    .returning({ id: frontendLogs.id });
  return old.length + extra.length;
}

/** Calls prune at most once per `everyMs` (the first call prunes). */
export function createPruner(db: Db, everyMs = PRUNE_EVERY_MS, retention = LOG_RETENTION) {
  let last = 0;
  let running: Promise<unknown> | null = null;
  return async () => {
    const now = Date.now();
    if (running || now - last < everyMs) return;
    last = now;
    running = pruneFrontendLogs(db, retention).finally(() => {
      running = null;
    });
    await running;
  };
}
