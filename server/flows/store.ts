import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FlowSummary, WebhookUrls, WorkflowSpec } from '../../contracts/flows';
import type { PlanStep } from '../../contracts/plan';
import type { Config } from '../config';
import type { Db } from '../db';
import { chats, flows } from '../db/schema';
import { findAction, findNode } from '../nodes';
import { specSteps } from '../engine/types';
import { isUuid } from './ids';
import { syncFlowAgents } from '../agents/store';
import { refuseIfAgentHoldsBot } from '../agents/bot-lock';

export type FlowRow = typeof flows.$inferSelect;

/** The user's flow, or null (also for malformed ids and other users' flows). */
export async function findUserFlow(db: Db, userId: string, flowId: string): Promise<FlowRow | null> {
  if (!isUuid(flowId)) return null;
  const [row] = await db.select().from(flows).where(and(eq(flows.id, flowId), eq(flows.userId, userId))).limit(1);
  return row ?? null;
}

export async function findUserChat(db: Db, userId: string, chatId: unknown) {
  if (!isUuid(chatId)) return null;
  const [row] = await db.select().from(chats).where(and(eq(chats.id, chatId), eq(chats.userId, userId))).limit(1);
  return row ?? null;
}

/** The flow of a chat (one per chat: the unique index flows_chat_key). */
export async function findChatFlow(db: Db, userId: string, chatId: string): Promise<FlowRow | null> {
  const [row] = await db
    .select()
    .from(flows)
    .where(and(eq(flows.chatId, chatId), eq(flows.userId, userId)))
    .orderBy(desc(flows.updatedAt))
    .limit(1);
  return row ?? null;
}

export function baseUrl(config: Config, request: FastifyRequest): string {
  return (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** Production and test URLs when the flow's trigger receives webhooks, else null. */
export function webhookUrls(flowId: string, spec: unknown, base: string): WebhookUrls | null {
  const first = specSteps(spec)[0];
  const node = first ? findNode(first.node_id) : undefined;
  if (!node?.webhook) return null;
  const production = `${base}/webhooks/${flowId}`;
  return {
    production,
    test: `${production}?test=true`,
    documentation:
      'Envía una solicitud POST con un cuerpo JSON, un formulario o texto a la URL de producción cuando el workflow esté activo. ' +
      'La URL de prueba (?test=true) lo ejecuta aunque esté inactivo, solo mientras escuchas un evento de prueba en Enlaza ' +
      '(o con tu sesión, como hace «Probar»); el resultado de cada paso se ve en Enlaza.',
    type: node.node_id,
  };
}

/** The catalogue's names of a step's node and action, for people (absent when the catalogue lacks them). */
function stepNames(nodeId: string, actionId: string): { node_name?: string; action_name?: string } {
  const node = findNode(nodeId)?.name;
  const action = findAction(nodeId, actionId)?.name;
  return { ...(node ? { node_name: node } : {}), ...(action ? { action_name: action } : {}) };
}

export function toSummary(row: FlowRow, chatTitle: string | null, base: string): FlowSummary {
  return {
    flow_id: row.id,
    name: row.name,
    description: row.description,
    chat_id: row.chatId,
    chat_title: chatTitle,
    is_active: row.isActive,
    steps: specSteps(row.spec).map((s) => ({ node_id: s.node_id, action_id: s.action_id, ...stepNames(s.node_id, s.action_id) })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    webhook_urls: webhookUrls(row.id, row.spec, base),
    missed_slots: row.missedSlots === 'skip' ? 'skip' : 'catch_up',
  };
}

export async function listFlows(db: Db, userId: string) {
  return db
    .select({ flow: flows, chatTitle: chats.title })
    .from(flows)
    .leftJoin(chats, eq(chats.id, flows.chatId))
    .where(eq(flows.userId, userId))
    .orderBy(desc(flows.updatedAt), desc(flows.createdAt));
}

export async function chatTitle(db: Db, chatId: string | null): Promise<string | null> {
  if (!chatId) return null;
  const [row] = await db.select({ title: chats.title }).from(chats).where(eq(chats.id, chatId)).limit(1);
  return row?.title ?? null;
}

export function buildSpec(name: string, description: string | null, steps: PlanStep[]): WorkflowSpec {
  return { name, ...(description ? { description } : {}), steps };
}

type NewFlow = { userId: string; chatId: string | null; name: string; description: string | null; steps: PlanStep[] };

/** The conflict target of the one-flow-per-chat unique index (partial: flows without a chat are free). */
const CHAT_FLOW = { target: flows.chatId, where: sql`"chat_id" is not null` };

/**
 * A new flow; for a chat that already has its flow (one per chat), that flow gets these name,
 * description and steps instead (see saveChatFlow).
 */
export async function insertFlow(db: Db, v: NewFlow) {
  if (v.chatId) return saveChatFlow(db, { ...v, chatId: v.chatId });
  const [row] = await db
    .insert(flows)
    .values({ userId: v.userId, chatId: null, name: v.name, description: v.description, spec: buildSpec(v.name, v.description, v.steps), isActive: false })
    .returning();
  return row;
}

/**
 * Saves the chat's one flow with these steps: created inactive, or updated (its active flag kept).
 * One statement (insert … on conflict do update), so concurrent saves of a chat cannot make two.
 */
export async function saveChatFlow(db: Db, v: NewFlow & { chatId: string }): Promise<FlowRow> {
  const spec = buildSpec(v.name, v.description, v.steps);
  const [row] = await db
    .insert(flows)
    .values({ userId: v.userId, chatId: v.chatId, name: v.name, description: v.description, spec, isActive: false })
    .onConflictDoUpdate({ target: CHAT_FLOW.target, targetWhere: CHAT_FLOW.where, set: { name: v.name, description: v.description, spec, updatedAt: new Date() } })
    .returning();
  await syncFlowAgents(db, row);
  return row;
}

/**
 * The chat's flow; a chat without one gets it now, inactive, with these steps (`created`). Concurrent
 * calls create one flow (insert … on conflict do nothing); the others read it.
 */
export async function ensureChatFlow(db: Db, v: NewFlow & { chatId: string }): Promise<{ row: FlowRow; created: boolean }> {
  // a flow deleted between the conflict and the read is created again on the next attempt
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .insert(flows)
      .values({ userId: v.userId, chatId: v.chatId, name: v.name, description: v.description, spec: buildSpec(v.name, v.description, v.steps), isActive: false })
      .onConflictDoNothing({ target: CHAT_FLOW.target, where: CHAT_FLOW.where })
      .returning();
    if (created) return { row: created, created: true };
    const existing = await findChatFlow(db, v.userId, v.chatId);
    if (existing) return { row: existing, created: false };
  }
  throw new Error(`No se pudo obtener el workflow del chat ${v.chatId}`);
}

export async function setActive(db: Db, flowId: string, isActive: boolean) {
  if (isActive) await refuseIfAgentHoldsBot(db, flowId);
  const [row] = await db.update(flows).set({ isActive, updatedAt: new Date() }).where(eq(flows.id, flowId)).returning();
  return row;
}

/** Deletes the flow (its executions cascade) and, per spec §4, the chat it came from. */
export async function deleteFlowAndChat(db: Db, row: FlowRow) {
  await db.transaction(async (tx) => {
    await tx.delete(flows).where(eq(flows.id, row.id));
    if (row.chatId) await tx.delete(chats).where(and(eq(chats.id, row.chatId), eq(chats.userId, row.userId)));
  });
}
