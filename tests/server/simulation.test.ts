import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';
import { executions } from '../../server/db/schema';

/** 'Simular' (chat header): a dry run that resolves and checks every step and sends nothing. */
describe.each(backends)('POST /api/flows/simulate (%s)', (backend) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<TestApp['signUp']>>;
  let hits = 0;
  let target: http.Server;
  let targetUrl = '';
  beforeAll(async () => {
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    ana = await t.signUp();
    target = http.createServer((_req, res) => { hits++; res.end('{}'); });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => target.close(r));
  });

  const simulate = (plan: unknown) => t.app.inject({ method: 'POST', url: '/api/flows/simulate', headers: ana.auth, payload: { execution_plan: plan } });

  it('resolves parameters against a sample trigger, checks them and calls nothing', async () => {
    const res = await simulate([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { cliente: '{{trigger.body.cliente.nombre}}', total: '{{trigger.body.monto}}' } } },
      { step: 3, node_id: 'http', action_id: 'request', params: { url: targetUrl, method: 'POST', body: { nombre: '{{steps.2.output.cliente}}' } } },
    ]);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.ok).toBe(true);
    expect(r.summary).toContain('No se envió nada');
    expect(r.sample_trigger.body.cliente.nombre).toBe('Ana López');
    expect(r.steps[1]).toMatchObject({ status: 'ok', input: { fields: { cliente: 'Ana López', total: 1250 } }, problems: [] });
    expect(r.steps[2].input.body).toEqual({ nombre: '‹resultado del paso 2.cliente›' });
    expect(hits).toBe(0);
    // no execution was recorded either: this database has seen only simulations
    expect(await t.app.services.db.select().from(executions)).toEqual([]);
  });

  it('gives polling triggers a sample shaped like their real output, and asks no service for it', async () => {
    const sampleOf = async (node_id: string, action_id: string, params: object = {}) => (await simulate([{ step: 1, node_id, action_id, params }])).json().sample_trigger;
    // The keys each node's payload function gives a polled (or manually fetched) item.
    expect(Object.keys(await sampleOf('gmail', 'new_email'))).toEqual(['id', 'thread_id', 'from', 'to', 'subject', 'date', 'snippet', 'label_ids', 'body']);
    expect(Object.keys(await sampleOf('google_sheets', 'new_row', { spreadsheet_id: 'h', sheet_name: 'Hoja 1' }))).toEqual(['row_number', 'values', 'record', 'sheet_name']);
    expect(Object.keys(await sampleOf('google_drive', 'new_file'))).toEqual(['id', 'name', 'mime_type', 'web_view_link', 'created_time', 'parents']);
    expect(Object.keys(await sampleOf('google_calendar', 'event_starting'))).toEqual(['id', 'title', 'start', 'end', 'attendees', 'location', 'link', 'minutes_before']);
    expect(Object.keys(await sampleOf('telegram', 'new_message'))).toEqual(['update_id', 'message_id', 'chat_id', 'chat_type', 'from', 'text', 'date']);
    const r = (await simulate([
      { step: 1, node_id: 'telegram', action_id: 'new_message', params: {} },
      { step: 2, node_id: 'telegram', action_id: 'send_message', params: { chat_id: '{{trigger.chat_id}}', message: 'Recibido: {{trigger.text}}' } },
    ])).json();
    expect(r.steps[1].input).toEqual({ chat_id: 123456789, message: 'Recibido: Hola, ¿tienen servicio a domicilio?' });
    expect(r.steps[1].problems).toEqual(['Falta conectar tu cuenta de Telegram']);
    const rows = (await simulate([
      { step: 1, node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'h', sheet_name: 'Hoja 1' } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { nombre: '{{trigger.record.Nombre}}', fila: '{{trigger.row_number}}' } } },
    ])).json();
    expect(rows.steps[1]).toMatchObject({ status: 'ok', input: { fields: { nombre: 'Ana López', fila: 2 } } });
    expect(await t.app.services.db.select().from(executions)).toEqual([]);
  });

  it('gives webhook-driven Slack and GitHub triggers a sample shaped like their real output, with the fields the planner references', async () => {
    const sampleOf = async (node_id: string, action_id: string) => (await simulate([{ step: 1, node_id, action_id, params: {} }])).json().sample_trigger;
    // The keys of slackEvent / githubEvent, the functions the real trigger steps output.
    const slack = await sampleOf('slack', 'slack_webhook');
    expect(Object.keys(slack)).toEqual(['event_id', 'type', 'team_id', 'user', 'channel', 'text', 'event', 'body']);
    expect(slack).toMatchObject({ type: 'message', text: 'Nuevo pedido A-1024', channel: 'C0VENTAS', user: expect.any(String) });
    const github = await sampleOf('github', 'github_webhook');
    expect(Object.keys(github)).toEqual(['event', 'delivery', 'action', 'repository', 'sender', 'body']);
    expect(github).toMatchObject({ event: 'issues', action: 'opened', repository: 'mi-tienda/web', body: { issue: { title: 'Error en el checkout' } } });

    // The planner's references resolve: {{trigger.text}} for Slack, {{trigger.body}} for Gmail and GitHub.
    const notify = (node_id: string, action_id: string, message: string) => simulate([
      { step: 1, node_id, action_id, params: {} },
      { step: 2, node_id: 'telegram', action_id: 'send_message', params: { chat_id: '123', message } },
    ]).then((r) => r.json().steps[1].input.message);
    expect(await notify('slack', 'slack_webhook', 'Nuevo mensaje en Slack: {{trigger.text}}')).toBe('Nuevo mensaje en Slack: Nuevo pedido A-1024');
    expect(await notify('github', 'github_webhook', '{{trigger.body.issue.title}} en {{trigger.repository}}')).toBe('Error en el checkout en mi-tienda/web');
    expect(await notify('gmail', 'new_email', '{{trigger.body}}')).toBe('Hola, ¿me pueden enviar la lista de precios?\n\nNecesito 20 piezas para el próximo mes.\n\nSaludos,\nAna López');
    expect(await t.app.services.db.select().from(executions)).toEqual([]);
  });

  it('reports invalid parameters and missing connections step by step', async () => {
    const r = (await simulate([
      { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1' } },
      { step: 2, node_id: 'slack', action_id: 'send_message', params: { channel: '', message: 'Reporte semanal' } },
    ])).json();
    expect(r.ok).toBe(false);
    expect(r.steps[0]).toMatchObject({ status: 'ok' });
    expect(r.steps[1].status).toBe('problem');
    expect(r.steps[1].problems).toEqual(expect.arrayContaining(['El campo "Canal" es obligatorio', 'Falta conectar tu cuenta de Slack']));
    expect(r.summary).toMatch(/^Hay 1 paso por revisar/);
  });

  it('refuses plans the catalogue does not know and empty plans', async () => {
    expect((await simulate([{ step: 1, node_id: 'fax', action_id: 'x' }])).json()).toEqual({ detail: 'Paso 1: el nodo fax no existe' });
    expect((await simulate([])).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/flows/simulate', payload: { execution_plan: [] } })).statusCode).toBe(401);
  });
});
