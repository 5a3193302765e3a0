import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { isNotNull } from 'drizzle-orm';
import { refreshTokens } from '../../server/db/schema';
import { loadSigningKey } from '../../server/auth/tokens';
import { nextTestAddress, TEST_PASSWORD, type TestApp } from '../server/harness';

/** Calls of the auth API as a browser at `ip` makes them (app.inject's remoteAddress). */
export function authClient(t: TestApp) {
  const post = (url: string, payload: object, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
  return {
    login: (username: string, password: string, ip: string, headers?: Record<string, string>) =>
      post('/api/auth/login', { username, password }, ip, headers),
    register: (username: string, password: string, ip: string) =>
      post('/api/auth/register', { email: `${username}@tienda.mx`, username, password }, ip),
    refresh: (refresh_token: string) => post('/api/auth/refresh', { refresh_token }),
    logout: (refresh_token: string) => post('/api/auth/logout', { refresh_token }),
    changePassword: (access: string, current_password: string, new_password: string, ip = nextTestAddress()) =>
      post('/api/auth/password', { current_password, new_password }, ip, { authorization: `Bearer ${access}` }),
    /** Status of a signed-in call with this access token (GET /api/chats/). */
    probe: async (access: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/chats/', headers: { authorization: `Bearer ${access}` } })).statusCode,
  };
}

/** Signs up a fresh user from its own address; answers its tokens, name and password. */
export async function newUser(t: TestApp, prefix: string) {
  const u = await t.signUp(`${prefix}_${Math.random().toString(36).slice(2, 8)}`);
  return { ...u, password: TEST_PASSWORD };
}

/** Makes every used refresh token look used `seconds` ago (the grace window has passed). */
export async function ageUsedRefreshTokens(t: TestApp, seconds: number) {
  await t.app.services.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - seconds * 1000) }).where(isNotNull(refreshTokens.usedAt));
}

/** Re-signs an access token's claims with the server's real key, changed by `edit`. */
export async function forge(t: TestApp, accessToken: string, edit: (claims: JWTPayload) => JWTPayload): Promise<string> {
  const key = await loadSigningKey(t.app.services.db);
  return new SignJWT(edit({ ...decodeJwt(accessToken) })).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

export const TOO_MANY = /^Demasiados intentos\. Espera \d+ minutos? e inténtalo de nuevo\.$/;

/** `n` distinct addresses from a documentation range, starting at `from`. */
export const addresses = (base: string, n: number, from = 1) => Array.from({ length: n }, (_, i) => `${base}.${from + i}`);
