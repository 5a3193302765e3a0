/**
 * One Telegram bot per user (their `telegram` credential), and two ways to use it that cannot run
 * together: a workflow's «Nuevo mensaje» trigger polls getUpdates, a deployed agent gets a webhook
 * (Telegram refuses getUpdates while a webhook is set). The product never lets them fight: deploying
 * an agent refuses while a workflow or another agent holds the bot, unless the owner hands it over
 * explicitly; activating such a workflow refuses while an agent holds it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { agentDeployments, agents, flows } from '../db/schema';
import { specSteps } from '../engine/types';
import { HttpError } from '../http/errors';

const pollsTelegram = (spec: unknown) => {
  const first = specSteps(spec)[0];
  return first?.node_id === 'telegram' && first.action_id === 'new_message';
};

/** The user's active workflows whose trigger polls their Telegram bot. */
export async function telegramPollingFlows(db: Db, userId: string): Promise<{ id: string; name: string }[]> {
  const active = await db.select({ id: flows.id, name: flows.name, spec: flows.spec }).from(flows)
    .where(and(eq(flows.userId, userId), eq(flows.isActive, true)));
  return active.filter((f) => pollsTelegram(f.spec)).map(({ id, name }) => ({ id, name }));
}

export const botHeldByAgent = (agent: string) =>
  `Tu bot de Telegram ya responde con el agente «${agent}». Para usar el disparador «Nuevo mensaje» de Telegram en este workflow, primero desactiva el despliegue de ese agente en Telegram (Agentes → ${agent} → Desplegar).`;

export const botHeldBy = (holders: string[]) =>
  `Tu bot de Telegram ya lo usa ${holders.join(' y ')}. Un bot no puede atender a los dos a la vez: si despliegas este agente, ${holders.length > 1 ? 'dejarán' : 'dejará'} de usarlo${holders.some((h) => h.startsWith('el workflow')) ? ' (el workflow se desactiva)' : ''} y el bot responderá con este agente.`;

/** Activating a flow whose trigger polls the bot while an agent answers on it: refused (409), in Spanish. */
export async function refuseIfAgentHoldsBot(db: Db, flowId: string): Promise<void> {
  const [flow] = await db.select({ userId: flows.userId, spec: flows.spec }).from(flows).where(eq(flows.id, flowId)).limit(1);
  if (!flow || !pollsTelegram(flow.spec)) return;
  const [held] = await db.select({ name: agents.name }).from(agentDeployments)
    .innerJoin(agents, eq(agents.id, agentDeployments.agentId))
    .where(and(eq(agentDeployments.userId, flow.userId), eq(agentDeployments.channel, 'telegram'), eq(agentDeployments.enabled, true))).limit(1);
  if (held) throw new HttpError(409, botHeldByAgent(held.name));
}
