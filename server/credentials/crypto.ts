import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Encryption at rest for credentials and OAuth client secrets: AES-256-GCM (node:crypto), a fresh
 * 12-byte IV per value, the 16-byte tag checked on every read, and an "associated data" string that
 * binds a ciphertext to its row (user + service), so a value copied into another row fails to open.
 *
 * Stored format: `k1:<kid>:<iv>.<tag>.<ciphertext>` (base64url parts), where `kid` is a short
 * fingerprint of the master key that sealed it. The vault holds the current key and, during a
 * rotation, previous keys (ENLAZA_ENCRYPTION_KEY_PREVIOUS): it seals with the current one and opens
 * with whichever key the kid names. Values written before key ids existed (`v1.<iv>.<tag>.<ct>`)
 * are tried with every key, current first.
 */

const FORMAT = 'k1';
const LEGACY = 'v1';
const KEY_FILE = 'encryption.key';

export type Vault = {
  encrypt: (plain: string, aad: string) => string;
  /** Throws when no key of the vault wrote the value with this aad (another key, tampering). */
  decrypt: (sealed: string, aad: string) => string;
  /** True when a readable value should be sealed again: written with a previous key or in the legacy format. */
  needsRotation: (sealed: string) => boolean;
  /** HMAC-SHA256 (base64url) with a key derived from the current master key for `purpose`. */
  sign: (purpose: string, data: string) => string;
  /** Accepts a signature made with the current or a previous key (OAuth states survive a rotation). */
  verify: (purpose: string, data: string, signature: string) => boolean;
  /** The current key's id (as written in new ciphertexts): tells keys apart in logs without revealing them. */
  keyId: string;
};

/** A short public fingerprint of a master key (first 8 hex characters of its SHA-256). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

const SEALED = /^k1:[0-9a-f]{8}:[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** True when a stored value has one of the vault's formats (older rows may hold plain JSON). */
export const isSealed = (value: string) => SEALED.test(value) || (value.startsWith(`${LEGACY}.`) && value.split('.').length === 4);

/** The key id a sealed value names; null for the legacy format (no id). */
export function sealedKeyId(value: string): string | null {
  return value.startsWith(`${FORMAT}:`) ? value.slice(FORMAT.length + 1, FORMAT.length + 9) : null;
}

/** Parses a 32-byte key written as 64 hex chars or as base64/base64url. */
export function parseKey(text: string, name = 'ENLAZA_ENCRYPTION_KEY'): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, t.includes('-') || t.includes('_') ? 'base64url' : 'base64');
  if (key.length !== 32) {
    throw new Error(`${name} debe ser una clave de 32 bytes en hexadecimal (64 caracteres) o base64 (p. ej. \`openssl rand -base64 32\`)`);
  }
  return key;
}

/**
 * The master key: ENLAZA_ENCRYPTION_KEY when set, else `{dataDir}/encryption.key`, created once
 * with mode 0600 (an exclusive create, so two processes starting together agree on one key).
 */
export function loadEncryptionKey(config: Pick<Config, 'encryptionKey' | 'dataDir'>): Buffer {
  if (config.encryptionKey) return parseKey(config.encryptionKey);
  const file = path.join(config.dataDir, KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseKey(fs.readFileSync(file, 'utf8'));
}

/** ENLAZA_ENCRYPTION_KEY_PREVIOUS: the keys being rotated away from (comma-separated), still used to open. */
export function loadPreviousKeys(config: Pick<Config, 'previousEncryptionKeys'>): Buffer[] {
  return (config.previousEncryptionKeys ?? []).map((k) => parseKey(k, 'ENLAZA_ENCRYPTION_KEY_PREVIOUS'));
}

/** The process's vault: the current key (env or file) plus the previous keys of a rotation. */
export function vaultFromConfig(config: Pick<Config, 'encryptionKey' | 'dataDir' | 'previousEncryptionKeys'>): Vault {
  return createVault(loadEncryptionKey(config), loadPreviousKeys(config));
}

type Keyed = { id: string; enc: Buffer; subkey: (purpose: string) => Buffer };

function keyed(key: Buffer): Keyed {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const subkeys = new Map<string, Buffer>();
  const subkey = (purpose: string) => {
    let k = subkeys.get(purpose);
    if (!k) subkeys.set(purpose, (k = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `enlaza:${purpose}`, 32))));
    return k;
  };
  return { id: keyIdOf(key), enc: subkey('credentials'), subkey };
}

function open(k: Keyed, iv: string, tag: string, ct: string, aad: string): string {
  const decipher = createDecipheriv('aes-256-gcm', k.enc, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

export function createVault(key: Buffer, previous: Buffer[] = []): Vault {
  const current = keyed(key);
  const ring = [current, ...previous.filter((p) => !p.equals(key)).map(keyed)];
  const b64 = (b: Buffer) => b.toString('base64url');
  const hmac = (k: Keyed, purpose: string, data: string) => createHmac('sha256', k.subkey(`sign:${purpose}`)).update(data).digest('base64url');

  /** Tries each candidate key; the first that opens wins. */
  const tryKeys = (candidates: Keyed[], iv: string, tag: string, ct: string, aad: string) => {
    for (const k of candidates) {
      try {
        return open(k, iv, tag, ct, aad);
      } catch {
        /* not this key */
      }
    }
    throw new Error('no key of this vault opens the value');
  };

  return {
    keyId: current.id,
    encrypt(plain, aad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.enc, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${FORMAT}:${current.id}:${[b64(iv), b64(cipher.getAuthTag()), b64(ct)].join('.')}`;
    },
    decrypt(sealed, aad) {
      if (!isSealed(sealed)) throw new Error('not a sealed value');
      const kid = sealedKeyId(sealed);
      if (kid === null) {
        const [, iv, tag, ct] = sealed.split('.');
        return tryKeys(ring, iv, tag, ct, aad);
      }
      const [iv, tag, ct] = sealed.slice(FORMAT.length + 10).split('.');
      return tryKeys(ring.filter((k) => k.id === kid), iv, tag, ct, aad);
    },
    needsRotation: (sealed) => sealedKeyId(sealed) !== current.id,
    sign: (purpose, data) => hmac(current, purpose, data),
    verify(purpose, data, signature) {
      const given = Buffer.from(signature);
      return ring.some((k) => {
        const expected = Buffer.from(hmac(k, purpose, data));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
  };
}
