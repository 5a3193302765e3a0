import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats, flows, messages } from '../../server/db/schema';

describe.each(backends)('chats API (%s)', (backend) => {
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
  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const create = async (who: Who, title?: string) => {
    const res = await call(who, 'POST', '/api/chats/', title === undefined ? {} : { title });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('creates a chat session with the default title for a missing or blank title', async () => {
    const a = await create(ana);
    expect(a).toMatchObject({ title: 'Nuevo chat', flow_id: null });
    expect(a.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(a.created_at).toString()).not.toBe('Invalid Date');
    expect(a.updated_at).toBe(a.created_at);
    expect((await create(ana, '   ')).title).toBe('Nuevo chat');
    expect((await create(ana, '  Reporte   semanal ')).title).toBe('Reporte semanal');
    expect((await create(ana, 'x'.repeat(150))).title).toHaveLength(100);
    // Without a trailing slash too, and with no body at all.
    const bare = await t.app.inject({ method: 'POST', url: '/api/chats', headers: ana.auth });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().title).toBe('Nuevo chat');
  });

  it('rejects a title of the wrong type with 422 {detail}', async () => {
    const res = await call(ana, 'POST', '/api/chats/', { title: 42 });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^Datos inválidos/);
  });

  it('lists only my chats, most recently updated first, with the saved flow id', async () => {
    const user = await t.signUp();
    const first = await create(user, 'Primero');
    const second = await create(user, 'Segundo');
    await create(beto, 'De Beto');
    // Renaming the first one makes it the most recently updated.
    await new Promise((r) => setTimeout(r, 5));
    expect((await call(user, 'PATCH', `/api/chats/${first.session_id}`, { title: 'Primero renombrado' })).statusCode).toBe(200);
    const [{ userId }] = await t.app.services.db.select({ userId: chats.userId }).from(chats).where(eq(chats.id, second.session_id));
    const [flow] = await t.app.services.db.insert(flows)
      .values({ userId, chatId: second.session_id, name: 'Flujo', spec: { steps: [] } }).returning();

    for (const url of ['/api/chats/', '/api/chats']) {
      const list = await call(user, 'GET', url);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((c: { title: string }) => c.title)).toEqual(['Primero renombrado', 'Segundo']);
      expect(list.json()[1].flow_id).toBe(flow.id);
      expect(list.json()[0].flow_id).toBeNull();
    }
  });

  it('returns messages oldest first with their metadata', async () => {
    const chat = await create(ana, 'Con mensajes');
    const base = Date.now();
    await t.app.services.db.insert(messages).values([
      { chatId: chat.session_id, role: 'assistant', content: 'segundo', metadata: { status: 'conversation' }, createdAt: new Date(base + 10) },
      { chatId: chat.session_id, role: 'user', content: 'primero', createdAt: new Date(base) },
    ]);
    const res = await call(ana, 'GET', `/api/chats/${chat.session_id}/messages`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { content: string }) => m.content)).toEqual(['primero', 'segundo']);
    expect(list[0]).toMatchObject({ role: 'user', metadata: null });
    expect(list[1]).toMatchObject({ role: 'assistant', metadata: { status: 'conversation' } });
    expect(Object.keys(list[0]).sort()).toEqual(['content', 'id', 'metadata', 'role', 'timestamp']);
    expect(list[0].timestamp).toBe(new Date(base).toISOString());
  });

  it('renames a chat, trims the title and rejects a blank one', async () => {
    const chat = await create(ana, 'Viejo');
    const res = await call(ana, 'PATCH', `/api/chats/${chat.session_id}`, { title: '  Nuevo nombre  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session_id: chat.session_id, title: 'Nuevo nombre' });
    expect(res.json().updated_at > chat.updated_at).toBe(true);
    const blank = await call(ana, 'PATCH', `/api/chats/${chat.session_id}`, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ detail: 'El título no puede estar vacío' });
    const unchanged = await call(ana, 'PATCH', `/api/chats/${chat.session_id}`, {});
    expect(unchanged.json().title).toBe('Nuevo nombre');
  });

  it("answers 404 'Chat no encontrado' for another user's chat and for malformed ids", async () => {
    const chat = await create(ana, 'Privado');
    const ids = [chat.session_id, 'no-es-un-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"];
    for (const id of ids) {
      const path = `/api/chats/${encodeURIComponent(id)}`;
      for (const [method, url, payload] of [
        ['GET', `${path}/messages`, undefined], ['PATCH', path, { title: 'robado' }], ['DELETE', path, undefined],
      ] as const) {
        const res = await call(beto, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Chat no encontrado' });
      }
    }
    // Ana's chat is untouched.
    const mine = await call(ana, 'GET', '/api/chats/');
    expect(mine.json().find((c: { session_id: string }) => c.session_id === chat.session_id).title).toBe('Privado');
  });

  it('deletes a chat with its messages but keeps a flow saved from it', async () => {
    const chat = await create(ana, 'Para borrar');
    const db = t.app.services.db;
    await db.insert(messages).values({ chatId: chat.session_id, role: 'user', content: 'hola' });
    const [{ userId }] = await db.select({ userId: chats.userId }).from(chats).where(eq(chats.id, chat.session_id));
    const [flow] = await db.insert(flows).values({ userId, chatId: chat.session_id, name: 'Sobrevive', spec: { steps: [] } }).returning();

    const res = await call(ana, 'DELETE', `/api/chats/${chat.session_id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await db.select().from(messages).where(eq(messages.chatId, chat.session_id))).toHaveLength(0);
    const [kept] = await db.select().from(flows).where(eq(flows.id, flow.id));
    expect(kept.chatId).toBeNull();
    expect((await call(ana, 'GET', `/api/chats/${chat.session_id}/messages`)).statusCode).toBe(404);
    expect((await call(ana, 'DELETE', `/api/chats/${chat.session_id}`)).statusCode).toBe(404);
  });

  describe('deleting a chat whose workflow is active (issue 10, item 10)', () => {
    const WEEKLY = [
      { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1', timezone: 'America/Mexico_City' } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { hola: 'mundo' } } },
    ];
    /** A chat with a scheduled workflow saved from it and activated, as the chat screen leaves it. */
    const chatWithActiveFlow = async () => {
      const chat = await create(ana, 'Con workflow activo');
      const created = await call(ana, 'POST', '/api/flows/create', { name: 'Reporte semanal', chat_id: chat.session_id, steps: WEEKLY });
      expect(created.statusCode).toBe(201);
      const flowId: string = created.json().flow_id;
      const act = await call(ana, 'POST', `/api/flows/${flowId}/activate`, { is_active: true });
      expect(act.json()).toEqual({ flow_id: flowId, is_active: true });
      return { chatId: chat.session_id as string, flowId };
    };
    const flowRow = async (flowId: string) => (await t.app.services.db.select().from(flows).where(eq(flows.id, flowId)))[0];
    const scheduled = (flowId: string) => t.app.services.engine.schedules().some((s) => s.flow_id === flowId);

    it('the list says which chats have an active workflow', async () => {
      const { chatId, flowId } = await chatWithActiveFlow();
      const plain = await create(ana, 'Sin workflow');
      const list = (await call(ana, 'GET', '/api/chats/')).json() as { session_id: string; flow_id: string | null; flow_active: boolean }[];
      expect(list.find((c) => c.session_id === chatId)).toMatchObject({ flow_id: flowId, flow_active: true });
      expect(list.find((c) => c.session_id === plain.session_id)).toMatchObject({ flow_id: null, flow_active: false });
    });

    it('without a choice: 409 with a Spanish {detail}; nothing is deleted', async () => {
      const { chatId, flowId } = await chatWithActiveFlow();
      const res = await call(ana, 'DELETE', `/api/chats/${chatId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'Este chat tiene un workflow activo. Indica si quieres eliminar también el workflow o conservarlo activo.' });
      expect((await call(ana, 'GET', `/api/chats/${chatId}`)).statusCode).toBe(200);
      expect(await flowRow(flowId)).toMatchObject({ chatId, isActive: true });
      expect(scheduled(flowId)).toBe(true);
    });

    it('?workflow=keep: the chat is gone, the workflow stays active and scheduled, without a chat', async () => {
      const { chatId, flowId } = await chatWithActiveFlow();
      expect((await call(ana, 'DELETE', `/api/chats/${chatId}?workflow=keep`)).statusCode).toBe(204);
      expect((await call(ana, 'GET', `/api/chats/${chatId}`)).statusCode).toBe(404);
      expect(await flowRow(flowId)).toMatchObject({ chatId: null, isActive: true });
      expect(scheduled(flowId)).toBe(true);
      const listed = (await call(ana, 'GET', '/api/flows')).json() as { flow_id: string; is_active: boolean }[];
      expect(listed.find((f) => f.flow_id === flowId)).toMatchObject({ is_active: true });
      await call(ana, 'DELETE', `/api/flows/${flowId}`);
    });

    it('?workflow=delete: the chat and its workflows are gone, and the schedule stops', async () => {
      const { chatId, flowId } = await chatWithActiveFlow();
      expect((await call(ana, 'DELETE', `/api/chats/${chatId}?workflow=delete`)).statusCode).toBe(204);
      expect((await call(ana, 'GET', `/api/chats/${chatId}`)).statusCode).toBe(404);
      expect(await flowRow(flowId)).toBeUndefined();
      expect(scheduled(flowId)).toBe(false);
      expect((await call(ana, 'GET', `/api/flows/${flowId}`)).statusCode).toBe(404);
    });

    it('a chat whose workflow is not active is deleted without a choice, as before; a bad choice is 400; another user gets 404', async () => {
      const chat = await create(ana, 'Inactivo');
      const created = await call(ana, 'POST', '/api/flows/create', { name: 'Apagado', chat_id: chat.session_id, steps: WEEKLY });
      const bad = await call(ana, 'DELETE', `/api/chats/${chat.session_id}?workflow=quiza`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/^Opción no válida/);
      const { chatId } = await chatWithActiveFlow();
      expect((await call(beto, 'DELETE', `/api/chats/${chatId}?workflow=delete`)).statusCode).toBe(404);
      expect((await call(ana, 'DELETE', `/api/chats/${chat.session_id}`)).statusCode).toBe(204);
      expect(await flowRow(created.json().flow_id)).toMatchObject({ chatId: null, isActive: false });
      expect((await call(ana, 'DELETE', `/api/chats/${chat.session_id}?workflow=delete`)).statusCode).toBe(404);
    });
  });

  it('requires a token', async () => {
    for (const url of ['/api/chats/', '/api/chats']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
  });
});
