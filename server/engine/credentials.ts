import type { Db } from '../db';
import { loadUsableCredential } from '../credentials/load';

/**
 * Loads a user's credential for a service, as a step uses it: decrypted (AES-256-GCM, see
 * server/credentials/crypto.ts) and, for OAuth, with an access token refreshed before it expires.
 * Null when the user has none, or it expired and could not be renewed (docs/credentials.md).
 */
export function credentialLoader(db: Db, userId: string) {
  return async (serviceId: string): Promise<Record<string, unknown> | null> => loadUsableCredential(db, userId, serviceId);
}
