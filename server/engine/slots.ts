import { Cron } from 'croner';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db';
import { flows } from '../db/schema';
import type { FlowRef } from './types';

/** What a flow does with schedule slots missed while no process ran ('ponerse al día' by default). */
export type MissedSlots = 'catch_up' | 'skip';
export const MISSED_SLOTS: readonly MissedSlots[] = ['catch_up', 'skip'];

/**
 * A slot that fires later than this after its time was missed (every process was down, or a queue
 * held it): it runs once as a catch-up, or not at all, by the flow's choice.
 */
export const MISSED_AFTER_MS = 60_000;

/** The latest slot of a cron at or before `at` (croner: an earlier run in the same second counts). */
export function lastSlot(pattern: string, timezone: string, at: Date = new Date()): Date | null {
  try {
    return new Cron(pattern, { timezone, paused: true }).previousRuns(1, at)[0] ?? null;
  } catch {
    return null;
  }
}

/** The next slot of a cron strictly after `after`. */
export function nextSlot(pattern: string, timezone: string, after: Date): Date | null {
  try {
    return new Cron(pattern, { timezone, paused: true }).nextRun(after) ?? null;
  } catch {
    return null;
  }
}

/** The trigger every scheduled run gets: the slot it is for, keyed so that each slot runs once per flow. */
export function slotTrigger(slot: Date, info: { cron_expression: string; timezone: string }, missed = false) {
  const scheduledAt = slot.toISOString();
  return {
    type: 'schedule' as const,
    payload: { scheduled_at: scheduledAt, ...info, ...(missed ? { missed: true } : {}) },
    dedupeKey: `schedule:${scheduledAt}`,
  };
}

/**
 * Records `slot` as the flow's last slot if the flow is still active and no later slot was claimed;
 * answers the flow (to run) or null. Equal slots pass: a slot claimed by a process that died before
 * its execution row existed can still run, and the row's delivery key keeps it to one execution.
 */
export async function claimSlot(db: Db, flowId: string, slot: Date): Promise<(FlowRef & { missedSlots: string }) | null> {
  const [row] = await db
    .update(flows)
    .set({ scheduleLastSlot: slot })
    .where(and(eq(flows.id, flowId), eq(flows.isActive, true), or(isNull(flows.scheduleLastSlot), lte(flows.scheduleLastSlot, slot))))
    .returning({ id: flows.id, userId: flows.userId, spec: flows.spec, missedSlots: flows.missedSlots });
  return row ?? null;
}
