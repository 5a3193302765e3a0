import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { stringList, text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('Slack');

export const slackNode: NodeDefinition = {
  node_id: 'slack',
  name: 'Slack',
  service: 'slack',
  category: 'communication',
  auth: { mechanism: 'oauth2', provider: 'slack' },
  webhook: true,
  triggers: [
    defineAction({
      action_id: 'slack_webhook',
      name: 'Evento de Slack',
      description: 'Se activa cuando Slack envía un evento (mensaje, mención, etc.) a la URL del webhook.',
      kind: 'trigger',
      params: z.object({ events: stringList('Eventos').optional() }),
      execute: run,
    }),
  ],
  actions: [
    defineAction({
      action_id: 'send_message',
      name: 'Enviar mensaje',
      description: 'Publica un mensaje en un canal de Slack.',
      kind: 'action',
      params: z.object({ channel: text('Canal'), message: text('Mensaje') }),
      execute: run,
    }),
  ],
};
