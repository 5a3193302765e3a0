import { z } from 'zod';
import { StepError, defineAction, type NodeDefinition } from './types';
import { text } from './params';
import { apiUrl, callApi } from '../net/api-client';
import { requireCredential } from './credential';

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
      execute: async (ctx, p) => {
        const cred = await requireCredential(ctx, ['whatsapp'], 'WhatsApp', 'api_key');
        const phoneId = String(cred.phone_number_id ?? '').trim();
        if (!phoneId) throw new StepError('Falta el identificador del número de WhatsApp (phone_number_id) en tu conexión de WhatsApp');
        const to = p.to.replace(/\D/g, '');
        const res = await callApi(ctx, {
          service: 'WhatsApp',
          method: 'POST',
          url: apiUrl(ctx.config.apis.whatsapp, `/${encodeURIComponent(phoneId)}/messages`),
          headers: { authorization: `Bearer ${String(cred.api_key).trim()}` },
          json: { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: p.message } },
          notFound: 'El número de WhatsApp configurado (phone_number_id) no existe: revisa tu conexión de WhatsApp',
          unauthorized: 'WhatsApp rechazó el acceso: revisa o renueva el token de tu conexión de WhatsApp',
        });
        const b = (res.body ?? {}) as { messages?: { id: string }[]; contacts?: { wa_id: string }[] };
        return { message_id: b.messages?.[0]?.id ?? null, to: b.contacts?.[0]?.wa_id ?? to };
      },
    }),
  ],
};
