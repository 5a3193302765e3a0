import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('PostgreSQL');

export const postgresNode: NodeDefinition = {
  node_id: 'postgres',
  name: 'PostgreSQL',
  service: 'postgres',
  category: 'database',
  auth: { mechanism: 'db_credentials' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'query',
      name: 'Ejecutar consulta SQL',
      description: 'Ejecuta una consulta SQL con parámetros ($1, $2…) en tu base de datos.',
      kind: 'action',
      params: z.object({
        query: text('Consulta SQL'),
        params: z.array(z.unknown(), { error: 'El campo "Parámetros" debe ser una lista' }).optional().describe('Parámetros'),
      }),
      execute: run,
    }),
  ],
};
