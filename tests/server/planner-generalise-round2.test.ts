/**
 * Parser and plan behaviour added after the thirteenth held-out batch of November 2026
 * (bench/planner-eval/holdout-2026-11m.ts). Wording differs from the evaluation cases on purpose.
 */
import { describe, expect, it } from 'vitest';
import type { PlannerResult } from '../../server/planner';
import { businessHour, correctTimes, findTimes, parseSchedule } from '../../server/planner/time';
import { normalize } from '../../server/planner/normalize';
import { parseCondition } from '../../server/planner/conditions';
import { describeCron } from '../../server/planner/cron-text';
import type { PlanStep } from '../../contracts/plan';
import { converse, plan, labels, p, last, OWNER } from './planner-support';

const cron = (text: string) => parseSchedule(normalize(text))?.cron;

describe('hours said without a. m./p. m. are business hours', () => {
  it('1–6 are afternoon, 7–11 morning, 12 noon', () => {
    expect(cron('todos los dias a las 3')).toBe('0 15 * * *');
    expect(cron('cada martes a la 1 y media')).toBe('30 13 * * 2');
    expect(cron('cada martes a las 6')).toBe('0 18 * * 2');
    expect(cron('cada martes a las 7')).toBe('0 7 * * 2');
    expect(cron('cada martes a las 11')).toBe('0 11 * * 2');
    expect(cron('cada martes a las 12')).toBe('0 12 * * 2');
  });

  it('a. m., "de la mañana", "madrugada", "temprano" and a 24-hour clock keep the hour', () => {
    expect(cron('diario a las 5 am')).toBe('0 5 * * *');
    expect(cron('diario a las 4 de la manana')).toBe('0 4 * * *');
    expect(cron('diario en la madrugada a las 2')).toBe('0 2 * * *');
    expect(cron('diario temprano a las 6')).toBe('0 6 * * *');
    expect(cron('diario a las 05:00')).toBe('0 5 * * *');
    expect(cron('diario a las 3 hrs')).toBe('0 3 * * *');
  });

  it('businessHour leaves explicit hours and follows the part of the day', () => {
    expect(businessHour({ time: { hour: 4, minute: 0 }, explicit: false })).toEqual({ hour: 16, minute: 0 });
    expect(businessHour({ time: { hour: 4, minute: 0 }, explicit: true })).toEqual({ hour: 4, minute: 0 });
    expect(businessHour({ time: { hour: 9, minute: 0 }, explicit: false }, { hour: 20, minute: 0 })).toEqual({ hour: 21, minute: 0 });
  });

  it('a follow-up hour: afternoon after a morning plan, a little earlier stays in the morning', () => {
    expect(p(last('cada lunes a las 10 mandame un correo', 'que sea a las 2'), 1).cron_expression).toBe('0 14 * * 1');
    expect(p(last('cada lunes a las 8 mandame un correo', 'cambialo a las 7'), 1).cron_expression).toBe('0 7 * * 1');
    expect(p(last('diario en la madrugada a las 2 respalda postgres con "SELECT 1" en drive', 'mejor a las 4'), 1).cron_expression).toBe('0 4 * * *');
  });

  it('a message that opens with a clock time runs every day', () => {
    const r = plan('a las 8 mandame por telegram al chat 5151515 "Abrir"');
    expect(p(r, 1).cron_expression).toBe('0 8 * * *');
    expect(plan('mandame un correo cuando llegue un pedido a las 8').execution_plan![0].node_id).not.toBe('schedule');
  });
});

describe('a time taken back inside the sentence', () => {
  it('"a las 9, no, a las 10": only the second time, in the half of day of the first', () => {
    expect(cron('cada jueves a las 8 de la noche, digo, a las 9')).toBe('0 21 * * 4');
    expect(cron('cada jueves a las 10, perdon, a las 11')).toBe('0 11 * * 4');
    const text = normalize('diario a las 7 pm, no, mejor a las 8');
    const { times, gaps } = correctTimes(text, findTimes(text), null);
    expect(times.map((t) => t.time.hour)).toEqual([20]);
    expect(gaps).toHaveLength(1);
  });

  it('two times joined by "y" are both kept', () => {
    expect(cron('diario a las 9 y a las 18')).toBe('0 9,18 * * *');
  });
});

describe('fortnightly schedules', () => {
  it('"cada 15 días", "cada dos semanas" with no weekday: the 1st and the 15th', () => {
    expect(cron('cada quince dias a las 10')).toBe('0 10 1,15 * *');
    expect(cron('cada 2 semanas')).toBe('0 9 1,15 * *');
    expect(cron('una semana si y otra no')).toBe('0 9 1,15 * *');
  });

  it('with a weekday: its first and third of the month', () => {
    expect(cron('cada dos semanas el jueves a las 9')).toBe('0 9 * * 4#1,4#3');
    expect(cron('semana de por medio los martes')).toBe('0 9 * * 2#1,2#3');
  });

  it('the reply says the fortnight in words and that it is the nearest cron can do', () => {
    expect(describeCron('0 10 * * 2#1,2#3')).toBe('el primer y el tercer martes de cada mes a las 10:00 a. m.');
    const r = plan('cada quince dias mandame un correo con asunto "Nomina"');
    expect(p(r, 1).cron_expression).toBe('0 9 1,15 * *');
    expect(r.reply).toContain('no puede contar «cada quince dias» exactamente');
  });

  it('a fortnight taken back is no fortnight, and other intervals are unchanged', () => {
    expect(cron('cada 2 semanas... bueno, cada viernes a las 9')).toBe('0 9 * * 5');
    expect(cron('cada 3 dias a las 9')).toBe('0 9 */3 * *');
  });
});

describe('vocabulary and abbreviations', () => {
  it('"tg" is Telegram', () => {
    const r = plan('cuando llegue un pedido avisame x tg al chat 3535353');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'telegram/send_message']);
  });

  it('"c/", "cdo", "nomás", "nada más si"', () => {
    expect(normalize('c/ semana cdo pueda')).toBe('cada semana cuando pueda');
    expect(normalize('nomas los lunes')).toBe('solo los lunes');
    expect(normalize('pero nada mas si el total es alto')).toBe('pero solo si el total es alto');
    expect(normalize('no hagas nada mas')).toBe('no hagas nada mas');
  });

  it('"pase de", "rebase", "supere" are greater-than; "baje de" less-than', () => {
    expect(parseCondition('y el total pase de 800', [])).toMatchObject({ field: 'total', operator: 'greater_than', value: 800 });
    expect(parseCondition('si el saldo rebasa los 2000', [])).toMatchObject({ field: 'saldo', operator: 'greater_than', value: 2000 });
    expect(parseCondition('si el stock baja de 4', [])).toMatchObject({ field: 'stock', operator: 'less_than', value: 4 });
  });

  it('"¿cómo conecto…?" is a how-to question, not a plan', () => {
    expect(plan('como configuro mi telegram?').status).toBe('conversation');
  });

  it('a reminder by "mail" leaves the channel out of its text and keeps the user\'s capitals', () => {
    expect(p(plan('cada viernes recuerdame x mail renovar el SAT'), 2).body).toBe('Recordatorio: renovar el SAT');
  });
});

describe('plans and edits', () => {
  it('a channel said without a verb goes to whom the previous order addressed', () => {
    const r = plan('cuando llegue una reserva avisame por slack #reservas y por correo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'slack/send_message', 'email/send_email']);
    expect(p(r, 3).to).toBe(OWNER);
    expect(p(plan('cuando llegue una reserva mandale un whatsapp al cliente y por correo'), 3).to).toBe('{{trigger.body.email}}');
  });

  it('"pero solo si el monto…" after a plan guards its actions', () => {
    const r = last('cuando llegue un pago al webhook mandame un telegram al chat 6161616', 'pero nomas si el monto es mayor a 700');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.monto}}', operator: 'greater_than', right: 700 });
    expect(r.workflow_action).toBe('plan_updated');
  });

  it('"que sea solo cuando la orden traiga "x"" narrows the trigger', () => {
    const r = last('cuando llegue una orden avisame por telegram al chat 7171717', 'que sea solo cuando la orden traiga "mayoreo"');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ operator: 'contains', right: 'mayoreo' });
  });
});

describe('fourteenth-batch rules', () => {
  it('"una hora y media antes de cada clase" is 90 minutes of notice, "dos horas y cuarto" 135', () => {
    expect(p(plan('una hora y media antes de cada clase mandame un correo'), 1).minutes_before).toBe(90);
    expect(p(plan('dos horas y cuarto antes de cada junta avisame por telegram al chat 9191919'), 1).minutes_before).toBe(135);
  });

  it('"si un pedido supera los 800" / "un pago que baje de 50" filter the amount of the event', () => {
    const r = plan('si un pedido supera los 800 pesos mandame un whatsapp al 5529292929');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ operator: 'greater_than', right: 800 });
    expect(p(plan('cuando llegue un pago que baje de 50 avisame por slack #caja'), 2)).toMatchObject({ operator: 'less_than', right: 50 });
  });

  it('"tods los dias", "tdas las tardes" are read as "todos/todas"', () => {
    expect(normalize('tods los dias y tdas las tardes')).toBe('todos los dias y todas las tardes');
    expect(cron('tods los dias a las 9')).toBe('0 9 * * *');
  });
});

describe('probes after the fourteenth batch', () => {
  it('"o mejor" takes a time back too; "quincenal" is a quincena', () => {
    expect(cron('cada sabado a las 9 de la noche, o mejor a las 10')).toBe('0 22 * * 6');
    expect(cron('un reporte quincenal a las 10')).toBe('0 10 15,L * *');
  });

  it('an interval between "9 y 6" runs until 6 p. m.', () => {
    expect(cron('cada hora de 9 a 6')).toBe('0 9-18 * * *');
    expect(cron('cada 30 minutos entre las 8 y las 14')).toBe('*/30 8-14 * * *');
  });
});

describe('conditions said as a follow-up', () => {
  it('"solo cuando el total sea mayor a 500" and "que solo sea si el cliente es mayorista" guard the actions', () => {
    const a = last('cuando llegue un pedido avisame por slack #ventas', 'solo cuando el total sea mayor a 500');
    expect(labels(a)).toEqual(['webhook/webhook_received', 'filter/condition', 'slack/send_message']);
    expect(p(a, 2)).toMatchObject({ left: '{{trigger.body.total}}', operator: 'greater_than', right: 500 });
    const b = last('cuando llegue un pedido avisame por slack #ventas', 'que solo sea si el cliente es mayorista');
    expect(labels(b)).toEqual(['webhook/webhook_received', 'filter/condition', 'slack/send_message']);
    expect(p(b, 2)).toMatchObject({ operator: 'equals', right: 'mayorista' });
  });
});

describe('lookups, days and amounts (probes)', () => {
  it('"checa la hoja" reads it; "busca en mi calendario y contéstales" lists events and answers in Telegram', () => {
    const r = plan('cada lunes checa la hoja https://docs.google.com/spreadsheets/d/1Zq/edit y mandame por telegram al chat 4545454 lo que haya');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
    const t = plan('cuando me escriban por telegram, busca en mi calendario y contestales');
    expect(labels(t)).toEqual(['telegram/new_message', 'google_calendar/list_events', 'telegram/send_message']);
    expect(p(t, 3).chat_id).toBe('{{trigger.chat_id}}');
  });

  it('"los días 5 y 20" is a list of days of the month; "los días 5 y 20 de marzo" is not', () => {
    expect(cron('los dias 5 y 20 a las 10')).toBe('0 10 5,20 * *');
    expect(cron('los dias 5 y 20 de marzo')).not.toBe('0 9 5,20 * *');
  });

  it('"cada lunes, no, mejor los martes" keeps only the days said last', () => {
    expect(cron('a las 9 cada lunes, no, mejor los martes')).toBe('0 9 * * 2');
    expect(cron('cada lunes y los martes')).toBe('0 9 * * 1,2');
  });

  it('"nada más los que pasen de 2000" after a plan filters the amount', () => {
    const r = last('cuando llegue un pedido al webhook avisame por telegram al chat 1231231', 'nada mas los que pasen de 2000');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ operator: 'greater_than', right: 2000 });
  });
});

describe('schedule edits and day ranges (probes)', () => {
  it('"a las 4 mejor" keeps the days; "mejor en la tarde" moves it to 4 p. m.', () => {
    expect(p(last('cada miercoles a las 9 mandame un correo', 'a las 4 mejor'), 1).cron_expression).toBe('0 16 * * 3');
    expect(p(last('cada miercoles a las 9 mandame un correo', 'mejor en la tarde'), 1).cron_expression).toBe('0 16 * * 3');
  });

  it('"lunes a viernes" without "de" is a range; "lunes y viernes" stays a list', () => {
    expect(cron('lunes a viernes a las 8')).toBe('0 8 * * 1-5');
    expect(cron('los lunes y viernes a las 8')).toBe('0 8 * * 1,5');
  });
});
