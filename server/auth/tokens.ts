import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { appSettings, refreshTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { createAccessTokens } from './access-tokens';

/**
 * Sessions: one refresh-token *family* per sign-in. Refresh tokens are opaque random strings,
 * stored only as SHA-256 hashes, and rotate on every use; presenting a used one is theft and
 * revokes the family — except within the grace window (two tabs refreshing at once), where the
 * same successor pair is answered again (docs/security.md "Refresh rotation").
 */

const SIGNING_KEY_SETTING = 'jwt_signing_key';

/** Loads the HS256 signing key from the database, creating it once; it survives restarts. */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: SIGNING_KEY_SETTING, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SIGNING_KEY_SETTING));
  return new TextEncoder().encode(row.value);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const SESSION_INVALID = 'Sesión inválida o expirada. Inicia sesión de nuevo.';

export type TokenService = ReturnType<typeof createTokenService>;
type RefreshRow = typeof refreshTokens.$inferSelect;

export function createTokenService(db: Db, key: Uint8Array, ttl: { accessS: number; refreshS: number; graceS?: number }) {
  const access = createAccessTokens(db, key, ttl.accessS);
  const graceMs = (ttl.graceS ?? 30) * 1000;
  // The successor of a refresh token is an HMAC of it under a key derived from the signing key:
  // a second refresh within the grace window can answer the same token without ever storing it.
  const successorKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'enlaza refresh-token successor v1', 32));
  const successorOf = (presented: string) => createHmac('sha256', successorKey).update(presented).digest('base64url');

  /** The answer for a stored refresh row whose plaintext is `refreshToken`. */
  async function pair(row: RefreshRow, refreshToken: string, tokenVersion: number) {
    const access_token = await access.sign({
      userId: row.userId,
      sessionId: row.familyId,
      tokenVersion,
      issuedAtS: Math.floor(row.createdAt.getTime() / 1000),
    });
    return { access_token, refresh_token: refreshToken, token_type: 'bearer' as const, expires_in: ttl.accessS };
  }

  const newRow = (userId: string, familyId: string, token: string, createdAt = new Date()) => ({
    userId,
    familyId,
    tokenHash: sha256(token),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ttl.refreshS * 1000),
  });

  return {
    /** Starts a new session (refresh family): register, login, password change. */
    async issue(user: { id: string; tokenVersion: number }) {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db.insert(refreshTokens).values(newRow(user.id, randomUUID(), token)).returning();
      return pair(row, token, user.tokenVersion);
    },

    /**
     * Rotates a refresh token. A token already used answers its successor again when the first
     * use was within the grace window; later, it revokes the whole family (theft).
     */
    async rotate(presented: string) {
      const now = new Date();
      const successor = successorOf(presented);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented)));
        if (!current || current.revokedAt || current.expiresAt.getTime() < now.getTime()) return null;
        // Claiming locks the row: a concurrent rotation waits here and then finds it used.
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, current.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 1) {
          const [next] = await tx.insert(refreshTokens).values(newRow(current.userId, current.familyId, successor, now)).returning();
          return next;
        }
        const [used] = await tx.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, current.id));
        if (used?.usedAt && now.getTime() - used.usedAt.getTime() <= graceMs) {
          const [next] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(successor)));
          if (next && !next.revokedAt) return next;
        }
        await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
        return null;
      });
      const [user] = row ? await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, row.userId)) : [];
      if (!row || !user) throw new HttpError(401, SESSION_INVALID);
      return pair(row, successor, user.tokenVersion);
    },

    /** Signs out the session a refresh token belongs to (its whole family). Unknown tokens are ignored. */
    async revokeSession(presented: string): Promise<void> {
      const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented)));
      if (!row) return;
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Signs out every session of a user (password change). */
    async revokeAllSessions(userId: string, tx: Pick<Db, 'update'> = db): Promise<void> {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** The user id of a valid access token, or null. */
    verifyAccess: (token: string) => access.verify(token),
  };
}
