import { SignJWT, jwtVerify } from 'jose';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { refreshTokens, users } from '../db/schema';

/**
 * Access tokens: HS256 JWTs that live `ttlS` seconds. A token is accepted only when it has our
 * issuer and audience, an expiry, `typ: 'access'`, a user that still exists, the user's current
 * `token_version` (a password change bumps it) and a session (`sid`, the refresh family) that was
 * not signed out. The last three cost one indexed query per request, on purpose: a cache would let
 * a deleted user or a stolen session through for its lifetime, on every process of a cluster.
 */

export const ISSUER = 'enlaza';
export const AUDIENCE = 'enlaza-api';
export const ACCESS_TYPE = 'access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccessGrant = {
  userId: string;
  /** The refresh family the token was issued with (one per sign-in). */
  sessionId: string;
  tokenVersion: number;
  /** Seconds since the epoch; the same grant always signs the same token. */
  issuedAtS: number;
};

export type AccessTokens = ReturnType<typeof createAccessTokens>;

export function createAccessTokens(db: Db, key: Uint8Array, ttlS: number) {
  return {
    ttlS,

    sign(grant: AccessGrant): Promise<string> {
      return new SignJWT({ typ: ACCESS_TYPE, sid: grant.sessionId, ver: grant.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(grant.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(grant.issuedAtS)
        .setExpirationTime(grant.issuedAtS + ttlS)
        .sign(key);
    },

    /** The user id of a valid access token, or null (never throws). */
    async verify(token: string): Promise<string | null> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub', 'typ', 'sid', 'ver'],
        }));
      } catch {
        return null;
      }
      const { sub, sid, ver, typ } = payload;
      if (typ !== ACCESS_TYPE || typeof sub !== 'string' || !UUID.test(sub)) return null;
      if (typeof sid !== 'string' || !UUID.test(sid) || typeof ver !== 'number') return null;
      const [row] = await db
        .select({
          tokenVersion: users.tokenVersion,
          signedOut: sql<number>`case when exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sid} and ${refreshTokens.revokedAt} is not null) then 1 else 0 end`,
        })
        .from(users)
        .where(eq(users.id, sub));
      if (!row || row.tokenVersion !== ver || Number(row.signedOut) === 1) return null;
      return sub;
    },
  };
}
