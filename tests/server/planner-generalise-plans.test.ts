/**
 * Whole-plan behaviour added after the November 2026 held-out batches: new steps (webhook
 * response, transform), one WhatsApp step per number, corrections, data before the AI, and
 * follow-up edits. Wording differs from the evaluation cases on purpose.
 */
import { describe, expect, it } from 'vitest';
import type { PlannerResult } from '../../server/planner';
import type { PlanStep } from '../../contracts/plan';
import { converse, plan, labels, p, OWNER } from './planner-support';


describe('new steps from the catalogue', () => {
  it('"contéstale con un 201" after a webhook is the webhook response, not an email', () => {
    const r = plan('cuando llegue una orden al webhook contestale con un 201 y luego avisame por slack #ops');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'webhook/respond', 'slack/send_message']);
    expect(p(r, 2).status).toBe(201);
  });

  it('"quédate solo con…" keeps the listed fields, and the next step sends that object', () => {
    const r = plan('cuando llegue un registro al webhook quedate solo con el telefono y el nombre y mandalo a https://crm.test/api');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(p(r, 2).fields).toEqual({ telefono: '{{trigger.body.telefono}}', nombre: '{{trigger.body.nombre}}' });
    expect(p(r, 3)).toMatchObject({ method: 'POST', body: '{{steps.2.output}}' });
  });
});

describe('recipients and wording', () => {
  it('two WhatsApp numbers are two steps, one per number', () => {
    const r = plan('cada lunes a las 8 manda un whatsapp al 5511110000 y al 3312340000 "Hay junta"');
    expect(labels(r).slice(1)).toEqual(['whatsapp/send_message', 'whatsapp/send_message']);
    expect([p(r, 2).to, p(r, 3).to]).toEqual(['5511110000', '3312340000']);
    expect(p(r, 3).message).toBe('Hay junta');
  });

  it('"mándale un whats al cliente y a mí un correo" addresses each one', () => {
    const r = plan('cuando llegue un pedido mandale un whats al cliente y a mi un correo');
    expect(p(r, 2).to).toBe('{{trigger.body.telefono}}');
    expect(p(r, 3).to).toBe(OWNER);
  });

  it('"…, no por correo" rules the email out', () => {
    expect(labels(plan('avisame por slack #ventas, no por correo, cuando llegue un pedido'))).toEqual(['webhook/webhook_received', 'slack/send_message']);
  });

  it('a self-correction keeps only the corrected step', () => {
    const r = plan('cuando llegue un pedido mandame un correo... digo, mandame un correo a pedidos@x.mx');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email']);
    expect(p(r, 2).to).toBe('pedidos@x.mx');
  });

  it('the tab name keeps the user\'s capitals and plural', () => {
    const r = plan('cada dia a las 8 lee la hoja https://docs.google.com/spreadsheets/d/1Abc123/edit pestaña Pedidos y mandamela por correo');
    expect(p(r, 2).sheet_name).toBe('Pedidos');
  });

  it('"revisa mi agenda" lists events; "cuando yo quiera" is the manual trigger', () => {
    expect(labels(plan('cada lunes revisa mi agenda y mandame un correo'))).toEqual(['schedule/cron', 'google_calendar/list_events', 'email/send_email']);
    expect(labels(plan('que cuando yo quiera se haga un GET a https://x.test/api'))[0]).toBe('manual/manual_trigger');
  });

  it('an agent named before its data runs after the data is read', () => {
    const r = plan('cada dia a las 9 un agente de IA que revise https://x.test/tickets y me mande un correo');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'ai_agent/run_agent', 'email/send_email']);
  });
});

describe('third-batch rules', () => {
  it('"cd q…" is "cada que…"', () => {
    expect(labels(plan('cd q llegue un pedido avisame por slack #ventas'))).toEqual(['webhook/webhook_received', 'slack/send_message']);
  });

  it('"que el bot de Telegram conteste…" starts on the bot\'s messages and answers in the same chat', () => {
    const r = plan('me gustaria que mi bot de telegram conteste con IA a los clientes');
    expect(labels(r)).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message']);
    expect(p(r, 3).chat_id).toBe('{{trigger.chat_id}}');
  });

  it('"mándaselo" addresses the person of the trigger', () => {
    expect(p(plan('cuando llegue un pedido redacta con IA un saludo y mandaselo por correo'), 3).to).toBe('{{trigger.body.email}}');
  });

  it('a list of recipients after commas stays with its step: one WhatsApp per number', () => {
    const r = plan('cuando llegue un pedido avisa por whatsapp al 5510000001, al 5510000002 y al 5510000003');
    expect(r.execution_plan!.slice(1).map((s) => s.params!.to)).toEqual(['5510000001', '5510000002', '5510000003']);
  });

  it('"la pestaña X de <Sheets URL>" with "revisa" reads rows', () => {
    expect(labels(plan('cada hora revisa la pestaña Stock de https://docs.google.com/spreadsheets/d/1Zz9/edit y mandame un correo'))[1]).toBe('google_sheets/read_rows');
  });

  it('"que no sea los sábados" takes the day out of the schedule', () => {
    const [, r] = converse('todos los dias a las 7 avisame por slack #equipo', 'que no sea los sabados');
    expect(p(r, 1).cron_expression).toBe('0 7 * * 0-5');
  });

  it('"solo si es de ana@x.mx" after a Gmail trigger narrows the mails, the notification stays', () => {
    const [, r] = converse('cuando llegue un correo avisame por telegram al chat 5555501', 'pero solo si es de ana@x.mx');
    expect(labels(r)).toEqual(['gmail/new_email', 'telegram/send_message']);
    expect(p(r, 1).query).toBe('from:ana@x.mx');
  });
});

describe('schedules cron cannot express', () => {
  it('"cada 2 semanas" is planned as the 1st and 15th and the reply says so; "cada 3 semanas" still starts by hand', () => {
    const r = plan('cada 2 semanas mandame un correo con asunto "Inventario"');
    expect(p(r, 1).cron_expression).toBe('0 9 1,15 * *');
    expect(r.reply).toContain('no puede contar «cada 2 semanas» exactamente');
    const three = plan('cada 3 semanas mandame un correo con asunto "Inventario"');
    expect(labels(three)[0]).toBe('manual/manual_trigger');
    expect(three.reply).toContain('No puedo programar «cada 3 semanas» exactamente');
  });
});

describe('clarifications', () => {
  it('"a la nube", "que quede registrado" ask where; "avísenme" and "mándame alertas" ask how', () => {
    expect(plan('cuando llegue una factura al webhook subela a la nube').service_groups?.map((g) => g.category)).toEqual(['Almacenamiento']);
    expect(plan('cuando alguien compre quiero que quede guardado').service_groups?.map((g) => g.category)).toEqual(['Almacenamiento']);
    expect(plan('cuando alguien cancele avisenme').service_groups?.map((g) => g.category)).toEqual(['Notificaciones']);
    expect(plan('mandame alertas cuando se caiga el sistema').service_groups?.map((g) => g.category)).toEqual(['Notificaciones']);
  });
});

describe('follow-up edits', () => {
  it('an added filter guards the notification: it goes before it, reading the latest data', () => {
    const [, r] = converse('cada hora consulta https://x.test/stock y avisame por slack #compras', 'agrega que solo sea si las piezas son menos de 5');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'filter/condition', 'slack/send_message']);
    expect(p(r, 3).left).toBe('{{steps.2.output.body.piezas}}');
  });

  it('"ponle antes una espera" goes first', () => {
    const [, r] = converse('cuando llegue un pedido avisame por slack #ventas', 'ponle antes una espera de 2 minutos');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'delay/wait', 'slack/send_message']);
  });

  it('"que también sea los viernes" adds the day; without "también" it replaces them', () => {
    const [, added] = converse('los martes a las 10 avisame por slack #equipo', 'que tambien sea los viernes');
    expect(p(added, 1).cron_expression).toBe('0 10 * * 2,5');
    const [, replaced] = converse('los martes a las 10 avisame por slack #equipo', 'que sea los viernes');
    expect(p(replaced, 1).cron_expression).toBe('0 10 * * 5');
  });

  it('"kita el correo" removes the email step', () => {
    const [, r] = converse('cuando llegue un pedido avisame por slack #ventas y mandame un correo', 'kita el correo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'slack/send_message']);
  });
});
