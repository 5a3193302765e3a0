/**
 * Readings added while working blind batch an: follow-ups said the way people really correct someone —
 * indirectly, by reference to what the assistant just proposed ("a las 7 no, tipo 9", "lo de los 3 mil…",
 * "que no le llegue a él sino a mí", "eso de la IA no lo quiero"). Each test uses wording of its own (not
 * the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { findTimes } from '../../server/planner/time';
import { last, p } from './planner-support';

const DAILY = 'Todos los días a las 7 de la mañana lee la hoja Pedidos de https://docs.google.com/spreadsheets/d/1AbcDefGhiJklMno/edit y mándame un whats al 33 1122 3344 con lo que haya';

describe('an hour said as an estimate', () => {
  it('"tipo 9", "a eso de las 9", "como las 9 y media", "por ahí de las 6 de la tarde" are clock times', () => {
    expect(findTimes('tipo 9').map((t) => t.time)).toEqual([{ hour: 9, minute: 0 }]);
    expect(findTimes('a eso de las 9').map((t) => t.time)).toEqual([{ hour: 9, minute: 0 }]);
    expect(findTimes('como las 9 y media').map((t) => t.time)).toEqual([{ hour: 9, minute: 30 }]);
    expect(findTimes('por ahi de las 6 de la tarde').map((t) => t.time)).toEqual([{ hour: 18, minute: 0 }]);
  });

  it('a bare "tipo N" followed by a noun is a count, and "como N" without "las" is no hour', () => {
    expect(findTimes('mandame tipo 20 piezas')).toEqual([]);
    expect(findTimes('cuando haya como 5, avisame')).toEqual([]);
  });

  it('"la de las 7 no, más tarde, tipo 9" moves the schedule to 9 and keeps the days', () => {
    const r = last(DAILY, 'nel, a las 7 no, más tarde, tipo 9');
    expect(r.status).toBe('plan_ready');
    expect(p(r, 1).cron_expression).toBe('0 9 * * *');
  });

  it('"mejor a eso de las 8:30" and "como las 11" in a follow-up', () => {
    expect(p(last(DAILY, 'mejor a eso de las 8:30'), 1).cron_expression).toBe('30 8 * * *');
    expect(p(last(DAILY, 'que sea como las 11'), 1).cron_expression).toBe('0 11 * * *');
  });
});
