import { and, eq } from 'drizzle-orm';
import type { MessageMetadata } from '../../contracts/chat';
import type { MarketplaceInstallAnswer } from '../../contracts/marketplace';
import type { PlanStep } from '../../contracts/plan';
import type { Db } from '../db';
import { chats, messages, users } from '../db/schema';
import { createChat } from '../chats/store';
import { missingParams } from '../planner/catalog';
import { connectionsNote, describePlan } from '../planner/reply';
import { instantiate } from './catalog';
import { CATEGORIES, type Template } from './types';

/** The assistant's first message in an installed template's chat: what it does, step by step, and what is left. */
export function installMessage(template: Template, plan: PlanStep[]): string {
  const incomplete = plan.some((s) => missingParams(s.node_id, s.action_id, s.params ?? {}).length > 0);
  const parts = [`Instalé la plantilla «${template.name}» (${CATEGORIES[template.category]}). ${template.description}`, describePlan(plan)];
  const connect = connectionsNote(plan);
  if (connect) parts.push(connect);
  parts.push(
    incomplete
      ? 'Antes de guardarla, completa los datos que dicen «falta» con el botón «Editar» de cada paso. Después puedes ejecutarla, guardarla y activarla, o pedirme cambios.'
      : 'Puedes ejecutarla ahora, guardarla y activarla. También puedes pedirme cambios, por ejemplo «agrega un aviso por Slack».',
  );
  return parts.join('\n\n');
}

/**
 * Installs a template for a user: a new chat titled with the template's name whose plan is the
 * template's, and an assistant message presenting it, written in one transaction.
 */
export async function installTemplate(db: Db, userId: string, template: Template, opts: { timezone: string }): Promise<MarketplaceInstallAnswer> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const plan = instantiate(template, { ownerEmail: user?.email, timezone: opts.timezone });
    const chat = await createChat(tx, userId, template.name);
    const metadata: MessageMetadata = { session_id: chat.id, status: 'plan_ready', workflow_action: 'plan_created', execution_plan: plan };
    await tx.insert(messages).values({ chatId: chat.id, role: 'assistant', content: installMessage(template, plan), metadata, createdAt: chat.createdAt });
    await tx.update(chats).set({ plan }).where(and(eq(chats.id, chat.id), eq(chats.userId, userId)));
    return { chat_id: chat.id, session_id: chat.id, title: chat.title, template_id: template.template_id };
  });
}
