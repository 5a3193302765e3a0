/**
 * Marketplace templates: ready-made workflows for Mexican small businesses, kept as data in
 * `templates/`. Each is a plan of catalogue steps (server/nodes, ids per docs/nodes.md).
 */

/** Business kinds the marketplace groups templates by (ids are stable; labels are what people read). */
export const CATEGORIES = {
  retail: 'Tiendas y comercios',
  restaurants: 'Restaurantes y cafeterías',
  clinics: 'Consultorios y clínicas',
  salons: 'Salones y estéticas',
  schools: 'Escuelas y academias',
  services: 'Servicios profesionales',
  ecommerce: 'Tiendas en línea',
} as const;

export type CategoryId = keyof typeof CATEGORIES;

/**
 * Stands for the installing user's own email address (filled at install time, like the planner's
 * "avísame por correo"). Left blank when the account has none, so the chat asks for it.
 */
export const OWNER_EMAIL = '<<correo-del-usuario>>';

export type TemplateStep = {
  node_id: string;
  action_id: string;
  /**
   * The step's parameters. A required parameter only the business knows (its spreadsheet id, its
   * Slack channel, its Telegram chat) is left as '' — the planner's convention: the chat lists it as
   * missing and 'Editar' fills it — and gets an example in `Template.examples`.
   */
  params: Record<string, unknown>;
};

export type Template = {
  /** Stable id used by POST /api/marketplace/install?template_id=… */
  template_id: string;
  name: string;
  category: CategoryId;
  /** One or two sentences in Spanish: what it does for the business. */
  description: string;
  steps: TemplateStep[];
  /**
   * What a real business would type for each parameter left blank, keyed "<step>.<param>"
   * (step numbers from 1). Tests fill these in and check the whole plan against the node schemas;
   * nothing here is ever installed.
   */
  examples: Record<string, unknown>;
};
