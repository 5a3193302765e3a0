/**
 * Which language model answers a chat turn in AI mode: OpenAI or Anthropic through the `ai`
 * package, the key from the user's own credential first (they pay for it) and else from the
 * server's environment (OPENAI_API_KEY / ANTHROPIC_API_KEY), the base URL from
 * ENLAZA_OPENAI_BASE_URL / ENLAZA_ANTHROPIC_BASE_URL (so any compatible server works).
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';

export type LlmProvider = 'openai' | 'anthropic';
export const LLM_PROVIDERS: LlmProvider[] = ['openai', 'anthropic'];

export const DEFAULT_MODELS: Record<LlmProvider, string> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

/** The server side of the choice: env keys, base URLs and the default provider/model. */
export type LlmSettings = {
  keys: Partial<Record<LlmProvider, string>>;
  baseUrls: Record<LlmProvider, string>;
  provider?: LlmProvider;
  model?: string;
};

export type LlmChoice = { provider: LlmProvider; model: string; apiKey: string; baseUrl: string; keySource: 'user' | 'server' };

/** The provider a model name belongs to ("claude-…" → anthropic, "gpt-…"/"o3…" → openai), if it says. */
export function providerOfModel(model: string | undefined): LlmProvider | undefined {
  if (!model) return undefined;
  if (/^claude/i.test(model)) return 'anthropic';
  if (/^(?:gpt|o\d|chatgpt|text-)/i.test(model)) return 'openai';
  return undefined;
}

export function asProvider(value: unknown): LlmProvider | undefined {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (LLM_PROVIDERS as string[]).includes(v) ? (v as LlmProvider) : undefined;
}

/**
 * Picks provider, model and key. The picker's provider/model win; then the model's family; then
 * the server default; then whichever provider has a key (OpenAI first). Null when no key is available.
 */
export async function chooseLlm(
  settings: LlmSettings,
  want: { provider?: string; model?: string },
  userKey: (provider: LlmProvider) => Promise<string | null>,
): Promise<LlmChoice | null> {
  const asked = asProvider(want.provider) ?? providerOfModel(want.model) ?? settings.provider;
  const order = asked ? [asked] : LLM_PROVIDERS;
  for (const provider of order) {
    const own = await userKey(provider);
    const apiKey = own ?? settings.keys[provider];
    if (!apiKey) continue;
    const model = (want.model && providerOfModel(want.model) !== otherThan(provider) ? want.model : undefined)
      ?? (settings.model && providerOfModel(settings.model) === provider ? settings.model : undefined)
      ?? DEFAULT_MODELS[provider];
    return { provider, model, apiKey, baseUrl: settings.baseUrls[provider], keySource: own ? 'user' : 'server' };
  }
  return null;
}

const otherThan = (p: LlmProvider): LlmProvider => (p === 'openai' ? 'anthropic' : 'openai');

/** The `ai` SDK model object; OpenAI through Chat Completions, which every compatible server speaks. */
export function languageModel(choice: LlmChoice): LanguageModel {
  if (choice.provider === 'anthropic') return createAnthropic({ apiKey: choice.apiKey, baseURL: choice.baseUrl })(choice.model);
  return createOpenAI({ apiKey: choice.apiKey, baseURL: choice.baseUrl }).chat(choice.model);
}
