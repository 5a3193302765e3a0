/**
 * Prices of the models the assistant may call come from the LLM catalogue (table llm_models, US
 * dollars per 1,000 tokens; seeded by migration 0004): it is the only price table. A call is
 * priced by the catalogue model whose stem its model id starts with, the longest stem winning
 * ("gpt-4o-mini-2024-07-18" → gpt-4o-mini; "claude-3-5-haiku-20241022" → claude-3-5-haiku-latest).
 * Unknown models cost null (recorded as unknown). Calls to the operator's local server are priced by
 * the local provider's one catalogue row (free, migration 0013) whatever model it runs, so a local
 * model named like a cloud one ("gpt-4o-mini" behind a proxy) is not charged at the cloud's price.
 */
import { LOCAL_PROVIDER } from '../../contracts/llm';
import type { Db } from '../db';
import { llmModels } from '../db/schema';

export type Price = { input: number; output: number };
export type PricedModel = { providerKey: string; modelKey: string; costPer1kInputTokens: number | null; costPer1kOutput: number | null };

/** The part of a model key that names its family: without '-latest', a date or a '-0' revision. */
export function pricingStem(modelKey: string): string {
  return modelKey.toLowerCase().replace(/-(?:latest|\d{8}|\d{4}-\d{2}-\d{2}|0)$/, '');
}

/** The price of `model` among catalogue rows (the provider's own rows first); null when none fits. */
export function matchPrice(rows: PricedModel[], provider: string, model: string): Price | null {
  const id = model.trim().toLowerCase();
  const priced = rows.filter((r) => r.costPer1kInputTokens !== null && r.costPer1kOutput !== null);
  if (provider === LOCAL_PROVIDER) {
    const local = priced.find((r) => r.providerKey === LOCAL_PROVIDER);
    return local ? { input: local.costPer1kInputTokens!, output: local.costPer1kOutput! } : null;
  }
  const best = (list: PricedModel[]) => list
    .map((r) => ({ r, stem: pricingStem(r.modelKey) }))
    .filter(({ stem }) => stem && id.startsWith(stem))
    .sort((a, b) => b.stem.length - a.stem.length)[0]?.r;
  const row = best(priced.filter((r) => r.providerKey === provider)) ?? best(priced);
  return row ? { input: row.costPer1kInputTokens!, output: row.costPer1kOutput! } : null;
}

export async function priceOf(db: Pick<Db, 'select'>, provider: string, model: string): Promise<Price | null> {
  const rows = await db.select({
    providerKey: llmModels.providerKey,
    modelKey: llmModels.modelKey,
    costPer1kInputTokens: llmModels.costPer1kInputTokens,
    costPer1kOutput: llmModels.costPer1kOutput,
  }).from(llmModels);
  return matchPrice(rows, provider, model);
}

/** Dollars for one call, rounded to 1e-8; null when the model's price is unknown. */
export function costFor(price: Price | null, inputTokens: number, outputTokens: number): number | null {
  if (!price) return null;
  return Math.round(((inputTokens / 1000) * price.input + (outputTokens / 1000) * price.output) * 1e8) / 1e8;
}

export async function costOf(db: Pick<Db, 'select'>, provider: string, model: string, inputTokens: number, outputTokens: number): Promise<number | null> {
  return costFor(await priceOf(db, provider, model), inputTokens, outputTokens);
}
