import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { flows } from '../db/schema';
import type { Vault } from '../credentials/crypto';

/**
 * A flow's webhook settings kept in the database, so every process sharing it agrees: the signing
 * secret of the generic webhook (sealed with the vault) and the "listening for a test event" window
 * of the test URL. Times are the database's (now()), not this process's clock.
 */

/** How long 'Escuchar evento de prueba' keeps the test URL open to one anonymous call. */
export const TEST_LISTEN_S = 180;

const aad = (flowId: string) => `webhook-secret:${flowId}`;

/** A new signing secret: 32 random bytes, prefixed so secret scanners recognise it. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The flow's signing secret, or null when none was made yet. */
export async function readWebhookSecret(db: Db, vault: Vault, flowId: string): Promise<string | null> {
  const [row] = await db.select({ secret: flows.webhookSecret }).from(flows).where(eq(flows.id, flowId)).limit(1);
  return row?.secret ? vault.decrypt(row.secret, aad(flowId)) : null;
}

/** The flow's signing secret, made now if it has none (two callers at once agree on one). */
export async function ensureWebhookSecret(db: Db, vault: Vault, flowId: string): Promise<string> {
  const existing = await readWebhookSecret(db, vault, flowId);
  if (existing) return existing;
  const secret = newWebhookSecret();
  const [made] = await db
    .update(flows)
    .set({ webhookSecret: vault.encrypt(secret, aad(flowId)) })
    .where(and(eq(flows.id, flowId), isNull(flows.webhookSecret)))
    .returning({ id: flows.id });
  return made ? secret : (await readWebhookSecret(db, vault, flowId))!;
}

/** Replaces the flow's signing secret; deliveries signed with the old one are refused from now on. */
export async function rotateWebhookSecret(db: Db, vault: Vault, flowId: string): Promise<string> {
  const secret = newWebhookSecret();
  await db.update(flows).set({ webhookSecret: vault.encrypt(secret, aad(flowId)) }).where(eq(flows.id, flowId));
  return secret;
}

/** Opens the test URL to one anonymous call for `seconds`; answers until when. */
export async function armTestUrl(db: Db, flowId: string, seconds = TEST_LISTEN_S): Promise<Date> {
  const [row] = await db
    .update(flows)
    .set({ webhookTestArmedUntil: sql`now() + make_interval(secs => ${seconds}::double precision)` })
    .where(eq(flows.id, flowId))
    .returning({ until: flows.webhookTestArmedUntil });
  return row.until!;
}

export async function disarmTestUrl(db: Db, flowId: string): Promise<void> {
  await db.update(flows).set({ webhookTestArmedUntil: null }).where(eq(flows.id, flowId));
}

/**
 * Takes the armed window for one test call: true for exactly one caller while it is open (the
 * update is the check, so two calls at once, in any processes, cannot both pass).
 */
export async function consumeTestArming(db: Db, flowId: string): Promise<boolean> {
  const taken = await db
    .update(flows)
    .set({ webhookTestArmedUntil: null })
    .where(and(eq(flows.id, flowId), gt(flows.webhookTestArmedUntil, sql`now()`)))
    .returning({ id: flows.id });
  return taken.length > 0;
}

/** Select fragment: whether the flow's test URL is armed right now. */
export const testArmedNow = sql<boolean>`coalesce(${flows.webhookTestArmedUntil} > now(), false)`;
