import type { TokenPair } from '../../contracts';
import { postJson } from './client';

/**
 * The session's calls (sign-in, sign-up, refresh, sign-out, password): on their own so the first
 * page loads them without the rest of the API (src/api/endpoints.ts re-exports them).
 */

type Opts = { signal?: AbortSignal };

export const auth = {
  login: (body: { username: string; password: string }, o: Opts = {}) => postJson<TokenPair>('auth/login', body, o),
  register: (body: { email: string; username: string; password: string }, o: Opts = {}) =>
    postJson<Pick<TokenPair, 'access_token'> & Partial<TokenPair>>('auth/register', body, o),
  refresh: (refreshToken: string, o: Opts = {}) => postJson<TokenPair>('auth/refresh', { refresh_token: refreshToken }, o),
  /** POST /api/auth/logout → 204: the session of this refresh token is signed out on the server. */
  logout: (refreshToken: string, o: Opts = {}) => postJson<void>('auth/logout', { refresh_token: refreshToken }, o),
  /** POST /api/auth/password → a fresh pair; every other session of the user is signed out. */
  changePassword: (body: { currentPassword: string; newPassword: string }, o: Opts = {}) =>
    postJson<TokenPair>('auth/password', { current_password: body.currentPassword, new_password: body.newPassword }, o),
};
