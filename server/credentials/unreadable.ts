import { sealedKeyId, type Vault } from './crypto';
import { maybeCredentialRuntime } from './runtime';
import type { Db } from '../db';

/**
 * A stored secret that no key of the vault opens (the master key changed without
 * ENLAZA_ENCRYPTION_KEY_PREVIOUS, or the value was tampered with) is reported once per process and
 * value: one warning line naming the row and the key ids, never the secret.
 */

const reported = new WeakMap<Vault, Set<string>>();

export type UnreadableWhat = { kind: 'credential' | 'oauth_app'; id: string; userId: string; name: string };

export function reportUnreadable(db: Db, vault: Vault, what: UnreadableWhat, sealed: string): void {
  let seen = reported.get(vault);
  if (!seen) reported.set(vault, (seen = new Set()));
  const key = `${what.kind}:${what.id}`;
  if (seen.has(key)) return;
  seen.add(key);
  maybeCredentialRuntime(db)?.log?.warn(
    { [what.kind === 'credential' ? 'credentialId' : 'oauthAppId']: what.id, userId: what.userId, [what.kind === 'credential' ? 'service' : 'provider']: what.name, sealedWithKey: sealedKeyId(sealed) ?? 'legacy', currentKey: vault.keyId },
    `${what.kind === 'credential' ? 'stored credential' : 'OAuth app client secret'} cannot be decrypted with the configured keys: the user must reconnect (set ENLAZA_ENCRYPTION_KEY_PREVIOUS to the old key to recover it)`,
  );
}
