import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../server/harness';

/**
 * Attack: an OAuth `state` was not bound to the browser that started it. A callback from any other
 * client (with or without a bearer) completed the exchange and stored the tokens under the
 * initiating user, so an attacker could hand a victim their own consent link and receive the
 * victim's Gmail in the attacker's account. X-Forwarded-Host also moved redirect_uri and the error
 * redirect (trustProxy was on for everyone).
 * Defence: /api/oauth/initiate sets an HttpOnly, SameSite=Lax cookie with a random nonce whose hash
 * is signed into the state; the callback completes only in that browser. The public URL comes from
 * ENLAZA_PUBLIC_URL, or from forwarded headers only with ENLAZA_TRUST_PROXY.
 */

const PUBLIC = 'http://enlaza.test';

type Browser = { cookies: Record<string, string> };
const newBrowser = (): Browser => ({ cookies: {} });
const cookieHeader = (b: Browser) => Object.entries(b.cookies).map(([k, v]) => `${k}=${v}`).join('; ');

describe.each(backends)('OAuth callback bound to the initiating browser (%s)', (backend) => {
  let t: TestApp;
  let oauth: OAuth2Server;
  let exchanges: number;
  const env = () => ({
    ENLAZA_OAUTH_GOOGLE_AUTHORIZE_URL: `${oauth.issuer.url}/authorize`,
    ENLAZA_OAUTH_GOOGLE_TOKEN_URL: `${oauth.issuer.url}/token`,
    ENLAZA_OAUTH_GOOGLE_CLIENT_ID: 'system-client',
    ENLAZA_OAUTH_GOOGLE_CLIENT_SECRET: 'system-secret',
  });

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    // Emitted for every answer of the token endpoint: each one is a code exchange.
    oauth.service.on('beforeResponse', () => void exchanges++);
    t = await startTestApp(backend, {}, { ...env(), ENLAZA_PUBLIC_URL: PUBLIC });
  });
  afterAll(async () => {
    await t?.close();
    await oauth?.stop();
  });
  beforeEach(() => {
    exchanges = 0;
  });

  type User = Awaited<ReturnType<TestApp['signUp']>>;
  const idOf = async (u: User) => (await t.app.services.tokens.verifyAccess(u.access_token))!;

  /** The popup: GET /api/oauth/initiate?token= in `browser`, keeping the cookies it sets; the provider URL. */
  async function initiate(browser: Browser, u: User, serviceId = 'gmail', headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url: `/api/oauth/initiate?service_id=${serviceId}&app=system&token=${u.access_token}`, headers: { cookie: cookieHeader(browser), ...headers } });
    for (const c of res.cookies) browser.cookies[c.name] = c.value;
    return res;
  }

  /** Consent on the provider (the real mock): the callback URL it sends the browser to. */
  async function consent(authorize: string) {
    const res = await fetch(authorize, { redirect: 'manual' });
    return new URL(res.headers.get('location')!);
  }

  const callback = (back: URL, browser: Browser | null, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { ...(browser ? { cookie: cookieHeader(browser) } : {}), ...extra } });

  it('a consent link handed to someone else cannot complete: no exchange, nothing stored; the initiating browser completes', async () => {
    const mallory = await t.signUp();
    const victim = await t.signUp();
    const malloryBrowser = newBrowser();
    const victimBrowser = newBrowser();
    // The victim's browser has its own binding cookie (it connected something of its own before).
    await initiate(victimBrowser, victim, 'google_sheets');

    const started = await initiate(malloryBrowser, mallory);
    expect(started.statusCode).toBe(302);
    const back = await consent(started.headers.location as string);

    const foreign = [
      { who: 'another client, no cookie, no bearer', res: await callback(back, null) },
      { who: 'another client with the initiating user’s bearer', res: await callback(back, null, { authorization: `Bearer ${mallory.access_token}` }) },
      { who: 'the victim’s browser (its own cookie and bearer)', res: await callback(back, victimBrowser, { authorization: `Bearer ${victim.access_token}` }) },
      { who: 'another client asking for JSON', res: await callback(back, newBrowser(), { accept: 'application/json' }) },
    ];
    for (const { res } of foreign) {
      if (res.statusCode === 302) {
        const to = new URL(res.headers.location as string);
        expect(`${to.origin}${to.pathname}`).toBe(`${PUBLIC}/oauth-callback`);
        expect(to.searchParams.get('error')).toBe('state_browser');
        expect(to.searchParams.get('error_description')).toMatch(/otro navegador/);
      } else {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, error: 'state_browser' });
      }
    }
    const completed = foreign.filter((f) => f.res.statusCode === 200 || /status=success/.test(String(f.res.headers.location))).length;
    expect(completed).toBe(0);
    expect(exchanges).toBe(0);
    const rows = await t.app.services.db.select().from(credentials);
    expect(rows.filter((r) => r.serviceId === 'gmail')).toEqual([]);

    // The browser that started it still can (the refused visits did not spend the state).
    const own = await callback(back, malloryBrowser);
    expect(own.headers.location).toBe(`${PUBLIC}/oauth-callback?service=gmail&status=success`);
    expect(exchanges).toBe(1);
    const [row] = (await t.app.services.db.select().from(credentials)).filter((r) => r.serviceId === 'gmail');
    expect(row.userId).toBe(await idOf(mallory));
    console.log(`OAuth browser binding: ${completed}/${foreign.length} callbacks from other clients completed (${exchanges - 1} code exchanges, 0 credentials stored); 1/1 from the initiating browser completed`);
  });

  it("user A's state cannot complete under user B's cookie", async () => {
    const ana = await t.signUp();
    const beto = await t.signUp();
    const anaBrowser = newBrowser();
    const betoBrowser = newBrowser();
    const anaBack = await consent((await initiate(anaBrowser, ana)).headers.location as string);
    const betoBack = await consent((await initiate(betoBrowser, beto)).headers.location as string);
    const swapped = [await callback(anaBack, betoBrowser, { accept: 'application/json' }), await callback(betoBack, anaBrowser, { accept: 'application/json' })];
    expect(swapped.map((r) => r.json().error)).toEqual(['state_browser', 'state_browser']);
    expect(exchanges).toBe(0);
    expect(betoBrowser.cookies).not.toEqual(anaBrowser.cookies);

    const ok = [await callback(anaBack, anaBrowser, { accept: 'application/json' }), await callback(betoBack, betoBrowser, { accept: 'application/json' })];
    expect(ok.map((r) => r.statusCode)).toEqual([200, 200]);
    const ids = [await idOf(ana), await idOf(beto)];
    const rows = (await t.app.services.db.select().from(credentials)).filter((r) => r.serviceId === 'gmail' && ids.includes(r.userId));
    expect(rows.map((r) => r.userId).sort()).toEqual(ids.sort());
    console.log(`OAuth browser binding: 0/2 states completed under another user's cookie, 2/2 under their own`);
  });

  it('the binding cookie is HttpOnly, SameSite=Lax, short-lived, and Secure (__Host-) when the public URL is https', async () => {
    const u = await t.signUp();
    const res = await initiate(newBrowser(), u);
    const [c] = res.cookies;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/oauth', maxAge: 600 });
    expect(c.secure).toBeFalsy();
    expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The state carries only the nonce's hash.
    const state = new URL(res.headers.location as string).searchParams.get('state')!;
    expect(state).not.toContain(c.value);

    await t.restart({ ...env(), ENLAZA_PUBLIC_URL: 'https://enlaza.example' });
    try {
      const secure = await initiate(newBrowser(), u);
      expect(secure.cookies[0]).toMatchObject({ name: '__Host-enlaza_oauth_binding', httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    } finally {
      await t.restart({ ...env(), ENLAZA_PUBLIC_URL: PUBLIC });
    }
  });

  it('X-Forwarded-Host does not move redirect_uri or the error redirects unless ENLAZA_TRUST_PROXY is on', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil-host.example' };
    const u = await t.signUp();

    /** The three URLs a forwarded host could move: redirect_uri, initiate's error redirect, the callback's error redirect. */
    const urls = async () => {
      const start = await initiate(newBrowser(), u, 'gmail', forged);
      const failedStart = await initiate(newBrowser(), u, 'telegram', forged);
      const failedCallback = await t.app.inject({ method: 'GET', url: '/api/oauth/callback?code=x&state=forjado', headers: forged });
      return [
        new URL(new URL(start.headers.location as string).searchParams.get('redirect_uri')!).origin,
        new URL(failedStart.headers.location as string).origin,
        new URL(failedCallback.headers.location as string).origin,
      ];
    };

    try {
      await t.restart(env());
      const listening = `http://${t.config.host}:${t.config.port}`;
      const byDefault = await urls();
      expect(byDefault).toEqual([listening, listening, listening]);

      await t.restart({ ...env(), ENLAZA_PUBLIC_URL: PUBLIC });
      expect(await urls()).toEqual([PUBLIC, PUBLIC, PUBLIC]);

      await t.restart({ ...env(), ENLAZA_TRUST_PROXY: 'true' });
      const trusted = await urls();
      expect(trusted).toEqual(['https://evil.example', 'https://evil.example', 'https://evil.example']);

      const moved = (list: string[]) => list.filter((o) => o.includes('evil')).length;
      console.log(`OAuth public URL: X-Forwarded-Host moved ${moved(byDefault)}/3 URLs by default (and with ENLAZA_PUBLIC_URL), ${moved(trusted)}/3 with ENLAZA_TRUST_PROXY=true`);
    } finally {
      await t.restart({ ...env(), ENLAZA_PUBLIC_URL: PUBLIC });
    }
  });
});
