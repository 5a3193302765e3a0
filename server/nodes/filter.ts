import { z } from 'zod';
import { FlowHalt, type NodeDefinition, defineAction } from './types';
import { anyValue } from './params';
import { compare, normalizeOperator, OPERATORS } from './compare';

export const filterNode: NodeDefinition = {
  node_id: 'filter',
  name: 'Filtro',
  service: 'filter',
  category: 'utility',
  auth: { mechanism: 'none' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'condition',
      name: 'Continuar solo si se cumple la condición',
      description: 'Compara dos valores; si la condición no se cumple, el resto del workflow se omite.',
      kind: 'action',
      params: z.object({
        left: anyValue('Valor a comparar'),
        operator: z.preprocess(
          normalizeOperator,
          z.enum(OPERATORS, { error: `El campo "Operador" debe ser uno de: ${OPERATORS.join(', ')}` }),
        ).describe('Operador'),
        right: anyValue('Comparar con'),
      }),
      execute: async (_ctx, p) => {
        const passed = compare(p.left, p.operator, p.right);
        const output = { passed, left: p.left ?? null, operator: p.operator, right: p.right ?? null };
        return passed ? output : new FlowHalt(output, 'La condición no se cumplió');
      },
    }),
  ],
};
