import { and, asc, eq, sql } from 'drizzle-orm';
import type { OAuthApp, OAuthAppCreate, OAuthAppUpdate, OAuthProvider } from '../../contracts/credentials';
import type { Db } from '../db';
import { oauthApps } from '../db/schema';
import type { Vault } from '../credentials/crypto';
import { reportUnreadable } from '../credentials/unreadable';

/** Users' own OAuth apps (one per provider); the client secret is sealed and never leaves the server. */

export type OAuthAppRow = typeof oauthApps.$inferSelect;

const aad = (userId: string, provider: string) => `oauth_app:${userId}:${provider}`;

/** `readable` false (no key opens the stored secret) shows as no secret: the user enters it again. */
export function toPublicApp(row: OAuthAppRow, readable = true): OAuthApp {
  return {
    provider: row.provider as OAuthProvider,
    client_id: row.clientId,
    app_name: row.appName,
    has_client_secret: readable && !!row.clientSecret,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listApps(db: Db, userId: string): Promise<OAuthAppRow[]> {
  return db.select().from(oauthApps).where(eq(oauthApps.userId, userId)).orderBy(asc(oauthApps.provider));
}

export async function findApp(db: Db, userId: string, provider: string): Promise<OAuthAppRow | undefined> {
  const [row] = await db.select().from(oauthApps).where(and(eq(oauthApps.userId, userId), eq(oauthApps.provider, provider))).limit(1);
  return row;
}

/** Inserts the app; undefined when the user already has one for the provider. */
export async function createApp(db: Db, vault: Vault, userId: string, body: OAuthAppCreate): Promise<OAuthAppRow | undefined> {
  const [row] = await db.insert(oauthApps).values({
    userId,
    provider: body.provider,
    clientId: body.client_id,
    clientSecret: vault.encrypt(body.client_secret, aad(userId, body.provider)),
    appName: body.app_name || null,
  }).onConflictDoNothing().returning();
  return row;
}

/** Changes only the fields present in `body`; an absent client_secret keeps the current one. */
export async function updateApp(db: Db, vault: Vault, userId: string, provider: string, body: OAuthAppUpdate): Promise<OAuthAppRow | undefined> {
  const set: Partial<typeof oauthApps.$inferInsert> = {};
  if (body.client_id !== undefined) set.clientId = body.client_id;
  if (body.client_secret !== undefined) set.clientSecret = vault.encrypt(body.client_secret, aad(userId, provider));
  if (body.app_name !== undefined) set.appName = body.app_name || null;
  if (!Object.keys(set).length) return findApp(db, userId, provider);
  const [row] = await db.update(oauthApps).set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(oauthApps.userId, userId), eq(oauthApps.provider, provider))).returning();
  return row;
}

export async function deleteApp(db: Db, userId: string, provider: string): Promise<boolean> {
  const gone = await db.delete(oauthApps).where(and(eq(oauthApps.userId, userId), eq(oauthApps.provider, provider))).returning({ id: oauthApps.id });
  return gone.length > 0;
}

/**
 * The app's client secret, or null when no key of the vault opens it (reported once). A secret
 * sealed with a previous key is sealed again with the current one (`row.clientSecret` follows).
 */
export async function readClientSecret(db: Db, vault: Vault, row: OAuthAppRow): Promise<string | null> {
  const plain = openClientSecret(db, vault, row);
  if (plain !== null && vault.needsRotation(row.clientSecret)) await resealClientSecret(db, vault, row, plain);
  return plain;
}

/** Decrypts without rewriting; null (reported once) when unreadable. */
export function openClientSecret(db: Db, vault: Vault, row: OAuthAppRow): string | null {
  try {
    return vault.decrypt(row.clientSecret, aad(row.userId, row.provider));
  } catch {
    reportUnreadable(db, vault, { kind: 'oauth_app', id: row.id, userId: row.userId, name: row.provider }, row.clientSecret);
    return null;
  }
}

/** Seals the secret with the current key unless it changed meanwhile; true when this call rewrote it. */
export async function resealClientSecret(db: Db, vault: Vault, row: OAuthAppRow, plain: string): Promise<boolean> {
  const sealed = vault.encrypt(plain, aad(row.userId, row.provider));
  const [done] = await db.update(oauthApps).set({ clientSecret: sealed })
    .where(and(eq(oauthApps.id, row.id), eq(oauthApps.clientSecret, row.clientSecret)))
    .returning({ id: oauthApps.id });
  if (done) row.clientSecret = sealed;
  return !!done;
}
