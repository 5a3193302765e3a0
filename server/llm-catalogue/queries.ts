/**
 * Query strings of GET /api/llm/*, validated with zod; a bad value answers 400 {detail} in Spanish.
 */
import { z } from 'zod';
import { HttpError } from '../http/errors';

/** Model search limit (spec §9): 20 by default; larger values are capped. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 365;

const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

/** `?include_inactive`, `=true`, `=1` → true; absent, `=false`, `=0` → false. */
const flag = z.preprocess(one, z.enum(['', 'true', 'false', '1', '0']).optional()
  .transform((v) => v === '' || v === 'true' || v === '1'))
  .describe('include_inactive');

const int = (min: number, max: number) => z.preprocess(one, z.string().regex(/^\d+$/, 'debe ser un número entero').optional())
  .transform((v) => (v === undefined ? undefined : Number(v)))
  .refine((v) => v === undefined || (v >= min && v <= max), `debe estar entre ${min} y ${max}`);

const number = z.preprocess(one, z.string().regex(/^\d+(?:\.\d+)?$/, 'debe ser un número').optional())
  .transform((v) => (v === undefined ? undefined : Number(v)));

const key = z.preprocess(one, z.string().trim().min(1, 'no puede estar vacío').max(100).optional());

export const IncludeInactiveQuery = z.object({ include_inactive: flag });

export const ModelsQuery = z.object({
  provider_key: key,
  capabilities: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().trim().min(1, 'no puede estar vacío').max(50)).max(20)),
  min_context_length: int(0, 100_000_000),
  max_cost_per_1k_input: number,
  include_inactive: flag,
});

export const SearchQuery = z.object({
  q: z.preprocess(one, z.string({ error: 'escribe qué modelo buscas' }).trim().min(1, 'escribe qué modelo buscas').max(100)),
  limit: z.preprocess(one, z.string().regex(/^\d+$/, 'debe ser un número entero').optional())
    .transform((v) => (v === undefined ? SEARCH_DEFAULT_LIMIT : Math.min(Number(v), SEARCH_MAX_LIMIT)))
    .refine((v) => v >= 1, 'debe ser al menos 1'),
});

/** `?check=false` (or 0) skips the live provider checks of GET /api/llm/health. */
export const HealthQuery = z.object({
  check: z.preprocess(one, z.enum(['', 'true', 'false', '1', '0']).optional().transform((v) => v !== 'false' && v !== '0')),
});

export const AnalyticsQuery = z.object({
  days: int(1, ANALYTICS_MAX_DAYS).transform((v) => v ?? ANALYTICS_DEFAULT_DAYS),
  provider_key: key,
});

/** Parses a query string, answering 400 `{detail}` ("Parámetro inválido: limit: …") on failure. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const r = schema.safeParse(query ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  throw new HttpError(400, `Parámetro inválido: ${where}${issue?.message ?? 'formato incorrecto'}`);
}
