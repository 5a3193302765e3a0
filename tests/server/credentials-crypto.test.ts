import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCipheriv, createHash, hkdfSync } from 'node:crypto';
import { createVault, isSealed, keyIdOf, loadEncryptionKey, parseKey, sealedKeyId } from '../../server/credentials/crypto';
import { createPkce, pkceChallenge } from '../../server/oauth/pkce';

/** AES-256-GCM sealing, the key's origin (env or a 0600 file in the data folder), HMAC signing, PKCE. */

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-key-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('credential encryption', () => {
  const vault = createVault(randomBytes(32));

  it('seals with a fresh IV each time and opens only with the same associated data', () => {
    const a = vault.encrypt('{"api_key":"sk-1"}', 'credential:u1:ai');
    const b = vault.encrypt('{"api_key":"sk-1"}', 'credential:u1:ai');
    expect(isSealed(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-1');
    expect(vault.decrypt(a, 'credential:u1:ai')).toBe('{"api_key":"sk-1"}');
    expect(() => vault.decrypt(a, 'credential:u2:ai')).toThrow();
  });

  it('detects tampering and a different key', () => {
    const sealed = vault.encrypt('secreto', 'x');
    const [iv, tag, ct] = sealed.slice('k1:'.length + 9).split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => vault.decrypt(`${sealed.slice(0, 12)}${[iv, tag, flipped.toString('base64url')].join('.')}`, 'x')).toThrow();
    expect(() => createVault(randomBytes(32)).decrypt(sealed, 'x')).toThrow();
    expect(() => vault.decrypt('{"plain":"json"}', 'x')).toThrow();
  });

  it('generates the key once into the data folder with mode 0600 and reuses it', () => {
    const dataDir = path.join(tmp(), 'data');
    const k1 = loadEncryptionKey({ dataDir });
    const file = path.join(dataDir, 'encryption.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const k2 = loadEncryptionKey({ dataDir });
    expect(k2.equals(k1)).toBe(true);
    const sealed = createVault(k1).encrypt('x', 'a');
    expect(createVault(k2).decrypt(sealed, 'a')).toBe('x');
  });

  it('prefers ENLAZA_ENCRYPTION_KEY (hex or base64) and rejects a key of the wrong size', () => {
    const key = randomBytes(32);
    const dataDir = tmp();
    expect(loadEncryptionKey({ dataDir, encryptionKey: key.toString('hex') }).equals(key)).toBe(true);
    expect(loadEncryptionKey({ dataDir, encryptionKey: key.toString('base64') }).equals(key)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'encryption.key'))).toBe(false);
    expect(() => parseKey('corta')).toThrow(/32 bytes/);
    expect(() => parseKey(randomBytes(16).toString('hex'))).toThrow(/32 bytes/);
  });

  it('signs with a purpose-bound key and verifies in constant time', () => {
    const sig = vault.sign('oauth-state', 'payload');
    expect(vault.verify('oauth-state', 'payload', sig)).toBe(true);
    expect(vault.verify('oauth-state', 'payload2', sig)).toBe(false);
    expect(vault.verify('other', 'payload', sig)).toBe(false);
    expect(vault.verify('oauth-state', 'payload', sig.slice(1))).toBe(false);
  });
});

describe('key ids and rotation', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  /** A value in the format written before key ids existed: v1.<iv>.<tag>.<ct>. */
  function legacySeal(key: Buffer, plain: string, aad: string) {
    const enc = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'enlaza:credentials', 32));
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', enc, iv);
    c.setAAD(Buffer.from(aad));
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  it('names the sealing key in every ciphertext: k1:<kid>:…, kid = 8 hex of SHA-256(key)', () => {
    const v = createVault(newKey);
    const sealed = v.encrypt('x', 'a');
    expect(sealed).toMatch(/^k1:[0-9a-f]{8}:[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealedKeyId(sealed)).toBe(keyIdOf(newKey));
    expect(keyIdOf(newKey)).toBe(createHash('sha256').update(newKey).digest('hex').slice(0, 8));
    expect(v.keyId).toBe(keyIdOf(newKey));
    expect(v.needsRotation(sealed)).toBe(false);
  });

  it('opens values of a previous key, and says they need rotation; without it they do not open', () => {
    const before = createVault(oldKey).encrypt('secreto', 'a');
    const rotating = createVault(newKey, [oldKey]);
    expect(rotating.decrypt(before, 'a')).toBe('secreto');
    expect(rotating.needsRotation(before)).toBe(true);
    expect(() => createVault(newKey).decrypt(before, 'a')).toThrow();
    // New values are sealed with the current key only.
    const after = rotating.encrypt('secreto', 'a');
    expect(sealedKeyId(after)).toBe(keyIdOf(newKey));
    expect(() => createVault(oldKey).decrypt(after, 'a')).toThrow();
  });

  it('opens legacy values (no key id) with the current or a previous key', () => {
    const rotating = createVault(newKey, [oldKey]);
    for (const key of [newKey, oldKey]) {
      const legacy = legacySeal(key, 'viejo', 'a');
      expect(isSealed(legacy)).toBe(true);
      expect(sealedKeyId(legacy)).toBeNull();
      expect(rotating.decrypt(legacy, 'a')).toBe('viejo');
      expect(rotating.needsRotation(legacy)).toBe(true);
    }
    expect(() => createVault(randomBytes(32)).decrypt(legacySeal(oldKey, 'viejo', 'a'), 'a')).toThrow();
  });

  it('verifies signatures of the current and previous keys, signs with the current one', () => {
    const sig = createVault(oldKey).sign('oauth-state', 'p');
    const rotating = createVault(newKey, [oldKey]);
    expect(rotating.verify('oauth-state', 'p', sig)).toBe(true);
    expect(createVault(newKey).verify('oauth-state', 'p', sig)).toBe(false);
    expect(createVault(newKey).verify('oauth-state', 'p', rotating.sign('oauth-state', 'p'))).toBe(true);
  });
});

describe('PKCE', () => {
  it('makes an RFC 7636 verifier and its S256 challenge', () => {
    const p = createPkce();
    expect(p.method).toBe('S256');
    expect(p.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.challenge).toBe(pkceChallenge(p.verifier));
    // RFC 7636 appendix B example.
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(createPkce().verifier).not.toBe(p.verifier);
  });
});
