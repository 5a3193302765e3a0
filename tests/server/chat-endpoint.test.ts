import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats, messages } from '../../server/db/schema';
import { CHAT_MESSAGE_MAX_LENGTH, ChatReply, MESSAGE_TOO_LONG } from '../../contracts/chat';

describe.each(backends)('POST /api/chat (%s)', (backend) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<TestApp['signUp']>>;
  let beto: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await t.signUp();
    beto = await t.signUp();
  });
  afterAll(async () => { await t.close(); });

  type Who = { auth: { authorization: string } };
  const chat = (who: Who, payload: object) => t.app.inject({ method: 'POST', url: '/api/chat', headers: who.auth, payload });
  const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const WEBHOOK = 'Cuando llegue una petición a mi webhook, envía los datos a https://example.test/hook';

  it('creates a chat when session_id is missing, stores both messages and answers a ChatReply', async () => {
    const res = await chat(ana, { message: WEBHOOK, conversation: [], workflow_type: 'classic' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ChatReply.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_created' });
    expect(body.response).toBe(body.reply);
    expect(body.execution_plan.map((s: { node_id: string; action_id: string }) => `${s.node_id}/${s.action_id}`))
      .toEqual(['webhook/webhook_received', 'http/request']);
    expect(body.execution_plan[1].params).toEqual({ url: 'https://example.test/hook', method: 'POST', body: '{{trigger.body}}' });
    expect(body.message).toMatchObject({ role: 'assistant', content: body.reply });
    expect(body.message.metadata).toMatchObject({ session_id: body.session_id, status: 'plan_ready', workflow_action: 'plan_created' });
    expect(body.message.metadata.execution_plan).toEqual(body.execution_plan);
    expect(body.user_message).toMatchObject({ role: 'user', content: WEBHOOK });

    const list = (await get(ana, '/api/chats/')).json();
    const session = list.find((c: { session_id: string }) => c.session_id === body.session_id);
    expect(session.title).toBe('Cuando llegue una petición');
    const stored = (await get(ana, `/api/chats/${body.session_id}/messages`)).json();
    expect(stored.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[1].metadata.execution_plan).toHaveLength(2);
    const [row] = await t.app.services.db.select().from(chats).where(eq(chats.id, body.session_id));
    expect(row.plan).toEqual(body.execution_plan);
  });

  it('titles a default chat from the first message only, and touches updated_at', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/chats/', headers: ana.auth, payload: {} })).json();
    const first = await chat(ana, { session_id: created.session_id, message: 'hola' });
    expect(first.json().status).toBe('conversation');
    expect(first.json().execution_plan).toBeUndefined();
    const [after1] = await t.app.services.db.select().from(chats).where(eq(chats.id, created.session_id));
    expect(after1.title).toBe('hola');
    expect(after1.updatedAt.toISOString() > created.updated_at).toBe(true);
    await chat(ana, { session_id: created.session_id, message: 'envía un correo a ana@tienda.mx' });
    const [after2] = await t.app.services.db.select().from(chats).where(eq(chats.id, created.session_id));
    expect(after2.title).toBe('hola');
    // A named chat keeps its name.
    const named = (await t.app.inject({ method: 'POST', url: '/api/chats/', headers: ana.auth, payload: { title: 'Ventas' } })).json();
    await chat(ana, { session_id: named.session_id, message: 'hola' });
    expect((await get(ana, '/api/chats/')).json().find((c: { session_id: string }) => c.session_id === named.session_id).title).toBe('Ventas');
  });

  it('cuts long first messages to a short title', async () => {
    const long = 'Supercalifragilisticoespialidoso '.repeat(3) + 'cada lunes a las 9 envía un correo a a@b.mx';
    const res = (await chat(ana, { message: long })).json();
    const title = (await get(ana, '/api/chats/')).json().find((c: { session_id: string }) => c.session_id === res.session_id).title;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toBe('Supercalifragilisticoespialidoso');
  });

  it('refuses a message over the shared limit with its Spanish reason, and takes one at the limit', async () => {
    const over = await chat(ana, { message: 'ñ'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe(MESSAGE_TOO_LONG);
    // an emoji counts as one character, as the chat input counts it
    const atLimit = await chat(ana, { message: 'hola ' + '🙂'.repeat(CHAT_MESSAGE_MAX_LENGTH - 5) });
    expect(atLimit.statusCode).toBe(200);
  });

  it('rejects a blank message with 400 and stores nothing', async () => {
    const before = await t.app.services.db.select().from(messages);
    for (const message of ['', '   \n ']) {
      const res = await chat(ana, { message });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'El mensaje no puede estar vacío' });
    }
    expect(await t.app.services.db.select().from(messages)).toHaveLength(before.length);
    expect((await chat(ana, {})).statusCode).toBe(422);
  });

  it("answers 404 for another user's chat or a malformed session id", async () => {
    const mine = (await chat(ana, { message: 'hola' })).json();
    for (const session_id of [mine.session_id, 'no-es-uuid']) {
      const res = await chat(beto, { session_id, message: 'hola' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Chat no encontrado' });
    }
    const stored = (await get(ana, `/api/chats/${mine.session_id}/messages`)).json();
    expect(stored).toHaveLength(2);
  });

  it('edits the stored plan on follow-ups', async () => {
    const first = (await chat(ana, { message: 'cada lunes a las 9 avísame por Slack en #ventas y guarda en sheets https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMn/edit' })).json();
    expect(first.status).toBe('plan_ready');
    const id = first.session_id;
    const moved = (await chat(ana, { session_id: id, message: 'cámbialo a las 10' })).json();
    expect(moved).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(moved.execution_plan[0].params.cron_expression).toBe('0 10 * * 1');
    const removed = (await chat(ana, { session_id: id, message: 'quita el paso de Slack' })).json();
    expect(removed.execution_plan.map((s: { node_id: string }) => s.node_id)).toEqual(['schedule', 'google_sheets']);
    const [row] = await t.app.services.db.select().from(chats).where(eq(chats.id, id));
    expect((row.plan as { node_id: string }[]).map((s) => s.node_id)).toEqual(['schedule', 'google_sheets']);
  });

  it('undoes the last change with the plan the chat had before it, from the stored messages', async () => {
    const first = (await chat(ana, { message: 'cada lunes a las 9 avísame por Slack en #ventas' })).json();
    const id = first.session_id;
    const nothing = (await chat(ana, { session_id: id, message: 'deshaz eso' })).json();
    expect(nothing).toMatchObject({ status: 'conversation', workflow_action: null });
    expect(nothing.reply).toContain('No tengo un cambio anterior que deshacer');
    await chat(ana, { session_id: id, message: 'cámbialo a las 11' });
    await chat(ana, { session_id: id, message: 'agrega al final un correo a ana@tienda.mx' });
    const undone = (await chat(ana, { session_id: id, message: 'mejor no, déjalo como estaba' })).json();
    expect(undone).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(undone.execution_plan.map((s: { node_id: string }) => s.node_id)).toEqual(['schedule', 'slack']);
    expect(undone.execution_plan[0].params.cron_expression).toBe('0 11 * * 1');
    expect(undone.reply).toContain('Listo, deshice el último cambio: quité el paso de Correo');
    const [row] = await t.app.services.db.select().from(chats).where(eq(chats.id, id));
    expect((row.plan as { node_id: string }[]).map((s) => s.node_id)).toEqual(['schedule', 'slack']);
    // A step edited by hand is a change too: undoing it brings back the plan before the edit.
    const edited = [...undone.execution_plan.slice(0, 1), { ...undone.execution_plan[1], params: { ...undone.execution_plan[1].params, channel: '#caja' } }];
    expect((await t.app.inject({ method: 'PATCH', url: `/api/chats/${id}`, headers: ana.auth, payload: { execution_plan: edited } })).statusCode).toBe(200);
    const back = (await chat(ana, { session_id: id, message: 'regrésalo' })).json();
    expect(back.execution_plan[1].params.channel).toBe('#ventas');
    expect(back.reply).toContain('«Canal» vuelve a ser «#ventas»');
  });

  it('asks which service to use, then completes the plan with selected_services', async () => {
    const asked = (await chat(ana, { message: 'cuando llegue un pedido, guárdalo en la nube' })).json();
    expect(asked.status).toBe('clarification_needed');
    expect(asked.workflow_action).toBeNull();
    expect(asked.execution_plan).toBeUndefined();
    expect(asked.service_groups[0].category).toBe('Almacenamiento');
    expect(asked.service_groups[0].services.map((s: { service_id: string }) => s.service_id)).toContain('google_drive');
    expect(asked.message.metadata.service_groups).toEqual(asked.service_groups);

    // The browser resends the same message with the chosen services.
    const done = (await chat(ana, { session_id: asked.session_id, message: 'cuando llegue un pedido, guárdalo en la nube', selected_services: ['google_drive'] })).json();
    expect(done.status).toBe('plan_ready');
    expect(done.execution_plan.map((s: { node_id: string }) => s.node_id)).toEqual(['webhook', 'google_drive']);

    // Picking services with no text completes the pending request too.
    const asked2 = (await chat(ana, { message: 'cuando llegue un pedido avísame' })).json();
    const done2 = (await chat(ana, { session_id: asked2.session_id, message: '', selected_services: ['telegram', 'slack'] })).json();
    expect(done2.execution_plan.map((s: { node_id: string }) => s.node_id)).toEqual(['webhook', 'telegram', 'slack']);
    expect(done2.user_message.content).toBe('Elegí: Telegram, Slack');
  });

  it('asks for missing details with a smart form and fills them from frontend_user_inputs', async () => {
    const first = (await chat(ana, { message: 'cuando alguien llene el formulario avísame por Slack', workflow_type: 'agent' })).json();
    expect(first.status).toBe('smart_forms_required');
    expect(first.smart_forms_required).toBe(true);
    const fields = first.smart_form.sections.flatMap((s: { fields: { id: string }[] }) => s.fields.map((f) => f.id));
    expect(fields).toEqual(['2.channel']);
    expect(first.message.metadata.smart_form).toEqual(first.smart_form);

    const filled = (await chat(ana, { session_id: first.session_id, message: '', frontend_user_inputs: { '2.channel': 'ventas' } })).json();
    expect(filled).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(filled.execution_plan[1].params.channel).toBe('#ventas');
    expect(filled.smart_form).toBeUndefined();
    expect(filled.user_message.content).toBe('Te envié los datos del formulario.');
  });

  it('uses the account email for "envíame un correo"', async () => {
    const res = (await chat(ana, { message: 'cada viernes a las 6 pm envíame un correo con asunto "Cierre" y mensaje "Revisa la caja"' })).json();
    expect(res.execution_plan[1].params).toEqual({ to: `${ana.username}@example.test`, subject: 'Cierre', body: 'Revisa la caja' });
    expect(res.execution_plan[0].params.cron_expression).toBe('0 18 * * 5');
  });

  it.each([
    ['plan_ready', 'cada lunes a las 9 mándame un correo con asunto "Inventario"', 'plan_created', true],
    ['smart_forms_required', 'mándame un whats cuando haya un pedido nuevo', 'plan_created', true],
    ['clarification_needed', 'cuando llegue un pedido guárdalo en la nube', null, false],
    ['conversation', '¿me ayudas con la tarea de matemáticas de mi hijo?', null, false],
  ])('answers status %s through the endpoint and stores it on the message', async (status, message, action, hasPlan) => {
    const res = await chat(ana, { message, workflow_type: 'classic' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ChatReply.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ status, workflow_action: action });
    expect(body.reply.length).toBeGreaterThan(20);
    expect(!!body.execution_plan).toBe(hasPlan);
    expect(body.message.metadata).toMatchObject({ status, workflow_action: action });
    if (status === 'smart_forms_required') expect(body.smart_form.sections.flatMap((x: { fields: { id: string }[] }) => x.fields.map((f) => f.id))).toEqual(['2.to']);
    if (status === 'clarification_needed') expect(body.service_groups.map((g: { category: string }) => g.category)).toEqual(['Almacenamiento']);
    if (status === 'conversation') expect(body.reply).toMatch(/no lo puedo hacer yo/);
  });

  it('lists the connections the plan still needs in oauth_requirements, and drops them once connected', async () => {
    const who = await t.signUp();
    const res = (await chat(who, { message: 'cuando llegue un pedido avísame por slack #ventas y por whatsapp al 5512345678' })).json();
    expect(res.status).toBe('plan_ready');
    expect(res.oauth_requirements.map((r: { service_id: string }) => r.service_id)).toEqual(['slack', 'whatsapp']);
    expect(res.oauth_requirements[0]).toMatchObject({ mechanism: 'oauth2', auth_url: expect.stringContaining('service_id=slack') });
    expect(res.message.metadata.oauth_requirements).toEqual(res.oauth_requirements);
    const stored = await t.app.inject({ method: 'POST', url: '/api/oauth/api-key/whatsapp/store', headers: who.auth, payload: { api_key: 'tok', phone_number_id: '123' } });
    expect(stored.statusCode).toBe(200);
    const again = (await chat(who, { session_id: res.session_id, message: 'el canal es #pedidos' })).json();
    expect(again.oauth_requirements.map((r: { service_id: string }) => r.service_id)).toEqual(['slack']);
    const none = (await chat(who, { message: 'consulta https://api.test/x' })).json();
    expect(none.oauth_requirements).toBeUndefined();
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hola' } })).statusCode).toBe(401);
  });
});

describe.each(backends)('POST /api/chat concurrency (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(backend); });
  afterAll(async () => { await t.close(); });

  it('accepts session_id null, and serialises simultaneous turns on one chat', async () => {
    const who = await t.signUp();
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/chat', headers: who.auth, payload });
    const first = await post({ session_id: null, message: 'cada lunes a las 9 avísame por slack #ventas' });
    expect(first.statusCode).toBe(200);
    const id = first.json().session_id;
    const replies = await Promise.all([
      post({ session_id: id, message: 'agrega también un correo a a@b.mx' }),
      post({ session_id: id, message: 'agrega también un whatsapp al 5512345678' }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    // Each turn saw the other's plan: both steps end up in the stored plan.
    const [row] = await t.app.services.db.select().from(chats).where(eq(chats.id, id));
    expect((row.plan as { node_id: string }[]).map((s) => s.node_id).sort()).toEqual(['email', 'schedule', 'slack', 'whatsapp']);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/chats/${id}/messages`, headers: who.auth })).json();
    expect(stored.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant']);
  });
});
