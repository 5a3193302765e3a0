import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { flows } from '../db/schema';
import { checkCron } from '../nodes/schedule';
import { specSteps } from './types';

export type ScheduleInfo = { flow_id: string; cron_expression: string; timezone: string; next_run: string | null };

type Job = { cron: Cron; pattern: string; timezone: string };
type Log = { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };

/** The cron trigger of a flow spec, or null when the flow does not start on a schedule. */
export function scheduleOf(spec: unknown, defaultTimezone: string): { pattern: string; timezone: string } | null {
  const first = specSteps(spec)[0];
  if (!first || first.node_id !== 'schedule' || first.action_id !== 'cron') return null;
  const p = first.params ?? {};
  const pattern = typeof p.cron_expression === 'string' ? p.cron_expression.trim() : '';
  const timezone = typeof p.timezone === 'string' && p.timezone.trim() ? p.timezone.trim() : defaultTimezone;
  return { pattern, timezone };
}

/**
 * In-process cron: one croner job per active flow whose trigger is schedule/cron. `sync(flowId)`
 * re-reads the flow and (re)schedules or drops its job; callers invoke it after every save,
 * activation, deactivation and deletion.
 */
export function createScheduler(deps: { db: Db; defaultTimezone: string; log: Log; fire: (flowId: string, info: { cron_expression: string; timezone: string }) => Promise<void> }) {
  const jobs = new Map<string, Job>();
  let stopped = true;

  function drop(flowId: string) {
    jobs.get(flowId)?.cron.stop();
    jobs.delete(flowId);
  }

  function place(flowId: string, spec: unknown, isActive: boolean) {
    const sched = isActive ? scheduleOf(spec, deps.defaultTimezone) : null;
    const current = jobs.get(flowId);
    if (!sched || stopped) return drop(flowId);
    if (current && current.pattern === sched.pattern && current.timezone === sched.timezone) return;
    drop(flowId);
    const problem = checkCron(sched.pattern, sched.timezone);
    if (problem) {
      deps.log.warn({ flowId, problem }, 'schedule not registered');
      return;
    }
    const info = { cron_expression: sched.pattern, timezone: sched.timezone };
    const cron = new Cron(sched.pattern, { timezone: sched.timezone, protect: true, catch: (err) => deps.log.warn({ flowId, err: String(err) }, 'scheduled run failed') }, async () => {
      await deps.fire(flowId, info);
    });
    jobs.set(flowId, { cron, pattern: sched.pattern, timezone: sched.timezone });
  }

  return {
    async start() {
      stopped = false;
      const rows = await deps.db.select({ id: flows.id, spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.isActive, true));
      for (const r of rows) place(r.id, r.spec, r.isActive);
      if (jobs.size) deps.log.info({ count: jobs.size }, 'schedules registered');
    },
    async sync(flowId: string) {
      const [row] = await deps.db.select({ spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
      if (!row) return drop(flowId);
      place(flowId, row.spec, row.isActive);
    },
    drop,
    stop() {
      stopped = true;
      for (const id of [...jobs.keys()]) drop(id);
    },
    list(): ScheduleInfo[] {
      return [...jobs.entries()].map(([flowId, j]) => ({
        flow_id: flowId,
        cron_expression: j.pattern,
        timezone: j.timezone,
        next_run: j.cron.nextRun()?.toISOString() ?? null,
      }));
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
