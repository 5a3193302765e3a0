import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { backends, startTestApp, TEST_PASSWORD, type TestApp } from './harness';
import { decodeJwt } from 'jose';
import { refreshTokens, users } from '../../server/db/schema';
import { tooManyAttemptsText } from '../../server/auth/throttle';

describe.each(backends)('auth (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  it('registers, stores an argon2id hash, and logs in by username or email', async () => {
    const reg = await post('/api/auth/register', { email: 'Ana@Tienda.mx', username: 'ana', password: TEST_PASSWORD });
    expect(reg.statusCode).toBe(200);
    expect(reg.json().access_token).toBeTruthy();
    const [row] = await t.app.services.db.select().from(users).where(eq(users.username, 'ana'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.email).toBe('ana@tienda.mx');
    expect((await post('/api/auth/login', { username: 'ana', password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { username: 'ana@tienda.mx', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('answers Spanish {detail} errors for bad input', async () => {
    const wrong = await post('/api/auth/login', { username: 'ana', password: 'otra-clave' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Usuario o contraseña incorrectos' });
    expect((await post('/api/auth/login', { username: 'nadie', password: 'x' })).json().detail).toBe('Usuario o contraseña incorrectos');
    const dupUser = await post('/api/auth/register', { email: 'otra@tienda.mx', username: 'ana', password: TEST_PASSWORD });
    expect(dupUser.statusCode).toBe(409);
    expect(dupUser.json().detail).toBe('El usuario ya está registrado');
    const dupEmail = await post('/api/auth/register', { email: 'ANA@tienda.mx', username: 'ana2', password: TEST_PASSWORD });
    expect(dupEmail.json().detail).toBe('El email ya está registrado');
    const blank = await post('/api/auth/register', { email: ' ', username: '', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe('Email, usuario y contraseña son requeridos');
    expect((await post('/api/auth/login', { username: '  ', password: '' })).json().detail).toBe('Usuario y contraseña son requeridos');
    expect((await post('/api/auth/login', {})).statusCode).toBe(422);
  });

  it('rotates refresh tokens, stores them hashed, and revokes the family on reuse', async () => {
    const { refresh_token: first } = await t.signUp();
    const r1 = await post('/api/auth/refresh', { refresh_token: first });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().refresh_token;
    expect(second).not.toBe(first);
    const stored = await t.app.services.db.select({ h: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.some((s) => s.h === first || s.h === second)).toBe(false);
    // Reusing the first token after the grace window is theft: it fails and kills the second as well.
    await t.app.services.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(isNotNull(refreshTokens.usedAt));
    expect((await post('/api/auth/refresh', { refresh_token: first })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refresh_token: second })).statusCode).toBe(401);
  });

  it('protects /api routes with the access token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/chats/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/chats/', headers: { authorization: 'Bearer forged' } })).json().detail).toBe('No autenticado');
  });

  it('issues access tokens with issuer, audience, type, session and version claims', async () => {
    const u = await t.signUp();
    const claims = decodeJwt(u.access_token);
    expect(claims).toMatchObject({ iss: 'enlaza', aud: 'enlaza-api', typ: 'access', ver: 0 });
    expect(claims.exp! - claims.iat!).toBe(t.config.accessTokenTtlS);
    expect(typeof claims.sid).toBe('string');
  });

  it('logout answers 204 for any refresh token and 422 without one', async () => {
    expect((await post('/api/auth/logout', { refresh_token: 'desconocido' })).statusCode).toBe(204);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(422);
  });

  it('password change: needs a session, both passwords, a different and strong new one (Spanish details)', async () => {
    const u = await t.signUp();
    const change = (payload: object, headers: Record<string, string> = u.auth) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password', payload, headers });
    expect((await change({ current_password: TEST_PASSWORD, new_password: 'Otra-Clave-Fuerte-77' }, {})).statusCode).toBe(401);
    expect((await change({ current_password: '', new_password: '' })).json().detail).toBe('La contraseña actual y la nueva son requeridas');
    expect((await change({ current_password: TEST_PASSWORD, new_password: TEST_PASSWORD })).json().detail).toBe('La nueva contraseña debe ser distinta de la actual');
    expect((await change({ current_password: TEST_PASSWORD, new_password: 'corta' })).json().detail).toBe('La contraseña debe tener al menos 8 caracteres');
    expect((await change({ current_password: TEST_PASSWORD, new_password: 'x'.repeat(129) })).json().detail).toBe('La contraseña no puede tener más de 128 caracteres');
    const personal = await change({ current_password: TEST_PASSWORD, new_password: `${u.username}2024` });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().detail).toMatch(/^La contraseña (se parece a tu usuario|es fácil de adivinar)/);
  });

  it('words the throttle answer in minutes', () => {
    expect(tooManyAttemptsText(40)).toBe('Demasiados intentos. Espera 1 minuto e inténtalo de nuevo.');
    expect(tooManyAttemptsText(14 * 60 + 1)).toBe('Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.');
  });
});
