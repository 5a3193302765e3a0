import type { Db } from '../db';
import { credentialRuntime, type CredentialRuntime } from '../credentials/runtime';
import { credentialStatus, findCredential, markExpired, readSecret, updateOAuthTokens, type CredentialRow, type Secret } from '../credentials/store';
import { clientAppById, isOAuthProvider, scopesFor } from './providers';
import { parseScopes, tokenRequest, TokenError, type TokenSet } from './token';

/**
 * Access tokens are renewed with the refresh token shortly before they expire (SKEW_MS), when a
 * step asks for the credential. A provider that rejects the refresh (invalid_grant, revoked app…)
 * marks the credential 'expired' so the UI offers to renew it; a network failure or a 5xx does not
 * (the next use tries again). Refreshes of one credential are single-flight within a process.
 */

export const SKEW_MS = 60_000;

const inflight = new Map<string, Promise<Secret | null>>();

/** The secret fields stored for an OAuth credential. */
export type OAuthSecret = Secret & {
  access_token: string;
  refresh_token?: string;
  token_type?: string;
  scope?: string;
  client_id: string;
  provider: string;
};

/** What to store from a token answer (the refresh token is kept when the provider sends no new one). */
export function oauthSecretFrom(tokens: TokenSet, base: { client_id: string; provider: string; refresh_token?: string }): OAuthSecret {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token ?? base.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    client_id: base.client_id,
    provider: base.provider,
  };
}

export const expiryFrom = (tokens: TokenSet) => (tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null);

/** The OAuth secret with a valid access token (refreshed if needed), or null when it cannot be used. */
export async function usableOAuthSecret(db: Db, row: CredentialRow, rt: CredentialRuntime = credentialRuntime(db)): Promise<Secret | null> {
  if (credentialStatus(row) === 'expired') return null;
  const secret = await readSecret(db, rt.vault, row);
  if (!secret || typeof secret.access_token !== 'string') return null;
  if (!row.expiresAt || row.expiresAt.getTime() - SKEW_MS > Date.now()) return secret;
  if (typeof secret.refresh_token !== 'string' || !secret.refresh_token) {
    return row.expiresAt.getTime() > Date.now() ? secret : null;
  }
  let pending = inflight.get(row.id);
  if (!pending) {
    pending = refresh(db, rt, row, secret).finally(() => inflight.delete(row.id));
    inflight.set(row.id, pending);
  }
  return pending;
}

async function refresh(db: Db, rt: CredentialRuntime, row: CredentialRow, secret: Secret): Promise<Secret | null> {
  const provider = typeof secret.provider === 'string' ? secret.provider : row.provider;
  const clientId = typeof secret.client_id === 'string' ? secret.client_id : '';
  const app = isOAuthProvider(provider) && clientId ? await clientAppById(db, rt.vault, rt.config, row.userId, provider, clientId) : null;
  if (!app || !isOAuthProvider(provider)) {
    // The app that issued the token is gone (deleted or replaced): only a new authorization helps.
    await markExpired(db, row);
    return null;
  }
  let tokens: TokenSet;
  try {
    tokens = await tokenRequest(rt.config.oauth[provider].tokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: String(secret.refresh_token),
      client_id: app.clientId,
      client_secret: app.clientSecret,
    });
  } catch (err) {
    const latest = await findCredential(db, row.userId, row.serviceId);
    if (latest && latest.secret !== row.secret && credentialStatus(latest) === 'connected') {
      // Another process refreshed (or the user reconnected) meanwhile: use that.
      return readSecret(db, rt.vault, latest);
    }
    const transient = err instanceof TokenError && (err.code === 'network_error' || (err.status ?? 0) >= 500);
    if (!transient) await markExpired(db, row);
    return !transient ? null : row.expiresAt && row.expiresAt.getTime() > Date.now() ? secret : null;
  }
  const next = oauthSecretFrom(tokens, { client_id: app.clientId, provider, refresh_token: String(secret.refresh_token) });
  const updated = await updateOAuthTokens(db, rt.vault, row, {
    secret: next,
    expiresAt: expiryFrom(tokens),
    refreshable: !!next.refresh_token,
    scopes: parseScopes(tokens.scope, row.scopes?.length ? row.scopes : scopesFor(row.serviceId, provider)),
  });
  if (updated) return next;
  const latest = await findCredential(db, row.userId, row.serviceId);
  return latest && credentialStatus(latest) === 'connected' ? readSecret(db, rt.vault, latest) : null;
}
