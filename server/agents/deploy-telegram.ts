/**
 * Deploy `telegram`: the owner's bot (their `telegram` credential) gets a webhook
 * (`setWebhook` on ENLAZA_TELEGRAM_API_URL) pointing at /webhooks/agents/telegram/{deployment id}
 * with a random `secret_token`; each message becomes a run and its answer goes back with
 * `sendMessage`. Updates whose X-Telegram-Bot-Api-Secret-Token does not match are refused.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeployAnswer } from '../../contracts/agents';
import type { Config } from '../config';
import type { Db } from '../db';
import { agentDeployments, agents } from '../db/schema';
import type { Engine } from '../engine';
import { loadUsableCredential } from '../credentials/load';
import { HttpError } from '../http/errors';
import { apiUrl, callApi } from '../net/api-client';
import { StepError } from '../nodes/types';
import { isUuid } from '../flows/ids';
import { setActive } from '../flows/store';
import { botHeldBy, telegramPollingFlows } from './bot-lock';
import { addMessage, chatConversation, recentTurns } from './conversations';
import { disableDeployment, newSecret, otherTelegramAgents, saveDeployment, secretMatches, sha256, toDeployment, type DeploymentRow } from './deployments';
import { performRun, queueRun, replyText } from './runner';
import type { AgentRuntime } from './runtime';
import { isLive, type AgentRow } from './store';

export const TELEGRAM_NEEDED = 'Conecta primero tu bot de Telegram en Credenciales (el token que te dio @BotFather) y vuelve a desplegar.';
const TELEGRAM_MESSAGE_MAX = 4000;

async function botToken(db: Db, userId: string): Promise<string> {
  const cred = await loadUsableCredential(db, userId, 'telegram');
  const token = typeof cred?.bot_token === 'string' ? cred.bot_token.trim() : '';
  if (!token) throw new HttpError(400, TELEGRAM_NEEDED);
  return token;
}

/** One Bot API call; the token travels in the path and never appears in a message. */
async function telegram(config: Config, token: string, method: string, json: unknown): Promise<unknown> {
  try {
    const res = await callApi({ signal: AbortSignal.timeout(15_000), config }, {
      service: 'Telegram', method: 'POST', url: apiUrl(config.apis.telegram, `/bot${token}/${method}`), json,
      unauthorized: 'Telegram rechazó el token del bot: revisa el token que te dio @BotFather y vuelve a conectarlo',
      notFound: 'Telegram rechazó el token del bot: revisa el token que te dio @BotFather y vuelve a conectarlo',
    });
    return (res.body as { result?: unknown })?.result;
  } catch (err) {
    const reason = err instanceof StepError ? err.message : 'no se pudo conectar con Telegram';
    throw new HttpError(502, `No se pudo desplegar en Telegram: ${reason}`);
  }
}

export type TelegramDeployInput = { db: Db; config: Config; engine: Engine; agent: AgentRow; base: string; takeOver: boolean };

/** 409 with `can_take_over` when the bot is in use; the route answers it as is. */
export class BotInUseError extends Error {
  constructor(readonly holders: string[]) {
    super(botHeldBy(holders));
  }
}

export async function deployTelegram({ db, config, engine, agent, base, takeOver }: TelegramDeployInput): Promise<DeployAnswer> {
  const token = await botToken(db, agent.userId);
  const flowsUsing = await telegramPollingFlows(db, agent.userId);
  const agentsUsing = await otherTelegramAgents(db, agent.userId, agent.id);
  const holders = [...flowsUsing.map((f) => `el workflow «${f.name}»`), ...agentsUsing.map((a) => `el agente «${a.name}»`)];
  if (holders.length && !takeOver) throw new BotInUseError(holders);
  // The owner chose to hand the bot over: the workflows stop polling it, the other agent stops answering.
  for (const f of flowsUsing) {
    await setActive(db, f.id, false);
    await engine.cancelWaits(f.id, 'deactivated');
    await engine.syncSchedule(f.id);
  }
  for (const a of agentsUsing) await disableDeployment(db, a.deployment.agentId, 'telegram');

  const me = (await telegram(config, token, 'getMe', {})) as { username?: string } | undefined;
  const secret = newSecret();
  let row = await saveDeployment(db, agent, 'telegram', { secretHash: sha256(secret), botUsername: me?.username ?? null });
  const webhookUrl = `${base}/webhooks/agents/telegram/${row.id}`;
  try {
    await telegram(config, token, 'setWebhook', { url: webhookUrl, secret_token: secret, allowed_updates: ['message'] });
  } catch (err) {
    await disableDeployment(db, agent.id, 'telegram');
    throw err;
  }
  row = await saveDeployment(db, agent, 'telegram', { secretHash: row.secretHash, botUsername: row.botUsername, webhookUrl });
  const bot = row.botUsername ? `@${row.botUsername}` : 'tu bot';
  const handed = holders.length ? ` Ahora ${bot} responde con este agente: ${holders.join(' y ')} ya no lo usa${flowsUsing.length ? ' (el workflow quedó desactivado)' : ''}.` : '';
  return { message: `Agente desplegado en Telegram: escríbele a ${bot} y te responderá.${handed}`, deployment: toDeployment(row, base) };
}

/** Switches the Telegram deployment off: the webhook is removed (best effort) and updates are ignored. */
export async function undeployTelegram(db: Db, config: Config, agent: AgentRow): Promise<boolean> {
  const row = await disableDeployment(db, agent.id, 'telegram');
  if (!row) return false;
  const token = await botToken(db, agent.userId).catch(() => null);
  if (token) await telegram(config, token, 'deleteWebhook', {}).catch(() => undefined);
  return true;
}

type Update = { update_id?: number; message?: { text?: string; chat?: { id?: number | string } } };

/** One incoming message: a run, then its answer sent back to the chat (in the background: Telegram is answered at once). */
async function answerUpdate(rt: AgentRuntime, d: DeploymentRow, agent: AgentRow, update: Update): Promise<void> {
  const text = update.message?.text?.trim();
  const chatId = update.message?.chat?.id;
  if (!text || chatId === undefined || chatId === null) return;
  const conversation = await chatConversation(rt.db, d, String(chatId));
  const history = await recentTurns(rt.db, conversation.id);
  const req = {
    agent, goal: text.slice(0, 4000), source: 'telegram' as const, history,
    deploymentId: d.id, conversationId: conversation.id, dedupeKey: update.update_id === undefined ? null : String(update.update_id),
  };
  const runId = await queueRun(rt.db, req);
  if (!runId) return; // Telegram delivered this update before
  await addMessage(rt.db, conversation.id, 'user', text, runId);
  const { outcome } = await performRun(rt, runId, req);
  const reply = replyText(outcome);
  await addMessage(rt.db, conversation.id, 'assistant', reply, runId);
  const token = await botToken(rt.db, agent.userId);
  await telegram(rt.config, token, 'sendMessage', { chat_id: chatId, text: reply.slice(0, TELEGRAM_MESSAGE_MAX) });
}

/** POST /webhooks/agents/telegram/{deployment id}: public, authenticated by Telegram's secret_token header. */
export async function telegramWebhookRoutes(app: FastifyInstance, rt: AgentRuntime) {
  app.post<{ Params: { deploymentId: string } }>('/webhooks/agents/telegram/:deploymentId', async (request, reply) => {
    const id = request.params.deploymentId;
    const [found] = isUuid(id)
      ? await rt.db.select({ d: agentDeployments, agent: agents }).from(agentDeployments)
        .innerJoin(agents, eq(agents.id, agentDeployments.agentId)).where(eq(agentDeployments.id, id)).limit(1)
      : [];
    if (!found || found.d.channel !== 'telegram' || !found.d.enabled || !isLive(found.agent)) throw new HttpError(404, 'Agente no encontrado');
    if (!secretMatches(request.headers['x-telegram-bot-api-secret-token'], found.d.secretHash)) throw new HttpError(401, 'Firma de Telegram inválida');
    rt.track(answerUpdate(rt, found.d, found.agent, (request.body ?? {}) as Update));
    return reply.status(200).send({ ok: true });
  });
}
