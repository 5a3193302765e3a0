import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import { cronProblem } from '../../contracts/cron';
import type { Db } from '../db';
import { flows } from '../db/schema';
import { lastSlot } from './slots';
import { specSteps } from './types';

export type ScheduleInfo = { flow_id: string; cron_expression: string; timezone: string; next_run: string | null };

/**
 * What placing a flow's schedule did: `none` when the flow is inactive or not on a schedule,
 * `registered` when its job runs, `refused` (with the Spanish reason) when its trigger cannot be
 * registered — the scheduler then turns the flow off, so the toggle never says 'Activo' for a flow
 * that will not run.
 */
export type Registration = { status: 'none' } | { status: 'registered' } | { status: 'refused'; problem: string };

type Job = { cron: Cron; pattern: string; timezone: string };
type Log = { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };

const NONE: Registration = { status: 'none' };
const REGISTERED: Registration = { status: 'registered' };

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
 * activation, deactivation and deletion. A trigger croner refuses is never left 'Activo': at start
 * and on sync the flow is turned off with a logged reason (docs/engine.md).
 */
export function createScheduler(deps: {
  db: Db;
  defaultTimezone: string;
  log: Log;
  /** Runs the flow for `slot` (the tick's scheduled time); `missed`: a slot found missed at start. */
  fire: (flowId: string, info: { cron_expression: string; timezone: string }, slot: Date, missed?: boolean) => Promise<void>;
}) {
  const jobs = new Map<string, Job>();
  let stopped = true;

  function drop(flowId: string) {
    jobs.get(flowId)?.cron.stop();
    jobs.delete(flowId);
  }

  function place(flowId: string, spec: unknown, isActive: boolean): Registration {
    const sched = isActive ? scheduleOf(spec, deps.defaultTimezone) : null;
    const current = jobs.get(flowId);
    if (!sched) {
      drop(flowId);
      return NONE;
    }
    const problem = cronProblem(sched.pattern, sched.timezone);
    if (problem) {
      drop(flowId);
      return { status: 'refused', problem };
    }
    if (stopped) {
      drop(flowId);
      return REGISTERED;
    }
    if (current && current.pattern === sched.pattern && current.timezone === sched.timezone) return REGISTERED;
    drop(flowId);
    const info = { cron_expression: sched.pattern, timezone: sched.timezone };
    const cron = new Cron(sched.pattern, { timezone: sched.timezone, protect: true, catch: (err) => deps.log.warn({ flowId, err: String(err) }, 'scheduled run failed') }, async () => {
      // The slot this tick is for (croner fires at its start; 50 ms of slack for timer jitter).
      const slot = lastSlot(sched.pattern, sched.timezone, new Date(Date.now() + 50)) ?? new Date();
      await deps.fire(flowId, info, slot);
    });
    jobs.set(flowId, { cron, pattern: sched.pattern, timezone: sched.timezone });
    return REGISTERED;
  }

  /** An active flow whose trigger cannot be registered is turned off (only if it is still active). */
  async function deactivate(flowId: string, problem: string) {
    await deps.db.update(flows).set({ isActive: false, updatedAt: new Date() }).where(and(eq(flows.id, flowId), eq(flows.isActive, true)));
    deps.log.warn({ flowId, problem }, 'schedule not registered: flow deactivated');
  }

  /**
   * A slot that passed while no process ran (after the flow's last claimed slot) runs once now when
   * the flow says 'ponerse al día'; the slot claim and the execution's key keep it to one run across
   * processes. A flow that never claimed a slot has nothing to catch up on.
   */
  function catchUp(r: { id: string; spec: unknown; lastSlot: Date | null; missedSlots: string }, now: Date) {
    const sched = scheduleOf(r.spec, deps.defaultTimezone);
    if (!sched || !r.lastSlot || r.missedSlots !== 'catch_up') return;
    const missed = lastSlot(sched.pattern, sched.timezone, now);
    if (!missed || missed.getTime() <= r.lastSlot.getTime()) return;
    deps.log.info({ flowId: r.id, slot: missed.toISOString() }, 'running a missed schedule slot');
    const info = { cron_expression: sched.pattern, timezone: sched.timezone };
    deps.fire(r.id, info, missed, true).catch((err) => deps.log.warn({ flowId: r.id, err: String(err) }, 'missed slot run failed'));
  }

  return {
    async start() {
      stopped = false;
      const rows = await deps.db
        .select({ id: flows.id, spec: flows.spec, isActive: flows.isActive, lastSlot: flows.scheduleLastSlot, missedSlots: flows.missedSlots })
        .from(flows)
        .where(eq(flows.isActive, true));
      const now = new Date();
      for (const r of rows) {
        const result = place(r.id, r.spec, r.isActive);
        if (result.status === 'refused') await deactivate(r.id, result.problem);
        if (result.status === 'registered') catchUp(r, now);
      }
      if (jobs.size) deps.log.info({ count: jobs.size }, 'schedules registered');
    },
    /** Re-reads the flow and places its job; an active flow that cannot be registered is turned off. */
    async sync(flowId: string): Promise<Registration> {
      const [row] = await deps.db.select({ spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
      if (!row) {
        drop(flowId);
        return NONE;
      }
      const result = place(flowId, row.spec, row.isActive);
      if (result.status === 'refused') await deactivate(flowId, result.problem);
      return result;
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
