import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Catalogue } from '../../contracts/nodes';
import { catalogue } from '../nodes';

let cached: Catalogue | null = null;

/** The catalogue with JSON Schemas, computed once per process (the catalogue is static). */
export function catalogueForBrowser(): Catalogue {
  cached ??= {
    nodes: catalogue.map((node) => ({
      node_id: node.node_id,
      name: node.name,
      service: node.service,
      category: node.category,
      auth: node.auth,
      webhook: !!node.webhook,
      actions: [...node.triggers, ...node.actions].map((a) => ({
        action_id: a.action_id,
        name: a.name,
        description: a.description,
        kind: a.kind,
        schema: z.toJSONSchema(a.params, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
      })),
    })),
  };
  return cached;
}

/** GET /api/nodes: what the step editor validates against and what the docs list. */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get('/api/nodes', async () => catalogueForBrowser());
}
