import { describe, expect, it } from 'vitest';
import { planRequest, type PlannerResult } from '../../server/planner';
import type { PlanStep } from '../../contracts/plan';

/** Runs a conversation, feeding each plan back as the chat's current plan. */
function converse(...messages: (string | { message?: string; formInputs?: Record<string, unknown>; selectedServices?: string[] })[]): PlannerResult[] {
  let current: PlanStep[] | null = null;
  return messages.map((m) => {
    const input = typeof m === 'string' ? { message: m } : { message: m.message ?? '', ...m };
    const r = planRequest({ ...input, currentPlan: current });
    if (r.execution_plan) current = r.execution_plan;
    return r;
  });
}
const nodes = (r: PlannerResult) => r.execution_plan!.map((s) => s.node_id);
const BASE = 'cuando llegue un pedido guárdalo en sheets https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK/edit y luego avísame por Slack en #ventas';

describe('planner follow-ups edit the current plan', () => {
  it('"mejor mándalo por Telegram" swaps the notification and keeps its message', () => {
    const [first, second] = converse(BASE, 'mejor mándalo por Telegram al chat 55443322');
    expect(nodes(first)).toEqual(['webhook', 'google_sheets', 'slack']);
    expect(second).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(nodes(second)).toEqual(['webhook', 'google_sheets', 'telegram']);
    expect(second.execution_plan![2]).toMatchObject({ step: 3, action_id: 'send_message', params: { chat_id: '55443322', message: first.execution_plan![2].params!.message } });
    expect(second.reply).toMatch(/^Listo, cambié Slack por Telegram\. Así queda:/);
  });

  it('"en vez de Slack usa WhatsApp" names the step to replace', () => {
    const [, r] = converse(BASE, 'en vez de Slack usa WhatsApp al 5512345678');
    expect(nodes(r)).toEqual(['webhook', 'google_sheets', 'whatsapp']);
    expect(r.execution_plan![2].params!.to).toBe('5512345678');
  });

  it('"quita el paso de Slack" removes it and renumbers; "elimina el paso 2" works by number', () => {
    const [, removed] = converse(BASE, 'quita el paso de Slack');
    expect(nodes(removed)).toEqual(['webhook', 'google_sheets']);
    const [, byNumber] = converse(BASE, 'elimina el paso 2');
    expect(nodes(byNumber)).toEqual(['webhook', 'slack']);
    expect(byNumber.execution_plan!.map((s) => [s.step, s.id])).toEqual([[1, 'step_1'], [2, 'step_2']]);
  });

  it('removing a step shifts later {{steps.N}} references', () => {
    const [, r] = converse(
      'cada lunes a las 9 espera 5 minutos, consulta https://api.test/ventas y mándame el resultado por slack #gerencia',
      'quita la espera',
    );
    expect(nodes(r)).toEqual(['schedule', 'http', 'slack']);
    expect(r.execution_plan![2].params!.message).toBe('Respuesta recibida: {{steps.2.output.body}}');
  });

  it('"cámbialo a las 10" keeps the days; "mejor los viernes" keeps the time', () => {
    const [, at10, fridays, hourly] = converse('cada lunes a las 9 avísame por slack #ventas', 'cámbialo a las 10', 'mejor los viernes', 'que sea cada hora');
    expect(at10.execution_plan![0].params!.cron_expression).toBe('0 10 * * 1');
    expect(at10.reply).toContain('cada lunes a las 10:00 a. m.');
    expect(fridays.execution_plan![0].params!.cron_expression).toBe('0 10 * * 5');
    expect(hourly.execution_plan![0].params!.cron_expression).toBe('0 * * * *');
    expect(nodes(hourly)).toEqual(['schedule', 'slack']);
  });

  it('a schedule follow-up turns an event trigger into a schedule', () => {
    const [, r] = converse('avísame por slack #ventas', 'mejor que sea todos los días a las 8 pm');
    expect(r.execution_plan![0]).toMatchObject({ node_id: 'schedule', params: { cron_expression: '0 20 * * *' } });
  });

  it('"agrega también un correo" appends a step with its details', () => {
    const [, r] = converse(BASE, 'agrega también un correo a dueño@tienda.mx');
    expect(nodes(r)).toEqual(['webhook', 'google_sheets', 'slack', 'email']);
    expect(r.execution_plan![3].params).toMatchObject({ to: 'dueño@tienda.mx' });
  });

  it('changes details: channel, subject, recipient', () => {
    const [, channel] = converse(BASE, 'el canal es #pedidos');
    expect(channel.execution_plan![2].params!.channel).toBe('#pedidos');
    const [, , subject] = converse('envía un correo a a@b.mx', 'cambia el asunto a "Pedido nuevo"', 'cambia el asunto a "Otro"');
    expect(subject.execution_plan![1].params!.subject).toBe('Otro');
  });

  it('a full new request replaces the plan instead of editing it', () => {
    const [, r] = converse(BASE, 'cuando llegue un correo, mándalo por telegram al chat 123456');
    expect(r.workflow_action).toBe('plan_created');
    expect(nodes(r)).toEqual(['gmail', 'telegram']);
  });

  it('an edit it cannot apply answers without touching the plan', () => {
    const [, r] = converse(BASE, 'cámbialo');
    expect(r.status).toBe('conversation');
    expect(r.execution_plan).toBeUndefined();
    expect(r.reply).toMatch(/No me quedó claro qué cambiar/);
  });
});

describe('planner smart forms', () => {
  it('asks only for what is missing and fills it back by "<step>.<param>"', () => {
    const [first, filled] = converse(
      'cuando alguien llene el formulario, guárdalo en sheets y avísame por telegram',
      { formInputs: { '2.spreadsheet_id': ' 1AbCdEfGhIjK ', '3.chat_id': 99887766 } },
    );
    expect(first.status).toBe('smart_forms_required');
    const fields = first.smart_form!.sections.flatMap((s) => s.fields);
    // The spreadsheet is unknown, so is its tab: both are asked (issue 17: never a silent 'Hoja 1').
    expect(fields.map((f) => f.id)).toEqual(['2.spreadsheet_id', '2.sheet_name', '3.chat_id']);
    expect(fields[2].label).toBe('ID del chat');
    expect(first.smart_form!.sections[0].title).toBe('Paso 2: Google Sheets — Agregar fila');
    expect(filled).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(filled.execution_plan![1].params!.spreadsheet_id).toBe('1AbCdEfGhIjK');
    // The tab left blank in the form: the first tab's usual name, said in the reply as an assumption.
    expect(filled.execution_plan![1].params!.sheet_name).toBe('Hoja 1');
    expect(filled.reply).toContain('si la tuya se llama distinto, dímelo');
    expect(filled.execution_plan![2].params!.chat_id).toBe(99887766);
    expect(filled.smart_form).toBeUndefined();
  });

  it('accepts bare parameter names and keeps asking while something is still missing', () => {
    const [, partial, done] = converse(
      'cuando llegue un pedido avísame por slack y mándame un whatsapp',
      { formInputs: { channel: 'ventas' } },
      { formInputs: { to: '5512345678' } },
    );
    expect(partial.status).toBe('smart_forms_required');
    expect(partial.execution_plan![1].params!.channel).toBe('#ventas');
    expect(partial.smart_form!.sections.flatMap((s) => s.fields).map((f) => f.id)).toEqual(['3.to']);
    expect(done.status).toBe('plan_ready');
  });

  it('form inputs without a plan get a friendly answer', () => {
    const r = planRequest({ message: '', formInputs: { '2.to': 'a@b.mx' } });
    expect(r.status).toBe('conversation');
    expect(r.execution_plan).toBeUndefined();
  });
});

describe('planner follow-ups: inserting, replacing and keeping the half of the day', () => {
  it('"agrega un resumen con IA antes del correo" inserts it there and the email carries the summary', () => {
    const [, r] = converse('cada lunes a las 10 consulta https://api.ads.test/gasto y mandame el resultado por correo a yo@x.mx', 'agrega un resumen con IA antes del correo');
    expect(nodes(r)).toEqual(['schedule', 'http', 'ai', 'email']);
    expect(r.execution_plan![2].params!.prompt).toBe('Resume la siguiente información.\n\nDatos: {{steps.2.output.body}}');
    expect(r.execution_plan![3].params!.body).toBe('{{steps.3.output.text}}');
  });

  it('inserting at the start moves later {{steps.N}} references up', () => {
    const [, r] = converse('cada lunes a las 9 consulta https://api.test/ventas y mándame el resultado por slack #gerencia', 'agrega una espera de 1 minuto al principio');
    expect(nodes(r)).toEqual(['schedule', 'delay', 'http', 'slack']);
    expect(r.execution_plan![3].params!.message).toBe('Respuesta recibida: {{steps.3.output.body}}');
  });

  it('"quita slack y mejor crea un issue en …" removes and adds in one turn', () => {
    const [, r] = converse('cuando haya un push en github avisa por slack #dev', 'quita slack y mejor crea un issue en agencia/deploys');
    expect(nodes(r)).toEqual(['github', 'github']);
    expect(r.execution_plan![1]).toMatchObject({ action_id: 'create_issue', params: { repository: 'agencia/deploys' } });
  });

  it('"y luego mándale un correo" goes on from the plan', () => {
    const [, r] = converse('cuando llegue un paciente nuevo guárdalo en sheets https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK/edit', 'y luego mándale un correo de bienvenida');
    expect(nodes(r)).toEqual(['webhook', 'google_sheets', 'email']);
  });

  it('"que sea a las 3" after 2 p. m. is 3 p. m.; "a las 10" after 9 a. m. is 10 a. m.', () => {
    const [, pm] = converse('cada viernes a las 2 pm avísame por slack #a', 'que sea a las 3');
    expect(pm.execution_plan![0].params!.cron_expression).toBe('0 15 * * 5');
    const [, am] = converse('cada viernes a las 9 avísame por slack #a', 'que sea a las 10');
    expect(am.execution_plan![0].params!.cron_expression).toBe('0 10 * * 5');
  });
});
