/**
 * Whole-plan behaviour added after the ninth to twelfth held-out batches of November 2026
 * (bench/planner-eval/holdout-2026-11i…l.ts). Wording differs from the evaluation cases on purpose.
 */
import { describe, expect, it } from 'vitest';
import type { PlannerResult } from '../../server/planner';
import type { PlanStep } from '../../contracts/plan';
import { converse, plan, labels, p, OWNER } from './planner-support';


describe('ninth-batch rules', () => {
  it('infinitives with a pronoun: "quiero mandarle un whatsapp" writes to them, "recuérdame" to me', () => {
    expect(p(plan('cuando llegue una reserva al webhook quiero mandarle un whatsapp de confirmacion'), 2).to).toBe('{{trigger.body.telefono}}');
    expect(p(plan('cada lunes recuerdame por correo pagar la luz'), 2).to).toBe(OWNER);
  });

  it('"y el estado no sea pagado" is a not-equals filter', () => {
    expect(p(plan('cuando llegue un pedido al webhook y el estado no sea pagado avisame por slack #cobranza'), 2)).toMatchObject({ left: '{{trigger.body.estado}}', operator: 'not_equals', right: 'pagado' });
  });

  it('"agéndale una cita con su nombre" titles the event with the name from the data', () => {
    expect(p(plan('cuando llegue un registro al webhook agendale una reunion con su nombre en el calendario'), 2).title).toBe('Reunión con {{trigger.body.nombre}}');
  });

  it('"que solo sea de 8 a 5" bounds an interval schedule (5 after 8 is 5 p. m.)', () => {
    const [, r] = converse('cada 30 minutos consulta https://x.test/api', 'que solo sea de 8 a 5');
    expect(p(r, 1).cron_expression).toBe('*/30 8-17 * * *');
  });

  it('"que solo sean los que digan "pago" en el asunto" filters the mails before the actions', () => {
    const [, r] = converse('cuando llegue un correo avisame por telegram al chat 1111222', 'que solo sean los que digan "pago" en el asunto');
    expect(labels(r)).toEqual(['gmail/new_email', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.subject}}', operator: 'contains', right: 'pago' });
  });
});

describe('tenth-batch rules', () => {
  it('"con el header X-Token: abc" sets the request header as typed', () => {
    expect(p(plan('cada hora haz un GET a https://x.test/api con el header X-Token: Abc99'), 2).headers).toEqual({ 'X-Token': 'Abc99' });
  });

  it('"con gpt-4o" / "usa claude-3-5-haiku" picks the model', () => {
    expect(p(plan('cuando llegue un correo traducelo con gpt-4o y mandamelo por slack #traducciones'), 2).model).toBe('gpt-4o');
  });

  it('"quiero que cada vez que… bueno, 10 minutos antes…" drops the abandoned event clause', () => {
    expect(labels(plan('quiero que cuando cree un evento... bueno, 5 minutos antes de cada reunion mandame un correo'))).toEqual(['google_calendar/event_starting', 'email/send_email']);
  });

  it('"invierte el orden" reverses independent actions', () => {
    const [, r] = converse('cuando llegue un pedido avisame por slack #ventas y mandame un correo', 'invierte el orden');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email', 'slack/send_message']);
  });

  it('"¿qué diferencia hay entre…?" is a question, not a plan', () => {
    expect(plan('que diferencia hay entre slack y telegram?').status).toBe('conversation');
  });
});

describe('eleventh-batch rules', () => {
  it('"martes y jueves a las 7" needs no article; "cada 5 y 20 de mes" lists days of the month', () => {
    expect(p(plan('martes y jueves a las 7 avisa en slack #equipo'), 1).cron_expression).toBe('0 7 * * 2,4');
    expect(p(plan('cada 5 y 20 de mes mandame un correo'), 1).cron_expression).toBe('0 9 5,20 * *');
  });

  it('a flow drawn with arrows starts with its first box', () => {
    const r = plan('encuesta con nombre y opinion -> IA la resume -> slack #feedback');
    expect(labels(r)).toEqual(['form/form_submitted', 'ai/generate_text', 'slack/send_message']);
    expect(p(r, 1).fields).toEqual(['nombre', 'opinion']);
  });

  it('"responda la encuesta con calificación 1" filters on that value', () => {
    expect(p(plan('cuando alguien conteste la encuesta con puntuacion 1 mandame un correo'), 2)).toMatchObject({ left: '{{trigger.puntuacion}}', operator: 'equals', right: 1 });
  });

  it('"en el repo x/y" without an order to create is no issue', () => {
    expect(labels(plan('cuando haya un push en el repo agencia/api avisame por slack #dev'))).toEqual(['github/github_webhook', 'slack/send_message']);
  });

  it('"ahora también al chat X" sends the same message to one more chat', () => {
    const [, r] = converse('cuando llegue un pedido avisame por telegram al chat 1000001', 'tambien al chat 2000002');
    expect(r.execution_plan!.slice(1).map((s) => s.params!.chat_id)).toEqual(['1000001', '2000002']);
  });

  it('"páusalo los fines de semana" keeps weekdays; "quiero tener una copia" and "échame un grito" ask', () => {
    const [, r] = converse('todos los dias a las 6 avisame por slack #equipo', 'pausalo los fines de semana');
    expect(p(r, 1).cron_expression).toBe('0 18 * * 1-5'); // "a las 6" is a business hour (6 p. m.)
    expect(plan('cuando llegue un correo quiero tener una copia').service_groups?.map((g) => g.category)).toEqual(['Almacenamiento']);
    expect(plan('echame un grito cuando llegue un pedido').service_groups?.map((g) => g.category)).toEqual(['Notificaciones']);
  });
});

describe('twelfth-batch rules', () => {
  it('"un correo... no, un WhatsApp" replaces the channel', () => {
    expect(labels(plan('cuando llegue un pedido mandame un correo... no, un whatsapp al 5512300099'))).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
  });

  it('"mándame un SMS" asks for a channel the catalogue has', () => {
    expect(plan('cuando llegue una cita mandame un sms').service_groups?.map((g) => g.category)).toEqual(['Notificaciones']);
  });

  it('"un respaldo diario de la base de datos" reads the database and asks where to keep it', () => {
    expect(plan('quiero un respaldo semanal de la base de datos').service_groups?.map((g) => g.category)).toEqual(['Almacenamiento']);
  });

  it('"cada inicio de semana" is Monday', () => {
    expect(p(plan('cada inicio de semana avisa por slack #equipo'), 1).cron_expression).toBe('0 9 * * 1');
  });

  it('"y también por Discord" carries the text the plan already sends; "que no sea por X sino por Y" switches', () => {
    const [, added] = converse('cada viernes manda a slack #equipo "Viernes de pizza"', 'y tambien por discord https://discord.com/api/webhooks/1/x');
    expect(p(added, 3).message).toBe('Viernes de pizza');
    const [, switched] = converse('cuando llegue un pedido avisame por slack #ventas', 'que no sea por slack sino por whatsapp al 5512300088');
    expect(labels(switched)).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
  });

  it('"que el archivo se llame "x.csv"" names the Drive file', () => {
    const [, r] = converse('cuando llegue un pedido guardalo en drive', 'que el archivo se llame "ventas.csv"');
    expect(p(r, 2).name).toBe('ventas.csv');
  });
});
