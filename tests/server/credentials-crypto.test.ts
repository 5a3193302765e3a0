import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createVault, isSealed, loadEncryptionKey, parseKey } from '../../server/credentials/crypto';
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
    const [v, iv, tag, ct] = sealed.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => vault.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'), 'x')).toThrow();
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
