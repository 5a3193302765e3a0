import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { optionalNumber, stringList } from './params';
import { aiParams } from './ai';

/** The step deadline of an agent run (the engine's default of 30 s is too short for a tool loop). */
export const AGENT_STEP_TIMEOUT_MS = 65_000;

/**
 * An AI agent: a tool-calling loop over catalogue actions, with the owner's credentials
 * (server/agents, docs/agents.md). Saving a plan with this step creates its agent.
 */
export const aiAgentNode: NodeDefinition = {
  node_id: 'ai_agent',
  name: 'Agente de IA',
  // the same key as 'Inteligencia artificial': one credential entry, one form (issue 12)
  service: 'ai',
  category: 'ai',
  auth: { mechanism: 'api_key', provider: 'openai' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'run_agent',
      name: 'Ejecutar agente',
      description: 'Un agente de IA cumple un objetivo usando herramientas, en varias iteraciones.',
      kind: 'action',
      params: z.object({
        ...aiParams,
        tools: stringList('Herramientas').optional(),
        max_iterations: optionalNumber('Iteraciones máximas', { min: 1, max: 50, int: true }),
      }),
      // several model calls and tools: the agent's own limit (ENLAZA_AGENT_TIMEOUT_MS, 60 s by default) ends it first
      timeoutMs: (_p, defaultMs) => Math.max(defaultMs, AGENT_STEP_TIMEOUT_MS),
      // imported when it runs: server/agents uses this catalogue (its tools are catalogue actions)
      execute: async (ctx, p) => (await import('../agents/step')).runAgentStep(ctx, p),
    }),
  ],
};
