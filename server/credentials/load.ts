import type { Db } from '../db';
import { usableOAuthSecret } from '../oauth/refresh';
import { credentialRuntime } from './runtime';
import { credentialStatus, findCredential, readSecret, type Secret } from './store';

/**
 * A user's credential for a service as a step uses it: decrypted, OAuth access token refreshed when
 * it is about to expire, and without what a step never needs (refresh token, OAuth client id).
 * Null when absent, expired, or unreadable.
 */
export async function loadUsableCredential(db: Db, userId: string, serviceId: string): Promise<Secret | null> {
  const row = await findCredential(db, userId, serviceId);
  if (!row) return null;
  const rt = credentialRuntime(db);
  if (row.mechanism === 'oauth2') {
    const secret = await usableOAuthSecret(db, row, rt);
    if (!secret) return null;
    const { refresh_token: _r, client_id: _c, ...rest } = secret;
    const current = await findCredential(db, userId, serviceId);
    return { ...rest, expires_at: current?.expiresAt?.toISOString() ?? null };
  }
  if (credentialStatus(row) === 'expired') return null;
  return readSecret(db, rt.vault, row);
}
