import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { chats, credentials, flows } from '../../server/db/schema';
import { saveCredential } from '../../server/credentials/store';
import { insertFlow } from '../../server/flows/store';
import type { PlanStep } from '../../contracts/plan';

/**
 * Issue 10 items 2, 7, 8: every parameter passes its node's schema on save and on activate; a trigger
 * that cannot be registered or a service that is not connected keeps the flow off, loudly.
 */

type User = { auth: { authorization: string }; userId: string };

const BAD_CRON = 'Paso 1 (Programación): la expresión cron "61 25 * * 9" no es válida: el minuto debe estar entre 0 y 59';
const schedule = (cron: string, extra: Record<string, unknown> = {}): PlanStep => ({ step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: cron, ...extra } });
const notify: PlanStep = { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { hola: 'mundo' } } };
const gmailSend: PlanStep = { step: 2, node_id: 'gmail', action_id: 'send_email', params: { to: 'ana@tienda.mx', subject: 'Hola', body: 'Prueba' } };

describe.each(backends)('plan validation on save and activate (%s)', (backend) => {
  let t: TestApp;
  let ana: User;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const u = await t.signUp();
    ana = { auth: u.auth, userId: (await t.app.services.tokens.verifyAccess(u.access_token))! };
    await t.app.services.engine.start();
  });
  afterAll(async () => {
    await t.app.services.engine.stop();
    await t.close();
  });

  const db = () => t.app.services.db;
  const post = (url: string, payload: object, u: User = ana) => t.app.inject({ method: 'POST', url, headers: u.auth, payload });
  const newChat = async () => (await db().insert(chats).values({ userId: ana.userId, title: 'Reporte' }).returning())[0].id;
  const decide = (chatId: string, decision: 'save' | 'activate', extra: object = {}) => post('/api/chat/workflow-decision', { decision, chat_id: chatId, ...extra });
  const flowsOfChat = (chatId: string) => db().select().from(flows).where(eq(flows.chatId, chatId));
  const flowRow = async (id: string) => (await db().select().from(flows).where(eq(flows.id, id)))[0];
  /** A flow written before these checks existed (or by a client that skipped them). */
  const legacyFlow = async (steps: PlanStep[], isActive = false) => {
    const row = await insertFlow(db(), { userId: ana.userId, chatId: await newChat(), name: 'Viejo', description: null, steps });
    if (!isActive) return row;
    return (await db().update(flows).set({ isActive }).where(eq(flows.id, row.id)).returning())[0];
  };

  describe('save', () => {
    it('refuses an invalid cron with 400 naming the step and field, and writes nothing', async () => {
      const chatId = await newChat();
      const res = await decide(chatId, 'save', { execution_plan: [schedule('61 25 * * 9'), notify] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: BAD_CRON });
      const words = await decide(chatId, 'save', { execution_plan: [schedule('cada rato'), notify] });
      expect(words.statusCode).toBe(400);
      expect(words.json().detail).toBe('Paso 1 (Programación): la expresión cron "cada rato" no es válida: debe tener 5 partes: minuto hora día mes día-de-la-semana');
      expect(await flowsOfChat(chatId)).toHaveLength(0);

      const created = await post('/api/flows/create', { name: 'Reporte', steps: [schedule('61 25 * * 9'), notify] });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ detail: BAD_CRON });
    });

    it('refuses re-saving an active schedule with an invalid trigger: it stays active on its old, registered cron', async () => {
      const chatId = await newChat();
      expect((await decide(chatId, 'save', { execution_plan: [schedule('0 9 * * 1'), notify] })).json()).toMatchObject({ success: true });
      const on = (await decide(chatId, 'activate')).json();
      expect(on).toMatchObject({ success: true, is_active: true });
      const res = await decide(chatId, 'save', { execution_plan: [schedule('61 25 * * 9'), notify] });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(BAD_CRON);
      const row = await flowRow(on.workflow_id);
      expect(row.isActive).toBe(true);
      expect((row.spec as { steps: PlanStep[] }).steps[0].params).toEqual({ cron_expression: '0 9 * * 1' });
      expect(t.app.services.engine.schedules()).toContainEqual(expect.objectContaining({ flow_id: row.id, cron_expression: '0 9 * * 1' }));
    });

    it("refuses yes/no values other than true/false ('quizás'), and accepts 'true'", async () => {
      const email = (html: unknown): PlanStep[] => [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        { step: 2, node_id: 'email', action_id: 'send_email', params: { to: 'ana@tienda.mx', subject: 'Hola', body: 'Hola', html } },
      ];
      const chatId = await newChat();
      const bad = await decide(chatId, 'save', { execution_plan: email('quizás') });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toBe('Paso 2 (Correo (SMTP)): el campo "Mensaje en HTML" solo admite sí o no (true o false)');
      expect((await decide(chatId, 'save', { execution_plan: email(1) })).statusCode).toBe(400);
      expect((await decide(chatId, 'save', { execution_plan: email('true') })).json()).toMatchObject({ success: true });
      expect((await decide(chatId, 'save', { execution_plan: email(false) })).json()).toMatchObject({ success: true });
    });

    it('refuses bad emails, URLs and numbers with the field named, and accepts data bindings where binding is allowed', async () => {
      const chatId = await newChat();
      const hook = { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} };
      const cases: [PlanStep, string][] = [
        [{ ...gmailSend, params: { ...gmailSend.params, to: 'ana-en-tienda' } }, 'Paso 2 (Gmail): el campo "Para" debe contener direcciones de correo válidas'],
        [{ step: 2, node_id: 'http', action_id: 'request', params: { url: 'ftp://tienda.mx' } }, 'Paso 2 (Solicitud HTTP): el campo "URL" debe ser una URL http(s) válida'],
        [{ step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 'diez' } }, 'Paso 2 (Esperar): el campo "Segundos" debe ser un número'],
        [{ step: 2, node_id: 'gmail', action_id: 'send_email', params: { subject: 'Hola', body: 'x' } }, 'Paso 2 (Gmail): el campo "Para" es obligatorio'],
      ];
      for (const [step, detail] of cases) {
        const res = await decide(chatId, 'save', { execution_plan: [hook, step] });
        expect(res.statusCode, detail).toBe(400);
        expect(res.json().detail).toBe(detail);
      }
      const bound: PlanStep[] = [
        hook,
        { step: 2, node_id: 'gmail', action_id: 'send_email', params: { to: '{{trigger.body.email}}', subject: 'Hola {{trigger.body.nombre}}', body: 'x' } },
        { step: 3, node_id: 'http', action_id: 'request', params: { url: '{{trigger.body.callback}}', method: 'POST' } },
        { step: 4, node_id: 'delay', action_id: 'wait', params: { seconds: '{{steps.3.output.body.espera}}' } },
        { step: 5, node_id: 'email', action_id: 'send_email', params: { to: 'ventas@tienda.mx', subject: 's', body: 'b', html: '{{trigger.body.html}}' } },
      ];
      const ok = await decide(chatId, 'save', { execution_plan: bound });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true });
      // nothing exists before the trigger: its own params are taken as written
      const early = await decide(chatId, 'save', { execution_plan: [schedule('{{trigger.body.cron}}'), notify] });
      expect(early.statusCode).toBe(400);
      expect(early.json().detail).toMatch(/^Paso 1 \(Programación\): la expresión cron "\{\{trigger\.body\.cron\}\}" no es válida/);
    });
  });

  describe('activate', () => {
    it('refuses an invalid cron or timezone (400 on the route, success:false on the decision) and keeps the flow off', async () => {
      const flow = await legacyFlow([schedule('61 25 * * 9'), notify]);
      const res = await post(`/api/flows/${flow.id}/activate`, { is_active: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: BAD_CRON });
      expect((await flowRow(flow.id)).isActive).toBe(false);
      const viaChat = (await decide(flow.chatId!, 'activate')).json();
      expect(viaChat).toMatchObject({ success: false, message: BAD_CRON, is_active: false });

      const zone = await legacyFlow([schedule('0 9 * * 1', { timezone: 'Marte/Base' }), notify]);
      const tz = await post(`/api/flows/${zone.id}/activate`, { is_active: true });
      expect(tz.statusCode).toBe(400);
      expect(tz.json().detail).toBe('Paso 1 (Programación): zona horaria inválida: "Marte/Base" (por ejemplo America/Mexico_City)');
      expect((await flowRow(zone.id)).isActive).toBe(false);
      expect(t.app.services.engine.schedules().map((s) => s.flow_id)).not.toContain(zone.id);
    });

    it("refuses a Gmail flow while Gmail is not connected ('Conecta Gmail para activar'), and allows it once connected", async () => {
      const flow = await legacyFlow([{ step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} }, gmailSend]);
      const res = await post(`/api/flows/${flow.id}/activate`, { is_active: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Conecta Gmail para activar' });
      expect((await flowRow(flow.id)).isActive).toBe(false);
      expect((await decide(flow.chatId!, 'activate')).json()).toMatchObject({ success: false, message: 'Conecta Gmail para activar', is_active: false });

      const two = await legacyFlow([
        { step: 1, node_id: 'gmail', action_id: 'new_email', params: {} },
        { step: 2, node_id: 'slack', action_id: 'send_message', params: { channel: '#ventas', message: 'Nuevo correo' } },
      ]);
      expect((await post(`/api/flows/${two.id}/activate`, { is_active: true })).json()).toEqual({ detail: 'Conecta Gmail y Slack para activar' });

      await saveCredential(db(), t.app.services.vault, {
        userId: ana.userId, serviceId: 'gmail', provider: 'google', flavor: 'gmail', mechanism: 'oauth2', secret: { access_token: 'tok' }, refreshable: true,
      });
      const on = await post(`/api/flows/${flow.id}/activate`, { is_active: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ flow_id: flow.id, is_active: true });
      expect((await post(`/api/flows/${flow.id}/activate`, { is_active: false })).json()).toEqual({ flow_id: flow.id, is_active: false });

      // an expired (or unreadable, which the credentials store marks expired) connection does not count
      await db().update(credentials).set({ status: 'expired' }).where(eq(credentials.userId, ana.userId));
      expect((await post(`/api/flows/${flow.id}/activate`, { is_active: true })).json()).toEqual({ detail: 'Conecta Gmail para activar' });
      expect((await flowRow(flow.id)).isActive).toBe(false);
    });

    it('does not ask GitHub or Slack webhook triggers for a connection (they check a signing secret)', async () => {
      const flow = await legacyFlow([{ step: 1, node_id: 'github', action_id: 'github_webhook', params: { secret: 's' } }, notify]);
      expect((await post(`/api/flows/${flow.id}/activate`, { is_active: true })).json()).toEqual({ flow_id: flow.id, is_active: true });
    });
  });

  it('on start, turns off an active flow whose trigger can no longer be registered', async () => {
    const broken = await legacyFlow([schedule('61 25 * * 9'), notify], true);
    const fine = await legacyFlow([schedule('*/5 * * * *'), notify], true);
    await t.app.services.engine.stop();
    await t.app.services.engine.start();
    expect((await flowRow(broken.id)).isActive).toBe(false);
    expect((await flowRow(fine.id)).isActive).toBe(true);
    const scheduled = t.app.services.engine.schedules().map((s) => s.flow_id);
    expect(scheduled).toContain(fine.id);
    expect(scheduled).not.toContain(broken.id);
  });

  it("connection forms take yes/no as true/false only: 'quizás' for \"Usar SSL\" or \"Conexión segura\" is refused before anything connects", async () => {
    const pgForm = await post('/api/oauth/db-credentials/postgres/store', { host: '127.0.0.1', port: 1, database: 'x', user: 'u', ssl: 'quizás' });
    expect(pgForm.statusCode).toBe(422);
    expect(pgForm.json()).toEqual({ detail: 'El campo "Usar SSL" solo admite sí o no (true o false)' });
    const smtp = await post('/api/credentials/', { service_id: 'email', mechanism: 'api_key', config: { host: '127.0.0.1', port: 1, secure: 'quizás' } });
    expect(smtp.statusCode).toBe(422);
    expect(smtp.json()).toEqual({ detail: 'El campo "Conexión segura (SSL/TLS, puerto 465)" solo admite sí o no (true o false)' });
    expect(await db().select().from(credentials).where(eq(credentials.serviceId, 'postgres'))).toHaveLength(0);
  });

  it('GET /api/nodes tells the editor which fields are cron, email, URL and yes/no', async () => {
    const nodes = (await t.app.inject({ method: 'GET', url: '/api/nodes', headers: ana.auth })).json().nodes as { node_id: string; actions: { action_id: string; schema: { properties: Record<string, { format?: string; type?: string }> } }[] }[];
    const props = (node: string, action: string) => nodes.find((n) => n.node_id === node)!.actions.find((a) => a.action_id === action)!.schema.properties;
    expect(props('schedule', 'cron').cron_expression.format).toBe('cron');
    expect(props('schedule', 'cron').timezone.format).toBe('timezone');
    expect(props('gmail', 'send_email').to.format).toBe('email');
    expect(props('email', 'send_email').cc.format).toBe('email');
    expect(props('email', 'send_email').html.type).toBe('boolean');
    expect(props('http', 'request').url.format).toBe('uri');
    expect(props('discord', 'send_message').webhook_url.format).toBe('uri');
  });
});
