import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthStep, Credential, OAuthCallbackResult } from '../../contracts/credentials';
import { credentials, oauthStates } from '../../server/db/schema';
import { credentialLoader } from '../../server/engine/credentials';
import { missingServiceRequirements } from '../../server/discovery/services';
import { backends, startTestApp, type TestApp } from './harness';

/**
 * The whole OAuth 2.0 authorization-code + PKCE flow against a real OAuth server on 127.0.0.1
 * (oauth2-mock-server): initiate → provider authorize → callback → token exchange → encrypted
 * storage → refresh before use → a rejected refresh marks the credential expired.
 */

const PUBLIC = 'http://enlaza.test';
type TokenCall = { body: Record<string, string>; answer: Record<string, unknown> };

describe.each(backends)('OAuth flow (%s)', (backend) => {
  let t: TestApp;
  let oauth: OAuth2Server;
  let calls: TokenCall[];
  /** When set, the mock answers refresh grants with this status and body instead of new tokens. */
  let refreshFailure: { status: number; body: Record<string, unknown> } | null = null;
  /** The scope the provider reports as granted (undefined: it reports none, like GitHub's classic apps). */
  let grantedScope: string | undefined;
  let issued = 0;

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeResponse', (res: { body: Record<string, unknown>; statusCode: number }, req: { body: Record<string, string> }) => {
      if (req.body.grant_type === 'refresh_token' && refreshFailure) {
        res.statusCode = refreshFailure.status;
        res.body = refreshFailure.body;
      } else if (res.statusCode === 200) {
        // Opaque, unique tokens (the mock's JWTs repeat within one second).
        res.body.access_token = `access-${++issued}-${Math.random().toString(36).slice(2)}`;
        if (grantedScope === undefined) delete res.body.scope;
        else res.body.scope = grantedScope;
      }
      calls.push({ body: { ...req.body }, answer: { ...res.body } });
    });
    const base = oauth.issuer.url!;
    t = await startTestApp(backend, {}, {
      ENLAZA_PUBLIC_URL: PUBLIC,
      ENLAZA_OAUTH_GOOGLE_AUTHORIZE_URL: `${base}/authorize`,
      ENLAZA_OAUTH_GOOGLE_TOKEN_URL: `${base}/token`,
      ENLAZA_OAUTH_GOOGLE_CLIENT_ID: 'system-client',
      ENLAZA_OAUTH_GOOGLE_CLIENT_SECRET: 'system-secret-value',
      ENLAZA_OAUTH_SLACK_AUTHORIZE_URL: `${base}/authorize`,
      ENLAZA_OAUTH_SLACK_TOKEN_URL: `${base}/token`,
      ENLAZA_OAUTH_SLACK_CLIENT_ID: 'slack-client',
      // GitHub keeps its real URLs and has no system default app: it must never be contacted.
    });
  });
  afterAll(async () => {
    await t?.close();
    await oauth?.stop();
  });
  beforeEach(() => {
    jar = {};
    calls = [];
    refreshFailure = null;
    grantedScope = undefined;
  });

  type User = Awaited<ReturnType<TestApp['signUp']>>;
  const userIdOf = async (u: User) => (await t.app.services.tokens.verifyAccess(u.access_token))!;

  /** The popup's cookie jar: the browser-binding cookie /api/oauth/initiate sets (one browser per test file). */
  let jar: Record<string, string> = {};
  const cookieHeader = () => Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');

  /** GET /api/oauth/initiate as the popup does (token in the query); returns the provider URL. */
  async function initiate(u: User, serviceId: string, chatId?: string) {
    const q = new URLSearchParams({ service_id: serviceId, token: u.access_token });
    if (chatId) q.set('chat_id', chatId);
    const res = await t.app.inject({ method: 'GET', url: `/api/oauth/initiate?${q}`, headers: { cookie: cookieHeader() } });
    expect(res.statusCode).toBe(302);
    for (const c of res.cookies) jar[c.name] = c.value;
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(oauth.issuer.url);
    return url;
  }

  /** Follows the authorize URL on the real mock server; returns the callback URL it redirects to. */
  async function consent(authorizeUrl: URL) {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC}/api/oauth/callback`);
    return back;
  }

  const callback = (back: URL, json = false) =>
    t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: cookieHeader(), ...(json ? { accept: 'application/json' } : {}) } });

  async function connect(u: User, serviceId = 'gmail', chatId?: string) {
    const authorize = await initiate(u, serviceId, chatId);
    const back = await consent(authorize);
    const res = await callback(back);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC}/oauth-callback?service=${serviceId}&status=success`);
    return { authorize, back };
  }

  it('redirects to the provider with PKCE S256, a signed state and the system default app', async () => {
    const u = await t.signUp();
    const url = await initiate(u, 'gmail', 'chat-42');
    expect(`${url.origin}${url.pathname}`).toBe(`${oauth.issuer.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('system-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC}/api/oauth/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('scope')).toBe('https://www.googleapis.com/auth/gmail.modify');
    expect(q.get('access_type')).toBe('offline');
    expect(url.toString()).not.toContain('system-secret-value');

    // The state is readable (service for the callback screen) and bound to user, service and chat.
    const [body, sig] = q.get('state')!.split('.');
    expect(sig).toBeTruthy();
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    expect(payload).toMatchObject({ u: await userIdOf(u), s: 'gmail', c: 'chat-42' });
    const [row] = await t.app.services.db.select().from(oauthStates).where(eq(oauthStates.id, payload.n));
    expect(row).toMatchObject({ userId: await userIdOf(u), serviceId: 'gmail', chatId: 'chat-42', usedAt: null });
    expect(row.codeVerifier).not.toContain(q.get('code_challenge')!);
    // It lives at most 10 minutes.
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
    expect(payload.e * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('exchanges the code with the PKCE verifier and stores the tokens encrypted', async () => {
    const u = await t.signUp();
    const { authorize } = await connect(u, 'gmail', 'chat-1');
    expect(calls).toHaveLength(1);
    const { body, answer } = calls[0];
    expect(body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'system-client',
      client_secret: 'system-secret-value',
      redirect_uri: `${PUBLIC}/api/oauth/callback`,
      code: expect.any(String),
    });
    // The verifier the server sent hashes to the challenge it sent at initiate (the mock checks it too).
    const challenge = createHash('sha256').update(body.code_verifier).digest('base64url');
    expect(challenge).toBe(authorize.searchParams.get('code_challenge'));

    // Raw row: no plaintext token anywhere.
    const userId = await userIdOf(u);
    const [row] = await t.app.services.db.select().from(credentials).where(and(eq(credentials.userId, userId), eq(credentials.serviceId, 'gmail')));
    expect(row).toMatchObject({ provider: 'google', flavor: 'gmail', mechanism: 'oauth2', refreshable: true, status: 'connected' });
    expect(row.secret).toMatch(/^k1:[0-9a-f]{8}:/);
    for (const secret of [answer.access_token, answer.refresh_token] as string[]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(JSON.stringify(row)).not.toContain(secret);
    }
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);

    // The browser sees service, scopes and expiry, never a token.
    const list = await t.app.inject({ method: 'GET', url: '/api/credentials/', headers: u.auth });
    expect(list.statusCode).toBe(200);
    const [cred] = list.json();
    expect(Credential.parse(cred)).toMatchObject({ service_id: 'gmail', provider: 'google', flavor: 'gmail', status: 'connected', scopes: ['https://www.googleapis.com/auth/gmail.modify'] });
    expect(list.body).not.toContain(answer.access_token as string);
    expect(list.body).not.toContain(answer.refresh_token as string);
    // Confirmation after OAuth: service_id and created_at.
    const one = await t.app.inject({ method: 'GET', url: '/api/credentials/gmail', headers: u.auth });
    expect(one.json()).toMatchObject({ service_id: 'gmail', created_at: cred.created_at });

    // A step gets the decrypted access token (and not the refresh token).
    const loaded = await credentialLoader(t.app.services.db, userId)('gmail');
    expect(loaded).toMatchObject({ access_token: answer.access_token });
    expect(loaded).not.toHaveProperty('refresh_token');
    // Connected now: nothing more to ask for.
    const step = await t.app.inject({ method: 'POST', url: '/api/v1/auth-service-discovery/service/gmail/auth-step?chat_id=chat-1', headers: u.auth });
    expect(step.json()).toEqual({});
  });

  it('answers JSON OAuthCallbackResult when asked for application/json', async () => {
    const u = await t.signUp();
    const back = await consent(await initiate(u, 'google_sheets'));
    const res = await callback(back, true);
    expect(res.statusCode).toBe(200);
    expect(OAuthCallbackResult.parse(res.json())).toMatchObject({ success: true, service_id: 'google_sheets' });
  });

  it('refuses a replayed state: the second use of the same callback stores nothing new', async () => {
    const u = await t.signUp();
    const back = await consent(await initiate(u, 'gmail'));
    expect((await callback(back)).statusCode).toBe(302);
    const before = calls.length;
    const replay = await callback(back);
    expect(replay.statusCode).toBe(302);
    const to = new URL(replay.headers.location as string);
    expect(to.pathname).toBe('/oauth-callback');
    expect(to.searchParams.get('service')).toBe('gmail');
    expect(to.searchParams.get('error')).toBe('state_used');
    expect(to.searchParams.get('error_description')).toMatch(/ya se usó/);
    expect(calls.length).toBe(before); // the code was not exchanged again
    const json = await callback(back, true);
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false, detail: expect.stringMatching(/ya se usó/) });
  });

  it('refuses forged, tampered, expired and mismatched states without calling the provider', async () => {
    const u = await t.signUp();
    const back = await consent(await initiate(u, 'gmail', 'chat-9'));
    const state = back.searchParams.get('state')!;
    const code = back.searchParams.get('code')!;
    const [body, sig] = state.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...payload, s: 'slack' })).toString('base64url');
    const otherUser = Buffer.from(JSON.stringify({ ...payload, u: '00000000-0000-0000-0000-000000000000' })).toString('base64url');
    for (const forged of ['garbage', `${body}.AAAA`, `${tampered}.${sig}`, `${otherUser}.${sig}`, '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/oauth/callback?code=${code}&state=${encodeURIComponent(forged)}`, headers: { cookie: cookieHeader(), accept: 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'state_invalid' });
    }
    // The genuine state with a different ?service= is refused too (the state is bound to the service).
    const wrongService = await t.app.inject({ method: 'GET', url: `/api/oauth/callback?service=slack&code=${code}&state=${encodeURIComponent(state)}`, headers: { cookie: cookieHeader(), accept: 'application/json' } });
    expect(wrongService.json().error).toBe('state_invalid');

    // An expired state (older than its row allows) is refused.
    const back2 = await consent(await initiate(u, 'gmail'));
    const p2 = JSON.parse(Buffer.from(back2.searchParams.get('state')!.split('.')[0], 'base64url').toString());
    await t.app.services.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oauthStates.id, p2.n));
    const expired = await callback(back2, true);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('state_used');
    expect(calls).toHaveLength(0);
    const [row] = await t.app.services.db.select().from(credentials).where(eq(credentials.userId, await userIdOf(u)));
    expect(row).toBeUndefined();
  });

  it('sends a denied consent to the SPA with error and error_description, storing nothing', async () => {
    const u = await t.signUp();
    const authorize = await initiate(u, 'gmail');
    const state = authorize.searchParams.get('state')!;
    const q = new URLSearchParams({ error: 'access_denied', error_description: 'The user denied access', state });
    const res = await t.app.inject({ method: 'GET', url: `/api/oauth/callback?${q}`, headers: { cookie: cookieHeader() } });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${PUBLIC}/oauth-callback`);
    expect(Object.fromEntries(to.searchParams)).toEqual({ service: 'gmail', error: 'access_denied', error_description: 'The user denied access' });
    expect(calls).toHaveLength(0);
    const list = await t.app.inject({ method: 'GET', url: '/api/credentials/', headers: u.auth });
    expect(list.json()).toEqual([]);
    // The state was consumed: it cannot be used afterwards with a code either.
    const late = await t.app.inject({ method: 'GET', url: `/api/oauth/callback?code=x&state=${encodeURIComponent(state)}`, headers: { cookie: cookieHeader(), accept: 'application/json' } });
    expect(late.json().error).toBe('state_used');
  });

  it('says so when the code is missing or the provider refuses the exchange', async () => {
    const u = await t.signUp();
    const back = await consent(await initiate(u, 'gmail'));
    back.searchParams.delete('code');
    const noCode = await callback(back, true);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().detail).toBe('No se recibió código de autorización');

    // A code the provider never issued for this challenge: the mock rejects the PKCE check.
    const back2 = await consent(await initiate(u, 'gmail'));
    back2.searchParams.set('code', 'not-a-real-code');
    const bad = await callback(back2);
    expect(bad.statusCode).toBe(302);
    const to = new URL(bad.headers.location as string);
    expect(to.searchParams.get('error')).toBe('token_exchange_failed');
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/', headers: u.auth })).json()).toEqual([]);
  });

  it('refreshes an expired access token before a step uses it', async () => {
    const u = await t.signUp();
    const userId = await userIdOf(u);
    await connect(u, 'gmail');
    const first = calls[0].answer;
    await t.app.services.db.update(credentials).set({ expiresAt: sql`now() - interval '5 minutes'` })
      .where(and(eq(credentials.userId, userId), eq(credentials.serviceId, 'gmail')));
    // Still 'connected' in the list: a refresh token can renew it.
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/gmail', headers: u.auth })).json().status).toBe('connected');

    const loaded = await credentialLoader(t.app.services.db, userId)('gmail');
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'system-client', client_secret: 'system-secret-value' });
    expect(loaded!.access_token).toBe(calls[1].answer.access_token);
    expect(loaded!.access_token).not.toBe(first.access_token);
    const [row] = await t.app.services.db.select().from(credentials).where(and(eq(credentials.userId, userId), eq(credentials.serviceId, 'gmail')));
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    expect(row.secret).not.toContain(calls[1].answer.refresh_token as string);

    // Fresh now: the next use does not refresh again.
    await credentialLoader(t.app.services.db, userId)('gmail');
    expect(calls).toHaveLength(2);

    // The rotated refresh token is the one used next time.
    await t.app.services.db.update(credentials).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(credentials.id, row.id));
    await credentialLoader(t.app.services.db, userId)('gmail');
    expect(calls[2].body.refresh_token).toBe(calls[1].answer.refresh_token);
  });

  it('marks the credential expired when the refresh is rejected, and asks for it again', async () => {
    const u = await t.signUp();
    const userId = await userIdOf(u);
    await connect(u, 'gmail');
    await t.app.services.db.update(credentials).set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(credentials.userId, userId), eq(credentials.serviceId, 'gmail')));
    refreshFailure = { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };

    await expect(credentialLoader(t.app.services.db, userId)('gmail')).rejects.toThrow('Vuelve a conectar tu cuenta de Gmail');
    expect(calls.at(-1)!.body.grant_type).toBe('refresh_token');
    const cred = (await t.app.inject({ method: 'GET', url: '/api/credentials/gmail', headers: u.auth })).json();
    expect(cred).toMatchObject({ service_id: 'gmail', status: 'expired' });

    // Discovery and the planner's requirement list ask to connect it again.
    const step = await t.app.inject({ method: 'POST', url: '/api/v1/auth-service-discovery/service/gmail/auth-step', headers: u.auth });
    expect(AuthStep.parse(step.json())).toMatchObject({ service_id: 'gmail', mechanism: 'oauth2', auth_url: '/api/oauth/initiate?service_id=gmail' });
    const missing = await missingServiceRequirements(t.app.services.db, userId, [{ node_id: 'manual' }, { node_id: 'gmail' }], 'c1');
    expect(missing.map((m) => m.service_id)).toEqual(['gmail']);

    // Without a refresh token at all, an expired token is simply expired (no provider call).
    const n = calls.length;
    await expect(credentialLoader(t.app.services.db, userId)('gmail')).rejects.toThrow(/^Vuelve a conectar/);
    expect(calls.length).toBe(n);

    // Renewing (a new authorization) makes it connected again.
    refreshFailure = null;
    await connect(u, 'gmail');
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/gmail', headers: u.auth })).json().status).toBe('connected');
  });

  it("uses the user's own OAuth app when registered, for the authorization and the refresh", async () => {
    const u = await t.signUp();
    const userId = await userIdOf(u);
    const created = await t.app.inject({ method: 'POST', url: '/api/oauth-apps/google', headers: u.auth, payload: { provider: 'google', client_id: 'own-client', client_secret: 'own-secret-value' } });
    expect(created.statusCode).toBe(201);
    const { authorize } = await connect(u, 'google_drive');
    expect(authorize.searchParams.get('client_id')).toBe('own-client');
    expect(calls[0].body).toMatchObject({ client_id: 'own-client', client_secret: 'own-secret-value' });

    await t.app.services.db.update(credentials).set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(credentials.userId, userId), eq(credentials.serviceId, 'google_drive')));
    await credentialLoader(t.app.services.db, userId)('google_drive');
    expect(calls[1].body).toMatchObject({ grant_type: 'refresh_token', client_id: 'own-client', client_secret: 'own-secret-value' });

    // Another user still gets the system default app.
    const other = await t.signUp();
    expect((await initiate(other, 'google_drive')).searchParams.get('client_id')).toBe('system-client');

    // Deleting the app that issued the token: the refresh cannot happen, the credential expires.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/oauth-apps/google', headers: u.auth })).statusCode).toBe(200);
    await t.app.services.db.update(credentials).set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(credentials.userId, userId), eq(credentials.serviceId, 'google_drive')));
    const n = calls.length;
    await expect(credentialLoader(t.app.services.db, userId)('google_drive')).rejects.toThrow(/^Vuelve a conectar/);
    expect(calls.length).toBe(n);
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/google_drive', headers: u.auth })).json().status).toBe('expired');
  });

  it('tells the SPA whether default credentials exist per provider, and uses exactly the app the user picked', async () => {
    const u = await t.signUp();
    const step = async (service: string) => (await t.app.inject({ method: 'POST', url: `/api/v1/auth-service-discovery/service/${service}/auth-step`, headers: u.auth })).json();
    // Google and Slack have a system app here; GitHub has none.
    expect(AuthStep.parse(await step('gmail'))).toMatchObject({ default_app_available: true, redirect_uri: `${PUBLIC}/api/oauth/callback` });
    expect(await step('slack')).toMatchObject({ default_app_available: true });
    expect(await step('github')).toMatchObject({ provider: 'github', default_app_available: false, redirect_uri: `${PUBLIC}/api/oauth/callback` });
    const userId = await userIdOf(u);
    expect((await missingServiceRequirements(t.app.services.db, userId, [{ node_id: 'github' }], null))[0]).toMatchObject({ default_app_available: false });

    // With an own Google app registered: 'defaults' uses the system app, 'own' the user's.
    await t.app.inject({ method: 'POST', url: '/api/oauth-apps/google', headers: u.auth, payload: { provider: 'google', client_id: 'mine', client_secret: 'mine-secret' } });
    const popup = (q: string) => t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=gmail&token=${u.access_token}&${q}` });
    expect(new URL((await popup('app=system')).headers.location as string).searchParams.get('client_id')).toBe('system-client');
    expect(new URL((await popup('app=own')).headers.location as string).searchParams.get('client_id')).toBe('mine');

    // Asking for an app that does not exist says so in Spanish (the SPA does not offer it).
    const none = await t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=github&app=system&token=${u.access_token}`, headers: { accept: 'application/json' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Este servidor no tiene credenciales predeterminadas de GitHub: usa tu propia aplicación OAuth (Credenciales > OAuth Applications)');
    const noOwn = await t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=slack&app=own&token=${u.access_token}`, headers: { accept: 'application/json' } });
    expect(noOwn.json().detail).toBe('No tienes una aplicación OAuth de Slack registrada: regístrala en Credenciales > OAuth Applications');
    expect(calls).toHaveLength(0);
  });

  it('explains a missing OAuth app, a non-OAuth service and a missing session', async () => {
    const u = await t.signUp();
    // GitHub: no system default and no own app.
    const popup = await t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=github&token=${u.access_token}` });
    expect(popup.statusCode).toBe(302);
    const to = new URL(popup.headers.location as string);
    expect(to.pathname).toBe('/oauth-callback');
    expect(to.searchParams.get('error')).toBe('no_oauth_app');
    expect(to.searchParams.get('error_description')).toMatch(/OAuth Applications/);
    const json = await t.app.inject({ method: 'GET', url: '/api/oauth/initiate?service_id=telegram', headers: { ...u.auth, accept: 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/no se conecta con OAuth/);
    const anon = await t.app.inject({ method: 'GET', url: '/api/oauth/initiate?service_id=gmail' });
    expect(anon.statusCode).toBe(401);
    expect(calls).toHaveLength(0);
  });

  it('stores credentials under the user the state names, invisible to everyone else', async () => {
    const ana = await t.signUp();
    const beto = await t.signUp();
    grantedScope = 'chat:write,channels:read';
    const { authorize } = await connect(ana, 'slack');
    expect(authorize.searchParams.get('scope')).toBe('chat:write,channels:read,groups:read');
    // What the provider granted is what is listed.
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/slack', headers: ana.auth })).json().scopes).toEqual(['chat:write', 'channels:read']);
    const anaId = await userIdOf(ana);
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/slack', headers: ana.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/slack', headers: beto.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials/', headers: beto.auth })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/credentials/slack', headers: beto.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/credentials/slack?flavor=slack', headers: beto.auth })).statusCode).toBe(404);
    expect(await credentialLoader(t.app.services.db, await userIdOf(beto))('slack')).toBeNull();
    expect(await credentialLoader(t.app.services.db, anaId)('slack')).not.toBeNull();
  });
});
