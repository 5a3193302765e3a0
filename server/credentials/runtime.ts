import type { Config } from '../config';
import type { Db } from '../db';
import type { Vault } from './crypto';

/**
 * What reading a credential needs beyond the database: the vault (decryption), the config
 * (OAuth token endpoints for refreshes, server-wide SMTP) and a logger (a secret that no key opens
 * is reported once). Bound to the database object once per app, so `credentialLoader(db, userId)`
 * keeps its signature and two apps in one process (tests) never share keys.
 */
export type CredentialLog = { warn: (o: object, m?: string) => void };
export type CredentialRuntime = { vault: Vault; config: Config; log?: CredentialLog };

const runtimes = new WeakMap<object, CredentialRuntime>();

export function bindCredentialRuntime(db: Db, runtime: CredentialRuntime): void {
  runtimes.set(db, runtime);
}

export function credentialRuntime(db: Db): CredentialRuntime {
  const rt = runtimes.get(db);
  if (!rt) throw new Error('credential runtime not bound to this database (buildApp binds it)');
  return rt;
}

/** The runtime if bound (helpers that can work without one, e.g. requirement checks in unit tests). */
export function maybeCredentialRuntime(db: Db): CredentialRuntime | undefined {
  return runtimes.get(db);
}
