import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Encryption at rest for credentials and OAuth client secrets: AES-256-GCM (node:crypto), a fresh
 * 12-byte IV per value, the 16-byte tag checked on every read, and an "associated data" string that
 * binds a ciphertext to its row (user + service), so a value copied into another row fails to open.
 *
 * Stored format: `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 */

const PREFIX = 'v1';
const KEY_FILE = 'encryption.key';

export type Vault = {
  encrypt: (plain: string, aad: string) => string;
  /** Throws when the value was not written with this key and aad. */
  decrypt: (sealed: string, aad: string) => string;
  /** HMAC-SHA256 (base64url) with a key derived from the master key for `purpose`. */
  sign: (purpose: string, data: string) => string;
  verify: (purpose: string, data: string, signature: string) => boolean;
  /** First 16 hex chars of SHA-256 of the key: tells keys apart in logs without revealing them. */
  keyId: string;
};

/** True when a stored value has the vault's format (older rows may hold plain JSON). */
export const isSealed = (value: string) => value.startsWith(`${PREFIX}.`) && value.split('.').length === 4;

/** Parses a 32-byte key written as 64 hex chars or as base64/base64url. */
export function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, t.includes('-') || t.includes('_') ? 'base64url' : 'base64');
  if (key.length !== 32) {
    throw new Error('ENLAZA_ENCRYPTION_KEY debe ser una clave de 32 bytes en hexadecimal (64 caracteres) o base64 (p. ej. `openssl rand -base64 32`)');
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

export function createVault(key: Buffer): Vault {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const subkeys = new Map<string, Buffer>();
  const subkey = (purpose: string) => {
    let k = subkeys.get(purpose);
    if (!k) subkeys.set(purpose, (k = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `enlaza:${purpose}`, 32))));
    return k;
  };
  const encKey = subkey('credentials');
  const b64 = (b: Buffer) => b.toString('base64url');
  const sign = (purpose: string, data: string) => createHmac('sha256', subkey(`sign:${purpose}`)).update(data).digest('base64url');

  return {
    keyId: createHash('sha256').update(key).digest('hex').slice(0, 16),
    encrypt(plain, aad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [PREFIX, b64(iv), b64(cipher.getAuthTag()), b64(ct)].join('.');
    },
    decrypt(sealed, aad) {
      if (!isSealed(sealed)) throw new Error('not a sealed value');
      const [, iv, tag, ct] = sealed.split('.');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
    sign,
    verify(purpose, data, signature) {
      const expected = Buffer.from(sign(purpose, data));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
