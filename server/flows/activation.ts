import { cronProblem } from '../../contracts/cron';
import type { PlanStep } from '../../contracts/plan';
import type { Db } from '../db';
import { hasUsableCredential, missingServiceRequirements } from '../discovery/services';
import type { Engine } from '../engine';
import { findAction, findNode } from '../nodes';
import { scheduleOf } from '../engine/scheduler';
import { specSteps } from '../engine/types';
import { setActive, type FlowRow } from './store';
import { checkStepParams, paramProblemText } from './validate';

/**
 * Why a saved flow cannot be turned on, in Spanish, or null when it can: every parameter passes
 * its node's schema, the trigger can be registered (cron and timezone, with the server's default
 * zone), and every service a step needs is connected and usable (not expired or unreadable: the
 * credentials store's own status, as the chat's connection requests use it).
 */
export async function activationProblem(db: Db, userId: string, spec: unknown, defaultTimezone: string): Promise<string | null> {
  const steps = specSteps(spec);
  if (!steps.length) return 'El workflow debe tener al menos un paso';
  const param = checkStepParams(steps);
  if (param) return paramProblemText(param);
  const sched = scheduleOf(spec, defaultTimezone);
  const trigger = sched && cronProblem(sched.pattern, sched.timezone);
  if (trigger) return `Paso ${steps[0].step} (${findNode(steps[0].node_id)?.name ?? steps[0].node_id}): ${trigger.charAt(0).toLowerCase()}${trigger.slice(1)}`;
  const missing = await missingServiceRequirements(db, userId, steps.filter((s, i) => !(i === 0 && receivesWebhooks(s))));
  const names: string[] = [];
  for (const m of missing) {
    // Google's nodes also use a connection made for the provider as a whole (nodes/google/client.ts)
    if (m.mechanism === 'oauth2' && m.provider && m.provider !== m.service_id && (await hasUsableCredential(db, userId, m.provider))) continue;
    names.push(m.service_name);
  }
  if (names.length) return connectToActivate(names);
  return null;
}

/** GitHub's and Slack's webhook triggers check a signing secret; only their actions call the service. */
function receivesWebhooks(step: PlanStep): boolean {
  return !!findNode(step.node_id)?.webhook && findAction(step.node_id, step.action_id)?.kind === 'trigger';
}

/** 'Conecta Gmail para activar', 'Conecta Gmail y Slack para activar'. */
export function connectToActivate(names: string[]): string {
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return `Conecta ${list} para activar`;
}

/**
 * Turns a flow on or off so that the answer is what runs: on only after activationProblem passes
 * and the scheduler registered the trigger (a refusal there leaves the flow off, scheduler.ts).
 * Turning an active flow off cancels its executions parked by a long wait (docs/engine.md "Long waits").
 */
export async function setFlowActive(
  deps: { db: Db; engine: Pick<Engine, 'syncSchedule' | 'cancelWaits'>; defaultTimezone: string },
  flow: FlowRow,
  isActive: boolean,
): Promise<{ ok: true; row: FlowRow } | { ok: false; problem: string; isActive: boolean }> {
  if (isActive) {
    const problem = await activationProblem(deps.db, flow.userId, flow.spec, deps.defaultTimezone);
    if (problem) return { ok: false, problem, isActive: flow.isActive };
  }
  const row = await setActive(deps.db, flow.id, isActive);
  if (flow.isActive && !isActive) await deps.engine.cancelWaits(row.id, 'deactivated');
  const registration = await deps.engine.syncSchedule(row.id);
  if (registration.status === 'refused') return { ok: false, problem: registration.problem, isActive: false };
  return { ok: true, row };
}
