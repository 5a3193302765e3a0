import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { optionalNumber, stringList } from './params';
import { aiParams } from './ai';
import { generate } from './ai/generate';

/**
 * v1 of the agent: one model call with the goal and the names of the tools it may suggest; tool
 * execution inside the agent loop is not built yet, and the output says so (`tools_called: []`).
 */
export const aiAgentNode: NodeDefinition = {
  node_id: 'ai_agent',
  name: 'Agente de IA',
  service: 'ai_agent',
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
      execute: async (ctx, p) => {
        const system = `Eres un asistente que trabaja para una pequeña empresa. Responde en español.${p.tools?.length ? ` Herramientas disponibles (descríbelas, aún no puedes llamarlas): ${p.tools.join(', ')}.` : ''}`;
        const r = await generate(ctx, 'ai_agent', { prompt: p.prompt, model: p.model, temperature: p.temperature, system });
        return { ...r, iterations: 1, tools_called: [] };
      },
    }),
  ],
};
