import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';

export const manualNode: NodeDefinition = {
  node_id: 'manual',
  name: 'Ejecución manual',
  service: 'manual',
  category: 'trigger',
  auth: { mechanism: 'none' },
  triggers: [
    defineAction({
      action_id: 'manual_trigger',
      name: 'Ejecutar manualmente',
      description: 'Inicia el workflow cuando presionas "Ejecutar" en el chat o en Mis Workflows.',
      kind: 'trigger',
      params: z.object({}).passthrough(),
      // The trigger's output is whatever the run was started with (usually an empty object).
      execute: async (ctx) => ctx.trigger ?? {},
    }),
  ],
  actions: [],
};
