/**
 * Deploy `web`: a public chat page /a/{public_id} (no sign-in). Each visitor's conversation is kept
 * and readable only with the token it was given; messages are rate limited per visitor (address)
 * and page; a page switched off, or whose agent left its workflow, answers 404.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PublicMessageRequest, type DeployAnswer, type PublicAgent, type PublicConversation, type PublicMessageAnswer } from '../../contracts/agents';
import type { Db } from '../db';
import { agentDeployments, agents } from '../db/schema';
import { HttpError, parseBody } from '../http/errors';
import { addMessage, conversationMessages, newWebConversation, recentTurns, visitorConversation } from './conversations';
import { newSecret, saveDeployment, toDeployment, type DeploymentRow } from './deployments';
import { performRun, queueRun, replyText } from './runner';
import type { AgentRuntime } from './runtime';
import { isLive, type AgentRow } from './store';

export const PAGE_NOT_FOUND = 'Este agente no está disponible';
export const RATE_LIMITED = 'Estás enviando mensajes muy rápido: espera un momento y vuelve a intentarlo.';
const RATE_WINDOW_MS = 60_000;

export async function deployWeb(db: Db, agent: AgentRow, base: string): Promise<DeployAnswer> {
  const row = await saveDeployment(db, agent, 'web', { publicId: newSecret() });
  const deployment = toDeployment(row, base);
  return { message: `Agente desplegado en la web: cualquiera con el enlace puede chatear con él en ${deployment.url}`, deployment };
}

/** The enabled web deployment behind a public id, with its agent, while the agent is live. */
async function livePage(db: Db, publicId: string): Promise<{ d: DeploymentRow; agent: AgentRow }> {
  const [found] = publicId && publicId.length <= 64
    ? await db.select({ d: agentDeployments, agent: agents }).from(agentDeployments)
      .innerJoin(agents, eq(agents.id, agentDeployments.agentId))
      .where(and(eq(agentDeployments.publicId, publicId), eq(agentDeployments.channel, 'web'))).limit(1)
    : [];
  if (!found || !found.d.enabled || !isLive(found.agent)) throw new HttpError(404, PAGE_NOT_FOUND);
  return found;
}

type PageParams = { Params: { publicId: string } };

/** Public routes (outside the signed-in scope). */
export async function publicAgentRoutes(app: FastifyInstance, rt: AgentRuntime) {
  const { db } = rt;
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  app.get<PageParams>('/api/public/agents/:publicId', async (request): Promise<PublicAgent> => {
    const { agent } = await livePage(db, request.params.publicId);
    return { public_id: request.params.publicId, name: agent.name, greeting: `¡Hola! Soy ${agent.name}. ¿En qué te puedo ayudar?` };
  });

  app.post<PageParams>('/api/public/agents/:publicId/messages', {
    config: {
      rateLimit: {
        max: rt.config.agents.webRateLimit,
        timeWindow: RATE_WINDOW_MS,
        keyGenerator: (request: FastifyRequest) => `agent-page:${(request.params as { publicId?: string }).publicId}:${request.ip}`,
        errorResponseBuilder: () => new HttpError(429, RATE_LIMITED),
      },
    },
  }, async (request): Promise<PublicMessageAnswer> => {
    const { d, agent } = await livePage(db, request.params.publicId);
    const body = parseBody(PublicMessageRequest, request.body);
    const existing = await visitorConversation(db, d, body.conversation_id, body.visitor_token);
    const { conversation, token } = existing ? { conversation: existing, token: body.visitor_token! } : await newWebConversation(db, d);
    const history = await recentTurns(db, conversation.id);
    const req = { agent, goal: body.message, source: 'web' as const, history, deploymentId: d.id, conversationId: conversation.id };
    const runId = (await queueRun(db, req))!;
    const user_message = await addMessage(db, conversation.id, 'user', body.message, runId);
    const { outcome } = await performRun(rt, runId, req);
    const reply = await addMessage(db, conversation.id, 'assistant', replyText(outcome), runId);
    return { conversation_id: conversation.id, visitor_token: token, user_message, reply };
  });

  app.get<PageParams & { Params: { conversationId: string } }>('/api/public/agents/:publicId/conversations/:conversationId', async (request): Promise<PublicConversation> => {
    const { d } = await livePage(db, request.params.publicId);
    const conversation = await visitorConversation(db, d, request.params.conversationId, request.headers['x-visitor-token']);
    if (!conversation) throw new HttpError(404, 'Conversación no encontrada');
    return { conversation_id: conversation.id, messages: await conversationMessages(db, conversation.id) };
  });
}
