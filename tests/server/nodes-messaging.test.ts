import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAction } from '../../server/nodes';
import type { PollContext } from '../../server/nodes/types';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { expectErrorMapping, nodeContext, runAction, stepError } from './fakes/context';

describe('messaging and developer nodes against fakes of their APIs', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  const env = () => ({
    ENLAZA_SLACK_API_URL: `${api.url}/api`,
    ENLAZA_TELEGRAM_API_URL: api.url,
    ENLAZA_WHATSAPP_API_URL: `${api.url}/v21.0`,
    ENLAZA_GITHUB_API_URL: api.url,
  });

  describe('slack/send_message', () => {
    const ctx = () => nodeContext({ env: env(), creds: { slack: { access_token: 'xoxb-123' } } });

    it('posts chat.postMessage with the bot token', async () => {
      api.route('POST /api/chat.postMessage', (r) => ({ body: { ok: true, channel: 'C0VENTAS', ts: '1700000000.000100', message: { text: r.json.text } } }));
      const out = await runAction(ctx(), 'slack', 'send_message', { channel: '#ventas', message: 'Nuevo lead: Ana' });
      expect(out).toEqual({ channel: 'C0VENTAS', ts: '1700000000.000100' });
      const req = api.last();
      expect(req.headers.authorization).toBe('Bearer xoxb-123');
      expect(req.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(req.json).toEqual({ channel: '#ventas', text: 'Nuevo lead: Ana' });
    });

    it('reads the {ok:false, error} answers Slack sends with status 200', async () => {
      const run = () => runAction(ctx(), 'slack', 'send_message', { channel: '#ventas', message: 'x' });
      api.once('POST /api/chat.postMessage', { body: { ok: false, error: 'channel_not_found' } });
      expect(await stepError(run())).toMatchObject({ message: 'El canal #ventas no existe en Slack o es privado: revisa el nombre o invita a la app de Enlaza', retryable: false });
      api.once('POST /api/chat.postMessage', { body: { ok: false, error: 'not_in_channel' } });
      expect((await stepError(run())).message).toBe('La app de Enlaza no está en el canal #ventas: invítala con /invite @Enlaza');
      api.once('POST /api/chat.postMessage', { body: { ok: false, error: 'invalid_auth' } });
      expect((await stepError(run())).message).toBe('Slack rechazó el acceso: vuelve a conectar tu cuenta');
      api.once('POST /api/chat.postMessage', { body: { ok: false, error: 'rare_error' } });
      expect((await stepError(run())).message).toBe('Slack rechazó el mensaje: rare_error');
      await expectErrorMapping(api, 'POST /api/chat.postMessage', run, { unauthorized: 'Slack rechazó el acceso: vuelve a conectar tu cuenta', notFound: 'Slack no encontró lo solicitado: Not Found' });
    });

    it('asks to connect Slack when there is no credential', async () => {
      expect((await stepError(runAction(nodeContext({ env: env() }), 'slack', 'send_message', { channel: '#v', message: 'x' }))).message).toBe('Falta conectar tu cuenta de Slack');
      expect(api.requests).toHaveLength(0);
    });
  });

  describe('telegram', () => {
    const ctx = () => nodeContext({ env: env(), creds: { telegram: { bot_token: '123:ABC' } } });
    const run = () => runAction(ctx(), 'telegram', 'send_message', { chat_id: 555, message: 'Tu pedido salió' });

    it('send_message calls sendMessage with the token in the path', async () => {
      api.route('POST /bot123:ABC/sendMessage', { body: { ok: true, result: { message_id: 9, chat: { id: 555 }, date: 1700000000 } } });
      expect(await run()).toEqual({ message_id: 9, chat_id: 555, date: '2023-11-14T22:13:20.000Z' });
      expect(api.last().json).toEqual({ chat_id: '555', text: 'Tu pedido salió' });
    });

    it('explains token, chat and blocked-bot failures and honours retry_after', async () => {
      api.once('POST /bot123:ABC/sendMessage', { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } });
      const bad = await stepError(run());
      expect(bad.message).toBe('Telegram rechazó el token del bot: revisa el token que te dio @BotFather y vuelve a conectarlo');
      expect(bad.message).not.toContain('123:ABC');
      api.once('POST /bot123:ABC/sendMessage', { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } });
      expect((await stepError(run())).message).toBe('Telegram rechazó el token del bot: revisa el token que te dio @BotFather y vuelve a conectarlo');
      api.once('POST /bot123:ABC/sendMessage', { status: 400, body: { ok: false, description: 'Bad Request: chat not found' } });
      expect((await stepError(run())).message).toBe('El chat 555 no existe o el bot no tiene acceso: la persona debe escribirle al bot primero');
      api.once('POST /bot123:ABC/sendMessage', { status: 403, body: { ok: false, description: 'Forbidden: bot was blocked by the user' } });
      expect((await stepError(run())).message).toBe('El bot no puede escribir en el chat 555: el usuario lo bloqueó o lo sacaron del grupo');
      api.once('POST /bot123:ABC/sendMessage', { status: 429, body: { ok: false, parameters: { retry_after: 4 } } });
      expect(await stepError(run())).toMatchObject({ retryable: true, retryAfterMs: 4000 });
      api.once('POST /bot123:ABC/sendMessage', { status: 502, body: 'bad gateway' });
      expect((await stepError(run())).retryable).toBe(true);
      expect((await stepError(runAction(nodeContext({ env: env() }), 'telegram', 'send_message', { chat_id: 1, message: 'x' }))).message).toBe('Falta conectar tu cuenta de Telegram');
    });

    it('new_message polls getUpdates from the last offset', async () => {
      const a = findAction('telegram', 'new_message')!;
      const updates = [{ update_id: 10, message: { message_id: 1, chat: { id: 555, type: 'private' }, from: { id: 7, first_name: 'Ana' }, text: 'hola', date: 1700000000 } }];
      api.route('POST /bot123:ABC/getUpdates', () => ({ body: { ok: true, result: updates } }));
      const first = await a.poll!(ctx() as PollContext, {}, null);
      expect(first).toEqual({ items: [], cursor: { offset: 10 } });
      updates.splice(0, 1, { update_id: 11, message: { message_id: 2, chat: { id: 555, type: 'private' }, from: { id: 7, first_name: 'Ana' }, text: 'precio?', date: 1700000060 } });
      const second = await a.poll!(ctx() as PollContext, {}, first.cursor);
      expect(api.last().json).toMatchObject({ offset: 11, timeout: 0 });
      expect(second.items).toEqual([{ id: '11', payload: { update_id: 11, message_id: 2, chat_id: 555, chat_type: 'private', from: { id: 7, first_name: 'Ana' }, text: 'precio?', date: '2023-11-14T22:14:20.000Z' } }]);
      expect(second.cursor).toEqual({ offset: 11 });
    });
  });

  describe('discord/send_message', () => {
    it('posts the message to the webhook URL and waits for the created message', async () => {
      api.route('POST /api/webhooks/1/tok', { body: { id: 'msg-1', channel_id: 'ch-1' } });
      const ctx = nodeContext();
      const out = await runAction(ctx, 'discord', 'send_message', { webhook_url: `${api.url}/api/webhooks/1/tok`, message: 'Venta cerrada 🎉' });
      expect(out).toEqual({ message_id: 'msg-1', channel_id: 'ch-1' });
      expect(api.last()).toMatchObject({ method: 'POST', path: '/api/webhooks/1/tok', query: { wait: 'true' }, json: { content: 'Venta cerrada 🎉' } });
      await expectErrorMapping(api, 'POST /api/webhooks/1/tok', () => runAction(ctx, 'discord', 'send_message', { webhook_url: `${api.url}/api/webhooks/1/tok`, message: 'x' }), {
        unauthorized: 'Discord rechazó el webhook: revisa la URL del webhook',
        notFound: 'El webhook de Discord no existe (¿lo borraron?): copia de nuevo su URL desde la configuración del canal',
        badRequest: /^Discord rechazó el mensaje: revisa su contenido$/,
      });
    });

    it('refuses a webhook URL on a private address when private networks are not allowed', async () => {
      const ctx = nodeContext({ env: { ENLAZA_ALLOW_PRIVATE_NETWORK: 'false' } });
      const err = await stepError(runAction(ctx, 'discord', 'send_message', { webhook_url: `${api.url}/api/webhooks/1/tok`, message: 'x' }));
      expect(err).toMatchObject({ message: 'La dirección 127.0.0.1 no está permitida: Enlaza no se conecta a redes privadas ni locales', retryable: false });
      expect(api.requests).toHaveLength(0);
    });
  });

  describe('whatsapp/send_message', () => {
    const ctx = () => nodeContext({ env: env(), creds: { whatsapp: { api_key: 'EAAG-token', phone_number_id: '1098765' } } });
    const run = () => runAction(ctx(), 'whatsapp', 'send_message', { to: '+52 1 55 1234 5678', message: 'Tu cita es mañana' });

    it('posts a text message to /{phone_number_id}/messages', async () => {
      api.route('POST /v21.0/1098765/messages', { body: { messaging_product: 'whatsapp', contacts: [{ input: '5215512345678', wa_id: '5215512345678' }], messages: [{ id: 'wamid.X' }] } });
      expect(await run()).toEqual({ message_id: 'wamid.X', to: '5215512345678' });
      const req = api.last();
      expect(req.headers.authorization).toBe('Bearer EAAG-token');
      expect(req.json).toEqual({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '5215512345678', type: 'text', text: { preview_url: false, body: 'Tu cita es mañana' } });
    });

    it('maps errors and asks for the phone number id', async () => {
      await expectErrorMapping(api, 'POST /v21.0/1098765/messages', run, {
        unauthorized: 'WhatsApp rechazó el acceso: revisa o renueva el token de tu conexión de WhatsApp',
        notFound: 'El número de WhatsApp configurado (phone_number_id) no existe: revisa tu conexión de WhatsApp',
      });
      const noId = nodeContext({ env: env(), creds: { whatsapp: { api_key: 'EAAG-token' } } });
      expect((await stepError(runAction(noId, 'whatsapp', 'send_message', { to: '5512345678', message: 'x' }))).message).toBe('Falta el identificador del número de WhatsApp (phone_number_id) en tu conexión de WhatsApp');
    });
  });

  describe('github/create_issue', () => {
    const ctx = () => nodeContext({ env: env(), creds: { github: { access_token: 'gho_abc' } } });
    const run = () => runAction(ctx(), 'github', 'create_issue', { repository: 'tienda/web', title: 'Error en el pago', body: 'Detalles…', labels: 'bug' });

    it('posts the issue with the GitHub headers', async () => {
      api.route('POST /repos/tienda/web/issues', { status: 201, body: { id: 1, number: 42, html_url: 'https://github.com/tienda/web/issues/42', state: 'open' } });
      expect(await run()).toEqual({ id: 1, number: 42, url: 'https://github.com/tienda/web/issues/42', state: 'open' });
      const req = api.last();
      expect(req.headers.authorization).toBe('Bearer gho_abc');
      expect(req.headers.accept).toBe('application/vnd.github+json');
      expect(req.headers['x-github-api-version']).toBe('2022-11-28');
      expect(req.json).toEqual({ title: 'Error en el pago', body: 'Detalles…', labels: ['bug'] });
    });

    it('maps errors, including the 403 rate limit', async () => {
      await expectErrorMapping(api, 'POST /repos/tienda/web/issues', run, {
        unauthorized: 'GitHub rechazó el acceso: vuelve a conectar tu cuenta',
        notFound: 'El repositorio tienda/web no existe o tu cuenta de GitHub no tiene acceso a él',
      });
      const reset = Math.floor(Date.now() / 1000) + 60;
      api.once('POST /repos/tienda/web/issues', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }, body: { message: 'API rate limit exceeded' } });
      const limited = await stepError(run());
      expect(limited.retryable).toBe(true);
      expect(limited.retryAfterMs).toBeGreaterThan(0);
      api.once('POST /repos/tienda/web/issues', { status: 422, body: { message: 'Validation Failed' } });
      expect((await stepError(run())).message).toBe('GitHub rechazó el issue: Validation Failed');
    });
  });
});
