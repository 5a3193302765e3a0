import { z } from 'zod';
import { StepError, defineAction, type NodeDefinition } from './types';
import { text, url } from './params';
import { callApi } from '../net/api-client';

/** Discord caps message content at 2000 characters. */
const MAX = 2000;

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
      execute: async (ctx, p) => {
        const target = new URL(p.webhook_url);
        target.searchParams.set('wait', 'true'); // answer with the created message
        const res = await callApi(ctx, {
          service: 'Discord',
          method: 'POST',
          url: target,
          json: { content: p.message.length > MAX ? `${p.message.slice(0, MAX - 1)}…` : p.message },
          unauthorized: 'Discord rechazó el webhook: revisa la URL del webhook',
          notFound: 'El webhook de Discord no existe (¿lo borraron?): copia de nuevo su URL desde la configuración del canal',
          classify: (status) => (status === 400 ? new StepError('Discord rechazó el mensaje: revisa su contenido') : undefined),
        });
        const b = (res.body ?? {}) as { id?: string; channel_id?: string };
        return { message_id: b.id ?? null, channel_id: b.channel_id ?? null };
      },
    }),
  ],
};
