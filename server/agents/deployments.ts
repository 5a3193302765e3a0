/** Deployment rows: one per agent and channel; deploying again replaces the old one (new link, new secret). */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AgentDeployment, DeployChannel } from '../../contracts/agents';
import type { Db } from '../db';
import { agentDeployments, agents } from '../db/schema';

export type DeploymentRow = typeof agentDeployments.$inferSelect;

export const newSecret = () => randomBytes(24).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Constant-time check of a presented secret against its stored hash. */
export function secretMatches(presented: unknown, hash: string | null): boolean {
  if (typeof presented !== 'string' || !presented || !hash) return false;
  const a = Buffer.from(sha256(presented), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

type Fields = Partial<Pick<DeploymentRow, 'publicId' | 'secretHash' | 'botUsername' | 'webhookUrl'>>;

/** Creates the agent's deployment on the channel, or replaces the old one (enabled again, new fields). */
export async function saveDeployment(db: Db, agent: { id: string; userId: string }, channel: DeployChannel, fields: Fields): Promise<DeploymentRow> {
  const set = { enabled: true, publicId: null, secretHash: null, botUsername: null, webhookUrl: null, ...fields, updatedAt: new Date() };
  const [row] = await db.insert(agentDeployments).values({ agentId: agent.id, userId: agent.userId, channel, ...set })
    .onConflictDoUpdate({ target: [agentDeployments.agentId, agentDeployments.channel], set })
    .returning();
  return row;
}

/** Switches a deployment off (the page answers 404, Telegram updates are ignored); null when there was none. */
export async function disableDeployment(db: Db, agentId: string, channel: DeployChannel): Promise<DeploymentRow | null> {
  const [row] = await db.update(agentDeployments).set({ enabled: false, updatedAt: new Date() })
    .where(and(eq(agentDeployments.agentId, agentId), eq(agentDeployments.channel, channel))).returning();
  return row ?? null;
}

export async function findDeployment(db: Db, agentId: string, channel: DeployChannel): Promise<DeploymentRow | null> {
  const [row] = await db.select().from(agentDeployments).where(and(eq(agentDeployments.agentId, agentId), eq(agentDeployments.channel, channel))).limit(1);
  return row ?? null;
}

export async function deploymentsOf(db: Db, agentIds: string[]): Promise<DeploymentRow[]> {
  if (!agentIds.length) return [];
  return db.select().from(agentDeployments).where(inArray(agentDeployments.agentId, agentIds));
}

/** The user's other agents answering on their Telegram bot (one bot per user: the telegram credential). */
export async function otherTelegramAgents(db: Db, userId: string, agentId: string) {
  return db.select({ deployment: agentDeployments, name: agents.name }).from(agentDeployments)
    .innerJoin(agents, eq(agents.id, agentDeployments.agentId))
    .where(and(eq(agentDeployments.userId, userId), eq(agentDeployments.channel, 'telegram'), eq(agentDeployments.enabled, true), ne(agentDeployments.agentId, agentId)));
}

export function toDeployment(row: DeploymentRow, base: string): AgentDeployment {
  return {
    channel: row.channel as DeployChannel,
    enabled: row.enabled,
    public_id: row.channel === 'web' ? row.publicId : null,
    url: row.channel === 'web' ? (row.publicId ? `${base}/a/${row.publicId}` : null) : row.webhookUrl,
    bot_username: row.botUsername,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
