import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { text, url } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('Discord');

export const discordNode: NodeDefinition = {
  node_id: 'discord',
  name: 'Discord',
  service: 'discord',
  category: 'communication',
  auth: { mechanism: 'none' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'send_message',
      name: 'Enviar mensaje',
      description: 'Publica un mensaje en un canal de Discord mediante su URL de webhook.',
      kind: 'action',
      params: z.object({ webhook_url: url('URL del webhook de Discord'), message: text('Mensaje') }),
      execute: run,
    }),
  ],
};
