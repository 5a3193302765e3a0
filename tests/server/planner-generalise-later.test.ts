/**
 * Whole-plan behaviour added after the fourth to eighth held-out batches of November 2026
 * (bench/planner-eval/holdout-2026-11d…h.ts). Wording differs from the evaluation cases on purpose.
 */
import { describe, expect, it } from 'vitest';
import type { PlannerResult } from '../../server/planner';
import type { PlanStep } from '../../contracts/plan';
import { converse, plan, labels, p, OWNER } from './planner-support';


describe('fourth-batch rules', () => {
  it('"…del formulario cada vez que lo contesten": the form named outside the event clause', () => {
    expect(labels(plan('manda las respuestas de la encuesta a https://x.test/api cada vez que la contesten'))[0]).toBe('form/form_submitted');
  });

  it('"cada que un alumno nuevo se registre en el formulario" is the form event', () => {
    expect(labels(plan('cada que un alumno nuevo se registre en el formulario avisame por slack #altas'))).toEqual(['form/form_submitted', 'slack/send_message']);
  });

  it('"un Slack con el folio y el monto" carries those fields', () => {
    expect(p(plan('cuando llegue un pago al webhook mandame un slack a #caja con el folio y el monto'), 2).message)
      .toBe('Nuevos datos recibidos: folio {{trigger.body.folio}}, monto {{trigger.body.monto}}');
  });

  it('"crea una carpeta con su nombre" names it after the data', () => {
    expect(p(plan('cuando llegue un cliente nuevo al webhook crea una carpeta en drive con su nombre'), 2).name).toBe('{{trigger.body.nombre}}');
  });

  it('"también a las 6 de la tarde" adds the hour to the schedule', () => {
    const [, r] = converse('todos los dias a las 9 avisame por slack #equipo', 'tambien a las 6 de la tarde');
    expect(p(r, 1).cron_expression).toBe('0 9,18 * * *');
  });

  it('a follow-up "y si…, avísame por…" adds a guarded step at the end', () => {
    const [, r] = converse('cuando llegue un pedido avisame por slack #ventas', 'y si el monto es mayor a 900 mandame un correo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'slack/send_message', 'filter/condition', 'email/send_email']);
  });

  it('"quiero enterarme…" asks how; a channel said elsewhere in the message answers it', () => {
    expect(plan('quiero enterarme cuando alguien reserve').status).toBe('clarification_needed');
    expect(labels(plan('quiero saber cuando alguien reserve, mandame un whats al 5512300000'))).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
  });

  it('a how-to question is small talk, even when it names a service', () => {
    expect(plan('como se hace eso en google sheets?').status).toBe('conversation');
  });

  it('"su correo" is the person\'s address (data), "dale la bienvenida por mail" writes to them', () => {
    const r = plan('cuando alguien se registre en mi pagina pon su correo en la hoja https://docs.google.com/spreadsheets/d/1Q1/edit y dale la bienvenida por mail');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'email/send_email']);
    expect(p(r, 3).to).toBe('{{trigger.body.email}}');
  });
});

describe('fifth-batch rules', () => {
  it('"…le conteste un agente de IA" ends the Telegram event and answers in the chat', () => {
    const r = plan('cuando alguien me escriba por telegram le responda un agente de IA');
    expect(labels(r)).toEqual(['telegram/new_message', 'ai_agent/run_agent', 'telegram/send_message']);
    expect(p(r, 3).message).toBe('{{steps.2.output.result}}');
  });

  it('"a todos los que se registren" is the person of the trigger', () => {
    expect(p(plan('cuando llegue un registro al webhook manda un correo a todos los que se registren'), 2).to).toBe('{{trigger.body.email}}');
  });

  it('"si es X" after the AI compares the AI\'s text', () => {
    const r = plan('cuando llegue un mensaje al webhook analizalo con IA y si es queja avisame por slack #soporte');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'ai/generate_text', 'filter/condition', 'slack/send_message']);
    expect(p(r, 3)).toMatchObject({ left: '{{steps.2.output.text}}', operator: 'contains', right: 'queja' });
  });

  it('a URL inside a condition is read before the condition', () => {
    const r = plan('cada hora, si el estado de https://x.test/api dice caido, avisame por telegram al chat 1234321');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 3).left).toBe('{{steps.2.output.body.estado}}');
  });

  it('quoted SQL means Postgres even when the word is not said', () => {
    const r = plan('cada lunes a las 6 ejecuta "UPDATE citas SET avisada = false"');
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query']);
    expect(p(r, 2).query).toBe('UPDATE citas SET avisada = false');
  });

  it('a sheet sent to someone is read first', () => {
    expect(labels(plan('cada viernes manda la hoja https://docs.google.com/spreadsheets/d/1Q2/edit a socio@x.mx'))).toEqual(['schedule/cron', 'google_sheets/read_rows', 'email/send_email']);
  });

  it('an event restated after "... no," drops the abandoned clause', () => {
    const r = plan('cuando se cree un evento en mi calendario... no, 30 minutos antes de cada junta avisame por slack #juntas');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'slack/send_message']);
  });

  it('"ponle que lo resuma la IA antes" goes after the data, before the notification', () => {
    const [, r] = converse('cada dia a las 7 consulta https://x.test/ventas y mandame un whats al 5512340000', 'ponle que lo resuma la IA antes');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'ai/generate_text', 'whatsapp/send_message']);
    expect(p(r, 4).message).toBe('{{steps.3.output.text}}');
  });
});

describe('sixth-batch rules', () => {
  it('"…de cada venta" with no cue is the webhook event', () => {
    expect(labels(plan('mandame por telegram al chat 1212123 los datos de cada pedido'))).toEqual(['webhook/webhook_received', 'telegram/send_message']);
  });

  it('"la agenda de mañana" lists events; "que revisen la agenda" is only words for people', () => {
    expect(labels(plan('todos los dias a las 6 mandame por whats al 5512000000 la agenda de mañana'))[1]).toBe('google_calendar/list_events');
    expect(labels(plan('cada lunes avisa por slack #equipo que revisen la agenda'))).toEqual(['schedule/cron', 'slack/send_message']);
  });

  it('"que se guarden las facturas que me llegan por correo" asks where', () => {
    expect(plan('quiero que se guarden los correos que me llegan de mis clientes').service_groups?.map((g) => g.category)).toEqual(['Almacenamiento']);
  });

  it('"cambia el canal a soporte-web" renames the Slack channel', () => {
    const [, r] = converse('cuando llegue un ticket avisame por slack #soporte', 'cambia el canal a soporte-web');
    expect(p(r, 2).channel).toBe('#soporte-web');
  });

  it('"mándalo también a ana@x.mx" adds a recipient instead of a second email', () => {
    const [, r] = converse('cada viernes mandame un correo con asunto "Corte"', 'mandalo tambien a ana@x.mx');
    expect(labels(r)).toEqual(['schedule/cron', 'email/send_email']);
    expect(p(r, 2).to).toBe(`${OWNER}, ana@x.mx`);
  });
});

describe('seventh-batch rules', () => {
  it('"commit" and "repo" name GitHub push events', () => {
    const r = plan('cuando haya un commit en el repo avisame por slack #dev');
    expect(labels(r)[0]).toBe('github/github_webhook');
    expect(p(r, 1).events).toEqual(['push']);
  });

  it('"después de que llegue…" is an event cue', () => {
    expect(labels(plan('manda un whatsapp al 5512121200 despues de que llegue una reserva'))).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
  });

  it('"…, que diga "X"" after a comma is the message of the step before', () => {
    expect(p(plan('cuando llegue un pedido manda a slack #ventas, que diga "Pedido nuevo"'), 2).message).toBe('Pedido nuevo');
  });

  it('"respóndele con "ok"" after a webhook answers the caller; the GET method is kept', () => {
    const r = plan('cuando llegue una peticion GET al webhook contestale con "ok"');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'webhook/respond']);
    expect(p(r, 1).method).toBe('GET');
    expect(p(r, 2).body).toBe('ok');
  });

  it('"el formulario debe pedir…" changes the form\'s fields', () => {
    const [, r] = converse('cuando llenen la encuesta mandame un correo', 'la encuesta debe pedir nombre, correo y calificacion');
    expect(p(r, 1).fields).toEqual(['nombre', 'correo', 'calificacion']);
  });
});

describe('eighth-batch rules', () => {
  it('"crea una tarea en el repo dueño/nombre" is a GitHub issue', () => {
    expect(labels(plan('cuando llegue un reporte al webhook crea una tarea en el repo taller/pendientes'))).toEqual(['webhook/webhook_received', 'github/create_issue']);
  });

  it('"sube a la carpeta X de Drive" uploads; "crea una carpeta" creates one', () => {
    expect(labels(plan('cuando llegue un correo subelo a la carpeta Recibos de mi drive'))[1]).toBe('google_drive/upload_file');
    expect(labels(plan('cada mes crea una carpeta en drive "Mes"'))[1]).toBe('google_drive/create_folder');
  });

  it('"mándale la info a mi socio" asks how; "mándale los datos a https://…" posts them', () => {
    expect(plan('mandale la info a mi socio cada lunes').status).toBe('clarification_needed');
    expect(labels(plan('cuando llegue un pedido mandale los datos a mi sistema en https://x.test/api'))[1]).toBe('http/request');
  });

  it('"mejor por WhatsApp al 55… y por correo" replaces the channel with both, the email to the owner', () => {
    const [, r] = converse('cuando llegue una reserva avisame por telegram al chat 7777777', 'mejor por whatsapp al 5599990000 y por correo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message', 'email/send_email']);
    expect(p(r, 3).to).toBe(OWNER);
  });

  it('"en la pestaña Ventas2026" sets the tab as typed', () => {
    const [, r] = converse('cuando llegue un pedido guardalo en sheets https://docs.google.com/spreadsheets/d/1Q3/edit', 'en la pestaña Ventas2026');
    expect(p(r, 2).sheet_name).toBe('Ventas2026');
  });
});
