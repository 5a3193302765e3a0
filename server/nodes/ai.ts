import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { optionalNumber, optionalText, text } from './params';
import { generate } from './ai/generate';

export const aiParams = {
  prompt: text('Instrucción (prompt)'),
  model: optionalText('Modelo'),
  temperature: optionalNumber('Temperatura', { min: 0, max: 1 }),
};

export const aiNode: NodeDefinition = {
  node_id: 'ai',
  name: 'Inteligencia artificial',
  service: 'ai',
  category: 'ai',
  auth: { mechanism: 'api_key', provider: 'openai' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'generate_text',
      name: 'Generar texto',
      description: 'Genera texto con un modelo de IA (OpenAI, Anthropic o el modelo integrado).',
      kind: 'action',
      params: z.object(aiParams),
      execute: (ctx, p) => generate(ctx, 'ai', p),
    }),
  ],
};
