import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { flowAlertState } from '../db/schema';

/** At most one summary per workflow in this time while it keeps failing. */
export const SUMMARY_EVERY_MS = 60 * 60 * 1000;

/**
 * A flow's failing/recovered transitions, each claimed by one statement so that runs ending at the
 * same time (or in several processes) alert once: the first failure, each hourly summary and the
 * recovery are each claimed by exactly one caller.
 */
export function alertState(db: Db) {
  return {
    /** Records a failure; true when it is the first one (the flow was not failing): alert now. */
    async failed(flowId: string, executionId: string, now: Date): Promise<boolean> {
      const first = await db
        .insert(flowAlertState)
        .values({ flowId, failing: true, failingSince: now, lastAlertAt: now, pendingFailures: 0, lastExecutionId: executionId, updatedAt: now })
        .onConflictDoUpdate({
          target: flowAlertState.flowId,
          set: { failing: true, failingSince: now, lastAlertAt: now, pendingFailures: 0, lastExecutionId: executionId, updatedAt: now },
          setWhere: sql`${flowAlertState.failing} = false`,
        })
        .returning({ flowId: flowAlertState.flowId });
      if (first.length) return true;
      await db
        .update(flowAlertState)
        .set({ pendingFailures: sql`${flowAlertState.pendingFailures} + 1`, lastExecutionId: executionId, updatedAt: now })
        .where(eq(flowAlertState.flowId, flowId));
      return false;
    },

    /**
     * Claims the hourly summary of a failing flow when one is due (failures since the last alert,
     * which was an hour ago or more). Answers how many failures it covers and the latest one, or null.
     */
    async claimSummary(flowId: string, now: Date): Promise<{ count: number; executionId: string | null } | null> {
      const due = new Date(now.getTime() - SUMMARY_EVERY_MS);
      const result = await db.execute(sql`
        with due as (
          select flow_id, pending_failures, last_execution_id from flow_alert_state
          where flow_id = ${flowId} and failing and pending_failures > 0 and last_alert_at <= ${due.toISOString()}::timestamptz
          for update
        )
        update flow_alert_state s set pending_failures = 0, last_alert_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        from due where s.flow_id = due.flow_id
        returning due.pending_failures as count, due.last_execution_id as execution_id`);
      const row = (result as unknown as { rows: { count: number; execution_id: string | null }[] }).rows[0];
      return row ? { count: Number(row.count), executionId: row.execution_id } : null;
    },

    /** Flows with a summary due (for the periodic sweep). */
    async dueSummaries(now: Date): Promise<string[]> {
      const due = new Date(now.getTime() - SUMMARY_EVERY_MS);
      const rows = await db
        .select({ flowId: flowAlertState.flowId })
        .from(flowAlertState)
        .where(and(eq(flowAlertState.failing, true), sql`${flowAlertState.pendingFailures} > 0`, lte(flowAlertState.lastAlertAt, due)))
        .limit(100);
      return rows.map((r) => r.flowId);
    },

    /** Records a success; true when the flow was failing (tell the owner it works again). */
    async succeeded(flowId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(flowAlertState)
        .set({ failing: false, failingSince: null, pendingFailures: 0, updatedAt: now })
        .where(and(eq(flowAlertState.flowId, flowId), eq(flowAlertState.failing, true)))
        .returning({ flowId: flowAlertState.flowId });
      return rows.length > 0;
    },
  };
}

export type AlertState = ReturnType<typeof alertState>;
