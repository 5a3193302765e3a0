import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats, messages } from '../../server/db/schema';
import { TEMPLATES } from '../../server/marketplace/templates';

describe.each(backends)('marketplace API (%s)', (backend) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<TestApp['signUp']>>;
  let beto: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await t.signUp('ana_marketplace');
    beto = await t.signUp();
  });
  afterAll(async () => { await t.close(); });

  const install = (who: { auth: { authorization: string } }, query: string) =>
    t.app.inject({ method: 'POST', url: `/api/marketplace/install${query}`, headers: who.auth });

  it('lists every template with its Spanish category and services', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/marketplace/templates', headers: ana.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(TEMPLATES.length);
    expect(list.find((x: { template_id: string }) => x.template_id === 'restaurante-reservaciones')).toEqual({
      template_id: 'restaurante-reservaciones',
      name: 'Reservaciones desde tu página',
      category: 'Restaurantes y cafeterías',
      category_id: 'restaurants',
      description: expect.stringContaining('Google Calendar'),
      services: ['Formulario', 'Google Calendar', 'WhatsApp'],
      steps_count: 3,
    });
    // the plan itself stays on the server until installed
    expect(JSON.stringify(list)).not.toContain('node_id');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/marketplace/templates' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/marketplace/install?template_id=tienda-corte-de-caja' })).statusCode).toBe(401);
  });

  it('installs a template as a new chat holding its plan and a message presenting it', async () => {
    const res = await install(ana, '?template_id=tienda-corte-de-caja');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ chat_id: expect.stringMatching(/^[0-9a-f-]{36}$/), session_id: body.chat_id, title: 'Corte de caja diario por correo', template_id: 'tienda-corte-de-caja' });

    // The chat as the SPA opens it: listed, with its plan, and the assistant's message.
    const list = (await t.app.inject({ method: 'GET', url: '/api/chats/', headers: ana.auth })).json();
    expect(list.map((c: { session_id: string }) => c.session_id)).toContain(body.chat_id);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/chats/${body.chat_id}`, headers: ana.auth })).json();
    expect(detail.title).toBe('Corte de caja diario por correo');
    expect(detail.execution_plan.map((s: { node_id: string; action_id: string }) => `${s.node_id}.${s.action_id}`)).toEqual([
      'schedule.cron', 'google_sheets.read_rows', 'ai.generate_text', 'email.send_email',
    ]);
    // the owner's own address, filled at install time
    expect(detail.execution_plan[3].params.to).toBe('ana_marketplace@example.test');
    const msgs = (await t.app.inject({ method: 'GET', url: `/api/chats/${body.chat_id}/messages`, headers: ana.auth })).json();
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ role: 'assistant', metadata: { session_id: body.chat_id, status: 'plan_ready', workflow_action: 'plan_created' } });
    expect(msgs[0].metadata.execution_plan).toEqual(detail.execution_plan);
    expect(msgs[0].content).toContain('Instalé la plantilla «Corte de caja diario por correo»');
    expect(msgs[0].content).toContain('(falta: ID de la hoja de cálculo)');
  });

  it('the installed plan saves once its blanks are filled, and not before', async () => {
    const { chat_id } = (await install(ana, '?template_id=restaurante-menu-del-dia')).json();
    const plan = (await t.app.inject({ method: 'GET', url: `/api/chats/${chat_id}`, headers: ana.auth })).json().execution_plan;
    const save = (steps: unknown) => t.app.inject({ method: 'POST', url: '/api/chat/workflow-decision', headers: ana.auth, payload: { decision: 'save', chat_id, execution_plan: steps } });
    const refused = await save(plan);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain("Paso 2 (Google Sheets)");
    const filled = plan.map((s: { step: number; params: Record<string, unknown> }) =>
      s.step === 2 ? { ...s, params: { ...s.params, spreadsheet_id: '1AbCdEfGhIjKlMnOp' } } : s.step === 4 ? { ...s, params: { ...s.params, chat_id: '@mi_fonda' } } : s);
    const saved = await save(filled);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, workflow_id: expect.any(String) });
  });

  it('answers Spanish errors for a missing or unknown template, and writes nothing', async () => {
    const before = await t.app.services.db.select().from(chats).where(eq(chats.userId, (await userId(beto))));
    for (const [query, status, detail] of [
      ['', 400, 'Indica qué plantilla quieres instalar (template_id)'],
      ['?template_id=%20', 400, 'Indica qué plantilla quieres instalar (template_id)'],
      ['?template_id=a&template_id=b', 400, 'Indica qué plantilla quieres instalar (template_id)'],
      ['?template_id=no-existe', 404, 'Plantilla no encontrada'],
    ] as const) {
      const res = await install(beto, query);
      expect(res.statusCode, query).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    expect(await t.app.services.db.select().from(chats).where(eq(chats.userId, await userId(beto)))).toHaveLength(before.length);
  });

  it("another user never sees the installed chat", async () => {
    const { chat_id } = (await install(ana, '?template_id=escuela-inscripciones')).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/chats/${chat_id}`, headers: beto.auth })).statusCode).toBe(404);
    const rows = await t.app.services.db.select().from(messages).where(eq(messages.chatId, chat_id));
    expect(rows).toHaveLength(1);
  });

  async function userId(who: { access_token: string }): Promise<string> {
    const res = await t.app.services.tokens.verifyAccess(who.access_token);
    return res!;
  }
});
