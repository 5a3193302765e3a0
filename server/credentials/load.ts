import type { Db } from '../db';
import { StepError } from '../nodes/types';
import { serviceNode } from '../oauth/providers';
import { usableOAuthSecret } from '../oauth/refresh';
import { credentialRuntime } from './runtime';
import { credentialStatus, findCredential, isReadable, readSecret, type Secret } from './store';

/**
 * A user's credential for a service as a step uses it: decrypted, OAuth access token refreshed when
 * it is about to expire, and without what a step never needs (refresh token, OAuth client id).
 * Null when the user has none. A credential that exists but cannot be used (expired and not
 * renewable, or no key opens it) fails the step with a Spanish request to reconnect the service.
 */
export async function loadUsableCredential(db: Db, userId: string, serviceId: string): Promise<Secret | null> {
  const row = await findCredential(db, userId, serviceId);
  if (!row) return null;
  const rt = credentialRuntime(db);
  if (row.mechanism === 'oauth2') {
    const secret = await usableOAuthSecret(db, row, rt);
    const current = await findCredential(db, userId, serviceId);
    if (!secret) {
      // Still connected and readable: the provider could not be reached to renew it (try again later).
      if (current && credentialStatus(current) === 'connected' && isReadable(db, rt.vault, current)) throw renewLater(serviceId);
      throw reconnect(serviceId);
    }
    const { refresh_token: _r, client_id: _c, ...rest } = secret;
    return { ...rest, expires_at: current?.expiresAt?.toISOString() ?? null };
  }
  const secret = credentialStatus(row) === 'expired' ? null : await readSecret(db, rt.vault, row);
  if (!secret) throw reconnect(serviceId);
  return secret;
}

const nameOf = (serviceId: string) => serviceNode(serviceId)?.name ?? serviceId;

/** The credential exists but is unusable: only a new connection helps. */
export const reconnect = (serviceId: string) =>
  new StepError(`Vuelve a conectar tu cuenta de ${nameOf(serviceId)}: la conexión guardada ya no se puede usar (en Credenciales, pulsa Renovar)`);

const renewLater = (serviceId: string) =>
  new StepError(`No se pudo renovar el acceso a ${nameOf(serviceId)} en este momento: intenta de nuevo en unos minutos`, true);
