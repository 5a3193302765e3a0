import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { agentRuntime } from '../../server/agents/runtime';
import { backends, startTestApp, type TestApp } from './harness';
import { agentsOf, call, savePlan, type Auth } from './agents-support';

/**
 * Deploying agents: the public web page (no sign-in, conversations kept per visitor, switched off →
 * 404, rate limited per visitor → 429 in Spanish) and Telegram against a fake Bot API on 127.0.0.1
 * (setWebhook with the URL and a secret; an update with that secret becomes a run and a
 * sendMessage; one bot never serves a workflow trigger and an agent at once).
 */

const TOKEN = '333333333:CCCarlaBotTokenForDeployTests_abcdefgh';
const BASE = 'https://enlaza.test';

describe.each(backends)('agent deployments (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let carla: Auth;
  let agentId: string;
  beforeAll(async () => {
    api = await startFakeApi();
    const me = { body: { ok: true, result: { id: 333333333, is_bot: true, username: 'tienda_carla_bot' } } };
    api.route('GET /bot:token/getMe', me);
    api.route('POST /bot:token/getMe', me);
    for (const m of ['setWebhook', 'deleteWebhook']) api.route(`POST /bot:token/${m}`, { body: { ok: true, result: true } });
    api.route('POST /bot:token/sendMessage', (r) => ({ body: { ok: true, result: { message_id: 9, chat: { id: r.json.chat_id }, date: 1_700_000_000 } } }));
    api.route('POST /bot:token/getUpdates', { body: { ok: true, result: [] } });
    api.route('GET /precios', { body: 'Envío: $99' });
    t = await startTestApp(backend, { agents: { timeoutMs: 30_000, webRateLimit: 3 } }, {
      ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_TELEGRAM_API_URL: api.url, ENLAZA_PUBLIC_URL: BASE,
    });
    carla = (await t.signUp()).auth;
    await savePlan(t, carla, [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'ai_agent', action_id: 'run_agent', params: { prompt: 'Atiende dudas de envíos', tools: ['http.request'] } },
    ]);
    agentId = (await agentsOf(t, carla))[0].agent_id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });
  beforeEach(() => api.reset());

  const deploy = (payload: object) => t.app.inject({ method: 'POST', url: `/api/ai_agents/${agentId}/deploy`, headers: carla, payload });
  const page = (publicId: string, suffix = '', o: { method?: 'GET' | 'POST'; payload?: object; headers?: Record<string, string>; ip?: string } = {}) =>
    t.app.inject({ method: o.method ?? 'GET', url: `/api/public/agents/${publicId}${suffix}`, headers: o.headers ?? {}, remoteAddress: o.ip, ...(o.payload ? { payload: o.payload } : {}) });

  describe('web', () => {
    let publicId: string;

    it('deploys a public page where a visitor chats without signing in, conversation kept', async () => {
      const res = await deploy({ channel: 'web' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      publicId = body.deployment.public_id;
      expect(publicId).toMatch(/^[\w-]{20,}$/);
      expect(body.deployment).toMatchObject({ channel: 'web', enabled: true, url: `${BASE}/a/${publicId}` });
      expect(body.message).toBe(`Agente desplegado en la web: cualquiera con el enlace puede chatear con él en ${BASE}/a/${publicId}`);
      expect((await call(t, carla, 'GET', `/api/ai_agents/${agentId}`)).deployments).toEqual([body.deployment]);

      const info = await page(publicId);
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({ public_id: publicId, name: expect.stringMatching(/^Agente · /), greeting: expect.stringMatching(/^¡Hola! Soy Agente · .*¿En qué te puedo ayudar\?$/) });

      const first = await page(publicId, '/messages', { method: 'POST', payload: { message: `Consulta los precios en ${api.url}/precios` }, ip: '10.0.0.1' });
      expect(first.statusCode).toBe(200);
      const a = first.json();
      expect(a.user_message).toMatchObject({ role: 'user', content: `Consulta los precios en ${api.url}/precios` });
      expect(a.reply.role).toBe('assistant');
      expect(a.reply.content).toMatch(/^Soy el agente integrado de Enlaza/);
      expect(a.reply.content).toContain('Solicitud HTTP · Hacer una solicitud HTTP: respondió con estado 200: Envío: $99');

      const second = (await page(publicId, '/messages', { method: 'POST', payload: { message: 'gracias', conversation_id: a.conversation_id, visitor_token: a.visitor_token }, ip: '10.0.0.1' })).json();
      expect(second.conversation_id).toBe(a.conversation_id);
      const kept = await page(publicId, `/conversations/${a.conversation_id}`, { headers: { 'x-visitor-token': a.visitor_token } });
      expect(kept.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      // Another visitor (a wrong token) cannot read it, and starts a conversation of their own.
      expect((await page(publicId, `/conversations/${a.conversation_id}`, { headers: { 'x-visitor-token': 'adivinado' } })).statusCode).toBe(404);
      const other = (await page(publicId, '/messages', { method: 'POST', payload: { message: 'hola', conversation_id: a.conversation_id, visitor_token: 'adivinado' }, ip: '10.0.0.2' })).json();
      expect(other.conversation_id).not.toBe(a.conversation_id);

      // The runs are the owner's, with their tool calls.
      const runs = await call(t, carla, 'GET', `/api/ai_agents/${agentId}/runs`);
      expect(runs).toHaveLength(3);
      expect(runs.every((r: { source: string }) => r.source === 'web')).toBe(true);
      expect(runs[2]).toMatchObject({ status: 'succeeded', goal: `Consulta los precios en ${api.url}/precios` });
      expect(runs[2].tool_calls.map((c: { name: string }) => c.name)).toEqual(['Solicitud HTTP · Hacer una solicitud HTTP']);
    });

    it('rate limits each visitor with a Spanish 429', async () => {
      const send = (ip: string) => page(publicId, '/messages', { method: 'POST', payload: { message: 'hola' }, ip });
      for (let i = 0; i < 3; i++) expect((await send('10.0.0.9')).statusCode).toBe(200);
      const limited = await send('10.0.0.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: 'Estás enviando mensajes muy rápido: espera un momento y vuelve a intentarlo.' });
      expect((await send('10.0.0.10')).statusCode).toBe(200);
      const invalid = await page(publicId, '/messages', { method: 'POST', payload: { message: '   ' }, ip: '10.0.0.11' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toEqual({ detail: 'Datos inválidos: message: Escribe un mensaje' });
    });

    it('switched off the page answers 404; deploying again gives a new link', async () => {
      expect((await call(t, carla, 'POST', `/api/ai_agents/${agentId}/undeploy`, { channel: 'web' })).message).toBe('Página web desactivada: el enlace ya no funciona.');
      for (const res of [await page(publicId), await page(publicId, '/messages', { method: 'POST', payload: { message: 'hola' }, ip: '10.0.0.20' })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Este agente no está disponible' });
      }
      const again = (await deploy({ channel: 'web' })).json();
      expect(again.deployment.public_id).not.toBe(publicId);
      expect((await page(publicId)).statusCode).toBe(404);
      expect((await page(again.deployment.public_id)).statusCode).toBe(200);
      expect((await page('no-existe')).statusCode).toBe(404);
    });
  });

  describe('telegram', () => {
    const webhook = (path: string, secret: string | undefined, update: object) =>
      t.app.inject({ method: 'POST', url: path, headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }, payload: update });

    it('asks for the bot first', async () => {
      const res = await deploy({ channel: 'telegram' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Conecta primero tu bot de Telegram en Credenciales (el token que te dio @BotFather) y vuelve a desplegar.' });
    });

    it('registers the webhook with a secret; an update becomes a run and its answer a sendMessage', async () => {
      await call(t, carla, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: TOKEN });
      api.reset();
      const res = await deploy({ channel: 'telegram' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Agente desplegado en Telegram: escríbele a @tienda_carla_bot y te responderá.');
      const set = api.requests.find((r) => r.path === `/bot${TOKEN}/setWebhook`)!;
      const url = new URL(set.json.url);
      expect(url.origin).toBe(BASE);
      expect(url.pathname).toMatch(/^\/webhooks\/agents\/telegram\/[0-9a-f-]{36}$/);
      expect(set.json.secret_token).toMatch(/^[\w-]{30,}$/);
      expect(set.json.allowed_updates).toEqual(['message']);
      expect(res.json().deployment).toMatchObject({ channel: 'telegram', enabled: true, bot_username: 'tienda_carla_bot', url: set.json.url });
      expect(JSON.stringify(res.json())).not.toContain(set.json.secret_token);

      const update = { update_id: 501, message: { message_id: 1, date: 1_700_000_000, chat: { id: 4242, type: 'private' }, text: `Consulta los precios en ${api.url}/precios` } };
      const forged = await webhook(url.pathname, 'otro-secreto', update);
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ detail: 'Firma de Telegram inválida' });
      expect((await webhook(url.pathname, undefined, update)).statusCode).toBe(401);
      const ok = await webhook(url.pathname, set.json.secret_token, update);
      expect(ok.statusCode).toBe(200);
      await expect.poll(() => api.requests.filter((r) => r.path.endsWith('/sendMessage')).length).toBe(1);
      const sent = api.requests.find((r) => r.path.endsWith('/sendMessage'))!;
      expect(sent.path).toBe(`/bot${TOKEN}/sendMessage`);
      expect(sent.json.chat_id).toBe(4242);
      expect(sent.json.text).toMatch(/^Soy el agente integrado de Enlaza[\s\S]*Envío: \$99/);

      // Telegram delivering the same update again starts nothing.
      expect((await webhook(url.pathname, set.json.secret_token, update)).statusCode).toBe(200);
      await agentRuntime(t.config)!.settle(10_000);
      const runs = await call(t, carla, 'GET', `/api/ai_agents/${agentId}/runs?status=succeeded`);
      expect(runs.filter((r: { source: string }) => r.source === 'telegram')).toHaveLength(1);
      expect(runs[0]).toMatchObject({ source: 'telegram', goal: `Consulta los precios en ${api.url}/precios` });

      // Deploying again replaces the secret: the old one no longer opens the webhook.
      api.reset();
      await deploy({ channel: 'telegram' });
      const renewed = api.requests.find((r) => r.path.endsWith('/setWebhook'))!;
      expect(renewed.json.url).toBe(set.json.url);
      expect(renewed.json.secret_token).not.toBe(set.json.secret_token);
      expect((await webhook(url.pathname, set.json.secret_token, { ...update, update_id: 502 })).statusCode).toBe(401);
    });

    it('a workflow polling the bot and an agent never share it: refused, or handed over explicitly', async () => {
      const [agent] = await agentsOf(t, carla);
      const tg = agent.deployments.find((d) => d.channel === 'telegram')!;
      // A workflow with the Telegram trigger cannot be activated while the agent answers on the bot.
      const { chatId, flowId } = await savePlan(t, carla, [
        { step: 1, node_id: 'telegram', action_id: 'new_message', params: {} },
        { step: 2, node_id: 'telegram', action_id: 'send_message', params: { chat_id: '{{trigger.chat_id}}', message: 'Recibido' } },
      ]);
      const refused = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: carla, payload: { is_active: true } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(`Tu bot de Telegram ya responde con el agente «${agent.name}». Para usar el disparador «Nuevo mensaje» de Telegram en este workflow, primero desactiva el despliegue de ese agente en Telegram (Agentes → ${agent.name} → Desplegar).`);
      const viaChat = await t.app.inject({ method: 'POST', url: '/api/chat/workflow-decision', headers: carla, payload: { decision: 'activate', chat_id: chatId } });
      expect(viaChat.statusCode).toBe(409);

      // Switched off, the workflow may take the bot; then deploying the agent is refused unless handed over.
      expect((await call(t, carla, 'POST', `/api/ai_agents/${agentId}/undeploy`, { channel: 'telegram' })).message).toBe('Despliegue en Telegram desactivado: el bot ya no responde con este agente.');
      expect(api.requests.some((r) => r.path === `/bot${TOKEN}/deleteWebhook`)).toBe(true);
      expect((await webhook(new URL(tg.url!).pathname, 'x', { update_id: 1 })).statusCode).toBe(404);
      await call(t, carla, 'POST', `/api/flows/${flowId}/activate`, { is_active: true });
      expect(t.app.services.engine.pollers().some((p) => p.flow_id === flowId)).toBe(true);
      const flowName = (await call(t, carla, 'GET', `/api/flows/${flowId}`)).name;

      const busy = await deploy({ channel: 'telegram' });
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toEqual({
        detail: `Tu bot de Telegram ya lo usa el workflow «${flowName}». Un bot no puede atender a los dos a la vez: si despliegas este agente, dejará de usarlo (el workflow se desactiva) y el bot responderá con este agente.`,
        can_take_over: true,
        holders: [`el workflow «${flowName}»`],
      });
      expect((await call(t, carla, 'GET', `/api/flows/${flowId}`)).is_active).toBe(true);

      const handed = await deploy({ channel: 'telegram', take_over: true });
      expect(handed.statusCode).toBe(200);
      expect(handed.json().message).toBe(`Agente desplegado en Telegram: escríbele a @tienda_carla_bot y te responderá. Ahora @tienda_carla_bot responde con este agente: el workflow «${flowName}» ya no lo usa (el workflow quedó desactivado).`);
      expect((await call(t, carla, 'GET', `/api/flows/${flowId}`)).is_active).toBe(false);
      expect(t.app.services.engine.pollers().some((p) => p.flow_id === flowId)).toBe(false);
    });
  });
});
