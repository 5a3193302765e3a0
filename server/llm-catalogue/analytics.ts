/**
 * GET /api/llm/usage/analytics: the signed-in user's language-model calls (table llm_usage) over the
 * last `days` UTC days — totals, by provider, by model and one entry per day (zeros included).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { LlmUsageAnalytics } from '../../contracts/llm';
import type { Db } from '../db';
import { llmUsage } from '../db/schema';

const DAY_MS = 86_400_000;
const round = (n: number) => Math.round(n * 1e8) / 1e8;

type Totals = { calls: number; input_tokens: number; output_tokens: number; cost: number };
const zero = (): Totals => ({ calls: 0, input_tokens: 0, output_tokens: 0, cost: 0 });

function add(t: Totals, row: { calls: number; input: number; output: number; cost: number }) {
  t.calls += row.calls;
  t.input_tokens += row.input;
  t.output_tokens += row.output;
  t.cost = round(t.cost + row.cost);
}

/** The period is today (UTC) and the `days - 1` days before it. */
export function usagePeriod(days: number, now = new Date()): { start: Date; end: Date; dates: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) => new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10));
  return { start, end: now, dates };
}

export async function usageAnalytics(db: Db, userId: string, days: number, providerKey?: string, now = new Date()): Promise<LlmUsageAnalytics> {
  const { start, end, dates } = usagePeriod(days, now);
  const day = sql<string>`to_char(${llmUsage.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({
    day,
    provider: llmUsage.provider,
    model: llmUsage.model,
    calls: sql<number>`count(*)::int`,
    input: sql<number>`coalesce(sum(${llmUsage.inputTokens}), 0)::int`,
    output: sql<number>`coalesce(sum(${llmUsage.outputTokens}), 0)::int`,
    cost: sql<number>`coalesce(sum(${llmUsage.cost}), 0)::float8`,
  }).from(llmUsage)
    .where(and(eq(llmUsage.userId, userId), gte(llmUsage.createdAt, start), providerKey ? eq(llmUsage.provider, providerKey) : undefined))
    .groupBy(day, llmUsage.provider, llmUsage.model);

  const totals = zero();
  const byProvider = new Map<string, Totals>();
  const byModel = new Map<string, Totals & { provider_key: string; model: string }>();
  const daily = new Map(dates.map((d) => [d, zero()]));
  for (const r of rows) {
    const row = { calls: Number(r.calls), input: Number(r.input), output: Number(r.output), cost: Number(r.cost) };
    add(totals, row);
    if (!byProvider.has(r.provider)) byProvider.set(r.provider, zero());
    add(byProvider.get(r.provider)!, row);
    const mk = `${r.provider}\u0000${r.model}`;
    if (!byModel.has(mk)) byModel.set(mk, { provider_key: r.provider, model: r.model, ...zero() });
    add(byModel.get(mk)!, row);
    const d = daily.get(r.day);
    if (d) add(d, row);
  }
  const byCost = <T extends Totals>(a: T, b: T) => b.cost - a.cost || b.calls - a.calls;
  return {
    days,
    provider_key: providerKey ?? null,
    period_start: start.toISOString(),
    period_end: end.toISOString(),
    totals,
    by_provider: [...byProvider].map(([provider_key, t]) => ({ provider_key, ...t })).sort(byCost),
    by_model: [...byModel.values()].sort(byCost),
    daily: [...daily].map(([date, t]) => ({ date, ...t })),
  };
}
