/**
 * One assistant turn: the user's message goes through the planner (or, in AI mode, a language
 * model with the planner as fallback), and both messages, the chat's latest plan, its title,
 * updated_at and the model's token usage are written in one transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_CHAT_TITLE, type ChatReply, type ChatRequest, type MessageMetadata } from '../../contracts/chat';
import type { ServiceAuthRequirement } from '../../contracts/credentials';
import { ExecutionPlan, type PlanStep } from '../../contracts/plan';
import type { Db } from '../db';
import { chats, messages, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { aiTurn, type AiTurn, type LlmConfig } from '../llm/turn';
import { recordUsage } from '../llm/usage';
import { nodeName } from '../planner/catalog';
import { planRequest, type PlannerInput, type PlannerResult } from '../planner';
import { createChat, findChat, titleFromMessage, toMessage, type Tx } from './store';

export const EMPTY_MESSAGE = 'El mensaje no puede estar vacío';

/** The connections a plan still needs (server/discovery `missingServiceRequirements`). */
export type RequirementsFn = (db: Db, userId: string, plan: PlanStep[], chatId: string) => Promise<ServiceAuthRequirement[]>;

export type AssistantOptions = {
  timezone: string;
  /** AI mode (workflow_type 'agent'): server keys, base URLs and defaults. Absent → built-in planner only. */
  llm?: LlmConfig;
  /** Lists `oauth_requirements` for a plan; absent → none are listed. */
  requirements?: RequirementsFn;
};

/** The picker's choice, sent along with the message in AI mode. */
export type ModelChoice = { provider?: string; model?: string };

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

type Turn = { message: string; inputs: Record<string, unknown> | null; selected: string[] };

/**
 * The chat's plan before the current one, for "deshaz eso": the latest plan an assistant message
 * carried that differs from the current plan (a step edited by hand counts as a change too).
 */
async function previousPlan(tx: Tx, chatId: string, current: PlanStep[] | null): Promise<PlanStep[] | null> {
  if (!current) return null;
  const rows = await tx.select({ metadata: messages.metadata }).from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.role, 'assistant'))).orderBy(desc(messages.createdAt)).limit(30);
  for (const row of rows) {
    const plan = ExecutionPlan.safeParse((row.metadata as MessageMetadata | null)?.execution_plan);
    if (plan.success && plan.data.length && !isDeepStrictEqual(plan.data, current)) return plan.data;
  }
  return null;
}

/** What the planner needs from the chat: its plan, the pending request, the user's address. */
async function plannerInput(tx: Tx, userId: string, chat: { id: string; plan: unknown } | null, turn: Turn, timezone: string): Promise<PlannerInput> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const stored = ExecutionPlan.safeParse(chat?.plan);
  const currentPlan = stored.success && stored.data.length ? stored.data : null;
  const request = turn.message || (!turn.inputs && turn.selected.length && chat ? await pendingRequest(tx, chat.id) : '');
  if (!request && !turn.inputs) throw new HttpError(400, EMPTY_MESSAGE);
  const previous = chat ? await previousPlan(tx, chat.id, currentPlan) : null;
  return { message: request, currentPlan, previousPlan: previous, formInputs: turn.inputs, selectedServices: turn.selected, timezone, userEmail: user?.email };
}

/**
 * AI mode runs before the transaction: a model call takes seconds and must not hold the chat's
 * row lock (or, with PGlite, the whole database). Form submissions stay with the built-in planner.
 */
async function aiPhase(db: Db, userId: string, body: ChatRequest, turn: Turn, opts: AssistantOptions, choice: ModelChoice): Promise<AiTurn | null> {
  if (body.workflow_type !== 'agent' || !opts.llm || turn.inputs) return null;
  const input = await db.transaction(async (tx) => {
    const chat = body.session_id ? await findChat(tx, userId, body.session_id) : null;
    return plannerInput(tx, userId, chat, turn, opts.timezone);
  });
  return aiTurn(db, userId, { ...input, conversation: body.conversation }, choice, opts.llm);
}

export async function chatTurn(db: Db, userId: string, body: ChatRequest, opts: AssistantOptions, choice: ModelChoice = {}): Promise<ChatReply> {
  const turn: Turn = {
    message: body.message.trim(),
    inputs: body.frontend_user_inputs && Object.keys(body.frontend_user_inputs).length ? body.frontend_user_inputs : null,
    selected: (body.selected_services ?? []).map((s) => s.trim()).filter(Boolean),
  };
  if (!turn.message && !turn.inputs && !turn.selected.length) throw new HttpError(400, EMPTY_MESSAGE);
  const ai = await aiPhase(db, userId, body, turn, opts, choice);

  const { reply, sessionId, plan } = await db.transaction(async (tx) => {
    const chat = body.session_id ? await findChat(tx, userId, body.session_id, { lock: true }) : await createChat(tx, userId);
    const result: PlannerResult = ai?.result ?? planRequest(await plannerInput(tx, userId, chat, turn, opts.timezone));
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
      .values({ chatId: sessionId, role: 'user', content: userText(turn.message, turn.inputs, turn.selected), metadata: { session_id: sessionId }, createdAt: userAt })
      .returning();
    const [assistantRow] = await tx.insert(messages)
      .values({ chatId: sessionId, role: 'assistant', content: result.reply, metadata, createdAt: assistantAt })
      .returning();
    for (const u of ai?.usage ?? []) await recordUsage(tx, { ...u, userId, chatId: sessionId });

    const changes: Partial<typeof chats.$inferInsert> = { updatedAt: assistantAt };
    if (result.execution_plan) changes.plan = result.execution_plan;
    if (chat.title === DEFAULT_CHAT_TITLE && turn.message) changes.title = titleFromMessage(turn.message);
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
    return { reply, sessionId, plan: result.execution_plan, assistantId: assistantRow.id };
  });

  return withRequirements(db, userId, reply, sessionId, plan, opts.requirements);
}

/** Adds the plan's missing connections to the reply and to the stored assistant message. */
async function withRequirements(db: Db, userId: string, reply: ChatReply, chatId: string, plan: PlanStep[] | undefined, requirements?: RequirementsFn): Promise<ChatReply> {
  if (!plan?.length || !requirements) return reply;
  const needed = await requirements(db, userId, plan, chatId);
  if (!needed.length) return reply;
  const oauth = needed.map((r) => ({ ...r })) as NonNullable<ChatReply['oauth_requirements']>;
  const metadata = { ...(reply.message?.metadata ?? {}), oauth_requirements: oauth } as MessageMetadata;
  if (reply.message) {
    await db.update(messages).set({ metadata }).where(eq(messages.id, reply.message.id));
    reply.message = { ...reply.message, metadata };
  }
  return { ...reply, oauth_requirements: oauth };
}
