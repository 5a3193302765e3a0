import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db';
import { appSettings, refreshTokens } from '../db/schema';
import { HttpError } from '../http/errors';

const SIGNING_KEY_SETTING = 'jwt_signing_key';
const ISSUER = 'enlaza';

/** Loads the HS256 signing key from the database, creating it once; it survives restarts. */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: SIGNING_KEY_SETTING, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SIGNING_KEY_SETTING));
  return new TextEncoder().encode(row.value);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(db: Db, key: Uint8Array, ttl: { accessS: number; refreshS: number }) {
  async function signAccess(userId: string) {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl.accessS)
      .sign(key);
  }

  async function insertRefresh(userId: string, familyId: string) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttl.refreshS * 1000),
    });
    return token;
  }

  return {
    /** Starts a new refresh family (login, register). */
    async issue(userId: string) {
      const [access_token, refresh_token] = await Promise.all([signAccess(userId), insertRefresh(userId, randomUUID())]);
      return { access_token, refresh_token, token_type: 'bearer' as const, expires_in: ttl.accessS };
    },

    /** Rotates a refresh token; presenting an already-used one revokes the whole family. */
    async rotate(presented: string) {
      const invalid = new HttpError(401, 'Sesión inválida o expirada. Inicia sesión de nuevo.');
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented)));
      if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now()) throw invalid;
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
        throw invalid;
      }
      const [access_token, refresh_token] = await Promise.all([signAccess(row.userId), insertRefresh(row.userId, row.familyId)]);
      return { access_token, refresh_token, token_type: 'bearer' as const, expires_in: ttl.accessS };
    },

    /** Returns the user id of a valid access token, or null. */
    async verifyAccess(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
