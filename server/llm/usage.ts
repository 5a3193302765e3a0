/** Token usage and cost of each language-model call, one row per call in llm_usage. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { llmUsage } from '../db/schema';
import { costOf } from './pricing';

export type UsageRecord = {
  userId: string;
  chatId?: string | null;
  provider: string;
  model: string;
  purpose: string;
  inputTokens: number;
  outputTokens: number;
};

/** Stores one call (inside the turn's transaction when given one); returns its cost. */
export async function recordUsage(db: Pick<Db, 'insert' | 'select'>, u: UsageRecord): Promise<number | null> {
  const inputTokens = Math.max(0, Math.round(u.inputTokens || 0));
  const outputTokens = Math.max(0, Math.round(u.outputTokens || 0));
  const cost = await costOf(db, u.provider, u.model, inputTokens, outputTokens);
  await db.insert(llmUsage).values({
    userId: u.userId, chatId: u.chatId ?? null, provider: u.provider, model: u.model, purpose: u.purpose, inputTokens, outputTokens, cost,
  });
  return cost;
}

/** A user's calls, newest first (for analytics and tests). */
export async function usageOf(db: Db, userId: string, provider?: string) {
  return db.select().from(llmUsage)
    .where(and(eq(llmUsage.userId, userId), provider ? eq(llmUsage.provider, provider) : undefined))
    .orderBy(desc(llmUsage.createdAt));
}
