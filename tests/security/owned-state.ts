import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { agentDeployments, agentRuns, agents, alertSettings, chats, credentials, executions, executionSteps, flowAlertState, flows, llmUsage, messages, notifications, oauthApps, users } from '../../server/db/schema';

/**
 * Everything one user owns, read straight from the database, as comparable text: if another user's
 * requests changed, added or removed anything of it, the text differs.
 */
export async function ownedState(db: Db, userId: string): Promise<string> {
  const chatRows = await db.select().from(chats).where(eq(chats.userId, userId)).orderBy(asc(chats.id));
  const chatIds = chatRows.map((c) => c.id);
  const execRows = await db.select().from(executions).where(eq(executions.userId, userId)).orderBy(asc(executions.id));
  const execIds = execRows.map((e) => e.id);
  return JSON.stringify({
    user: await db.select().from(users).where(eq(users.id, userId)),
    chats: chatRows,
    messages: chatIds.length ? await db.select().from(messages).where(inArray(messages.chatId, chatIds)).orderBy(asc(messages.id)) : [],
    flows: await db.select().from(flows).where(eq(flows.userId, userId)).orderBy(asc(flows.id)),
    executions: execRows,
    steps: execIds.length ? await db.select().from(executionSteps).where(inArray(executionSteps.executionId, execIds)).orderBy(asc(executionSteps.id)) : [],
    credentials: await db.select().from(credentials).where(eq(credentials.userId, userId)).orderBy(asc(credentials.serviceId)),
    oauthApps: await db.select().from(oauthApps).where(eq(oauthApps.userId, userId)).orderBy(asc(oauthApps.provider)),
    llmUsage: await db.select().from(llmUsage).where(eq(llmUsage.userId, userId)).orderBy(asc(llmUsage.id)),
    agents: await db.select().from(agents).where(eq(agents.userId, userId)).orderBy(asc(agents.id)),
    agentDeployments: await db.select().from(agentDeployments).where(eq(agentDeployments.userId, userId)).orderBy(asc(agentDeployments.id)),
    agentRuns: await db.select().from(agentRuns).where(eq(agentRuns.userId, userId)).orderBy(asc(agentRuns.id)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    alertSettings: await db.select().from(alertSettings).where(eq(alertSettings.userId, userId)),
    flowAlertState: await db.select({ s: flowAlertState }).from(flowAlertState).innerJoin(flows, eq(flows.id, flowAlertState.flowId)).where(eq(flows.userId, userId)).orderBy(asc(flowAlertState.flowId)),
  });
}
