import { proxy, subscribe } from 'valtio';

/** Local storage keys of the auth tokens (spec §3). */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export type Tokens = { accessToken: string | null; refreshToken: string | null };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Tokens {
  const s = storage();
  return { accessToken: s?.getItem(ACCESS_TOKEN_KEY) ?? null, refreshToken: s?.getItem(REFRESH_TOKEN_KEY) ?? null };
}

/**
 * The token store. The session machine is the only writer (through the `persistTokens` /
 * `clearTokens` actions provided in src/app/actors.ts); the API client reads the access token.
 */
export const tokenStore = proxy<Tokens>(read());

export function getAccessToken(): string | null {
  return tokenStore.accessToken;
}

export function getRefreshToken(): string | null {
  return tokenStore.refreshToken;
}

/** Stores both tokens (a missing refresh token keeps the current one). */
export function setTokens(tokens: { accessToken: string | null; refreshToken?: string | null }): void {
  tokenStore.accessToken = tokens.accessToken;
  if (tokens.refreshToken !== undefined) tokenStore.refreshToken = tokens.refreshToken;
  const s = storage();
  if (!s) return;
  if (tokenStore.accessToken) s.setItem(ACCESS_TOKEN_KEY, tokenStore.accessToken);
  else s.removeItem(ACCESS_TOKEN_KEY);
  if (tokenStore.refreshToken) s.setItem(REFRESH_TOKEN_KEY, tokenStore.refreshToken);
  else s.removeItem(REFRESH_TOKEN_KEY);
}

export function clearTokens(): void {
  setTokens({ accessToken: null, refreshToken: null });
}

/**
 * The refresh token in local storage right now. Another tab may have rotated it since this tab
 * loaded: refreshing with our older copy after the server's grace window would look like theft.
 */
export function storedRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

/** Re-reads local storage (another tab may have signed in or out). */
export function reloadTokens(): Tokens {
  const t = read();
  tokenStore.accessToken = t.accessToken;
  tokenStore.refreshToken = t.refreshToken;
  return t;
}

export function subscribeTokens(listener: (tokens: Tokens) => void): () => void {
  return subscribe(tokenStore, () => listener({ accessToken: tokenStore.accessToken, refreshToken: tokenStore.refreshToken }));
}
