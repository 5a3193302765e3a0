import { and, asc, eq, sql } from 'drizzle-orm';
import type { Credential, Mechanism } from '../../contracts/credentials';
import type { Db } from '../db';
import { credentials } from '../db/schema';
import { isSealed, type Vault } from './crypto';
import { reportUnreadable } from './unreadable';

/**
 * The credentials table: one row per user and service, the secret sealed with the vault.
 * Every function takes the user id and filters by it; nothing here returns a secret to a route.
 */

export type CredentialRow = typeof credentials.$inferSelect;
export type Secret = Record<string, unknown>;

/** Binds a sealed secret to its row: moving the ciphertext to another user or service breaks it. */
const aad = (userId: string, serviceId: string) => `credential:${userId}:${serviceId}`;

/** 'expired' after a failed refresh, or once expires_at has passed with no refresh token to renew it. */
export function credentialStatus(row: Pick<CredentialRow, 'status' | 'expiresAt' | 'refreshable'>, now = Date.now()): 'connected' | 'expired' {
  if (row.status === 'expired') return 'expired';
  if (row.expiresAt && row.expiresAt.getTime() <= now && !row.refreshable) return 'expired';
  return 'connected';
}

/**
 * Whether the row's secret opens with the vault's keys (a plain-JSON row from before encryption
 * counts). An unreadable one is reported once (server/credentials/unreadable.ts).
 */
export function isReadable(db: Db, vault: Vault, row: CredentialRow): boolean {
  if (!isSealed(row.secret)) return parseObject(row.secret) !== null;
  try {
    vault.decrypt(row.secret, aad(row.userId, row.serviceId));
    return true;
  } catch {
    reportUnreadable(db, vault, { kind: 'credential', id: row.id, userId: row.userId, name: row.serviceId }, row.secret);
    return false;
  }
}

/** 'connected' only when usable: not expired and its secret opens (else the UI offers to renew it). */
export function usableStatus(db: Db, vault: Vault, row: CredentialRow): 'connected' | 'expired' {
  return credentialStatus(row) === 'connected' && isReadable(db, vault, row) ? 'connected' : 'expired';
}

/** What the browser sees (contracts Credential): never the secret. `status` defaults to the row's own. */
export function toPublicCredential(row: CredentialRow, status: 'connected' | 'expired' = credentialStatus(row)): Credential {
  return {
    service_id: row.serviceId,
    provider: row.provider,
    flavor: row.flavor,
    mechanism: row.mechanism as Mechanism,
    scopes: row.scopes ?? [],
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    status,
  };
}

/** A row as the browser sees it, with a secret no key opens shown as 'expired'. */
export const publicCredential = (db: Db, vault: Vault, row: CredentialRow) => toPublicCredential(row, usableStatus(db, vault, row));

export async function listCredentials(db: Db, userId: string): Promise<CredentialRow[]> {
  return db.select().from(credentials).where(eq(credentials.userId, userId)).orderBy(asc(credentials.createdAt), asc(credentials.serviceId));
}

export async function findCredential(db: Db, userId: string, serviceId: string): Promise<CredentialRow | undefined> {
  const [row] = await db.select().from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.serviceId, serviceId))).limit(1);
  return row;
}

/** Deprecated lookup by provider (and flavor): the oldest match. */
export async function findByProvider(db: Db, userId: string, provider: string, flavor?: string): Promise<CredentialRow | undefined> {
  const [row] = await db.select().from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.provider, provider), flavor ? eq(credentials.flavor, flavor) : undefined))
    .orderBy(asc(credentials.createdAt)).limit(1);
  return row;
}

export type NewCredential = {
  userId: string;
  serviceId: string;
  provider: string;
  flavor: string;
  mechanism: Mechanism;
  secret: Secret;
  scopes?: string[];
  expiresAt?: Date | null;
  refreshable?: boolean;
};

/** Creates or replaces the user's credential for the service (reconnecting renews it). */
export async function saveCredential(db: Db, vault: Vault, c: NewCredential): Promise<CredentialRow> {
  const values = {
    provider: c.provider,
    flavor: c.flavor,
    mechanism: c.mechanism,
    secret: vault.encrypt(JSON.stringify(c.secret), aad(c.userId, c.serviceId)),
    scopes: c.scopes ?? [],
    expiresAt: c.expiresAt ?? null,
    refreshable: c.refreshable ?? false,
    status: 'connected',
  };
  const [row] = await db.insert(credentials)
    .values({ userId: c.userId, serviceId: c.serviceId, ...values })
    .onConflictDoUpdate({
      target: [credentials.userId, credentials.serviceId],
      // A reconnection counts as a new credential: created_at is what the browser confirms after OAuth.
      set: { ...values, createdAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

/**
 * Opens a row's secret. A value sealed with a previous key (or in the legacy format) is sealed
 * again with the current key, and a row written before encryption existed (plain JSON) is sealed
 * in place, so no plaintext or old-key secret stays at rest; `row.secret` then holds the new
 * ciphertext (the guard of a later optimistic update). Null when no key opens it (reported once).
 */
export async function readSecret(db: Db, vault: Vault, row: CredentialRow): Promise<Secret | null> {
  const where = aad(row.userId, row.serviceId);
  let plain: string;
  if (isSealed(row.secret)) {
    try {
      plain = vault.decrypt(row.secret, where);
    } catch {
      reportUnreadable(db, vault, { kind: 'credential', id: row.id, userId: row.userId, name: row.serviceId }, row.secret);
      return null;
    }
    if (!vault.needsRotation(row.secret)) return parseObject(plain);
  } else {
    plain = row.secret;
  }
  const secret = parseObject(plain);
  if (secret) await reseal(db, vault, row, JSON.stringify(secret));
  return secret;
}

/** Seals a readable row's secret with the current key, unless it changed meanwhile. True when this call rewrote it. */
export async function reseal(db: Db, vault: Vault, row: CredentialRow, plain: string): Promise<boolean> {
  const sealed = vault.encrypt(plain, aad(row.userId, row.serviceId));
  const [done] = await db.update(credentials).set({ secret: sealed })
    .where(and(eq(credentials.id, row.id), eq(credentials.secret, row.secret)))
    .returning({ id: credentials.id });
  if (done) row.secret = sealed;
  return !!done;
}

/** The plaintext of a readable row (sealed or legacy JSON), or null. */
export function openPlain(vault: Vault, row: Pick<CredentialRow, 'secret' | 'userId' | 'serviceId'>): string | null {
  if (!isSealed(row.secret)) return parseObject(row.secret) ? row.secret : null;
  try {
    return vault.decrypt(row.secret, aad(row.userId, row.serviceId));
  } catch {
    return null;
  }
}

function parseObject(text: string): Secret | null {
  try {
    return asObject(JSON.parse(text));
  } catch {
    return null;
  }
}

const asObject = (v: unknown): Secret | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Secret) : null);

/** Replaces the secret and token metadata after a refresh; `expected` guards against a concurrent change. */
export async function updateOAuthTokens(
  db: Db, vault: Vault, row: CredentialRow,
  next: { secret: Secret; expiresAt: Date | null; refreshable: boolean; scopes: string[] },
): Promise<CredentialRow | undefined> {
  const [updated] = await db.update(credentials)
    .set({
      secret: vault.encrypt(JSON.stringify(next.secret), aad(row.userId, row.serviceId)),
      expiresAt: next.expiresAt,
      refreshable: next.refreshable,
      scopes: next.scopes,
      status: 'connected',
      updatedAt: sql`now()`,
    })
    .where(and(eq(credentials.id, row.id), eq(credentials.secret, row.secret)))
    .returning();
  return updated;
}

/** After a failed refresh: the UI shows the credential as expired and offers 'renew'. */
export async function markExpired(db: Db, row: CredentialRow): Promise<void> {
  await db.update(credentials).set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(credentials.id, row.id), eq(credentials.secret, row.secret)));
}

export async function deleteCredential(db: Db, userId: string, serviceId: string): Promise<boolean> {
  const gone = await db.delete(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.serviceId, serviceId))).returning({ id: credentials.id });
  return gone.length > 0;
}

export async function deleteByProvider(db: Db, userId: string, provider: string, flavor: string): Promise<number> {
  const gone = await db.delete(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.provider, provider), eq(credentials.flavor, flavor)))
    .returning({ id: credentials.id });
  return gone.length;
}
