import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ChatRequest } from '../../contracts/chat';
import type { Services } from '../app';
import { parseBody } from '../http/errors';
import { chatTurn, type AssistantOptions } from '../chats/assistant';
import type { LlmConfig } from '../llm/turn';
import { missingServiceRequirements } from '../discovery/services';

/** The model picker's choice may travel with the message (AI mode); unknown values fall back to defaults. */
const ChatTurnRequest = ChatRequest.extend({
  provider: z.string().optional(),
  model: z.string().optional(),
  provider_key: z.string().optional(),
  model_key: z.string().optional(),
});

export function llmConfig(config: Services['config']): LlmConfig {
  return {
    keys: { openai: config.llm?.openaiApiKey, anthropic: config.llm?.anthropicApiKey },
    baseUrls: { openai: config.apis.openai, anthropic: config.apis.anthropic },
    provider: config.llm?.provider,
    model: config.llm?.model,
    timeoutMs: config.llm?.timeoutMs,
  };
}

/**
 * POST /api/chat: one assistant turn (creates the chat when session_id is missing).
 * workflow_type 'agent' plans with OpenAI or Anthropic when a key is available, else (and on
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
    return chatTurn(services.db, request.userId, body, opts, { provider: body.provider ?? body.provider_key, model: body.model ?? body.model_key });
  });
}
