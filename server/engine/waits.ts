import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { executions, executionSteps } from '../db/schema';
import type { LocalRun } from './local-runs';
import type { ParkedResume } from './runner';
import type { TriggerType } from './types';

/**
 * Parked executions (docs/engine.md "Long waits"): a delay step longer than the in-memory limit
 * records its step as 'pending', sets `executions.resume_at` and ends the run; the execution stays
 * 'running'. Both engines resume it through the replay's resume point (runner.ts ResumePoint with
 * `parked`): the single-process engine with waker.ts, queue mode with the run's BullMQ job delayed.
 */

/** Why a parked execution was cancelled, as the execution's error. */
export const WAIT_CANCELLED = {
  deactivated: 'Espera cancelada: el workflow se desactivó',
  deleted: 'Espera cancelada: el workflow se eliminó',
} as const;
export type CancelReason = keyof typeof WAIT_CANCELLED;

/** A parked execution that cannot be resumed (its delay step's row is gone). */
const CANNOT_RESUME = 'No se pudo reanudar la ejecución después de la espera';

const stillParked = and(eq(executions.status, 'running'), isNotNull(executions.resumeAt));

/**
 * Takes a parked execution to resume it (clears resume_at, guarded): true for exactly one caller,
 * false when it was resumed elsewhere, cancelled, or is not parked.
 */
export async function claimParked(db: Db, executionId: string): Promise<boolean> {
  const rows = await db.update(executions).set({ resumeAt: null }).where(and(eq(executions.id, executionId), stillParked)).returning({ id: executions.id });
  return rows.length === 1;
}

/** Takes up to `limit` parked executions due by `now`, earliest first (single-process waker). */
export async function claimDue(db: Db, now: Date, limit: number): Promise<string[]> {
  const due = db.select({ id: executions.id }).from(executions).where(and(stillParked, lte(executions.resumeAt, now))).orderBy(asc(executions.resumeAt)).limit(limit);
  const rows = await db.update(executions).set({ resumeAt: null }).where(and(inArray(executions.id, due), stillParked)).returning({ id: executions.id });
  return rows.map((r) => r.id);
}

/** When the next parked execution is due, or null when none is parked. */
export async function nextResumeAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | Date | null>`min(${executions.resumeAt})` }).from(executions).where(stillParked);
  return row?.at ? new Date(row.at) : null;
}

/**
 * The run that continues a claimed parked execution: the steps it started with, its trigger, and
 * what the steps before the wait recorded. Null when the execution is not a running parked one; an
 * execution whose delay step row is gone ends as error here.
 */
export async function parkedRun(db: Db, executionId: string): Promise<LocalRun | null> {
  const [e] = await db.select().from(executions).where(eq(executions.id, executionId)).limit(1);
  const resume = e?.resume as ParkedResume | null | undefined;
  if (!e || e.status !== 'running' || !resume) return null;
  const rows = await db.select().from(executionSteps).where(eq(executionSteps.executionId, executionId)).orderBy(asc(executionSteps.step));
  const waiting = rows.find((r) => r.id === resume.step_id);
  if (!waiting) {
    await db.update(executions).set({ status: 'error', error: CANNOT_RESUME, endedAt: new Date(), resumeAt: null }).where(and(eq(executions.id, executionId), eq(executions.status, 'running')));
    return null;
  }
  const outputs: Record<number, unknown> = {};
  const errors: Record<number, string> = {};
  for (const r of rows) {
    if (r.step > resume.step) continue;
    if (r.status === 'error') errors[r.step] = r.error ?? '';
    else outputs[r.step] = r.output;
  }
  return {
    executionId,
    flowId: e.flowId,
    userId: e.userId,
    steps: resume.steps,
    triggerType: e.triggerType as TriggerType,
    payload: e.triggerPayload ?? {},
    resume: {
      fromStep: resume.step + 1,
      outputs,
      parked: { step: resume.step, stepId: waiting.id, startedAt: waiting.startedAt?.toISOString() ?? null, input: waiting.input, errors, cost: e.cost },
    },
  };
}

/**
 * Cancels a flow's parked executions (the flow was turned off or deleted): each ends 'error' with
 * the reason, its delay step too. Answers their ids (queue mode removes their delayed jobs).
 */
export async function cancelParked(db: Db, flowId: string, reason: CancelReason): Promise<string[]> {
  const now = new Date();
  const error = WAIT_CANCELLED[reason];
  const rows = await db
    .update(executions)
    .set({ status: 'error', error, endedAt: now, resumeAt: null })
    .where(and(eq(executions.flowId, flowId), stillParked))
    .returning({ id: executions.id });
  const ids = rows.map((r) => r.id);
  if (ids.length) {
    await db
      .update(executionSteps)
      .set({ status: 'error', error, endedAt: now, durationMs: sql`greatest(0, (extract(epoch from (${now.toISOString()}::timestamptz - ${executionSteps.startedAt})) * 1000)::int)` })
      .where(and(inArray(executionSteps.executionId, ids), eq(executionSteps.status, 'pending')));
  }
  return ids;
}

/**
 * Single-process start: an execution that was being resumed when the process stopped, and whose
 * resumed run wrote nothing yet (its delay step still 'pending'), is parked again, due now: its
 * steps after the wait run (again) rather than being lost. Answers how many.
 */
export async function reparkUnwritten(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(executions)
    .set({ resumeAt: now })
    .where(and(
      eq(executions.status, 'running'),
      isNull(executions.resumeAt),
      isNotNull(executions.resume),
      sql`exists (select 1 from ${executionSteps} s where s.execution_id = ${executions.id} and s.id::text = ${executions.resume}->>'step_id' and s.status = 'pending')`,
    ))
    .returning({ id: executions.id });
  return rows.length;
}
