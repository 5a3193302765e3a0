import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';

/** `fields` as an object, or as a list of {name, value} pairs (how forms tend to send it). */
const Fields = z.preprocess(
  (v) =>
    Array.isArray(v) && v.every((f) => f && typeof f === 'object' && 'name' in f)
      ? Object.fromEntries(v.map((f: { name: unknown; value?: unknown }) => [String(f.name), f.value ?? null]))
      : v,
  z.record(z.string(), z.unknown(), { error: 'El campo "Campos" debe ser un objeto de nombre y valor' }),
).describe('Campos');

export const transformNode: NodeDefinition = {
  node_id: 'transform',
  name: 'Transformar datos',
  service: 'transform',
  category: 'utility',
  auth: { mechanism: 'none' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'set_fields',
      name: 'Definir campos',
      description: 'Crea un objeto con los campos indicados; los valores pueden usar datos de pasos anteriores.',
      kind: 'action',
      params: z.object({ fields: Fields }),
      execute: async (_ctx, p) => ({ ...p.fields }),
    }),
  ],
};
