import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { anyValue, optionalBoolean, optionalNumber, stringMap } from './params';

const METHODS = ['GET', 'POST', 'PUT'] as const;

/** The webhook payload as the trigger's output; a manual run gets empty parts so paths still resolve. */
export function webhookPayload(trigger: unknown) {
  const t = (trigger && typeof trigger === 'object' ? trigger : {}) as Record<string, unknown>;
  return { body: t.body ?? {}, query: t.query ?? {}, headers: t.headers ?? {}, method: t.method ?? null };
}

export const webhookNode: NodeDefinition = {
  node_id: 'webhook',
  name: 'Webhook',
  service: 'webhook',
  category: 'trigger',
  auth: { mechanism: 'none' },
  webhook: true,
  triggers: [
    defineAction({
      action_id: 'webhook_received',
      name: 'Webhook recibido',
      description: 'Inicia el workflow cuando llega una solicitud HTTP a la URL del webhook.',
      kind: 'trigger',
      params: z.object({
        method: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() ? v.trim().toUpperCase() : undefined),
          z.enum(METHODS, { error: 'El campo "Método" debe ser GET, POST o PUT' }).optional(),
        ).describe('Método'),
        // Checked by the webhook route (server/webhooks/verify.ts) before the flow runs.
        require_signature: optionalBoolean('Exigir firma (HMAC)'),
      }).passthrough(),
      execute: async (ctx) => webhookPayload(ctx.trigger),
    }),
  ],
  actions: [
    defineAction({
      action_id: 'respond',
      name: 'Responder al webhook',
      description: 'Define la respuesta HTTP que recibe quien llamó al webhook.',
      kind: 'action',
      params: z.object({
        status: optionalNumber('Código de estado', { min: 100, max: 599, int: true }),
        body: anyValue('Cuerpo'),
        headers: stringMap('Encabezados').optional(),
      }),
      execute: async (_ctx, p) => ({ status: p.status ?? 200, body: p.body ?? null, headers: p.headers ?? {} }),
    }),
  ],
};
