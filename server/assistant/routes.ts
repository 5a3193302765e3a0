import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, ChatRequest, MESSAGE_TOO_LONG, messageLength } from '../../contracts/chat';
import type { Services } from '../app';
import { HttpError, parseBody } from '../http/errors';
import { chatTurn, type AssistantOptions } from '../chats/assistant';
import { llmConfig } from '../llm/settings';
import { missingServiceRequirements } from '../discovery/services';

/** The model picker's choice may travel with the message (AI mode); unknown values fall back to defaults. */
const ChatTurnRequest = ChatRequest.extend({
  provider: z.string().optional(),
  model: z.string().optional(),
  provider_key: z.string().optional(),
  model_key: z.string().optional(),
});

export { llmConfig } from '../llm/settings';

/**
 * POST /api/chat: one assistant turn (creates the chat when session_id is missing).
 * workflow_type 'agent' plans with OpenAI, Anthropic or the operator's local model when one is available, else (and on
 * any invalid answer) with the built-in planner, and the reply says so.
 */
export async function assistantRoutes(app: FastifyInstance, services: Services, extra: Partial<AssistantOptions> = {}) {
  const opts: AssistantOptions = {
    timezone: services.config.timezone,
    llm: llmConfig(services.config),
    // Services the plan needs and the user has not connected (server/discovery).
    requirements: (db, userId, plan, chatId) => missingServiceRequirements(db, userId, plan, chatId),
    ...extra,
  };
  app.post('/api/chat', async (request) => {
    const body = parseBody(ChatTurnRequest, request.body);
    if (messageLength(body.message) > CHAT_MESSAGE_MAX_LENGTH) throw new HttpError(422, MESSAGE_TOO_LONG);
    return chatTurn(services.db, request.userId, body, opts, { provider: body.provider ?? body.provider_key, model: body.model ?? body.model_key });
  });
}
