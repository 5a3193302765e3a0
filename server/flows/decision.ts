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

/** Which plan an 'Ejecutar' ran: the saved flow's, or the chat's plan that differs from it. */
export type ExecutedVersion = 'saved' | 'unsaved';

/** The first line of an execute confirmation: which version runs (issue 10). */
export const RUNS_SAVED = 'Ejecutando la versión guardada.';
export const RUNS_UNSAVED = 'Ejecutando los cambios sin guardar: la versión guardada, la que usan el webhook, el horario y «Ejecutar Ahora», no cambia hasta que pulses «Guardar».';
export const RUNS_NEW_FLOW = 'Ejecutando el plan del chat, que quedó guardado como workflow inactivo.';
/** Appended to an activation when the chat's plan differs from the saved flow. */
export const ACTIVATED_SAVED_VERSION = 'Se activó la versión guardada: tus cambios sin guardar no se ejecutarán hasta que pulses «Guardar».';

export function versionLine(version: ExecutedVersion, createdNow: boolean): string {
  if (createdNow) return RUNS_NEW_FLOW;
  return version === 'saved' ? RUNS_SAVED : RUNS_UNSAVED;
}
