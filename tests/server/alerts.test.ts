import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, flowAlertState } from '../../server/db/schema';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { backends, startTestApp, type TestApp } from './harness';
import { call, createFlow, mailText, runWebhook, startSmtp, userIdOf, type Auth } from './failures-support';

/**
 * Issue 18, failure alerts: the first failure alerts at once, later ones at most once an hour (a
 * summary), and a success after failures says 'volvió a funcionar'; in the app, by email through the
 * server's SMTP and by the owner's Telegram bot (fakes on 127.0.0.1).
 */
describe.each(backends)('failure alerts (%s)', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let telegram: FakeApi;
  let shop: FakeApi;
  let ana: Auth;
  let anaEmail: string;
  let beto: Auth;
  let flowId: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    // One fake for both messaging APIs: Telegram's Bot API and Slack's Web API.
    telegram = await startFakeApi({ 'POST /bot:token/sendMessage': { body: { ok: true, result: { message_id: 1 } } }, 'POST /chat.postMessage': { body: { ok: true, channel: 'C1', ts: '1.2' } } });
    // The warehouse's API: refuses orders (404) until the route is fixed.
    shop = await startFakeApi({ 'POST /pedidos': { status: 404, body: { message: 'no existe' } } });
    t = await startTestApp(backend, {}, {
      SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'alertas@enlaza.test',
      ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_TELEGRAM_API_URL: telegram.url, ENLAZA_SLACK_API_URL: telegram.url, ENLAZA_PUBLIC_URL: 'https://enlaza.example.mx',
    });
    const a = await t.signUp();
    ana = a.auth;
    anaEmail = `${a.username}@example.test`;
    beto = (await t.signUp()).auth;
    const anaId = await userIdOf(t, a.access_token);
    await t.app.services.db.insert(credentials).values({ userId: anaId, serviceId: 'telegram', provider: 'telegram', mechanism: 'bot_token', secret: JSON.stringify({ bot_token: '123:ABC' }) });
    await t.app.services.db.insert(credentials).values({ userId: anaId, serviceId: 'slack', provider: 'slack', mechanism: 'oauth2', secret: JSON.stringify({ access_token: 'xoxb-123' }) });
    flowId = await createFlow(t, ana, 'Pedidos a la bodega', [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'http', action_id: 'request', params: { url: `${shop.url}/pedidos`, method: 'POST', body: '{{trigger.body}}' } },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), telegram?.close(), shop?.close()]);
  });

  const settle = () => t.app.services.alerts.idle();
  const sent = () => telegram.to('POST /bot:token/sendMessage').map((r) => r.json as { chat_id: string; text?: string; message?: string });
  const telegramText = (m: { text?: string }) => m.text ?? '';
  const slack = () => telegram.to('POST /chat.postMessage').map((r) => r.json as { channel: string; text: string });
  const notifications = async (auth = ana) => (await call(t, auth, 'GET', '/api/notifications')).json() as { id: string; kind: string; title: string; message: string; link: string; read: boolean; flow_name: string; execution_id: string }[];

  it('offers the channels: in-app always, email with the server SMTP, Telegram once connected', async () => {
    const res = await call(t, ana, 'GET', '/api/settings/alerts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      in_app: true,
      email: { enabled: true, available: true, address: anaEmail },
      telegram: { enabled: false, connected: true, chat_id: null },
      slack: { enabled: false, connected: true, channel: null },
    });
    const noChat = await call(t, ana, 'PUT', '/api/settings/alerts', { telegram: true });
    expect(noChat.statusCode).toBe(400);
    expect(noChat.json().detail).toBe('Indica el ID del chat de Telegram donde quieres recibir los avisos');
    const noChannel = await call(t, ana, 'PUT', '/api/settings/alerts', { slack: true });
    expect(noChannel.json().detail).toBe('Indica el canal de Slack donde quieres recibir los avisos');
    const notConnected = await call(t, beto, 'PUT', '/api/settings/alerts', { slack: true, slack_channel: '#avisos' });
    expect(notConnected.json().detail).toBe('Conecta tu cuenta de Slack en Credenciales para recibir los avisos por Slack');
    const saved = await call(t, ana, 'PUT', '/api/settings/alerts', { telegram: true, telegram_chat_id: '777001', slack: true, slack_channel: '#avisos' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().telegram).toEqual({ enabled: true, connected: true, chat_id: '777001' });
    expect(saved.json().slack).toEqual({ enabled: true, connected: true, channel: '#avisos' });
  });

  it('alerts once per workflow per hour while it fails, then says it works again', async () => {
    const first = await runWebhook(t, flowId, { pedido: 'A-1' });
    expect(first!.status).toBe('error');
    await runWebhook(t, flowId, { pedido: 'A-2' });
    await runWebhook(t, flowId, { pedido: 'A-3' });
    await settle();

    // Exactly one alert for three failures: in the app, by email and by Telegram.
    expect(smtp.mails).toHaveLength(1);
    expect(sent()).toHaveLength(1);
    const [alert] = await notifications();
    expect(alert).toMatchObject({ kind: 'failure', title: 'Falló «Pedidos a la bodega»', flow_name: 'Pedidos a la bodega', read: false, execution_id: first!.execution_id, link: `/executions/${first!.execution_id}` });
    expect(alert.message).toMatch(/^El workflow «Pedidos a la bodega» falló en el paso 2 \(Solicitud HTTP\): .*404/);
    const mail = mailText(smtp.mails[0].raw);
    expect(smtp.mails[0].to).toEqual([anaEmail]);
    expect(mail).toContain('Falló «Pedidos a la bodega»');
    expect(mail).toContain('falló en el paso 2 (Solicitud HTTP)');
    expect(mail).toContain(`Ver la ejecución: https://enlaza.example.mx/executions/${first!.execution_id}`);
    expect(sent()[0]).toMatchObject({ chat_id: '777001' });
    expect(telegramText(sent()[0])).toContain('El workflow «Pedidos a la bodega» falló en el paso 2 (Solicitud HTTP)');
    expect(slack()).toHaveLength(1);
    expect(slack()[0]).toMatchObject({ channel: '#avisos' });
    expect(slack()[0].text).toContain('El workflow «Pedidos a la bodega» falló en el paso 2 (Solicitud HTTP)');
    expect(telegramText(sent()[0])).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-.*Solicitud/);

    // An hour later, the next failure brings one summary of the failures since the alert.
    await t.app.services.db.update(flowAlertState).set({ lastAlertAt: new Date(Date.now() - 61 * 60 * 1000) }).where(eq(flowAlertState.flowId, flowId));
    await runWebhook(t, flowId, { pedido: 'A-4' });
    await runWebhook(t, flowId, { pedido: 'A-5' });
    await settle();
    expect(smtp.mails).toHaveLength(2);
    expect(sent()).toHaveLength(2);
    const summary = (await notifications())[0];
    expect(summary).toMatchObject({ kind: 'summary', title: '«Pedidos a la bodega» sigue fallando' });
    expect(summary.message).toMatch(/^Desde el último aviso, «Pedidos a la bodega» falló 3 veces más\. El último error fue en el paso 2 \(Solicitud HTTP\)/);
    expect(mailText(smtp.mails[1].raw)).toContain('sigue fallando');

    // The warehouse is fixed: the next run works and the owner hears it once.
    shop.route('POST /pedidos', { body: { recibido: true } });
    expect((await runWebhook(t, flowId, { pedido: 'A-6' }))!.status).toBe('success');
    await runWebhook(t, flowId, { pedido: 'A-7' });
    await settle();
    expect(smtp.mails).toHaveLength(3);
    expect(sent()).toHaveLength(3);
    const back = (await notifications())[0];
    expect(back).toMatchObject({ kind: 'recovered', title: '«Pedidos a la bodega» volvió a funcionar' });
    expect(mailText(smtp.mails[2].raw)).toContain('volvió a funcionar');
    expect(telegramText(sent()[2])).toContain('volvió a funcionar');
    expect(slack().map((m) => m.text.split(':')[0].split('.')[0])).toEqual([
      'El workflow «Pedidos a la bodega» falló en el paso 2 (Solicitud HTTP)',
      'Desde el último aviso, «Pedidos a la bodega» falló 3 veces más',
      'El workflow «Pedidos a la bodega» volvió a funcionar',
    ]);
    expect((await notifications()).map((n) => n.kind)).toEqual(['recovered', 'summary', 'failure']);
  });

  it('does not alert for runs the owner started and watched', async () => {
    shop.route('POST /pedidos', { status: 404, body: { message: 'no existe' } });
    const before = smtp.mails.length;
    const run = await t.app.services.engine.runFlow(flowId, { type: 'manual', payload: {} });
    expect(run!.status).toBe('error');
    await settle();
    expect(smtp.mails).toHaveLength(before);
  });

  it('sends the hourly summary from the sweep when no new run comes', async () => {
    const before = smtp.mails.length;
    await runWebhook(t, flowId, { pedido: 'A-8' });
    await runWebhook(t, flowId, { pedido: 'A-9' });
    await settle();
    expect(smtp.mails).toHaveLength(before + 1);
    expect((await notifications())[0].kind).toBe('failure');
    // Nothing is due yet; an hour later the sweep sends the summary, once.
    await t.app.services.alerts.sweep();
    expect(smtp.mails).toHaveLength(before + 1);
    await t.app.services.db.update(flowAlertState).set({ lastAlertAt: new Date(Date.now() - 61 * 60 * 1000) }).where(eq(flowAlertState.flowId, flowId));
    await t.app.services.alerts.sweep();
    await t.app.services.alerts.sweep();
    await settle();
    expect(smtp.mails).toHaveLength(before + 2);
    expect((await notifications())[0]).toMatchObject({ kind: 'summary' });
    expect((await notifications())[0].message).toMatch(/falló 1 vez más/);
  });

  it('marks an alert as read, for its owner only', async () => {
    const [latest] = await notifications();
    expect((await call(t, beto, 'POST', `/api/notifications/${latest.id}/read`)).statusCode).toBe(404);
    expect(await notifications(beto)).toEqual([]);
    const res = await call(t, ana, 'POST', `/api/notifications/${latest.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: latest.id, read: true });
    expect((await notifications())[0].read).toBe(true);
    expect((await notifications())[1].read).toBe(false);
    expect((await call(t, undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});
