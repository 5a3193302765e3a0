import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 PKCE with S256: a 43-character verifier (32 random bytes) and its SHA-256 challenge. */
export function createPkce(): { verifier: string; challenge: string; method: 'S256' } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier), method: 'S256' };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
