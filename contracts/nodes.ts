import { z } from 'zod';

/**
 * GET /api/nodes — the node catalogue as the browser needs it: names, auth, and each action's
 * parameter schema as JSON Schema (from the same zod schemas the engine validates with).
 */
export const CatalogueAction = z.object({
  action_id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['trigger', 'action']),
  /** JSON Schema (draft 2020-12) of the params, input side: `properties`, `required`, types, enums, descriptions (labels). */
  schema: z.record(z.string(), z.unknown()),
});
export type CatalogueAction = z.infer<typeof CatalogueAction>;

export const CatalogueNode = z.object({
  node_id: z.string(),
  name: z.string(),
  service: z.string(),
  category: z.string(),
  auth: z.object({ mechanism: z.string(), provider: z.string().optional() }),
  webhook: z.boolean(),
  actions: z.array(CatalogueAction),
});
export type CatalogueNode = z.infer<typeof CatalogueNode>;

export const Catalogue = z.object({ nodes: z.array(CatalogueNode) });
export type Catalogue = z.infer<typeof Catalogue>;
