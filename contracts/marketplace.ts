import { z } from 'zod';

/** One card of GET /api/marketplace/templates (spec §3 Template, plus what the card shows). */
export const MarketplaceTemplate = z.object({
  template_id: z.string(),
  name: z.string(),
  /** Spanish label of the business kind ('Restaurantes y cafeterías'). */
  category: z.string(),
  /** Stable id of the category, for filtering ('restaurants'). */
  category_id: z.string(),
  description: z.string(),
  /** Spanish names of the services the workflow uses, in step order ('Formulario', 'Google Sheets'…). */
  services: z.array(z.string()),
  steps_count: z.number().int().positive(),
});
export type MarketplaceTemplate = z.infer<typeof MarketplaceTemplate>;

/** POST /api/marketplace/install?template_id=… → 201: the chat that now holds the template's plan. */
export const MarketplaceInstallAnswer = z.object({
  chat_id: z.string(),
  session_id: z.string(),
  title: z.string(),
  template_id: z.string(),
});
export type MarketplaceInstallAnswer = z.infer<typeof MarketplaceInstallAnswer>;
