import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { executions } from '../db/schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date ('2026-11-24', the whole day) or an instant (ISO 8601). */
const when = z.string().trim().refine((v) => !Number.isNaN(Date.parse(v)), 'fecha inválida (usa AAAA-MM-DD o ISO 8601)');

/** GET /api/executions/flow/{flowId}?status&from&to&q&page&page_size */
export const ExecutionQuery = z.object({
  status: z.enum(['success', 'error', 'running'], { error: 'el estado debe ser success, error o running' }).optional(),
  from: when.optional(),
  to: when.optional(),
  /** A value found in the trigger data or in a step's output (an order number, an email): exact, any case. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
export type ExecutionQuery = z.infer<typeof ExecutionQuery>;

/** `to` as a day includes that whole day. */
function upper(v: string): Date {
  const d = new Date(v);
  return DAY.test(v) ? new Date(d.getTime() + 24 * 3600 * 1000) : new Date(d.getTime() + 1);
}

/**
 * The conditions of the filters. The search looks the value up in the generated `search_terms`
 * columns (every string and number of the trigger data and of each step's output, lowercased,
 * migration 0015) through their GIN indexes, in PGlite and PostgreSQL alike.
 */
export function executionFilters(q: ExecutionQuery): SQL[] {
  const where: SQL[] = [];
  if (q.status) where.push(eq(executions.status, q.status));
  if (q.from) where.push(gte(executions.startedAt, new Date(q.from)));
  if (q.to) where.push(lt(executions.startedAt, upper(q.to)));
  const term = q.q?.toLowerCase();
  if (term) {
    const terms = sql`array[${term}]::text[]`;
    // One id list from both indexes (an OR of the two would scan the flow's executions instead).
    where.push(sql`${executions.id} in (select id from executions where search_terms @> ${terms} union select execution_id from execution_steps where search_terms @> ${terms})`);
  }
  return where;
}
