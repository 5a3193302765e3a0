import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { oauthStates } from '../db/schema';
import type { Vault } from '../credentials/crypto';
import { createPkce } from './pkce';

/**
 * The OAuth `state`: `<payload>.<signature>` where payload is base64url JSON
 * `{ n: row id, u: user, s: service, c: chat, e: expiry (unix s), b: browser }` (readable, so the
 * callback screen can name the service) and signature is an HMAC-SHA256 with a key derived from the
 * master key. `b` is the SHA-256 of the browser-binding nonce (browser-binding.ts). The row it
 * names keeps the PKCE verifier (sealed) and is consumed exactly once.
 */

export const STATE_TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'oauth-state';

export type StatePayload = { n: string; u: string; s: string; c: string | null; e: number; b: string };

export type StateRow = typeof oauthStates.$inferSelect;

const verifierAad = (id: string) => `oauth_state:${id}`;

export async function createState(
  db: Db, vault: Vault,
  input: { userId: string; serviceId: string; provider: string; chatId: string | null; redirectUri: string; clientId: string; browser: string },
): Promise<{ state: string; challenge: string; method: 'S256' }> {
  // Housekeeping: states that can no longer be used.
  await db.delete(oauthStates).where(or(lt(oauthStates.expiresAt, sql`now()`), isNotNull(oauthStates.usedAt)));
  const id = randomUUID();
  const pkce = createPkce();
  const expiresAt = new Date(Date.now() + STATE_TTL_MS);
  await db.insert(oauthStates).values({
    id,
    userId: input.userId,
    serviceId: input.serviceId,
    provider: input.provider,
    chatId: input.chatId,
    codeVerifier: vault.encrypt(pkce.verifier, verifierAad(id)),
    redirectUri: input.redirectUri,
    clientId: input.clientId,
    expiresAt,
  });
  const payload: StatePayload = { n: id, u: input.userId, s: input.serviceId, c: input.chatId, e: Math.floor(expiresAt.getTime() / 1000), b: input.browser };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { state: `${body}.${vault.sign(PURPOSE, body)}`, challenge: pkce.challenge, method: pkce.method };
}

/** The payload when the signature is ours, else null (forged or mangled). */
export function verifyState(vault: Vault, state: string | undefined): StatePayload | null {
  if (!state) return null;
  const [body, sig, extra] = state.split('.');
  if (!body || !sig || extra !== undefined || !vault.verify(PURPOSE, body, sig)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StatePayload;
    return typeof p.n === 'string' && typeof p.u === 'string' && typeof p.s === 'string' && typeof p.e === 'number' && typeof p.b === 'string' ? p : null;
  } catch {
    return null;
  }
}

export type ConsumedState = { row: StateRow; verifier: string; payload: StatePayload };
export type StateFailure = 'invalid' | 'expired' | 'used';

/**
 * Checks the signature and expiry, then claims the row atomically (used_at set only if unset), so a
 * replayed state fails even when two requests race. The row must match the signed user, service and chat.
 */
export async function consumeState(db: Db, vault: Vault, state: string | undefined): Promise<ConsumedState | StateFailure> {
  const payload = verifyState(vault, state);
  if (!payload) return 'invalid';
  if (payload.e * 1000 <= Date.now()) return 'expired';
  const [row] = await db.update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oauthStates.id, payload.n), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, sql`now()`)))
    .returning();
  if (!row) return 'used';
  if (row.userId !== payload.u || row.serviceId !== payload.s || (row.chatId ?? null) !== (payload.c ?? null)) return 'invalid';
  try {
    return { row, verifier: vault.decrypt(row.codeVerifier, verifierAad(row.id)), payload };
  } catch {
    return 'invalid';
  }
}
