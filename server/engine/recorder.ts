import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { executions, executionSteps } from '../db/schema';
import { toJson } from './mask';
import type { StepOutcome, TriggerType } from './types';

export const INTERRUPTED = 'Ejecución interrumpida';

/** The engine's writes to executions and execution_steps. */
export function createRecorder(db: Db) {
  return {
    async createExecution(input: { flowId: string; userId: string; triggerType: TriggerType; payload: unknown }): Promise<string> {
      const [row] = await db
        .insert(executions)
        .values({ flowId: input.flowId, userId: input.userId, status: 'running', triggerType: input.triggerType, triggerPayload: toJson(input.payload) })
        .returning({ id: executions.id });
      return row.id;
    },

    async finishExecution(id: string, status: 'success' | 'error', error: string | null) {
      await db.update(executions).set({ status, error, endedAt: new Date() }).where(eq(executions.id, id));
    },

    async startStep(executionId: string, s: { step: number; nodeId: string; actionId: string; nodeName: string | null; startedAt: Date }): Promise<string> {
      const [row] = await db
        .insert(executionSteps)
        .values({ executionId, step: s.step, nodeId: s.nodeId, actionId: s.actionId, nodeName: s.nodeName, status: 'running', startedAt: s.startedAt })
        .returning({ id: executionSteps.id });
      return row.id;
    },

    async finishStep(o: StepOutcome) {
      await db
        .update(executionSteps)
        .set({
          status: o.status,
          input: toJson(o.input),
          output: toJson(o.output),
          error: o.error,
          durationMs: o.duration_ms,
          endedAt: o.ended_at ? new Date(o.ended_at) : null,
        })
        .where(eq(executionSteps.id, o.step_id));
    },

    async skippedStep(executionId: string, s: { step: number; nodeId: string; actionId: string; nodeName: string | null }): Promise<string> {
      const [row] = await db
        .insert(executionSteps)
        .values({ executionId, step: s.step, nodeId: s.nodeId, actionId: s.actionId, nodeName: s.nodeName, status: 'skipped' })
        .returning({ id: executionSteps.id });
      return row.id;
    },

    /** Marks executions (and their steps) left 'running' by a process that died. Returns how many. */
    async recoverInterrupted(): Promise<number> {
      const now = new Date();
      const stale = await db
        .update(executions)
        .set({ status: 'error', error: INTERRUPTED, endedAt: now })
        .where(eq(executions.status, 'running'))
        .returning({ id: executions.id });
      await db
        .update(executionSteps)
        .set({
          status: 'error',
          error: INTERRUPTED,
          endedAt: now,
          durationMs: sql`greatest(0, (extract(epoch from (${now.toISOString()}::timestamptz - ${executionSteps.startedAt})) * 1000)::int)`,
        })
        .where(eq(executionSteps.status, 'running'));
      return stale.length;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
