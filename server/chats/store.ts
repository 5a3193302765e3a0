import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_CHAT_TITLE, type ChatMessage, type ChatSession, type MessageMetadata } from '../../contracts/chat';
import type { PlanStep } from '../../contracts/plan';
import { cutAtWord } from '../../contracts/text';
import type { Db } from '../db';
import { chats, flows, messages } from '../db/schema';
import { HttpError } from '../http/errors';

export const CHAT_NOT_FOUND = 'Chat no encontrado';
export const MAX_TITLE = 100;
/** Titles taken from the first user message: a few words, short enough for the sidebar. */
export const AUTO_TITLE_WORDS = 6;
export const AUTO_TITLE_MAX = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
/** A Drizzle handle or a transaction on it; both expose the query builder. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Trims and collapses whitespace; '' when nothing is left. */
export function cleanTitle(raw: string | undefined | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE).trim();
}

/** A title from the user's first message: its first whole words (contracts/text.ts), at most AUTO_TITLE_MAX characters. */
export function titleFromMessage(message: string): string {
  const { text } = cutAtWord(message, { maxWords: AUTO_TITLE_WORDS, maxChars: AUTO_TITLE_MAX });
  return text || DEFAULT_CHAT_TITLE;
}

export function toSession(row: ChatRow, flow: ChatFlows | null): ChatSession {
  return {
    session_id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    flow_id: flow?.id ?? null,
    flow_active: flow?.active ?? false,
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    metadata: (row.metadata as MessageMetadata | null) ?? null,
  };
}

/**
 * The user's chat, or 404 'Chat no encontrado' (also for ids that are not uuids).
 * `lock` (inside a transaction) holds the row until commit, so two turns on one chat run one after the other.
 */
export async function findChat(db: Tx, userId: string, chatId: string, opts: { lock?: boolean } = {}): Promise<ChatRow> {
  if (!UUID.test(chatId)) throw new HttpError(404, CHAT_NOT_FOUND);
  const query = db.select().from(chats).where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, CHAT_NOT_FOUND);
  return row;
}

/** What the chat list shows of the flows saved from a chat: the latest one's id, and whether any is active. */
export type ChatFlows = { id: string; active: boolean };

/** chat id → its flows (the most recently updated one's id; active when any of them is), user scoped. */
export async function flowsByChat(db: Tx, userId: string, chatId?: string): Promise<Map<string, ChatFlows>> {
  const where = chatId
    ? and(eq(flows.userId, userId), eq(flows.chatId, chatId))
    : and(eq(flows.userId, userId), isNotNull(flows.chatId));
  const rows = await db.select({ id: flows.id, chatId: flows.chatId, active: flows.isActive }).from(flows).where(where)
    .orderBy(desc(flows.updatedAt), desc(flows.createdAt));
  const map = new Map<string, ChatFlows>();
  for (const r of rows) {
    if (!r.chatId) continue;
    const seen = map.get(r.chatId);
    if (seen) seen.active ||= r.active;
    else map.set(r.chatId, { id: r.id, active: r.active });
  }
  return map;
}

export async function sessionOf(db: Tx, userId: string, row: ChatRow): Promise<ChatSession> {
  const found = await flowsByChat(db, userId, row.id);
  return toSession(row, found.get(row.id) ?? null);
}

export async function createChat(db: Tx, userId: string, title?: string | null): Promise<ChatRow> {
  const now = new Date();
  const [row] = await db.insert(chats)
    .values({ userId, title: cleanTitle(title) || DEFAULT_CHAT_TITLE, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function listSessions(db: Tx, userId: string): Promise<ChatSession[]> {
  const rows = await db.select().from(chats).where(eq(chats.userId, userId))
    .orderBy(desc(chats.updatedAt), desc(chats.createdAt));
  const found = await flowsByChat(db, userId);
  return rows.map((r) => toSession(r, found.get(r.id) ?? null));
}

export async function listMessages(db: Tx, chatId: string): Promise<ChatMessage[]> {
  const rows = await db.select().from(messages).where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.createdAt));
  return rows.map(toMessage);
}

export async function renameChat(db: Tx, userId: string, chatId: string, title: string): Promise<ChatRow> {
  const [row] = await db.update(chats).set({ title, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId))).returning();
  if (!row) throw new HttpError(404, CHAT_NOT_FOUND);
  return row;
}

/** Stores the chat's latest plan (a step the user edited); follow-ups then edit this plan. */
export async function setChatPlan(db: Tx, userId: string, chatId: string, plan: PlanStep[]): Promise<ChatRow> {
  const [row] = await db.update(chats).set({ plan, updatedAt: new Date() })
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId))).returning();
  if (!row) throw new HttpError(404, CHAT_NOT_FOUND);
  return row;
}

export const ACTIVE_WORKFLOW_CONFLICT =
  'Este chat tiene un workflow activo. Indica si quieres eliminar también el workflow o conservarlo activo.';
export const BAD_WORKFLOW_CHOICE = 'Opción no válida para el workflow del chat: usa "delete" (eliminarlo) o "keep" (conservarlo).';

/** What happens to the flows saved from a chat when it is deleted. */
export type WorkflowChoice = 'delete' | 'keep';

/** `?workflow=` of DELETE /api/chats/{id}: absent, 'delete' or 'keep' (400 otherwise). */
export function workflowChoice(raw: unknown): WorkflowChoice | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'delete' || raw === 'keep') return raw;
  throw new HttpError(400, BAD_WORKFLOW_CHOICE);
}

/**
 * Deletes the chat and its messages. A chat with an active flow is only deleted with a choice
 * (409 otherwise, so no client deletes it silently): 'delete' removes every flow saved from it,
 * 'keep' leaves them running without a chat. Returns the ids of the flows removed.
 */
export async function deleteChat(db: Db, userId: string, chatId: string, choice?: WorkflowChoice): Promise<string[]> {
  return db.transaction(async (tx) => {
    const own = and(eq(flows.userId, userId), eq(flows.chatId, chatId));
    const linked = await tx.select({ id: flows.id, active: flows.isActive }).from(flows).where(own).for('update');
    if (!choice && linked.some((f) => f.active)) throw new HttpError(409, ACTIVE_WORKFLOW_CONFLICT);
    const removed = choice === 'delete' && linked.length ? (await tx.delete(flows).where(own).returning({ id: flows.id })).map((f) => f.id) : [];
    const gone = await tx.delete(chats).where(and(eq(chats.id, chatId), eq(chats.userId, userId))).returning({ id: chats.id });
    if (gone.length === 0) throw new HttpError(404, CHAT_NOT_FOUND);
    return removed;
  });
}
