import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { credentials } from '../db/schema';

/**
 * Loads a user's credential for a service. Encrypted secrets (AES-256-GCM) are opened by the
 * credentials module once it exists; until then only a secret stored as plain JSON is readable
 * here, and an encrypted one yields null, so a step falls back to server settings or fails clearly.
 */
export function credentialLoader(db: Db, userId: string) {
  return async (serviceId: string): Promise<Record<string, unknown> | null> => {
    const [row] = await db
      .select({ secret: credentials.secret })
      .from(credentials)
      .where(and(eq(credentials.userId, userId), eq(credentials.serviceId, serviceId)))
      .limit(1);
    if (!row) return null;
    try {
      const parsed: unknown = JSON.parse(row.secret);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
}
