import type { MarketplaceTemplate } from '../../../contracts/marketplace';

/** Lower case without accents: 'Reservación' and 'reservacion' match. */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The templates of `categoryId` (null: all) whose name, description, category or services contain
 * every word of `query` (case- and accent-insensitive).
 */
export function filterTemplates(templates: readonly MarketplaceTemplate[], query: string, categoryId: string | null): MarketplaceTemplate[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return templates.filter((t) => {
    if (categoryId && t.category_id !== categoryId) return false;
    if (!words.length) return true;
    const haystack = fold([t.name, t.description, t.category, ...t.services].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}

/** The categories present in the list, in the order they first appear, with their Spanish labels. */
export function categoriesOf(templates: readonly MarketplaceTemplate[]): { id: string; label: string; count: number }[] {
  const out: { id: string; label: string; count: number }[] = [];
  for (const t of templates) {
    const c = out.find((x) => x.id === t.category_id);
    if (c) c.count += 1;
    else out.push({ id: t.category_id, label: t.category, count: 1 });
  }
  return out;
}
