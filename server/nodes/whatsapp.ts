import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('WhatsApp');

export const whatsappNode: NodeDefinition = {
  node_id: 'whatsapp',
  name: 'WhatsApp',
  service: 'whatsapp',
  category: 'communication',
  auth: { mechanism: 'api_key' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'send_message',
      name: 'Enviar mensaje',
      description: 'Envía un mensaje de WhatsApp a un número (con código de país, por ejemplo +5215512345678).',
      kind: 'action',
      params: z.object({
        to: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text('Número de teléfono'))
          .refine((v) => /^\+?[\d\s()-]{8,20}$/.test(v), 'El campo "Número de teléfono" debe ser un número válido'),
        message: text('Mensaje'),
      }),
      execute: run,
    }),
  ],
};
