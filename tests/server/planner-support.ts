/** Talking to the built-in planner in tests: one conversation, turn by turn, as POST /api/chat does. */
import { planRequest, type PlannerResult } from '../../server/planner';
import type { PlanStep } from '../../contracts/plan';

export const OWNER = 'yo@negocio.mx';

type Turn = string | { message: string; selected: string[] };

/** Each turn sees the plan the previous turns left (follow-ups edit it). */
export function converse(...turns: Turn[]): PlannerResult[] {
  let current: PlanStep[] | null = null;
  return turns.map((t) => {
    const m = typeof t === 'string' ? { message: t, selected: [] } : t;
    const r = planRequest({ message: m.message, selectedServices: m.selected, currentPlan: current, timezone: 'America/Mexico_City', userEmail: OWNER });
    if (r.execution_plan) current = r.execution_plan;
    return r;
  });
}

export const plan = (message: string) => converse(message)[0];
/** The answer to the last turn of a conversation. */
export const last = (...turns: Turn[]) => converse(...turns).at(-1)!;
/** "node/action" of each step. */
export const labels = (r: PlannerResult) => (r.execution_plan ?? []).map((s) => `${s.node_id}/${s.action_id}`);
/** Params of step n (1 = the trigger). */
export const p = (r: PlannerResult, n: number) => r.execution_plan![n - 1].params!;
