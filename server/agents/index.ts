/**
 * AI agents (docs/agents.md). `agentsPublicRoutes` (outside the signed-in scope) binds the agent
 * runtime and serves the public web page's API and Telegram's webhook; `agentsRoutes` (inside it)
 * serves /api/ai_agents/*.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app';
import { telegramWebhookRoutes } from './deploy-telegram';
import { publicAgentRoutes } from './deploy-web';
import { failInterruptedRuns } from './runner';
import { createAgentRuntime } from './runtime';

/** How long closing the app waits for Telegram answers still being worked on. */
const CLOSE_GRACE_MS = 5_000;

export async function agentsPublicRoutes(app: FastifyInstance, services: Services) {
  const rt = createAgentRuntime(services.db, services.config, app.log);
  await publicAgentRoutes(app, rt);
  await telegramWebhookRoutes(app, rt);
  app.addHook('onReady', async () => failInterruptedRuns(services.db));
  app.addHook('onClose', async () => rt.settle(CLOSE_GRACE_MS));
}

export { agentsRoutes } from './routes';
