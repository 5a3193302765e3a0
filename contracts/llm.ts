import { z } from 'zod';

/** The LLM catalogue of spec §3/§7 (GET /api/llm/*): providers, models, health and usage analytics. */

export const BUILTIN_PROVIDER = 'builtin';
export const BUILTIN_MODEL_KEY = 'builtin';
/** The operator's own OpenAI-compatible server (ENLAZA_LLM_BASE_URL): listed only when it is set. */
export const LOCAL_PROVIDER = 'local';
export const LOCAL_MODEL_KEY = 'local';

export const LlmModel = z.object({
  id: z.string(),
  model_key: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  provider_key: z.string(),
  provider_name: z.string(),
  is_active: z.boolean(),
  is_recommended: z.boolean(),
  /** Tokens; null when it does not apply (the built-in planner). */
  context_length: z.number().int().nullable(),
  /** US dollars per 1,000 tokens; null = unknown. */
  cost_per_1k_input_tokens: z.number().nullable(),
  /** Same value as cost_per_1k_input_tokens (the spec's alternative name). */
  input_cost_per_1k: z.number().nullable().optional(),
  cost_per_1k_output: z.number().nullable(),
  capabilities: z.array(z.string()),
});
export type LlmModel = z.infer<typeof LlmModel>;

export const LlmProvider = z.object({
  provider_key: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  requires_key: z.boolean(),
  is_active: z.boolean(),
  models: z.array(LlmModel),
});
export type LlmProvider = z.infer<typeof LlmProvider>;

export const LlmHealth = z.object({
  status: z.literal('ok'),
  providers: z.array(z.object({
    provider_key: z.string(),
    name: z.string(),
    /** A key is available: the server's env key or the signed-in user's own api_key credential (never returned). */
    configured: z.boolean(),
    key_source: z.enum(['none', 'not_needed', 'server', 'user']),
    base_url: z.string().nullable(),
    /** Only for servers Enlaza checks (the local model: GET {base}/models): whether it answered. */
    reachable: z.boolean().optional(),
    /** The live check with that key (the provider's model list), kept 60 s; absent with ?check=false. */
    check: z.object({
      ok: z.boolean(),
      status: z.enum(['ok', 'invalid_key', 'unreachable', 'error', 'no_key', 'not_needed']),
      message: z.string(),
      checked_at: z.string(),
    }).optional(),
  })),
});
export type LlmHealth = z.infer<typeof LlmHealth>;

const UsageTotals = z.object({ calls: z.number(), input_tokens: z.number(), output_tokens: z.number(), cost: z.number() });

export const LlmUsageAnalytics = z.object({
  days: z.number(),
  provider_key: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  totals: UsageTotals,
  by_provider: z.array(UsageTotals.extend({ provider_key: z.string() })),
  by_model: z.array(UsageTotals.extend({ provider_key: z.string(), model: z.string() })),
  /** One entry per UTC day of the period, oldest first, zeros included. */
  daily: z.array(UsageTotals.extend({ date: z.string() })),
});
export type LlmUsageAnalytics = z.infer<typeof LlmUsageAnalytics>;
