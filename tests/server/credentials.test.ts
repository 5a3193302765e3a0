import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthStep, AvailableServices, Credential, CredentialList, OAuthApp, OAuthAppList, StoredCredential,
} from '../../contracts/credentials';
import { credentials, oauthApps } from '../../server/db/schema';
import { credentialLoader } from '../../server/engine/credentials';
import { missingServiceRequirements } from '../../server/discovery/services';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * Form connections (API key, bot token, SMTP, database) with their checks against fakes on
 * 127.0.0.1, the credentials API, OAuth apps, service discovery and per-user isolation.
 */

const GOOD_BOT = '123456789:AAE_good-token-abcdefghijklmnopqrstuv';
const REVOKED_BOT = '123456789:AAE_revoked-token-abcdefghijklmnopqrs';

/** A fake Telegram Bot API: getMe answers for GOOD_BOT only, 401 otherwise. */
async function startTelegram() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.url === `/bot${GOOD_BOT}/getMe`) {
      res.end(JSON.stringify({ ok: true, result: { id: 987, is_bot: true, first_name: 'Tienda', username: 'tienda_bot' } }));
    } else {
      res.statusCode = 401;
      res.end(JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A real SMTP server that accepts only user u1 / p1 (no mail is sent by the check). */
async function startSmtp() {
  let logins = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(a, _s, cb) {
      logins++;
      if (a.username === 'u1' && a.password === 'clave-smtp-secreta-1') return cb(null, { user: 'u1' });
      return cb(new Error('Credenciales inválidas'));
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.server.address() as AddressInfo).port, logins: () => logins, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A port on 127.0.0.1 with nothing listening. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe.each(backends)('credentials, OAuth apps and discovery (%s)', (backend) => {
  let t: TestApp;
  let telegram: Awaited<ReturnType<typeof startTelegram>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ana: Awaited<ReturnType<TestApp['signUp']>>;
  let beto: Awaited<ReturnType<TestApp['signUp']>>;

  beforeAll(async () => {
    telegram = await startTelegram();
    smtp = await startSmtp();
    t = await startTestApp(backend, {}, { ENLAZA_TELEGRAM_API_URL: telegram.url, ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    ana = await t.signUp();
    beto = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
    await telegram?.close();
    await smtp?.close();
  });

  type Who = { auth: { authorization: string }; access_token: string };
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const idOf = async (who: Who) => (await t.app.services.tokens.verifyAccess(who.access_token))!;
  const rawRow = async (who: Who, serviceId: string) => {
    const [row] = await t.app.services.db.select().from(credentials)
      .where(and(eq(credentials.userId, await idOf(who)), eq(credentials.serviceId, serviceId)));
    return row;
  };

  describe('Telegram bot token', () => {
    it('checks the token with getMe, then stores it encrypted', async () => {
      const u = await t.signUp();
      const res = await call(u, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: GOOD_BOT, chat_id: 'c1' });
      expect(res.statusCode).toBe(200);
      const body = StoredCredential.parse(res.json());
      expect(body.message).toContain('@tienda_bot');
      expect(body.credential).toMatchObject({ service_id: 'telegram', provider: 'telegram', mechanism: 'bot_token', status: 'connected', expires_at: null });
      expect(res.body).not.toContain(GOOD_BOT);
      expect(telegram.seen).toContain(`/bot${GOOD_BOT}/getMe`);
      const row = await rawRow(u, 'telegram');
      expect(row.secret).toMatch(/^k1:[0-9a-f]{8}:/);
      expect(row.secret).not.toContain('AAE_good');
      // A step gets it decrypted.
      expect(await credentialLoader(t.app.services.db, await idOf(u))('telegram')).toMatchObject({ bot_token: GOOD_BOT, bot_username: 'tienda_bot' });
    });

    it('says why a token is refused, and stores nothing', async () => {
      const u = await t.signUp();
      const revoked = await call(u, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: REVOKED_BOT });
      expect(revoked.statusCode).toBe(400);
      expect(revoked.json().detail).toMatch(/^Telegram rechazó el token del bot/);
      expect(revoked.body).not.toContain(REVOKED_BOT);

      const malformed = await call(u, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: 'hola/../../x' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().detail).toMatch(/formato de Telegram/);
      expect(telegram.seen.some((s) => s.includes('hola'))).toBe(false);

      const missing = await call(u, 'POST', '/api/oauth/api-key/telegram/store', { api_key: GOOD_BOT });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toBe('Falta el token del bot (bot_token)');

      expect((await call(u, 'GET', '/api/credentials/')).json()).toEqual([]);
    });

    it('says so when Telegram cannot be reached', async () => {
      const port = await closedPort();
      const saved = t.config.apis.telegram;
      t.config.apis.telegram = `http://127.0.0.1:${port}`;
      try {
        const res = await call(ana, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: GOOD_BOT });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toMatch(/^No se pudo conectar con Telegram/);
      } finally {
        t.config.apis.telegram = saved;
      }
    });
  });

  describe('SMTP (email service)', () => {
    it('logs in to the SMTP server before saving', async () => {
      const u = await t.signUp();
      const before = smtp.logins();
      const res = await call(u, 'POST', '/api/oauth/api-key/email/store', { host: '127.0.0.1', port: smtp.port, user: 'u1', password: 'clave-smtp-secreta-1', from: 'ventas@tienda.mx' });
      expect(res.statusCode).toBe(200);
      expect(smtp.logins()).toBe(before + 1);
      expect(res.json().credential).toMatchObject({ service_id: 'email', provider: 'smtp', mechanism: 'api_key' });
      expect(res.body).not.toContain('"p1"');
      expect((await rawRow(u, 'email')).secret).not.toContain('clave-smtp-secreta-1');
      expect(await credentialLoader(t.app.services.db, await idOf(u))('email')).toMatchObject({ host: '127.0.0.1', port: smtp.port, user: 'u1', password: 'clave-smtp-secreta-1', from: 'ventas@tienda.mx', secure: false });
    });

    it('refuses a wrong password or an unreachable server with the reason', async () => {
      const u = await t.signUp();
      const wrong = await call(u, 'POST', '/api/oauth/api-key/email/store', { host: '127.0.0.1', port: smtp.port, user: 'u1', password: 'mala' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe('El servidor de correo rechazó el usuario o la contraseña');
      const port = await closedPort();
      const down = await call(u, 'POST', '/api/oauth/api-key/email/store', { host: '127.0.0.1', port, user: 'u1', password: 'p1' });
      expect(down.statusCode).toBe(400);
      expect(down.json().detail).toBe(`No se pudo conectar con el servidor de correo 127.0.0.1:${port}`);
      const noHost = await call(u, 'POST', '/api/oauth/api-key/email/store', { user: 'u1', password: 'p1' });
      expect(noHost.statusCode).toBe(422);
      expect(noHost.json().detail).toBe('Falta el servidor SMTP (host)');
      expect(await rawRow(u, 'email')).toBeUndefined();
    });
  });

  describe('database credentials', () => {
    it('refuses a database that is not listening, saying so', async () => {
      const u = await t.signUp();
      const port = await closedPort();
      const res = await call(u, 'POST', '/api/oauth/db-credentials/postgres/store', { host: '127.0.0.1', port, database: 'ventas', user: 'app', password: 'secreto-db', chat_id: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(`No se pudo conectar con la base de datos en 127.0.0.1:${port}: la conexión fue rechazada (¿el servidor está encendido y escucha en ese puerto?)`);
      expect(res.body).not.toContain('secreto-db');
      expect(await rawRow(u, 'postgres')).toBeUndefined();
    });

    it('validates the form and the service mechanism', async () => {
      const u = await t.signUp();
      const noDb = await call(u, 'POST', '/api/oauth/db-credentials/postgres/store', { host: 'db.example.test', user: 'app' });
      expect(noDb.statusCode).toBe(422);
      expect(noDb.json().detail).toBe('Falta el nombre de la base de datos (database)');
      const wrong = await call(u, 'POST', '/api/oauth/db-credentials/telegram/store', { host: 'x', database: 'y', user: 'z' });
      expect(wrong.statusCode).toBe(400);
      const unknown = await call(u, 'POST', '/api/oauth/db-credentials/nada/store', { host: 'x', database: 'y', user: 'z' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Servicio no encontrado');
    });

    it('refuses private addresses unless ENLAZA_ALLOW_PRIVATE_NETWORK is true', async () => {
      t.config.allowPrivateNetwork = false;
      try {
        const res = await call(ana, 'POST', '/api/oauth/db-credentials/postgres/store', { host: '127.0.0.1', port: 5432, database: 'x', user: 'y' });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toMatch(/no está permitida/);
        const mail = await call(ana, 'POST', '/api/oauth/api-key/email/store', { host: '127.0.0.1', port: smtp.port, user: 'u1', password: 'clave-smtp-secreta-1' });
        expect(mail.json().detail).toMatch(/no está permitida/);
      } finally {
        t.config.allowPrivateNetwork = true;
      }
    });
  });

  describe('API keys', () => {
    it('needs provider openai|anthropic for AI services', async () => {
      const u = await t.signUp();
      const none = await call(u, 'POST', '/api/oauth/api-key/ai/store', { api_key: 'sk-test-123' });
      expect(none.statusCode).toBe(422);
      expect(none.json().detail).toBe('Elige el proveedor de IA: openai o anthropic');
      const other = await call(u, 'POST', '/api/oauth/api-key/ai/store', { api_key: 'sk-test-123', provider: 'gemini' });
      expect(other.statusCode).toBe(422);
      const noKey = await call(u, 'POST', '/api/oauth/api-key/ai/store', { provider: 'openai' });
      expect(noKey.json().detail).toBe('Falta la API key (api_key)');
      const ok = await call(u, 'POST', '/api/oauth/api-key/ai/store', { api_key: 'sk-test-123', provider: 'anthropic', chat_id: 'c' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().credential).toMatchObject({ service_id: 'ai', provider: 'anthropic', flavor: 'ai', mechanism: 'api_key' });
      expect(ok.body).not.toContain('sk-test-123');
      expect(await credentialLoader(t.app.services.db, await idOf(u))('ai')).toEqual({ api_key: 'sk-test-123', provider: 'anthropic' });
    });

    it('refuses the API-key route for OAuth and database services', async () => {
      expect((await call(ana, 'POST', '/api/oauth/api-key/gmail/store', { api_key: 'x' })).statusCode).toBe(400);
      expect((await call(ana, 'POST', '/api/oauth/api-key/postgres/store', { api_key: 'x' })).statusCode).toBe(400);
    });

    it('POST /api/credentials/ connects through the same checks and answers the credential', async () => {
      const u = await t.signUp();
      const res = await call(u, 'POST', '/api/credentials/', { service_id: 'whatsapp', mechanism: 'api_key', config: { api_key: 'EAAG-secret', phone_number_id: '555' }, chat_id: null });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true, provider: 'whatsapp', flavor: 'whatsapp', credential: { service_id: 'whatsapp' } });
      expect(res.body).not.toContain('EAAG-secret');
      expect(await credentialLoader(t.app.services.db, await idOf(u))('whatsapp')).toEqual({ api_key: 'EAAG-secret', phone_number_id: '555' });

      const bot = await call(u, 'POST', '/api/credentials', { service_id: 'telegram', mechanism: 'bot_token', config: { bot_token: REVOKED_BOT } });
      expect(bot.statusCode).toBe(400);
      const mismatch = await call(u, 'POST', '/api/credentials/', { service_id: 'telegram', mechanism: 'api_key', config: { api_key: 'x' } });
      expect(mismatch.statusCode).toBe(400);
      const ai = await call(u, 'POST', '/api/credentials/', { service_id: 'ai', provider: 'openai', mechanism: 'api_key', config: { api_key: 'sk-1' } });
      expect(ai.json()).toMatchObject({ provider: 'openai' });
      const invalid = await call(u, 'POST', '/api/credentials/', { service_id: 'ai' });
      expect(invalid.statusCode).toBe(422);
    });
  });

  describe('credentials API', () => {
    it('lists, reads (by service and by provider+flavor) and deletes, never showing a secret', async () => {
      const u = await t.signUp();
      await call(u, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: GOOD_BOT });
      await call(u, 'POST', '/api/oauth/api-key/ai/store', { api_key: 'sk-list-1', provider: 'openai' });
      const list = await call(u, 'GET', '/api/credentials');
      expect(list.statusCode).toBe(200);
      const items = CredentialList.parse(list.json());
      expect(items.map((c) => c.service_id).sort()).toEqual(['ai', 'telegram']);
      for (const c of list.json()) expect(Object.keys(c).sort()).toEqual(['created_at', 'expires_at', 'flavor', 'mechanism', 'provider', 'scopes', 'service_id', 'status']);
      expect(list.body).not.toContain('sk-list-1');
      expect(list.body).not.toContain(GOOD_BOT);

      const one = await call(u, 'GET', '/api/credentials/telegram');
      expect(Credential.parse(one.json())).toMatchObject({ service_id: 'telegram' });
      expect(one.json().created_at).toBe(items.find((c) => c.service_id === 'telegram')!.created_at);
      expect((await call(u, 'GET', '/api/credentials/gmail')).statusCode).toBe(404);
      expect((await call(u, 'GET', '/api/credentials/gmail')).json().detail).toBe('Credencial no encontrada');

      const byProvider = await call(u, 'GET', '/api/credentials/openai?provider=openai&flavor=ai');
      expect(byProvider.json()).toMatchObject({ service_id: 'ai', provider: 'openai', flavor: 'ai' });
      expect((await call(u, 'GET', '/api/credentials/openai?provider=openai&flavor=otro')).statusCode).toBe(404);

      // Deprecated delete by provider + flavor.
      expect((await call(u, 'DELETE', '/api/credentials/openai?flavor=otro')).statusCode).toBe(404);
      const del = await call(u, 'DELETE', '/api/credentials/openai?flavor=ai');
      expect(del.statusCode).toBe(200);
      // Delete by service id.
      expect((await call(u, 'DELETE', '/api/credentials/telegram')).statusCode).toBe(200);
      expect((await call(u, 'DELETE', '/api/credentials/telegram')).statusCode).toBe(404);
      expect((await call(u, 'GET', '/api/credentials/')).json()).toEqual([]);
      expect(await credentialLoader(t.app.services.db, await idOf(u))('telegram')).toBeNull();
    });

    it('reconnecting replaces the credential (one per user and service)', async () => {
      const u = await t.signUp();
      await call(u, 'POST', '/api/oauth/api-key/ai/store', { api_key: 'sk-old', provider: 'openai' });
      await call(u, 'POST', '/api/oauth/api-key/ai/store', { api_key: 'sk-new', provider: 'anthropic' });
      const list = (await call(u, 'GET', '/api/credentials/')).json();
      expect(list).toHaveLength(1);
      expect(list[0].provider).toBe('anthropic');
      expect(await credentialLoader(t.app.services.db, await idOf(u))('ai')).toMatchObject({ api_key: 'sk-new' });
    });

    it('encrypts a legacy plain-JSON secret the first time a step reads it', async () => {
      const u = await t.signUp();
      const userId = await idOf(u);
      await t.app.services.db.insert(credentials).values({ userId, serviceId: 'whatsapp', provider: 'whatsapp', mechanism: 'api_key', secret: JSON.stringify({ api_key: 'legacy-key' }) });
      expect(await credentialLoader(t.app.services.db, userId)('whatsapp')).toEqual({ api_key: 'legacy-key' });
      const row = await rawRow(u, 'whatsapp');
      expect(row.secret).toMatch(/^k1:[0-9a-f]{8}:/);
      expect(row.secret).not.toContain('legacy-key');
      expect(await credentialLoader(t.app.services.db, userId)('whatsapp')).toEqual({ api_key: 'legacy-key' });
    });

    it('a sealed secret moved to another user does not open', async () => {
      const u = await t.signUp();
      const v = await t.signUp();
      await call(u, 'POST', '/api/oauth/api-key/ai/store', { api_key: 'sk-moved', provider: 'openai' });
      const row = await rawRow(u, 'ai');
      await t.app.services.db.insert(credentials).values({ userId: await idOf(v), serviceId: 'ai', provider: 'openai', flavor: 'ai', mechanism: 'api_key', secret: row.secret });
      // It is v's credential but nothing opens it: listed as expired, and a step asks to reconnect.
      await expect(credentialLoader(t.app.services.db, await idOf(v))('ai')).rejects.toThrow(/^Vuelve a conectar tu cuenta de /);
      expect((await call(v, 'GET', '/api/credentials/ai')).json().status).toBe('expired');
    });
  });

  describe('OAuth apps', () => {
    it('creates, reads, updates only the fields sent, and deletes; client_secret is write-only', async () => {
      const u = await t.signUp();
      expect((await call(u, 'GET', '/api/oauth-apps/')).json()).toEqual({ oauth_apps: [] });
      expect((await call(u, 'GET', '/api/oauth-apps/google')).statusCode).toBe(404);

      const created = await call(u, 'POST', '/api/oauth-apps/google', { provider: 'google', client_id: 'cid-1.apps.googleusercontent.com', client_secret: 'GOCSPX-secret-1', app_name: 'Mi app' });
      expect(created.statusCode).toBe(201);
      const app = OAuthApp.parse(created.json());
      expect(app).toMatchObject({ provider: 'google', client_id: 'cid-1.apps.googleusercontent.com', app_name: 'Mi app', has_client_secret: true });
      expect(created.body).not.toContain('GOCSPX');
      const [raw] = await t.app.services.db.select().from(oauthApps).where(eq(oauthApps.userId, await idOf(u)));
      expect(raw.clientSecret).toMatch(/^k1:[0-9a-f]{8}:/);
      expect(raw.clientSecret).not.toContain('GOCSPX');

      const dup = await call(u, 'POST', '/api/oauth-apps/', { provider: 'google', client_id: 'x', client_secret: 'y' });
      expect(dup.statusCode).toBe(409);

      // PUT with only app_name keeps client_id and client_secret.
      const renamed = await call(u, 'PUT', '/api/oauth-apps/google', { app_name: 'Ventas' });
      expect(renamed.json()).toMatchObject({ client_id: 'cid-1.apps.googleusercontent.com', app_name: 'Ventas', has_client_secret: true });
      const [same] = await t.app.services.db.select().from(oauthApps).where(eq(oauthApps.userId, await idOf(u)));
      expect(same.clientSecret).toBe(raw.clientSecret);
      // PUT with a new secret changes only the secret.
      const rotated = await call(u, 'PUT', '/api/oauth-apps/google', { client_secret: 'GOCSPX-secret-2' });
      expect(rotated.json()).toMatchObject({ client_id: 'cid-1.apps.googleusercontent.com', app_name: 'Ventas' });
      expect(rotated.body).not.toContain('GOCSPX');
      const [after] = await t.app.services.db.select().from(oauthApps).where(eq(oauthApps.userId, await idOf(u)));
      expect(after.clientSecret).not.toBe(raw.clientSecret);
      expect((await call(u, 'PUT', '/api/oauth-apps/google', { client_id: '' })).statusCode).toBe(422);

      const list = OAuthAppList.parse((await call(u, 'GET', '/api/oauth-apps')).json());
      expect(list.oauth_apps.map((a) => a.provider)).toEqual(['google']);

      expect((await call(u, 'DELETE', '/api/oauth-apps/google')).statusCode).toBe(200);
      expect((await call(u, 'GET', '/api/oauth-apps/google')).statusCode).toBe(404);
      expect((await call(u, 'DELETE', '/api/oauth-apps/google')).statusCode).toBe(404);
    });

    it('validates provider, client_id and client_secret', async () => {
      const u = await t.signUp();
      const noSecret = await call(u, 'POST', '/api/oauth-apps/github', { provider: 'github', client_id: 'abc' });
      expect(noSecret.statusCode).toBe(422);
      expect(noSecret.json().detail).toBe('Client ID y Client Secret son requeridos');
      const blankId = await call(u, 'POST', '/api/oauth-apps/', { provider: 'github', client_id: '  ', client_secret: 's' });
      expect(blankId.json().detail).toBe('Client ID y Client Secret son requeridos');
      const bad = await call(u, 'POST', '/api/oauth-apps/', { provider: 'dropbox', client_id: 'a', client_secret: 'b' });
      expect(bad.statusCode).toBe(422);
      expect((await call(u, 'GET', '/api/oauth-apps/dropbox')).statusCode).toBe(404);
      const mismatch = await call(u, 'POST', '/api/oauth-apps/slack', { provider: 'github', client_id: 'a', client_secret: 'b' });
      expect(mismatch.statusCode).toBe(422);
      // Provider taken from the path when the body omits it.
      const fromPath = await call(u, 'POST', '/api/oauth-apps/slack', { client_id: 'a', client_secret: 'b' });
      expect(fromPath.statusCode).toBe(201);
      expect(fromPath.json().provider).toBe('slack');
    });
  });

  describe('isolation between users', () => {
    it("never shows, uses, changes or deletes another user's credentials or OAuth apps", async () => {
      await call(ana, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: GOOD_BOT });
      await call(ana, 'POST', '/api/oauth-apps/github', { provider: 'github', client_id: 'ana-client', client_secret: 'ana-secret' });
      const anaId = await idOf(ana);
      const betoId = await idOf(beto);

      expect((await call(beto, 'GET', '/api/credentials/')).json()).toEqual([]);
      expect((await call(beto, 'GET', '/api/credentials/telegram')).statusCode).toBe(404);
      expect((await call(beto, 'GET', '/api/credentials/telegram?provider=telegram&flavor=telegram')).statusCode).toBe(404);
      expect((await call(beto, 'DELETE', '/api/credentials/telegram')).statusCode).toBe(404);
      expect((await call(beto, 'DELETE', '/api/credentials/telegram?flavor=telegram')).statusCode).toBe(404);
      expect(await credentialLoader(t.app.services.db, betoId)('telegram')).toBeNull();
      // Beto's plan still needs Telegram; Ana's does not.
      expect((await missingServiceRequirements(t.app.services.db, betoId, [{ node_id: 'telegram' }], null)).map((r) => r.service_id)).toEqual(['telegram']);
      expect(await missingServiceRequirements(t.app.services.db, anaId, [{ node_id: 'telegram' }], null)).toEqual([]);

      expect((await call(beto, 'GET', '/api/oauth-apps/')).json()).toEqual({ oauth_apps: [] });
      expect((await call(beto, 'GET', '/api/oauth-apps/github')).statusCode).toBe(404);
      expect((await call(beto, 'PUT', '/api/oauth-apps/github', { client_id: 'robado' })).statusCode).toBe(404);
      expect((await call(beto, 'DELETE', '/api/oauth-apps/github')).statusCode).toBe(404);
      // Beto's OAuth popup does not use Ana's app (and GitHub has no system default here).
      const popup = await t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=github&token=${beto.access_token}`, headers: { accept: 'application/json' } });
      expect(popup.statusCode).toBe(400);
      expect(popup.body).not.toContain('ana-client');

      // Ana's things are intact.
      expect((await call(ana, 'GET', '/api/credentials/telegram')).statusCode).toBe(200);
      expect((await call(ana, 'GET', '/api/oauth-apps/github')).json().client_id).toBe('ana-client');
      // Without ENLAZA_PUBLIC_URL (nor a trusted proxy) the redirect URI is the listening address, whatever the headers say.
      const anaPopup = await t.app.inject({
        method: 'GET', url: `/api/oauth/initiate?service_id=github&chat_id=c1&token=${ana.access_token}`,
        headers: { host: 'enlaza.ejemplo.mx', 'x-forwarded-proto': 'https' },
      });
      const authorize = new URL(anaPopup.headers.location as string);
      expect(`${authorize.origin}${authorize.pathname}`).toBe('https://github.com/login/oauth/authorize');
      expect(authorize.searchParams.get('client_id')).toBe('ana-client');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`http://${t.config.host}:${t.config.port}/api/oauth/callback`);
      expect(authorize.searchParams.get('scope')).toBe('repo admin:repo_hook');
      expect(anaPopup.body).not.toContain('ana-secret');
    });

    it('requires a session for every credentials route', async () => {
      for (const [method, url] of [['GET', '/api/credentials/'], ['GET', '/api/oauth-apps/'], ['POST', '/api/oauth/api-key/telegram/store'], ['GET', '/api/v1/auth-service-discovery/services/available']] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('service discovery', () => {
    it('lists the catalogue services that need a connection', async () => {
      const res = await call(ana, 'GET', '/api/v1/auth-service-discovery/services/available');
      const { services } = AvailableServices.parse(res.json());
      const byId = Object.fromEntries(services.map((s) => [s.service_id, s]));
      expect(byId.gmail).toMatchObject({ display_name: 'Gmail', mechanism: 'oauth2', provider: 'google' });
      expect(byId.github).toMatchObject({ mechanism: 'oauth2', provider: 'github' });
      expect(byId.telegram).toMatchObject({ mechanism: 'bot_token' });
      expect(byId.postgres).toMatchObject({ mechanism: 'db_credentials' });
      expect(byId.email).toMatchObject({ mechanism: 'api_key' });
      for (const none of ['manual', 'webhook', 'http', 'filter', 'delay']) expect(byId[none]).toBeUndefined();
      expect(new Set(services.map((s) => s.service_id)).size).toBe(services.length);
      // 'Agente de IA' uses the key of 'Inteligencia artificial': one entry, one form
      expect(services.filter((s) => s.category === 'ai').map((s) => s.display_name)).toEqual(['Inteligencia artificial']);
      expect(byId.ai_agent).toBeUndefined();
    });

    it('answers the form of a service until it is connected, then {}', async () => {
      const u = await t.signUp();
      const url = '/api/v1/auth-service-discovery/service/telegram/auth-step?chat_id=c7';
      const before = AuthStep.parse((await call(u, 'POST', url)).json());
      expect(before).toMatchObject({ service_id: 'telegram', service_name: 'Telegram', mechanism: 'bot_token' });
      expect(before.metadata!.fields.map((f) => f.name)).toEqual(['bot_token']);
      expect(before.metadata!.fields[0]).toMatchObject({ type: 'password', required: true });
      await call(u, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: GOOD_BOT });
      expect((await call(u, 'POST', url)).json()).toEqual({});

      const ai = AuthStep.parse((await call(u, 'POST', '/api/v1/auth-service-discovery/service/ai/auth-step')).json());
      expect(ai).toMatchObject({ mechanism: 'api_key', category: 'ai' });
      expect(ai.metadata!.fields.find((f) => f.name === 'provider')).toMatchObject({ type: 'select', options: ['openai', 'anthropic'] });
      const db = AuthStep.parse((await call(u, 'POST', '/api/v1/auth-service-discovery/service/postgres/auth-step')).json());
      expect(db.metadata!.fields.map((f) => f.name)).toEqual(['host', 'port', 'database', 'user', 'password', 'ssl']);
      const gmail = AuthStep.parse((await call(u, 'POST', '/api/v1/auth-service-discovery/service/gmail/auth-step?chat_id=c7')).json());
      expect(gmail).toMatchObject({ mechanism: 'oauth2', provider: 'google', auth_url: '/api/oauth/initiate?service_id=gmail&chat_id=c7' });
      expect((await call(u, 'POST', '/api/v1/auth-service-discovery/service/manual/auth-step')).json()).toEqual({});
      expect((await call(u, 'POST', '/api/v1/auth-service-discovery/service/nada/auth-step')).statusCode).toBe(404);
    });

    it('missingServiceRequirements lists exactly what the plan still needs, once per service, in step order', async () => {
      const u = await t.signUp();
      const userId = await idOf(u);
      const plan = [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
        { step: 2, node_id: 'google_sheets', action_id: 'append_row' },
        { step: 3, node_id: 'ai', action_id: 'generate_text' },
        { step: 4, node_id: 'telegram', action_id: 'send_message' },
        { step: 5, node_id: 'google_sheets', action_id: 'read_rows' },
        { step: 6, node_id: 'email', action_id: 'send_email' },
        { step: 7, node_id: 'no_such_node', action_id: 'x' },
      ];
      const first = await missingServiceRequirements(t.app.services.db, userId, plan, 'chat-1');
      expect(first.map((r) => r.service_id)).toEqual(['google_sheets', 'telegram', 'email']);
      for (const r of first) AuthStep.parse(r);
      expect(first[0]).toMatchObject({ mechanism: 'oauth2', auth_url: '/api/oauth/initiate?service_id=google_sheets&chat_id=chat-1' });
      // The same answer the auth-step endpoint gives.
      expect(first[1]).toEqual((await call(u, 'POST', '/api/v1/auth-service-discovery/service/telegram/auth-step?chat_id=chat-1')).json());

      await call(u, 'POST', '/api/oauth/api-key/telegram/store', { bot_token: GOOD_BOT });
      const second = await missingServiceRequirements(t.app.services.db, userId, plan, 'chat-1');
      expect(second.map((r) => r.service_id)).toEqual(['google_sheets', 'email']);

      // With server-wide SMTP settings, email works without the user's own credential.
      t.config.smtp.host = 'smtp.enlaza.test';
      try {
        expect((await missingServiceRequirements(t.app.services.db, userId, plan, 'chat-1')).map((r) => r.service_id)).toEqual(['google_sheets']);
      } finally {
        t.config.smtp.host = undefined;
      }
      expect(await missingServiceRequirements(t.app.services.db, userId, [], null)).toEqual([]);
    });
  });
});

/** The database check against a real PostgreSQL (only when TEST_DATABASE_URL is set). */
describe.each(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])('database check against PostgreSQL (%s)', (dbUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
  });
  afterAll(async () => { await t?.close(); });
  const u = new URL(dbUrl);
  const settings = { host: u.hostname, port: Number(u.port || 5432), database: u.pathname.slice(1) || 'postgres', user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) };

  it('connects, then stores; explains a missing database', async () => {
    const user = await t.signUp();
    const ok = await t.app.inject({ method: 'POST', url: '/api/oauth/db-credentials/postgres/store', headers: user.auth, payload: settings });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().credential).toMatchObject({ service_id: 'postgres', mechanism: 'db_credentials' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/oauth/db-credentials/postgres/store', headers: user.auth, payload: { ...settings, database: 'no_existe_enlaza' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/no existe|rechazó/);
  });
});
