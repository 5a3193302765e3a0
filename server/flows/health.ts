import { sql } from 'drizzle-orm';
import type { Db } from '../db';

export type FlowHealth = { last_status: 'success' | 'error' | 'running' | null; failures_24h: number; failing: boolean };

/**
 * Each of the user's flows at a glance (the /workflows cards): its last run's outcome and its
 * failures in the last 24 h; `failing` when the last run that ended failed.
 */
export async function flowsHealth(db: Db, userId: string, now = new Date()): Promise<Map<string, FlowHealth>> {
  const since = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  const r = await db.execute(sql`
    select f.id as flow_id,
      (select e.status from executions e where e.flow_id = f.id order by e.started_at desc, e.id desc limit 1) as last_status,
      (select e.status from executions e where e.flow_id = f.id and e.status <> 'running' order by e.started_at desc, e.id desc limit 1) as last_ended,
      (select count(*) from executions e where e.flow_id = f.id and e.status = 'error' and e.started_at > ${since}::timestamptz) as failures
    from flows f where f.user_id = ${userId}::uuid`);
  const rows = (r as unknown as { rows: { flow_id: string; last_status: string | null; last_ended: string | null; failures: string | number }[] }).rows;
  return new Map(rows.map((row) => [row.flow_id, {
    last_status: (row.last_status as FlowHealth['last_status']) ?? null,
    failures_24h: Number(row.failures),
    failing: row.last_ended === 'error',
  }]));
}
