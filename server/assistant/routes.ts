import type { FastifyInstance } from 'fastify';
import { ChatRequest } from '../../contracts/chat';
import type { Services } from '../app';
import { parseBody } from '../http/errors';
import { chatTurn } from '../chats/assistant';

/**
 * POST /api/chat: one assistant turn (creates the chat when session_id is missing).
 * workflow_type 'agent' is accepted and, until LLM providers exist, answered by the built-in planner too.
 */
export async function assistantRoutes(app: FastifyInstance, services: Services) {
  app.post('/api/chat', async (request) => {
    const body = parseBody(ChatRequest, request.body);
    return chatTurn(services.db, request.userId, body, { timezone: services.config.timezone });
  });
}
