/** Conversations of a deployment (a web visitor, a Telegram chat) and their messages. */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PublicMessage } from '../../contracts/agents';
import type { Db } from '../db';
import { agentConversations, agentMessages } from '../db/schema';
import { isUuid } from '../flows/ids';
import { cleanText } from '../text/clean';
import { secretMatches, sha256, type DeploymentRow } from './deployments';
import { HISTORY_TURNS, type Turn } from './types';

export type ConversationRow = typeof agentConversations.$inferSelect;

/** A new web conversation and the token only its visitor holds. */
export async function newWebConversation(db: Db, d: DeploymentRow): Promise<{ conversation: ConversationRow; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const [conversation] = await db.insert(agentConversations)
    .values({ deploymentId: d.id, agentId: d.agentId, channel: 'web', visitorHash: sha256(token) }).returning();
  return { conversation, token };
}

/** The visitor's conversation on this deployment, or null (unknown id, another deployment, wrong token). */
export async function visitorConversation(db: Db, d: DeploymentRow, conversationId: unknown, token: unknown): Promise<ConversationRow | null> {
  if (!isUuid(conversationId)) return null;
  const [row] = await db.select().from(agentConversations)
    .where(and(eq(agentConversations.id, conversationId), eq(agentConversations.deploymentId, d.id))).limit(1);
  return row && secretMatches(token, row.visitorHash) ? row : null;
}

/** The Telegram chat's conversation, created on its first message. */
export async function chatConversation(db: Db, d: DeploymentRow, chatId: string): Promise<ConversationRow> {
  const [created] = await db.insert(agentConversations)
    .values({ deploymentId: d.id, agentId: d.agentId, channel: 'telegram', externalId: chatId })
    .onConflictDoNothing().returning();
  if (created) return created;
  const [row] = await db.select().from(agentConversations)
    .where(and(eq(agentConversations.deploymentId, d.id), eq(agentConversations.externalId, chatId))).limit(1);
  return row;
}

export async function recentTurns(db: Db, conversationId: string): Promise<Turn[]> {
  const list = await db.select({ role: agentMessages.role, content: agentMessages.content }).from(agentMessages)
    .where(eq(agentMessages.conversationId, conversationId)).orderBy(desc(agentMessages.createdAt), desc(agentMessages.id)).limit(HISTORY_TURNS);
  return list.reverse().map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content }));
}

const toMessage = (m: typeof agentMessages.$inferSelect): PublicMessage => ({
  id: m.id, role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content, created_at: m.createdAt.toISOString(),
});

export async function addMessage(db: Db, conversationId: string, role: 'user' | 'assistant', content: string, runId?: string | null): Promise<PublicMessage> {
  const [m] = await db.insert(agentMessages).values({ conversationId, role, content: cleanText(content), runId: runId ?? null }).returning();
  await db.update(agentConversations).set({ updatedAt: new Date() }).where(eq(agentConversations.id, conversationId));
  return toMessage(m);
}

export async function conversationMessages(db: Db, conversationId: string): Promise<PublicMessage[]> {
  const list = await db.select().from(agentMessages).where(eq(agentMessages.conversationId, conversationId))
    .orderBy(asc(agentMessages.createdAt), asc(agentMessages.id)).limit(200);
  return list.map(toMessage);
}
