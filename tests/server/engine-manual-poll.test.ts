import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats, credentials, executions, triggerCursors } from '../../server/db/schema';
import { startFakeApi, type FakeApi, type FakeRequest } from './fakes/fake-api';
import { fieldRef, triggerData } from '../../server/planner/refs';

/**
 * A flow whose trigger polls, run by hand ("Ejecutar ahora", the chat's "Ejecutar"): the trigger step
 * outputs the latest real item, later steps see it, and the flow's polling cursor is left alone, so
 * the poller neither skips nor repeats that item.
 */
describe.each(backends)('manual runs of polling triggers (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let auth: { authorization: string };
  let userId: string;

  // The services' state, changed by the tests.
  const mail: string[] = ['m1']; // newest first
  const sheet: string[][] = [['Nombre', 'Email'], ['Ana', 'ana@correo.mx']];
  const files: { id: string; name: string }[] = [{ id: 'f1', name: 'viejo.pdf' }]; // newest first
  const events: { id: string; summary: string; start: { dateTime: string } }[] = [];
  let updates = [{ update_id: 10, message: { message_id: 1, chat: { id: 555, type: 'private' }, text: 'hola', date: 1700000000 } }];
  // Each email's text: users.messages.get?format=full carries it in the MIME parts, base64url.
  const mailText = (id: string) => `Hola, soy Luis Peña.\n\n¿Me cotizan el pedido ${id}? Son 20 piezas, año 2026.`;
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const slackPosts: { channel: string; text: string }[] = [];

  beforeAll(async () => {
    api = await startFakeApi({
      'GET /gmail/v1/users/me/messages': (r) => ({ body: { messages: mail.slice(0, Number(r.query.maxResults)).map((id) => ({ id })) } }),
      'GET /gmail/v1/users/me/messages/:id': (r) => {
        const id = r.path.split('/').pop();
        const parts = [
          { mimeType: 'text/plain', filename: '', headers: [{ name: 'Content-Type', value: 'text/plain; charset="UTF-8"' }], body: { data: b64(mailText(id!)) } },
          { mimeType: 'text/html', filename: '', headers: [{ name: 'Content-Type', value: 'text/html; charset="UTF-8"' }], body: { data: b64(`<p>${mailText(id!).replace(/\n/g, '<br>')}</p>`) } },
        ];
        return { body: { id, threadId: `t-${id}`, snippet: `Texto ${id}`, payload: { mimeType: 'multipart/alternative', headers: [{ name: 'From', value: 'Luis <luis@cliente.mx>' }, { name: 'Subject', value: `Pedido ${id}` }], parts } } };
      },
      'POST /api/chat.postMessage': (r) => {
        slackPosts.push({ channel: r.json.channel, text: r.json.text });
        return { body: { ok: true, channel: 'C0VENTAS', ts: `1700000000.00010${slackPosts.length}` } };
      },
      "GET /v4/spreadsheets/hoja-1/values/'Leads'": () => ({ body: { values: sheet } }),
      "GET /v4/spreadsheets/vacia/values/'Leads'": { body: { values: [['Nombre', 'Email']] } },
      'GET /drive/v3/files': (r) => ({ body: { files: files.slice(0, Number(r.query.pageSize)) } }),
      'GET /calendar/v3/calendars/primary/events': (r) => ({ body: { items: events.slice(0, Number(r.query.maxResults)) } }),
      // getUpdates as Telegram answers it: an offset confirms (drops) every earlier update.
      'POST /bot123:ABC/getUpdates': (r) => {
        if (typeof r.json?.offset === 'number') updates = updates.filter((u) => u.update_id >= r.json.offset);
        return { body: { ok: true, result: updates } };
      },
    });
    // A long poll interval: after the first round (the baseline) the tests drive rounds with pollNow().
    t = await startTestApp(backend, { pollIntervalMs: 3_600_000 }, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_GOOGLE_API_URL: api.url, ENLAZA_TELEGRAM_API_URL: api.url, ENLAZA_SLACK_API_URL: `${api.url}/api` });
    const u = await t.signUp();
    auth = u.auth;
    userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
    await t.app.services.db.insert(credentials).values([
      { userId, serviceId: 'google', provider: 'google', mechanism: 'oauth2', secret: JSON.stringify({ access_token: 'ya29.manual' }) },
      { userId, serviceId: 'telegram', provider: 'telegram', mechanism: 'bot_token', secret: JSON.stringify({ bot_token: '123:ABC' }) },
      { userId, serviceId: 'slack', provider: 'slack', mechanism: 'oauth2', secret: JSON.stringify({ access_token: 'xoxb-manual' }) },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const db = () => t.app.services.db;
  const createFlow = async (steps: object[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().flow_id as string;
  };
  const cursorOf = async (flowId: string) => (await db().select().from(triggerCursors).where(eq(triggerCursors.flowId, flowId)))[0];
  const execsOf = (flowId: string) => db().select().from(executions).where(eq(executions.flowId, flowId)).orderBy(executions.startedAt);
  const runNow = async (flowId: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const sent = (r: FakeRequest) => [r.method, r.rawPath, r.method === 'GET' ? r.query : r.json];

  const cases = [
    {
      name: 'gmail/new_email',
      trigger: { node_id: 'gmail', action_id: 'new_email', params: { query: 'from:cliente.mx' } },
      fields: { de: '{{trigger.from}}', asunto: '{{trigger.subject}}', cuerpo: '{{trigger.body}}' },
      arrive: () => mail.unshift('m2'),
      output: { de: 'Luis <luis@cliente.mx>', asunto: 'Pedido m2', cuerpo: mailText('m2') },
      requests: [['GET', '/gmail/v1/users/me/messages', { q: 'from:cliente.mx', maxResults: '1' }], ['GET', '/gmail/v1/users/me/messages/m2', { format: 'full' }]],
      polled: { id: 'm2', subject: 'Pedido m2', body: mailText('m2') },
    },
    {
      name: 'google_sheets/new_row',
      trigger: { node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'hoja-1', sheet_name: 'Leads' } },
      fields: { nombre: '{{trigger.record.Nombre}}', fila: '{{trigger.row_number}}' },
      arrive: () => sheet.push(['Luis', 'luis@correo.mx']),
      output: { nombre: 'Luis', fila: 3 },
      requests: [['GET', "/v4/spreadsheets/hoja-1/values/'Leads'", {}]],
      polled: { row_number: 3, record: { Nombre: 'Luis', Email: 'luis@correo.mx' } },
    },
    {
      name: 'google_drive/new_file',
      trigger: { node_id: 'google_drive', action_id: 'new_file', params: {} },
      fields: { archivo: '{{trigger.name}}' },
      arrive: () => files.unshift({ id: 'f2', name: 'factura.pdf' }),
      output: { archivo: 'factura.pdf' },
      requests: [['GET', '/drive/v3/files', { q: 'trashed = false', orderBy: 'createdTime desc', pageSize: '1', fields: 'files(id,name,mimeType,webViewLink,createdTime,parents)' }]],
      polled: { id: 'f2', name: 'factura.pdf' },
    },
    {
      name: 'google_calendar/event_starting',
      trigger: { node_id: 'google_calendar', action_id: 'event_starting', params: {} },
      fields: { evento: '{{trigger.title}}', aviso: '{{trigger.minutes_before}}' },
      arrive: () => events.push({ id: 'ev1', summary: 'Cita con Ana', start: { dateTime: new Date(Date.now() + 5 * 60_000).toISOString() } }),
      output: { evento: 'Cita con Ana', aviso: 10 },
      requests: [['GET', '/calendar/v3/calendars/primary/events', { timeMin: expect.any(String), singleEvents: 'true', orderBy: 'startTime', maxResults: '1' }]],
      polled: { id: 'ev1', title: 'Cita con Ana' },
    },
    {
      name: 'telegram/new_message',
      trigger: { node_id: 'telegram', action_id: 'new_message', params: {} },
      fields: { chat: '{{trigger.chat_id}}', texto: '{{trigger.text}}' },
      arrive: () => updates.push({ update_id: 11, message: { message_id: 2, chat: { id: 555, type: 'private' }, text: '¿precio?', date: 1700000060 } }),
      output: { chat: 555, texto: '¿precio?' },
      requests: [['POST', '/bot123:ABC/getUpdates', { timeout: 0, allowed_updates: ['message'] }]],
      polled: { update_id: 11, text: '¿precio?' },
    },
  ];

  it.each(cases)('$name: run-now uses the latest item and leaves the cursor to the poller', async (c) => {
    const flowId = await createFlow([{ step: 1, ...c.trigger }, { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: c.fields } }]);
    const on = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    expect(on.statusCode, on.body).toBe(200);
    // The loop's first round records the baseline: what is there now never fires.
    await expect.poll(() => cursorOf(flowId), { timeout: 10_000 }).toBeDefined();
    c.arrive();
    const before = await cursorOf(flowId);
    expect(before.lastError).toBeNull();
    api.reset();

    const run = await runNow(flowId);
    expect(run.status, run.message).toBe('success');
    expect(run.execution_results[0]).toMatchObject({ step: 1, status: 'success', output: c.polled });
    expect(run.execution_results[1]).toMatchObject({ step: 2, status: 'success', output: c.output });
    expect(api.requests.map(sent)).toEqual(c.requests);
    const [manual] = await execsOf(flowId);
    expect(manual).toMatchObject({ triggerType: 'manual', triggerPayload: {}, dedupeKey: null });
    expect(await cursorOf(flowId)).toEqual(before);

    // The poller still gets the item once: the manual run neither consumed nor repeated it.
    expect(await t.app.services.engine.pollNow(flowId)).toBe(1);
    await expect.poll(async () => (await execsOf(flowId)).every((e) => e.status !== 'running')).toBe(true);
    const polled = (await execsOf(flowId)).filter((e) => e.triggerType === 'poll');
    expect(polled).toHaveLength(1);
    expect(polled[0]).toMatchObject({ status: 'success', triggerPayload: c.polled });
    expect(await t.app.services.engine.pollNow(flowId)).toBe(0);
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: false } });
  });

  it('"cuando me llegue un correo, mándame el contenido por Slack": the planner\'s reference posts the email\'s text, by hand and when polled', async () => {
    // The reference the built-in planner writes for a Gmail trigger's data (and for "contenido").
    const ref = triggerData('gmail').data!;
    expect(fieldRef('gmail', 'contenido')).toBe(ref);
    const flowId = await createFlow([
      { step: 1, node_id: 'gmail', action_id: 'new_email', params: {} },
      { step: 2, node_id: 'slack', action_id: 'send_message', params: { channel: '#ventas', message: ref } },
    ]);
    const on = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    expect(on.statusCode, on.body).toBe(200);
    await expect.poll(() => cursorOf(flowId), { timeout: 10_000 }).toBeDefined();
    slackPosts.length = 0;
    mail.unshift('m7');

    const run = await runNow(flowId);
    expect(run.status, run.message).toBe('success');
    expect(run.execution_results[1]).toMatchObject({ step: 2, status: 'success', input: { channel: '#ventas', message: mailText('m7') } });
    expect(slackPosts).toEqual([{ channel: '#ventas', text: mailText('m7') }]);

    expect(await t.app.services.engine.pollNow(flowId)).toBe(1);
    await expect.poll(async () => (await execsOf(flowId)).every((e) => e.status !== 'running')).toBe(true);
    expect((await execsOf(flowId)).map((e) => [e.triggerType, e.status])).toEqual([['manual', 'success'], ['poll', 'success']]);
    expect(slackPosts).toEqual([{ channel: '#ventas', text: mailText('m7') }, { channel: '#ventas', text: mailText('m7') }]);
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: false } });
  });

  it('the chat\'s "Ejecutar" runs the plan on screen with the latest item, and records no cursor', async () => {
    const [chat] = await db().insert(chats).values({ userId, title: 'Leads' }).returning();
    const plan = [
      { step: 1, node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'hoja-1', sheet_name: 'Leads' } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { saludo: 'Hola {{trigger.record.Nombre}}' } } },
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/workflow-decision', headers: auth, payload: { decision: 'execute', chat_id: chat.id, execution_plan: plan } });
    const ran = res.json();
    expect(ran).toMatchObject({ success: true, message: 'Workflow ejecutado correctamente' });
    expect(ran.execution_results[1].output).toEqual({ saludo: `Hola ${sheet.at(-1)![0]}` });
    expect(await cursorOf(ran.flow_id)).toBeUndefined();
  });

  it('fails the trigger with what to do when there is nothing to fetch, and maps API errors', async () => {
    const empty = await createFlow([
      { step: 1, node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'vacia', sheet_name: 'Leads' } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { nombre: '{{trigger.record.Nombre}}' } } },
    ]);
    const none = await runNow(empty);
    const advice = "La hoja 'Leads' no tiene filas debajo de los encabezados para probar el flujo: agrega una y vuelve a ejecutar";
    expect(none).toMatchObject({ status: 'error', message: `Error ejecutando workflow: ${advice}` });
    expect(none.execution_results.map((s: { status: string; error: string | null }) => [s.status, s.error])).toEqual([['error', advice], ['skipped', null]]);

    const drive = await createFlow([{ step: 1, node_id: 'google_drive', action_id: 'new_file', params: { folder_id: 'carpeta-9' } }]);
    api.once('GET /drive/v3/files', { status: 401, body: { error: { message: 'Invalid Credentials' } } });
    const denied = await runNow(drive);
    expect(denied).toMatchObject({ status: 'error', message: 'Error ejecutando workflow: Google rechazó el acceso: vuelve a conectar tu cuenta' });
    const [row] = await execsOf(drive);
    expect(row).toMatchObject({ status: 'error', error: 'Google rechazó el acceso: vuelve a conectar tu cuenta' });
  });
});
