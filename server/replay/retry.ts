import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { executions, executionSteps, flows } from '../db/schema';
import type { Engine, ResumePoint, RunHandle, TriggerType } from '../engine';
import { isCut } from '../engine/cap';
import { specSteps } from '../engine/types';
import { HttpError, badRequest, notFound } from '../http/errors';

export type RetryFrom = 'trigger' | 'failed_step';

type Original = typeof executions.$inferSelect;

/** The user's execution, or a 404. */
async function ownedExecution(db: Db, userId: string, id: string): Promise<Original> {
  const [row] = await db.select().from(executions).where(and(eq(executions.id, id), eq(executions.userId, userId))).limit(1);
  if (!row) throw notFound('Ejecución no encontrada');
  return row;
}

/**
 * Where a replay 'desde el paso que falló' resumes: the original's first failed step, provided every
 * main step before it succeeded (or was itself taken over from an earlier run) and the saved
 * version still has the same steps there. Throws a Spanish 400/409 otherwise.
 */
async function resumePoint(db: Db, original: Original, spec: unknown): Promise<ResumePoint> {
  const rows = await db.select().from(executionSteps).where(eq(executionSteps.executionId, original.id)).orderBy(asc(executionSteps.step));
  const failed = rows.find((r) => r.status === 'error');
  if (!failed) throw badRequest('Esta ejecución no tiene un paso que haya fallado: reinténtala desde el disparador');
  const current = specSteps(spec).filter((s) => !s.on_error);
  const outputs: Record<number, unknown> = {};
  for (const step of current.filter((s) => s.step < failed.step)) {
    const row = rows.find((r) => r.step === step.step);
    const same = row && row.nodeId === step.node_id && row.actionId === step.action_id;
    if (!same) throw new HttpError(409, 'El workflow cambió antes del paso que falló: reinténtalo desde el disparador');
    const succeeded = row.status === 'success' || (row.status === 'skipped' && row.output !== null);
    if (!succeeded) throw badRequest('Los pasos anteriores al que falló no terminaron bien: reinténtalo desde el disparador');
    if (isCut(row.output)) throw badRequest('Un paso anterior guardó un dato recortado por su tamaño: reinténtalo desde el disparador');
    outputs[step.step] = row.output;
  }
  return { fromStep: failed.step, outputs };
}

/**
 * 'Reintentar': a new execution of the flow's current saved version with the original trigger data,
 * linked to the original (`retry_of`); `failed_step` reuses the outputs of the steps that had
 * succeeded. Only failed (or interrupted) executions are replayed.
 */
export async function startRetry(deps: { db: Db; engine: Engine }, userId: string, executionId: string, from: RetryFrom): Promise<{ handle: RunHandle; original: Original }> {
  const { db, engine } = deps;
  const original = await ownedExecution(db, userId, executionId);
  if (original.status === 'running') throw new HttpError(409, 'La ejecución sigue en curso: espera a que termine para reintentarla');
  if (original.status !== 'error') throw badRequest('Solo se pueden reintentar las ejecuciones que fallaron o se interrumpieron');
  const [flow] = await db.select({ id: flows.id, userId: flows.userId, spec: flows.spec }).from(flows).where(eq(flows.id, original.flowId)).limit(1);
  if (!flow) throw notFound('Workflow no encontrado');
  const resume = from === 'failed_step' ? await resumePoint(db, original, flow.spec) : undefined;
  const handle = await engine.startRun(flow, { type: original.triggerType as TriggerType, payload: original.triggerPayload ?? {} }, resume ? { resume } : {});
  await db.update(executions).set({ retryOf: original.id }).where(eq(executions.id, handle.executionId));
  return { handle, original };
}
