import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('Telegram');

export const telegramNode: NodeDefinition = {
  node_id: 'telegram',
  name: 'Telegram',
  service: 'telegram',
  category: 'communication',
  auth: { mechanism: 'bot_token' },
  triggers: [
    defineAction({
      action_id: 'new_message',
      name: 'Nuevo mensaje',
      description: 'Se activa cuando tu bot de Telegram recibe un mensaje.',
      kind: 'trigger',
      params: z.object({}),
      execute: run,
    }),
  ],
  actions: [
    defineAction({
      action_id: 'send_message',
      name: 'Enviar mensaje',
      description: 'Envía un mensaje desde tu bot a un chat de Telegram.',
      kind: 'action',
      params: z.object({
        chat_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text('ID del chat')),
        message: text('Mensaje'),
      }),
      execute: run,
    }),
  ],
};
