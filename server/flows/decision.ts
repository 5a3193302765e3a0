import { and, asc, eq } from 'drizzle-orm';
import type { ChatMessage, MessageMetadata } from '../../contracts/chat';
import { DEFAULT_CHAT_TITLE } from '../../contracts/chat';
import type { Db } from '../db';
import { messages } from '../db/schema';

type DecisionBody = { execution_plan?: unknown; workflow_context?: { workflow_data?: unknown } & Record<string, unknown> };

const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/**
 * The plan a decision refers to: `execution_plan`, else `workflow_context.workflow_data.execution_plan`
 * (or `.steps`, or workflow_data itself when it is the array). Undefined when none was sent.
 */
export function planFromBody(body: DecisionBody): unknown {
  if (body.execution_plan !== undefined) return body.execution_plan;
  const data = body.workflow_context?.workflow_data;
  if (Array.isArray(data)) return data;
  const d = obj(data);
  if (!d) return undefined;
  return d.execution_plan ?? d.steps ?? obj(d.workflow)?.steps;
}

/** A description for naming: one sent with the workflow, else the chat's first user message, else its title. */
export async function describeChat(db: Db, chat: { id: string; title: string }, body: DecisionBody): Promise<string | null> {
  const d = obj(body.workflow_context?.workflow_data);
  const sent = d?.description ?? d?.name;
  if (typeof sent === 'string' && sent.trim()) return sent.trim();
  const [first] = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.chatId, chat.id), eq(messages.role, 'user')))
    .orderBy(asc(messages.createdAt))
    .limit(1);
  if (first?.content.trim()) return first.content.trim();
  return chat.title && chat.title !== DEFAULT_CHAT_TITLE ? chat.title : null;
}

/** Appends the assistant's confirmation to the chat and returns it as the API's ChatMessage. */
export async function appendAssistantMessage(db: Db, chatId: string, content: string, metadata: MessageMetadata): Promise<ChatMessage> {
  const [row] = await db.insert(messages).values({ chatId, role: 'assistant', content, metadata }).returning();
  return { id: row.id, role: 'assistant', content: row.content, timestamp: row.createdAt.toISOString(), metadata };
}
