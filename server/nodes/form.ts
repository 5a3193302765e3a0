import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';

const Field = z.union([
  z.string().min(1),
  z.object({ name: z.string().min(1), label: z.string().optional(), type: z.string().optional(), required: z.boolean().optional() }).passthrough(),
]);

export const formNode: NodeDefinition = {
  node_id: 'form',
  name: 'Formulario',
  service: 'form',
  category: 'trigger',
  auth: { mechanism: 'none' },
  webhook: true,
  triggers: [
    defineAction({
      action_id: 'form_submitted',
      name: 'Formulario enviado',
      description: 'Inicia el workflow cuando alguien envía el formulario (a la URL del webhook del workflow).',
      kind: 'trigger',
      params: z.object({
        fields: z.preprocess(
          (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
          z.array(Field, { error: 'El campo "Campos" debe ser una lista de campos' }).min(1, 'El formulario debe tener al menos un campo'),
        ).describe('Campos'),
      }),
      // A submission arrives like a webhook; the form's values are its body.
      execute: async (ctx) => {
        const t = (ctx.trigger && typeof ctx.trigger === 'object' ? ctx.trigger : {}) as Record<string, unknown>;
        const body = t.body && typeof t.body === 'object' ? t.body : {};
        return { ...(body as object), body, query: t.query ?? {}, submitted_at: new Date().toISOString() };
      },
    }),
  ],
  actions: [],
};
