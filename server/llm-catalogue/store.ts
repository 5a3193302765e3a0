/**
 * Reads of the LLM catalogue (tables llm_providers and llm_models, seeded by migrations 0004 and
 * 0013). The catalogue is small (tens of rows), so filters that SQL cannot express portably across
 * PGlite and PostgreSQL (accent-insensitive search) run on the loaded rows.
 *
 * The 'local' provider (the operator's own model server) exists only when ENLAZA_LLM_BASE_URL is
 * set: every read takes a CatalogueView, and without a local model its rows are not there.
 */
import { and, arrayContains, asc, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import { LOCAL_PROVIDER, type LlmModel, type LlmProvider } from '../../contracts/llm';
import type { Db } from '../db';
import { llmModels, llmProviders } from '../db/schema';

type ModelRow = typeof llmModels.$inferSelect;
type ProviderRow = typeof llmProviders.$inferSelect;

/** What the environment adds to the stored catalogue: the local server's model name, or null (hidden). */
export type CatalogueView = { localModel: string | null };
/** The stored catalogue without the local provider. */
export const WITHOUT_LOCAL: CatalogueView = { localModel: null };

const hidden = (view: CatalogueView, providerKey: string) => providerKey === LOCAL_PROVIDER && !view.localModel;
const visibleModels = (view: CatalogueView) => (view.localModel ? undefined : ne(llmModels.providerKey, LOCAL_PROVIDER));

export type ModelFilters = {
  providerKey?: string;
  capabilities?: string[];
  minContextLength?: number;
  maxCostPer1kInput?: number;
  includeInactive?: boolean;
};

/** The local model's name says which model the server runs: "Modelo local (llama3.2)". */
function toModel(row: ModelRow, provider: Pick<ProviderRow, 'name'>, view: CatalogueView): LlmModel {
  return {
    id: row.id,
    model_key: row.modelKey,
    name: row.providerKey === LOCAL_PROVIDER && view.localModel ? `${row.name} (${view.localModel})` : row.name,
    description: row.description,
    provider_key: row.providerKey,
    provider_name: provider.name,
    is_active: row.isActive,
    is_recommended: row.isRecommended,
    context_length: row.contextLength,
    cost_per_1k_input_tokens: row.costPer1kInputTokens,
    input_cost_per_1k: row.costPer1kInputTokens,
    cost_per_1k_output: row.costPer1kOutput,
    capabilities: row.capabilities,
  };
}

function toProvider(row: ProviderRow, models: LlmModel[]): LlmProvider {
  return {
    provider_key: row.providerKey,
    name: row.name,
    description: row.description,
    website: row.website,
    requires_key: row.requiresKey,
    is_active: row.isActive,
    models,
  };
}

const modelOrder = [asc(llmProviders.sortOrder), asc(llmProviders.providerKey), desc(llmModels.isRecommended), asc(llmModels.sortOrder), asc(llmModels.name)];

/** Models matching the filters, grouped-order (provider, recommended first, then catalogue order). */
export async function listModels(db: Db, f: ModelFilters = {}, view: CatalogueView = WITHOUT_LOCAL): Promise<LlmModel[]> {
  const where: (SQL | undefined)[] = [
    visibleModels(view),
    f.providerKey ? eq(llmModels.providerKey, f.providerKey) : undefined,
    f.capabilities?.length ? arrayContains(llmModels.capabilities, f.capabilities) : undefined,
    f.minContextLength !== undefined ? gte(llmModels.contextLength, f.minContextLength) : undefined,
    f.maxCostPer1kInput !== undefined ? lte(llmModels.costPer1kInputTokens, f.maxCostPer1kInput) : undefined,
    f.includeInactive ? undefined : and(eq(llmModels.isActive, true), eq(llmProviders.isActive, true)),
  ];
  const rows = await db.select({ model: llmModels, provider: llmProviders }).from(llmModels)
    .innerJoin(llmProviders, eq(llmProviders.providerKey, llmModels.providerKey))
    .where(and(...where))
    .orderBy(...modelOrder);
  return rows.map((r) => toModel(r.model, r.provider, view));
}

/** Providers with their models; inactive providers and models only with `includeInactive`. */
export async function listProviders(db: Db, opts: { includeInactive?: boolean } = {}, view: CatalogueView = WITHOUT_LOCAL): Promise<LlmProvider[]> {
  const providers = await db.select().from(llmProviders)
    .where(and(opts.includeInactive ? undefined : eq(llmProviders.isActive, true), view.localModel ? undefined : ne(llmProviders.providerKey, LOCAL_PROVIDER)))
    .orderBy(asc(llmProviders.sortOrder), asc(llmProviders.providerKey));
  const models = await listModels(db, { includeInactive: opts.includeInactive }, view);
  return providers.map((p) => toProvider(p, models.filter((m) => m.provider_key === p.providerKey)));
}

/** One provider (active or not) with its models; null when unknown. */
export async function findProvider(db: Db, providerKey: string, opts: { includeInactive?: boolean } = {}, view: CatalogueView = WITHOUT_LOCAL): Promise<LlmProvider | null> {
  if (hidden(view, providerKey)) return null;
  const [row] = await db.select().from(llmProviders).where(eq(llmProviders.providerKey, providerKey));
  if (!row) return null;
  const models = await listModels(db, { providerKey, includeInactive: opts.includeInactive || !row.isActive }, view);
  return toProvider(row, opts.includeInactive || !row.isActive ? models : models.filter((m) => m.is_active));
}

/** One model by id (active or not); null when unknown. */
export async function findModel(db: Db, id: string, view: CatalogueView = WITHOUT_LOCAL): Promise<LlmModel | null> {
  const [row] = await db.select({ model: llmModels, provider: llmProviders }).from(llmModels)
    .innerJoin(llmProviders, eq(llmProviders.providerKey, llmModels.providerKey))
    .where(and(eq(llmModels.id, id), visibleModels(view)));
  return row ? toModel(row.model, row.provider, view) : null;
}

/** A model by provider and model key (what POST /api/chat receives); null when unknown. */
export async function findModelByKey(
  db: Pick<Db, 'select'>,
  providerKey: string | undefined,
  modelKey: string,
  view: CatalogueView = WITHOUT_LOCAL,
): Promise<(LlmModel & { provider_active: boolean }) | null> {
  const rows = await db.select({ model: llmModels, provider: llmProviders }).from(llmModels)
    .innerJoin(llmProviders, eq(llmProviders.providerKey, llmModels.providerKey))
    .where(and(eq(llmModels.modelKey, modelKey), providerKey ? eq(llmModels.providerKey, providerKey) : undefined, visibleModels(view)))
    .orderBy(...modelOrder);
  const row = rows[0];
  return row ? { ...toModel(row.model, row.provider, view), provider_active: row.provider.isActive } : null;
}

/** Lower case without accents ("Económico" → "economico"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Active models whose name, model key or provider (key or name) contains every word of `q`,
 * ignoring case and accents. Ranked: name or key starting with the query, then recommended, then
 * catalogue order.
 */
export async function searchModels(db: Db, q: string, limit: number, view: CatalogueView = WITHOUT_LOCAL): Promise<LlmModel[]> {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const all = await listModels(db, {}, view);
  const scored = all.map((m, order) => {
    const name = fold(m.name);
    const key = fold(m.model_key);
    const hay = `${name} ${key} ${fold(m.provider_key)} ${fold(m.provider_name)}`;
    if (!words.every((w) => hay.includes(w))) return null;
    const whole = words.join(' ');
    const prefix = name.startsWith(whole) || key.startsWith(whole) ? 0 : 1;
    return { m, rank: [prefix, m.is_recommended ? 0 : 1, order] };
  }).filter((x): x is { m: LlmModel; rank: number[] } => x !== null);
  scored.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2]);
  return scored.slice(0, limit).map((s) => s.m);
}
