import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { loadConfig } from '../../server/config';
import { backends, startTestApp, type TestApp } from '../server/harness';
import { addresses, ageUsedRefreshTokens, authClient, forge, newUser, TOO_MANY } from './auth-support';

/**
 * The attacker's findings 4, 5 and 11 (docs/security.md): sign-in throttling, weak passwords,
 * logout and password change, concurrent refreshes, and access-token claims.
 * Every limit here is the production default: the suite asserts it before it starts.
 */
describe.each(backends)('auth defences (%s)', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  const defaults = loadConfig({}).auth;

  beforeAll(async () => {
    t = await startTestApp(backend);
    api = authClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs with the production limits', () => {
    expect(t.config.auth).toEqual(defaults);
    expect(t.config.trustProxy).toEqual(['loopback']);
    const d = defaults;
    console.log(`Auth limits under test: production defaults (sign-in ${d.loginMaxPerAccountIp}/account+IP, ${d.loginMaxPerIp}/IP, ${d.loginMaxPerAccount}/account per ${d.loginWindowS / 60} min; sign-up ${d.registerMaxPerIp}/IP per ${d.registerWindowS / 60} min; refresh grace ${d.refreshGraceS} s; X-Forwarded-For trusted from loopback only)`);
  });

  it('throttles one address guessing across accounts, whatever X-Forwarded-For it claims', async () => {
    const ip = '203.0.113.7';
    const max = defaults.loginMaxPerIp;
    for (let i = 0; i < max; i++) {
      const res = await api.login(`nadie${i}`, 'adivinanza', ip, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const victim = await newUser(t, 'spray');
    const blocked = await api.login(victim.username, victim.password, ip, { 'x-forwarded-for': '198.51.100.250' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same person behind the local reverse proxy (trusted) at another address signs in.
    const elsewhere = await api.login(victim.username, victim.password, '127.0.0.1', { 'x-forwarded-for': '198.51.100.77' });
    expect(elsewhere.statusCode).toBe(200);
    console.log(`Login throttle per address: 429 after ${max} wrong passwords from one IP (spoofed X-Forwarded-For ignored); another IP still signs in`);
  });

  it('throttles guesses on one account from one address; the owner still signs in elsewhere', async () => {
    const u = await newUser(t, 'cuenta');
    const ip = '203.0.113.20';
    const max = defaults.loginMaxPerAccountIp;
    const wrong = await Promise.all(Array.from({ length: max }, () => api.login(u.username, 'Otra-Clave-Falsa-9', ip)));
    expect(wrong.map((r) => r.statusCode)).toEqual(Array(max).fill(401));
    const blocked = await api.login(u.username, u.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(TOO_MANY);
    // Switching to the email does not buy more guesses: the budget is the account's.
    expect((await api.login(`${u.username}@example.test`, u.password, ip)).statusCode).toBe(429);
    expect((await api.login(u.username, u.password, '203.0.113.21')).statusCode).toBe(200);
    console.log(`Login throttle per account: 429 after ${max} parallel wrong passwords for one account from one IP; the owner still signs in from another IP`);
  });

  it('an account under attack from many addresses gives each address one try, and a new one still signs in', async () => {
    const u = await newUser(t, 'asedio');
    const per = defaults.loginMaxPerAccountIp;
    const bots = addresses('192.0.2', Math.ceil(defaults.loginMaxPerAccount / per));
    await Promise.all(bots.map(async (ip) => {
      for (let i = 0; i < per; i++) await api.login(u.username, `Intento-${ip}-${i}`, ip);
    }));
    const newBot = '192.0.2.200';
    expect((await api.login(u.username, 'Intento-nuevo-1', newBot)).statusCode).toBe(401);
    expect((await api.login(u.username, 'Intento-nuevo-2', newBot)).statusCode).toBe(429);
    expect((await api.login(u.username, u.password, newBot)).statusCode).toBe(429);
    expect((await api.login(u.username, u.password, '192.0.2.201')).statusCode).toBe(200);
    console.log(`Account under attack: after ${defaults.loginMaxPerAccount} wrong passwords from ${bots.length} IPs each new IP gets 1 try; the owner from a fresh IP still signs in`);
  });

  it('throttles sign-ups from one address', async () => {
    const ip = '203.0.113.40';
    const max = defaults.registerMaxPerIp;
    for (let i = 0; i < max; i++) expect((await api.register(`alta${i}_${backend}`, 'Guayaba-Roja-Sandalia-7', ip)).statusCode).toBe(200);
    const blocked = await api.register(`alta_extra_${backend}`, 'Guayaba-Roja-Sandalia-7', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(TOO_MANY);
    expect((await api.register(`alta_otra_${backend}`, 'Guayaba-Roja-Sandalia-7', '203.0.113.41')).statusCode).toBe(200);
    console.log(`Sign-up throttle: 429 after ${max} accounts from one IP in ${defaults.registerWindowS / 60} min; another IP still signs up`);
  });

  it('refuses common, breached-looking and personal passwords with a Spanish reason', async () => {
    const name = `mariposa_${backend}`;
    const weak = ['password', '12345678', 'qwerty123', name, `${name}1`];
    const answers = await Promise.all(weak.map((pw, i) => api.register(name, pw, `203.0.113.${60 + i}`)));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^La contraseña (es muy común|se parece a tu usuario|es fácil de adivinar|debe tener)/);
    }
    expect(answers[0].json().detail).toContain('muy común');
    expect(answers[3].json().detail).toContain('tu usuario');
    expect((await api.register(name, 'Jacaranda-Trompo-Lluvia-5', '203.0.113.70')).statusCode).toBe(200);
    console.log(`Weak passwords: ${weak.length}/${weak.length} refused at sign-up with a Spanish reason (password, 12345678, qwerty123, the username); a strong one accepted`);
  });

  it('logout revokes the session: its refresh and access tokens stop working, other sessions do not', async () => {
    const u = await newUser(t, 'salida');
    const other = (await api.login(u.username, u.password, '203.0.113.80')).json();
    expect((await api.logout(u.refresh_token)).statusCode).toBe(204);
    expect((await api.refresh(u.refresh_token)).statusCode).toBe(401);
    expect(await api.probe(u.access_token)).toBe(401);
    expect(await api.probe(other.access_token)).toBe(200);
    expect((await api.refresh(other.refresh_token)).statusCode).toBe(200);
    console.log('Logout: the session\'s refresh token → 401 and its access token → 401; the other session keeps working');
  });

  it('a password change signs out every session and old access tokens, and answers a fresh pair', async () => {
    const u = await newUser(t, 'cambio');
    const phone = (await api.login(u.username, u.password, '203.0.113.90')).json();
    const wrong = await api.changePassword(u.access_token, 'No-Es-La-Mia-3', 'Tamarindo-Vela-Cometa-8');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('La contraseña actual no es correcta');
    expect((await api.changePassword(u.access_token, u.password, '12345678')).json().detail).toContain('muy común');
    const changed = await api.changePassword(u.access_token, u.password, 'Tamarindo-Vela-Cometa-8');
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json();
    const dead = [await api.probe(u.access_token), await api.probe(phone.access_token),
      (await api.refresh(u.refresh_token)).statusCode, (await api.refresh(phone.refresh_token)).statusCode];
    expect(dead).toEqual([401, 401, 401, 401]);
    expect(await api.probe(fresh.access_token)).toBe(200);
    expect((await api.login(u.username, u.password, '203.0.113.91')).statusCode).toBe(401);
    expect((await api.login(u.username, 'Tamarindo-Vela-Cometa-8', '203.0.113.91')).statusCode).toBe(200);
    console.log('Password change: 2 old sessions → 4/4 tokens refused (2 access, 2 refresh); the fresh pair works; old password refused');
  });

  it('concurrent refreshes of one token all answer 200 with the same pair, which keeps working', async () => {
    const u = await newUser(t, 'pestanas');
    const tabs = await Promise.all([1, 2, 3].map(() => api.refresh(u.refresh_token)));
    expect(tabs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [a] = tabs.map((r) => r.json());
    for (const r of tabs) expect(r.json()).toEqual(a);
    expect(a.refresh_token).not.toBe(u.refresh_token);
    expect(await api.probe(a.access_token)).toBe(200);
    expect((await api.refresh(a.refresh_token)).statusCode).toBe(200);
    console.log(`Concurrent refresh: ${tabs.length} parallel refreshes → ${tabs.map((r) => r.statusCode).join(' + ')} with the same pair (grace ${defaults.refreshGraceS} s); the new refresh token still rotates`);
  });

  it('reusing a refresh token after the grace window revokes its whole family', async () => {
    const u = await newUser(t, 'robo');
    const next = (await api.refresh(u.refresh_token)).json();
    await ageUsedRefreshTokens(t, defaults.refreshGraceS + 1);
    expect((await api.refresh(u.refresh_token)).statusCode).toBe(401);
    expect((await api.refresh(next.refresh_token)).statusCode).toBe(401);
    expect(await api.probe(next.access_token)).toBe(401);
    console.log(`Refresh reuse after ${defaults.refreshGraceS} s: 401 and the family is revoked (successor refresh and access tokens → 401)`);
  });

  it('access tokens need our audience, an expiry, typ=access and a user that still exists', async () => {
    const u = await newUser(t, 'claims');
    expect(await api.probe(await forge(t, u.access_token, (c) => c))).toBe(200);
    const variants = {
      'wrong aud': await forge(t, u.access_token, (c) => ({ ...c, aud: 'otra-api' })),
      'no aud': await forge(t, u.access_token, ({ aud: _aud, ...c }) => c),
      'no exp': await forge(t, u.access_token, ({ exp: _exp, ...c }) => c),
      'wrong iss': await forge(t, u.access_token, (c) => ({ ...c, iss: 'otro' })),
      'typ=refresh': await forge(t, u.access_token, (c) => ({ ...c, typ: 'refresh' })),
      'sub not a uuid': await forge(t, u.access_token, (c) => ({ ...c, sub: 'admin' })),
    };
    const statuses = Object.fromEntries(await Promise.all(Object.entries(variants).map(async ([k, tok]) => [k, await api.probe(tok)])));
    expect(statuses).toEqual(Object.fromEntries(Object.keys(variants).map((k) => [k, 401])));
    const gone = await newUser(t, 'borrado');
    await t.app.services.db.delete(users).where(eq(users.username, gone.username));
    const created = await t.app.inject({ method: 'POST', url: '/api/chats/', headers: gone.auth, payload: {} });
    expect(created.statusCode).toBe(401);
    expect(created.json()).toEqual({ detail: 'No autenticado' });
    console.log(`JWT claims: ${Object.keys(variants).length + 1}/${Object.keys(variants).length + 1} bad tokens → 401 (${Object.keys(variants).join(', ')}, deleted user)`);
  });
});
