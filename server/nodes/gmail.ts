import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { emailList, optionalText, text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('Gmail');

export const gmailNode: NodeDefinition = {
  node_id: 'gmail',
  name: 'Gmail',
  service: 'gmail',
  category: 'communication',
  auth: { mechanism: 'oauth2', provider: 'google' },
  triggers: [
    defineAction({
      action_id: 'new_email',
      name: 'Nuevo correo recibido',
      description: 'Revisa periódicamente tu bandeja y se activa con cada correo nuevo que cumpla la búsqueda.',
      kind: 'trigger',
      params: z.object({ query: optionalText('Búsqueda (por ejemplo from:cliente@dominio.com)') }),
      execute: run,
    }),
  ],
  actions: [
    defineAction({
      action_id: 'send_email',
      name: 'Enviar correo',
      description: 'Envía un correo desde tu cuenta de Gmail.',
      kind: 'action',
      params: z.object({ to: emailList('Para'), subject: text('Asunto'), body: text('Mensaje') }),
      execute: run,
    }),
  ],
};
