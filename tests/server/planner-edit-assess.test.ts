import { describe, expect, it } from 'vitest';
import { planRequest } from '../../server/planner';
import { assessEdit } from '../../server/planner/edit-assess';
import { parseRequest } from '../../server/planner/parse';
import type { PlanStep } from '../../server/planner/types';

const step = (n: number, node_id: string, action_id: string, params: Record<string, unknown>): PlanStep => ({ step: n, node_id, action_id, params } as PlanStep);
const daily = (cron: string): PlanStep[] => [
  step(1, 'schedule', 'cron', { cron_expression: cron, timezone: 'America/Mexico_City' }),
  step(2, 'gmail', 'send_email', { to: 'caja@abarrotes.mx', subject: 'Corte', body: 'Corte del día' }),
];
const check = (before: PlanStep[], after: PlanStep[], message: string) => {
  const { text, literals } = parseRequest(message);
  return assessEdit(before, after, text, literals, message).doubts.map((d) => d.value);
};

describe('a follow-up whose values did not land is asked about, not presented as done', () => {
  it('an address the edit typed that is in neither plan is a doubt', () => {
    expect(check(daily('0 8 * * *'), daily('0 8 * * *'), 'y que también le llegue a bodega@abarrotes.mx')).toEqual(['bodega@abarrotes.mx']);
  });

  it('an address placed by the edit, or removed by it, is no doubt', () => {
    const moved = daily('0 8 * * *');
    moved[1] = step(2, 'gmail', 'send_email', { ...moved[1].params, to: 'bodega@abarrotes.mx' });
    expect(check(daily('0 8 * * *'), moved, 'mejor mándalo a bodega@abarrotes.mx')).toEqual([]);
    expect(check(daily('0 8 * * *'), daily('0 8 * * *').slice(0, 1), 'ya no le mandes a caja@abarrotes.mx')).toEqual([]);
  });

  it('a clock time the schedule does not run at is a doubt; either half of the day counts when none is said', () => {
    expect(check(daily('0 8 * * *'), daily('0 8 * * *'), 'pásalo a las 6:15 pm')).toEqual(['a las 6:15 pm']);
    expect(check(daily('0 8 * * *'), daily('0 18 * * *'), 'mejor a las 6')).toEqual([]);
    // The time being replaced is no doubt either ("a las 8 no, …").
    expect(check(daily('0 8 * * *'), daily('30 9 * * *'), 'ya no a las 8, a las 9 y media')).toEqual([]);
  });
});

describe('"el penúltimo paso" is counted from the end', () => {
  it('removes the step before the last one', () => {
    const first = planRequest({ message: 'Todos los días a las 9 lee la hoja Citas del archivo 1EsteticaCitasAbc, que la IA haga un resumen y mándalo a #recepcion en Slack' });
    const actions = first.execution_plan!.slice(1).map((s) => s.node_id);
    expect(actions).toEqual(['google_sheets', 'ai', 'slack']);
    const r = planRequest({ message: 'quita el penúltimo paso', currentPlan: first.execution_plan });
    expect(r.execution_plan!.slice(1).map((s) => s.node_id)).toEqual(['google_sheets', 'slack']);
  });
});
