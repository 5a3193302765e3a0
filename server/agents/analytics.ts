/**
 * Run history figures, computed in SQL (spec §3 Agent analytics, §9): statistics (all time or a
 * period), the daily success rate and volume of the last `days` days in the app's time zone (zeros
 * included), and pages of runs. Success rate = succeeded ÷ (succeeded + failed) × 100, one decimal.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgentAnalytics, AgentDailyStat, AgentRunStatus, AgentStatistics } from '../../contracts/agents';
import type { Db } from '../db';
import { agentRuns } from '../db/schema';
import { toRun } from './present';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const rate = (ok: number, bad: number) => (ok + bad ? Math.round((ok * 1000) / (ok + bad)) / 10 : 0);

type Counts = { total: number; succeeded: number; failed: number; running: number; queued: number; avg_seconds: number; last_ms: number | null };

export async function runStatistics(db: Db, agentId: string, since?: Date): Promise<AgentStatistics> {
  const [c] = rows<Counts>(await db.execute(sql`
    select count(*)::int as total,
      (count(*) filter (where status = 'succeeded'))::int as succeeded,
      (count(*) filter (where status = 'failed'))::int as failed,
      (count(*) filter (where status = 'running'))::int as running,
      (count(*) filter (where status = 'queued'))::int as queued,
      coalesce(avg(extract(epoch from (ended_at - started_at))) filter (
        where status in ('succeeded', 'failed') and started_at is not null and ended_at is not null), 0)::float8 as avg_seconds,
      (extract(epoch from max(created_at)) * 1000)::float8 as last_ms
    from agent_runs
    where agent_id = ${agentId} ${since ? sql`and created_at >= ${since.toISOString()}::timestamptz` : sql``}`));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    total_runs: n(c.total),
    successful_runs: n(c.succeeded),
    failed_runs: n(c.failed),
    running_runs: n(c.running),
    queued_runs: n(c.queued),
    success_rate: rate(n(c.succeeded), n(c.failed)),
    average_duration_minutes: Math.round((n(c.avg_seconds) / 60) * 100) / 100,
    last_run_date: c.last_ms === null || c.last_ms === undefined ? null : new Date(Number(c.last_ms)).toISOString(),
  };
}

/** The first day of the period (today in `timezone` and the days - 1 before it) and when it starts. */
async function periodStart(db: Db, days: number, timezone: string): Promise<{ firstDay: string; start: Date }> {
  const [b] = rows<{ first_day: string; start_ms: number }>(await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as first_day, (extract(epoch from (d::timestamp at time zone ${timezone})) * 1000)::float8 as start_ms
    from (select ((now() at time zone ${timezone})::date - ${days - 1}::int) as d) as bounds`));
  return { firstDay: b.first_day, start: new Date(Number(b.start_ms)) };
}

async function dailyStats(db: Db, agentId: string, firstDay: string, days: number, start: Date, timezone: string): Promise<AgentDailyStat[]> {
  const found = rows<{ date: string; total: number; succeeded: number; failed: number }>(await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      count(r.id)::int as total,
      (count(r.id) filter (where r.status = 'succeeded'))::int as succeeded,
      (count(r.id) filter (where r.status = 'failed'))::int as failed
    from (select generate_series(${firstDay}::date, ${firstDay}::date + ${days - 1}::int, interval '1 day')::date as day) as d
    left join agent_runs r
      on r.agent_id = ${agentId} and r.created_at >= ${start.toISOString()}::timestamptz
      and (r.created_at at time zone ${timezone})::date = d.day
    group by d.day
    order by d.day`));
  return found.map((d) => ({
    date: d.date,
    total_runs: Number(d.total),
    successful_runs: Number(d.succeeded),
    failed_runs: Number(d.failed),
    success_rate: rate(Number(d.succeeded), Number(d.failed)),
  }));
}

export async function recentRuns(db: Db, agentId: string, limit: number) {
  const list = await db.select().from(agentRuns).where(eq(agentRuns.agentId, agentId)).orderBy(desc(agentRuns.createdAt), desc(agentRuns.id)).limit(limit);
  return list.map(toRun);
}

export async function runAnalytics(db: Db, agentId: string, days: number, recentLimit: number, timezone: string): Promise<AgentAnalytics> {
  const { firstDay, start } = await periodStart(db, days, timezone);
  const statistics = await runStatistics(db, agentId, start);
  return {
    days,
    statistics,
    daily_stats: await dailyStats(db, agentId, firstDay, days, start, timezone),
    outcome_distribution: {
      successful: statistics.successful_runs,
      failed: statistics.failed_runs,
      running: statistics.running_runs,
      queued: statistics.queued_runs,
    },
    recent_runs: await recentRuns(db, agentId, recentLimit),
    period_start: start.toISOString(),
    period_end: new Date().toISOString(),
  };
}

/** One page of runs, newest first (spec §9: 20 per page; more exist when a page is full). */
export async function runsPage(db: Db, agentId: string, page: number, pageSize: number, status?: AgentRunStatus) {
  const list = await db.select().from(agentRuns)
    .where(and(eq(agentRuns.agentId, agentId), status ? eq(agentRuns.status, status) : undefined))
    .orderBy(desc(agentRuns.createdAt), desc(agentRuns.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return list.map(toRun);
}
