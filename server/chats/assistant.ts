/**
 * One assistant turn: the user's message goes through the planner, and both messages, the
 * chat's latest plan, its title and updated_at are written in one transaction.
 */
import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_CHAT_TITLE, type ChatReply, type ChatRequest, type MessageMetadata } from '../../contracts/chat';
import { ExecutionPlan } from '../../contracts/plan';
import type { Db } from '../db';
import { chats, messages, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { nodeName } from '../planner/catalog';
import { planRequest, type PlannerResult } from '../planner';
import { createChat, findChat, titleFromMessage, toMessage, type Tx } from './store';

export const EMPTY_MESSAGE = 'El mensaje no puede estar vacío';

/** The text stored as the user's message when they only submitted a form or picked services. */
function userText(message: string, inputs: Record<string, unknown> | null, selected: string[]): string {
  if (message) return message;
  if (inputs) return 'Te envié los datos del formulario.';
  return `Elegí: ${selected.map((s) => nodeName(s)).join(', ')}`;
}

/** The last request that ended in a clarification, so picking services alone can complete it. */
async function pendingRequest(tx: Tx, chatId: string): Promise<string> {
  const rows = await tx.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(desc(messages.createdAt)).limit(20);
  const asked = rows.findIndex((r) => r.role === 'assistant' && (r.metadata as MessageMetadata | null)?.status === 'clarification_needed');
  if (asked < 0) return '';
  return rows.slice(asked + 1).find((r) => r.role === 'user')?.content ?? '';
}

export async function chatTurn(db: Db, userId: string, body: ChatRequest, opts: { timezone: string }): Promise<ChatReply> {
  const message = body.message.trim();
  const inputs = body.frontend_user_inputs && Object.keys(body.frontend_user_inputs).length ? body.frontend_user_inputs : null;
  const selected = (body.selected_services ?? []).map((s) => s.trim()).filter(Boolean);
  if (!message && !inputs && !selected.length) throw new HttpError(400, EMPTY_MESSAGE);

  return db.transaction(async (tx) => {
    const chat = body.session_id ? await findChat(tx, userId, body.session_id, { lock: true }) : await createChat(tx, userId);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const stored = ExecutionPlan.safeParse(chat.plan);
    const currentPlan = stored.success && stored.data.length ? stored.data : null;
    const request = message || (!inputs && selected.length ? await pendingRequest(tx, chat.id) : '');
    if (!request && !inputs) throw new HttpError(400, EMPTY_MESSAGE);

    const result: PlannerResult = planRequest({
      message: request,
      currentPlan,
      formInputs: inputs,
      selectedServices: selected,
      timezone: opts.timezone,
      userEmail: user?.email,
    });

    const sessionId = chat.id;
    const metadata: MessageMetadata = { session_id: sessionId, status: result.status, workflow_action: result.workflow_action };
    if (result.execution_plan) metadata.execution_plan = result.execution_plan;
    if (result.service_groups) metadata.service_groups = result.service_groups;
    if (result.smart_form) {
      metadata.smart_form = result.smart_form;
      metadata.smart_forms_required = true;
    }

    const userAt = new Date();
    const assistantAt = new Date(userAt.getTime() + 1);
    const [userRow] = await tx.insert(messages)
      .values({ chatId: sessionId, role: 'user', content: userText(message, inputs, selected), metadata: { session_id: sessionId }, createdAt: userAt })
      .returning();
    const [assistantRow] = await tx.insert(messages)
      .values({ chatId: sessionId, role: 'assistant', content: result.reply, metadata, createdAt: assistantAt })
      .returning();

    const changes: Partial<typeof chats.$inferInsert> = { updatedAt: assistantAt };
    if (result.execution_plan) changes.plan = result.execution_plan;
    if (chat.title === DEFAULT_CHAT_TITLE && message) changes.title = titleFromMessage(message);
    await tx.update(chats).set(changes).where(and(eq(chats.id, sessionId), eq(chats.userId, userId)));

    const reply: ChatReply & { response: string } = {
      reply: result.reply,
      response: result.reply,
      session_id: sessionId,
      status: result.status,
      workflow_action: result.workflow_action,
      message: toMessage(assistantRow),
      user_message: toMessage(userRow),
    };
    if (result.execution_plan) reply.execution_plan = result.execution_plan;
    if (result.service_groups) reply.service_groups = result.service_groups;
    if (result.smart_form) {
      reply.smart_form = result.smart_form;
      reply.smart_forms_required = true;
    }
    return reply;
  });
}
