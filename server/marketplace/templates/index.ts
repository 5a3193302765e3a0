import type { Template } from '../types';
import { clinicTemplates } from './clinics';
import { ecommerceTemplates } from './ecommerce';
import { restaurantTemplates } from './restaurants';
import { retailTemplates } from './retail';
import { salonTemplates } from './salons';
import { schoolTemplates } from './schools';
import { serviceTemplates } from './services';

/** Every marketplace template, grouped by category in the order the marketplace shows them. */
export const TEMPLATES: readonly Template[] = [
  ...retailTemplates,
  ...restaurantTemplates,
  ...clinicTemplates,
  ...salonTemplates,
  ...schoolTemplates,
  ...serviceTemplates,
  ...ecommerceTemplates,
];

const byId = new Map(TEMPLATES.map((t) => [t.template_id, t]));

export function findTemplate(templateId: string): Template | undefined {
  return byId.get(templateId);
}
