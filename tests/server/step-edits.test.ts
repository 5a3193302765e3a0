import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats } from '../../server/db/schema';

/** Step edits (spec §4) reach the server: the chat's plan follows the editor, checked against the catalogue. */
describe.each(backends)('step edits and the catalogue (%s)', (backend) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<TestApp['signUp']>>;
  let beto: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await t.signUp();
    beto = await t.signUp();
  });
  afterAll(async () => { await t.close(); });

  const plan = [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
    { step: 2, node_id: 'email', action_id: 'send_email', params: { to: 'ana@tienda.mx', subject: 'Nuevo pedido', body: '{{trigger.body}}' } },
  ];

  it('GET /api/nodes lists every node with JSON Schemas whose required lists come from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nodes', headers: ana.auth });
    expect(res.statusCode).toBe(200);
    const nodes = res.json().nodes as { node_id: string; webhook: boolean; actions: { action_id: string; kind: string; schema: { required?: string[]; properties: Record<string, { description?: string }> } }[] }[];
    expect(nodes.map((n) => n.node_id)).toEqual(expect.arrayContaining(['manual', 'webhook', 'schedule', 'gmail', 'slack', 'http', 'email', 'postgres', 'delay']));
    const email = nodes.find((n) => n.node_id === 'email')!.actions.find((a) => a.action_id === 'send_email')!;
    expect(email.kind).toBe('action');
    expect(email.schema.required).toEqual(expect.arrayContaining(['to', 'subject', 'body']));
    expect(email.schema.properties.to.description).toBe('Para');
    const cron = nodes.find((n) => n.node_id === 'schedule')!.actions[0];
    expect(cron).toMatchObject({ action_id: 'cron', kind: 'trigger' });
    expect(nodes.find((n) => n.node_id === 'webhook')!.webhook).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/nodes' })).statusCode).toBe(401);
  });

  it('PATCH /api/chats/{id} stores an edited plan, numbered and named from the catalogue', async () => {
    const chat = (await t.app.inject({ method: 'POST', url: '/api/chats/', headers: ana.auth, payload: {} })).json();
    const edited = structuredClone(plan);
    edited[1].params.to = 'ventas@tienda.mx';
    const res = await t.app.inject({ method: 'PATCH', url: `/api/chats/${chat.session_id}`, headers: ana.auth, payload: { execution_plan: edited } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.services.db.select().from(chats).where(eq(chats.id, chat.session_id));
    expect(row.plan).toEqual([
      expect.objectContaining({ step: 1, node_id: 'webhook', node_name: 'Webhook' }),
      expect.objectContaining({ step: 2, node_id: 'email', params: expect.objectContaining({ to: 'ventas@tienda.mx' }) }),
    ]);
    expect(row.title).toBe('Nuevo chat');
    // the chat's detail answers it, so another device opens the edited plan
    const detail = (await t.app.inject({ method: 'GET', url: `/api/chats/${chat.session_id}`, headers: ana.auth })).json();
    expect(detail.execution_plan[1].params.to).toBe('ventas@tienda.mx');
  });

  it('refuses a plan the catalogue does not know, writing nothing, and hides other users’ chats', async () => {
    const chat = (await t.app.inject({ method: 'POST', url: '/api/chats/', headers: ana.auth, payload: {} })).json();
    const bad = [{ step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} }, { step: 2, node_id: 'fax', action_id: 'send', params: {} }];
    const res = await t.app.inject({ method: 'PATCH', url: `/api/chats/${chat.session_id}`, headers: ana.auth, payload: { execution_plan: bad, title: 'Otro' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Paso 2: el nodo fax no existe' });
    const [row] = await t.app.services.db.select().from(chats).where(eq(chats.id, chat.session_id));
    expect(row.plan).toBeNull();
    expect(row.title).toBe('Nuevo chat');
    const foreign = await t.app.inject({ method: 'PATCH', url: `/api/chats/${chat.session_id}`, headers: beto.auth, payload: { execution_plan: plan } });
    expect(foreign.statusCode).toBe(404);
  });
});
