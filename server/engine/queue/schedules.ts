import type { Queue } from 'bullmq';
import { and, eq } from 'drizzle-orm';
import { cronProblem } from '../../../contracts/cron';
import type { Db } from '../../db';
import { flows } from '../../db/schema';
import { polledTriggerOf, type PollInfo } from '../poller';
import { scheduleOf, type Registration, type ScheduleInfo } from '../scheduler';

type Log = { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };

export const slotSchedulerId = (flowId: string) => `slot:${flowId}`;
export const pollSchedulerId = (flowId: string) => `poll:${flowId}`;

/** Finished trigger jobs kept in Redis for a while (to watch the queue), then dropped. */
const KEEP = { removeOnComplete: { age: 3_600, count: 1_000 }, removeOnFail: { age: 24 * 3_600, count: 1_000 } };

/**
 * Queue mode's schedules and polling triggers: BullMQ job schedulers in Redis, one per flow
 * (`slot:{flow}` on the flow's cron, `poll:{flow}` every ENLAZA_POLL_INTERVAL_MS). Redis holds them,
 * not a process: a change made through any process is the schedule of every process at once, and a
 * slot is one job (its id is the scheduler and the slot time), so it runs once whoever takes it.
 */
export function createQueueSchedules(deps: { db: Db; queue: Queue; defaultTimezone: string; pollIntervalMs: number; log: Log }) {
  const { db, queue } = deps;
  const schedules = new Map<string, ScheduleInfo>();
  const pollers = new Map<string, PollInfo>();

  async function deactivate(flowId: string, problem: string) {
    await db.update(flows).set({ isActive: false, updatedAt: new Date() }).where(and(eq(flows.id, flowId), eq(flows.isActive, true)));
    deps.log.warn({ flowId, problem }, 'schedule not registered: flow deactivated');
  }

  async function dropSlot(flowId: string) {
    schedules.delete(flowId);
    await queue.removeJobScheduler(slotSchedulerId(flowId));
  }

  async function dropPoll(flowId: string) {
    pollers.delete(flowId);
    await queue.removeJobScheduler(pollSchedulerId(flowId));
  }

  /**
   * Places the flow's schedulers from its row. An unchanged scheduler is left alone: replacing it
   * would drop the job of a slot that is due (a slot missed while every process was down).
   */
  async function place(flowId: string, spec: unknown, isActive: boolean): Promise<Registration> {
    const sched = isActive ? scheduleOf(spec, deps.defaultTimezone) : null;
    const polled = isActive ? polledTriggerOf(spec) : null;
    if (polled) {
      const current = await queue.getJobScheduler(pollSchedulerId(flowId));
      if (current?.every !== deps.pollIntervalMs) {
        await queue.upsertJobScheduler(pollSchedulerId(flowId), { every: deps.pollIntervalMs }, { name: 'poll', data: { flowId }, opts: KEEP });
      }
      pollers.set(flowId, { flow_id: flowId, node_id: polled.nodeId, action_id: polled.actionId, interval_ms: deps.pollIntervalMs });
    } else await dropPoll(flowId);

    if (!sched) {
      await dropSlot(flowId);
      return { status: 'none' };
    }
    const problem = cronProblem(sched.pattern, sched.timezone);
    if (problem) {
      await dropSlot(flowId);
      await deactivate(flowId, problem);
      return { status: 'refused', problem };
    }
    const id = slotSchedulerId(flowId);
    let current = await queue.getJobScheduler(id);
    if (current?.pattern !== sched.pattern || current?.tz !== sched.timezone) {
      await queue.upsertJobScheduler(id, { pattern: sched.pattern, tz: sched.timezone }, { name: 'slot', data: { flowId }, opts: KEEP });
      current = await queue.getJobScheduler(id);
    }
    schedules.set(flowId, { flow_id: flowId, cron_expression: sched.pattern, timezone: sched.timezone, next_run: current?.next ? new Date(current.next).toISOString() : null });
    return { status: 'registered' };
  }

  /** Re-reads the flow and places (or drops) its schedulers. */
  async function sync(flowId: string): Promise<Registration> {
    const [row] = await db.select({ spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.id, flowId)).limit(1);
    if (!row) {
      await dropSlot(flowId);
      await dropPoll(flowId);
      return { status: 'none' };
    }
    return place(flowId, row.spec, row.isActive);
  }

  return {
    sync,
    /** Makes Redis match the database: schedulers for active flows, none for the rest. */
    async reconcile() {
      const rows = await db.select({ id: flows.id, spec: flows.spec, isActive: flows.isActive }).from(flows).where(eq(flows.isActive, true));
      const wanted = new Set<string>();
      for (const r of rows) {
        await place(r.id, r.spec, r.isActive);
        wanted.add(slotSchedulerId(r.id)).add(pollSchedulerId(r.id));
      }
      // A scheduler of a flow that was not active when read: read that flow again (it may have been
      // activated on another process since) rather than remove it blindly.
      for (const s of await queue.getJobSchedulers(0, -1)) {
        if (wanted.has(s.key)) continue;
        const flowId = s.template?.data?.flowId as string | undefined;
        if (flowId) await sync(flowId);
        else await queue.removeJobScheduler(s.key);
      }
    },
    /** Refreshes what schedules() and pollers() answer from Redis (changes made by other processes). */
    async refresh() {
      const seenSlots = new Set<string>();
      const seenPolls = new Set<string>();
      for (const s of await queue.getJobSchedulers(0, -1)) {
        const flowId = s.template?.data?.flowId as string | undefined;
        if (!flowId) continue;
        if (s.key === slotSchedulerId(flowId) && s.pattern) {
          seenSlots.add(flowId);
          schedules.set(flowId, { flow_id: flowId, cron_expression: s.pattern, timezone: s.tz ?? deps.defaultTimezone, next_run: s.next ? new Date(s.next).toISOString() : null });
        } else if (s.key === pollSchedulerId(flowId)) {
          seenPolls.add(flowId);
          if (!pollers.has(flowId)) pollers.set(flowId, { flow_id: flowId, node_id: '', action_id: '', interval_ms: s.every ?? deps.pollIntervalMs });
        }
      }
      for (const id of [...schedules.keys()]) if (!seenSlots.has(id)) schedules.delete(id);
      for (const id of [...pollers.keys()]) if (!seenPolls.has(id)) pollers.delete(id);
    },
    dropSlot,
    dropPoll,
    schedules: () => [...schedules.values()],
    pollers: () => [...pollers.values()],
  };
}

export type QueueSchedules = ReturnType<typeof createQueueSchedules>;
