import type { Job, Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { executions } from '../../db/schema';
import type { LocalRun } from '../local-runs';
import type { RunResult } from '../types';
import { claimParked, parkedRun } from '../waits';
import type { RunJob } from './engine';

/** A parked execution's job taken this much before its resume time still resumes (clocks of different hosts). */
const CLOCK_SLACK_MS = 1_000;

/**
 * Queue mode's side of long waits (docs/scaling.md "Long waits"): a run a long delay parked moves
 * its own job (id = execution id) to BullMQ's delayed set; when the job comes due, one process
 * claims the execution in the database and continues it (`work`, the engine's way to run a job here).
 */
export function createParkedJobs(deps: {
  db: Db;
  log: FastifyBaseLogger;
  queue: () => Queue | undefined;
  work: (job: Job<RunJob>, token: string | undefined, r: LocalRun) => Promise<RunResult>;
  recorded: (executionId: string, flowId: string) => Promise<RunResult>;
}) {
  const { db, log } = deps;

  /**
   * Parks the job in BullMQ's delayed set until `at` (the same job, taken again then by exactly one
   * process). BullMQ's DelayedError tells the worker the job was moved, not completed.
   */
  async function delay(job: Job<RunJob>, token: string | undefined, at: number): Promise<never> {
    const { DelayedError } = await import('bullmq');
    await job.moveToDelayed(at, token);
    throw new DelayedError();
  }

  /** Continues a claimed parked execution from the step after its delay. */
  async function continueRun(job: Job<RunJob>, token: string | undefined): Promise<RunResult> {
    const r = await parkedRun(db, job.data.executionId);
    if (!r) return deps.recorded(job.data.executionId, job.data.flowId);
    return deps.work(job, token, r);
  }

  /** The delayed job of a parked execution came due: claim it (once) and continue after the delay. */
  async function resume(job: Job<RunJob>, token: string | undefined, resumeAt: Date): Promise<RunResult> {
    // Taken early (a job re-added for a lost one, another host's clock): back to the delayed set.
    if (resumeAt.getTime() > Date.now() + CLOCK_SLACK_MS) return delay(job, token, resumeAt.getTime());
    if (!(await claimParked(db, job.data.executionId))) return deps.recorded(job.data.executionId, job.data.flowId);
    return continueRun(job, token);
  }

  /** Whether an execution's job is no longer waiting, delayed or running anywhere. */
  async function lost(executionId: string) {
    const state = await deps.queue()!.getJobState(executionId);
    return state === 'unknown' || state === 'completed' || state === 'failed';
  }

  /**
   * Overdue parked executions whose job is gone (Redis refused the move to the delayed set, or lost
   * it): each gets its job again, marked `parked`, delayed until its resume time.
   */
  async function requeueLost(executionIds: string[]) {
    const queue = deps.queue()!;
    for (const executionId of executionIds) {
      if (!(await lost(executionId))) continue;
      const [row] = await db.select({ flowId: executions.flowId, userId: executions.userId, resumeAt: executions.resumeAt }).from(executions).where(eq(executions.id, executionId)).limit(1);
      if (!row?.resumeAt) continue;
      await queue.remove(executionId).catch(() => 0);
      const job: RunJob = { executionId, flowId: row.flowId, userId: row.userId, steps: [], triggerType: 'manual', payload: {}, parked: true };
      await queue.add('run', job, { jobId: executionId, delay: Math.max(0, row.resumeAt.getTime() - Date.now()) });
      log.warn({ executionId }, 'the job of a parked execution was added again');
    }
  }

  return { delay, resume, continueRun, lost, requeueLost };
}
