import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { backends, nextTestAddress, startTestApp, type TestApp } from './harness';
import { frontendLogs } from '../../server/db/schema';
import { MAX_ENTRIES, MAX_MESSAGE_BYTES, TOO_MANY_ENTRIES, INVALID_BATCH } from '../../server/frontend-logs/entries';
import { LOG_BATCHES_PER_MINUTE, TOO_MANY_BATCHES } from '../../server/frontend-logs/routes';
import { scrubSecrets } from '../../server/frontend-logs/scrub';
import { pruneFrontendLogs } from '../../server/frontend-logs/store';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwic2lkIjoiYWJjIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const REFRESH = 'q3Vd9XkLm2PzR8tY6wBn4HcJ1sGfEaQ7uIoK5lMxZy0';

describe('scrubSecrets', () => {
  it.each([
    ['Authorization: Bearer abc.def-123456', 'Authorization: Bearer [oculto]'],
    [`token inválido ${JWT} rechazado`, 'token inválido [oculto] rechazado'],
    ['POST /api/auth/login {"username":"ana","password":"Hunter2!x"}', 'POST /api/auth/login {"username":"ana","password":"[oculto]"}'],
    ["login password=hunter2&user=ana", 'login password=[oculto]&user=ana'],
    [`{"refresh_token": "${REFRESH}"}`, '{"refresh_token": "[oculto]"}'],
    [`sesión renovada con ${REFRESH}`, 'sesión renovada con [oculto]'],
    ['GET /api/oauth/initiate?service_id=gmail&token=abc123&chat_id=7', 'GET /api/oauth/initiate?service_id=gmail&token=[oculto]&chat_id=7'],
    ['/oauth-callback?code=4/0AX4XfWh-xyz&state=s1', '/oauth-callback?code=[oculto]&state=[oculto]'],
    ["client_secret: 'GOCSPX-abcdef'", "client_secret: '[oculto]'"],
    ['key sk-proj-abcdefghijklmnop1234 and ya29.a0AfH6SMBxyz-token', 'key [oculto] and [oculto]'],
    ['bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw listo', 'bot [oculto] listo'],
  ])('%s', (input, expected) => {
    expect(scrubSecrets(input)).toBe(expected);
  });

  it('leaves ordinary messages, ids and counters alone', () => {
    for (const text of [
      "TypeError: Cannot read properties of undefined (reading 'map') at PlanPanel (index-4f2a.js:12:34)",
      'Chat 3f2b1c9e-1234-4abc-9def-0123456789ab no encontrado',
      'input_tokens: 42, 120 tokens usados; Error 500 en el paso 2',
      'Workflow guardado correctamente',
    ]) expect(scrubSecrets(text)).toBe(text);
  });
});

describe.each(backends)('POST /api/frontend-logs (%s)', (backend) => {
  let t: TestApp;
  let ana: Awaited<ReturnType<TestApp['signUp']>>;
  let anaId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = await t.signUp();
    anaId = (await t.app.services.tokens.verifyAccess(ana.access_token))!;
  });
  afterAll(async () => { await t.close(); });
  beforeEach(async () => { await t.app.services.db.delete(frontendLogs); });

  const entry = (over: Record<string, unknown> = {}) => ({
    timestamp: '2026-11-23T15:04:05.000Z', level: 'error', message: 'Algo falló', url: 'https://enlaza.mx/chat/1', userAgent: 'Mozilla/5.0 (X11; Linux)', ...over,
  });
  const post = (payload: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST', url: '/api/frontend-logs', remoteAddress: opts.ip ?? nextTestAddress(), headers: opts.headers,
      ...(typeof payload === 'string' ? { payload, headers: { 'content-type': 'text/plain;charset=UTF-8', ...opts.headers } } : { payload: payload as object }),
    });
  const rows = () => t.app.services.db.select().from(frontendLogs).orderBy(frontendLogs.createdAt);

  it('stores a visitor batch without a user, and a signed-in one with the user', async () => {
    const anon = await post({ logs: [entry(), entry({ level: 'warn', message: 'Aviso' })], source: 'frontend' });
    expect(anon.statusCode).toBe(202);
    expect(anon.json()).toEqual({ stored: 2 });
    const mine = await post({ logs: [entry({ level: 'WARNING', message: 'De Ana', timestamp: 1795500700000 })], source: 'frontend' }, { headers: ana.auth });
    expect(mine.statusCode).toBe(202);
    const stored = await rows();
    expect(stored.map((r) => [r.userId, r.level, r.message])).toEqual([[null, 'error', 'Algo falló'], [null, 'warn', 'Aviso'], [anaId, 'warn', 'De Ana']]);
    expect(stored[0]).toMatchObject({ url: 'https://enlaza.mx/chat/1', userAgent: 'Mozilla/5.0 (X11; Linux)', loggedAt: new Date('2026-11-23T15:04:05.000Z') });
    expect(stored[2].loggedAt).toEqual(new Date(1795500700000));
    // an invalid or expired token is no reason to lose the logs: kept as a visitor's
    expect((await post({ logs: [entry()], source: 'frontend' }, { headers: { authorization: 'Bearer x.y.z' } })).statusCode).toBe(202);
    expect((await rows()).at(-1)!.userId).toBeNull();
  });

  it('accepts the unload beacon (JSON sent as text/plain)', async () => {
    const res = await post(JSON.stringify({ logs: [entry({ message: 'Desde el beacon' })], source: 'frontend' }));
    expect(res.statusCode).toBe(202);
    expect((await rows()).map((r) => r.message)).toEqual(['Desde el beacon']);
    const bad = await post('no es json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: INVALID_BATCH });
  });

  it('scrubs tokens, passwords and JWTs from the message and the URL before storing', async () => {
    await post({
      logs: [
        entry({ message: `Falló /api/auth/refresh {"refresh_token":"${REFRESH}"} con Authorization: Bearer ${JWT}` }),
        entry({ message: 'login password=Secreta123! usuario ana', url: `https://enlaza.mx/api/oauth/initiate?service_id=gmail&token=${JWT}` }),
      ],
      source: 'frontend',
    }, { headers: ana.auth });
    const stored = await rows();
    const everything = JSON.stringify(stored);
    for (const secret of [REFRESH, JWT, 'Secreta123!', ana.access_token]) expect(everything).not.toContain(secret);
    expect(stored[0].message).toBe('Falló /api/auth/refresh {"refresh_token":"[oculto]"} con Authorization: Bearer [oculto]');
    expect(stored[1].message).toBe('login password=[oculto] usuario ana');
    expect(stored[1].url).toBe('https://enlaza.mx/api/oauth/initiate?service_id=gmail&token=[oculto]');
  });

  it('refuses whole batches that are too big or malformed, in Spanish, and stores nothing of them', async () => {
    const cases: [unknown, number, string][] = [
      [{ logs: Array.from({ length: MAX_ENTRIES + 1 }, () => entry()), source: 'frontend' }, 413, TOO_MANY_ENTRIES],
      [{ logs: [entry(), entry({ message: 'x'.repeat(MAX_MESSAGE_BYTES + 1) })], source: 'frontend' }, 413, 'Registro 2: el mensaje supera 2 KB'],
      [{ logs: [entry({ message: 'ñ'.repeat(MAX_MESSAGE_BYTES / 2 + 1) })], source: 'frontend' }, 413, 'Registro 1: el mensaje supera 2 KB'],
      [{ logs: [entry({ level: 'fatal' })], source: 'frontend' }, 400, 'Registro 1: nivel inválido (error, warn, info o debug)'],
      [{ logs: [entry({ message: '   ' })], source: 'frontend' }, 400, 'Registro 1: falta el mensaje'],
      [{ logs: ['texto'], source: 'frontend' }, 400, 'Registro 1: formato inválido'],
      [{ logs: [entry()] }, 400, INVALID_BATCH],
      [{ logs: [entry()], source: 'backend' }, 400, INVALID_BATCH],
      [{ logs: 'x', source: 'frontend' }, 400, INVALID_BATCH],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await post(payload);
      expect(res.statusCode, detail).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    // exactly at the limits is fine: 50 entries, 2 KB messages (in bytes: 1024 'ñ')
    const full = await post({ logs: Array.from({ length: MAX_ENTRIES }, () => entry({ message: 'ñ'.repeat(MAX_MESSAGE_BYTES / 2) })), source: 'frontend' });
    expect(full.statusCode).toBe(202);
    expect(await rows()).toHaveLength(MAX_ENTRIES);
    // a body over the route's own limit (256 KB) never reaches the handler
    const huge = await post({ logs: [entry()], source: 'frontend', padding: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'La solicitud es demasiado grande' });
    // long URLs and user agents are cut, not refused
    await t.app.services.db.delete(frontendLogs);
    await post({ logs: [entry({ url: `https://enlaza.mx/${'a'.repeat(5000)}`, userAgent: 'U'.repeat(2000) })], source: 'frontend' });
    const [row] = await rows();
    expect(row.url).toHaveLength(2048);
    expect(row.userAgent).toHaveLength(512);
  });

  it(`limits each address (visitors) and each user to ${LOG_BATCHES_PER_MINUTE} batches a minute`, async () => {
    const ip = nextTestAddress();
    const batch = { logs: [entry()], source: 'frontend' };
    for (let i = 0; i < LOG_BATCHES_PER_MINUTE; i++) expect((await post(batch, { ip })).statusCode).toBe(202);
    const refused = await post(batch, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TOO_MANY_BATCHES });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address, and a signed-in user on the same address, are counted apart
    expect((await post(batch)).statusCode).toBe(202);
    expect((await post(batch, { ip, headers: ana.auth })).statusCode).toBe(202);
    expect(await rows()).toHaveLength(LOG_BATCHES_PER_MINUTE + 2);
  });

  it('keeps the table bounded: rows older than 14 days and beyond the newest 10,000 go', async () => {
    const db = t.app.services.db;
    const day = 86_400_000;
    const now = Date.now();
    await db.insert(frontendLogs).values([
      { level: 'error', message: 'vieja', createdAt: new Date(now - 15 * day) },
      ...[5, 4, 3, 2, 1].map((d) => ({ level: 'info', message: `hace ${d} días`, createdAt: new Date(now - d * day) })),
    ]);
    expect(await pruneFrontendLogs(db, { maxRows: 3, maxAgeDays: 14 })).toBe(3);
    expect((await rows()).map((r) => r.message)).toEqual(['hace 3 días', 'hace 2 días', 'hace 1 días']);
    // the route prunes too (at most once a minute per process): a fresh app prunes on its first batch
    const fresh = await startTestApp(backend);
    try {
      await fresh.app.services.db.insert(frontendLogs).values({ level: 'error', message: 'vieja', createdAt: new Date(now - 20 * day) });
      expect((await fresh.app.inject({ method: 'POST', url: '/api/frontend-logs', payload: { logs: [entry()], source: 'frontend' } })).statusCode).toBe(202);
      const left = await fresh.app.services.db.select({ message: frontendLogs.message }).from(frontendLogs);
      expect(left).toEqual([{ message: 'Algo falló' }]);
    } finally {
      await fresh.close();
    }
  });

  it("deleting a user deletes their logs; visitors' stay", async () => {
    const bea = await t.signUp();
    const beaId = (await t.app.services.tokens.verifyAccess(bea.access_token))!;
    await post({ logs: [entry({ message: 'de Bea' })], source: 'frontend' }, { headers: bea.auth });
    await post({ logs: [entry({ message: 'visitante' })], source: 'frontend' });
    await t.app.services.db.execute(sql`delete from users where id = ${beaId}`);
    expect((await rows()).map((r) => r.message)).toEqual(['visitante']);
    expect(await t.app.services.db.select().from(frontendLogs).where(eq(frontendLogs.userId, beaId))).toEqual([]);
  });
});
