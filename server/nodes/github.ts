import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { optionalText, stringList, text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('GitHub');

export const githubNode: NodeDefinition = {
  node_id: 'github',
  name: 'GitHub',
  service: 'github',
  category: 'developer',
  auth: { mechanism: 'oauth2', provider: 'github' },
  webhook: true,
  triggers: [
    defineAction({
      action_id: 'github_webhook',
      name: 'Evento de GitHub',
      description: 'Se activa cuando GitHub envía un evento (push, issue, pull request…) a la URL del webhook.',
      kind: 'trigger',
      params: z.object({ events: stringList('Eventos').optional() }),
      execute: run,
    }),
  ],
  actions: [
    defineAction({
      action_id: 'create_issue',
      name: 'Crear issue',
      description: 'Crea un issue en un repositorio (formato dueño/repositorio).',
      kind: 'action',
      params: z.object({
        repository: text('Repositorio').regex(/^[\w.-]+\/[\w.-]+$/, 'El campo "Repositorio" debe tener el formato dueño/repositorio'),
        title: text('Título'),
        body: optionalText('Descripción'),
      }),
      execute: run,
    }),
  ],
};
