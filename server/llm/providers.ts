/**
 * Which language model answers a chat turn in AI mode: OpenAI or Anthropic through the `ai`
 * package, the key from the user's own credential first (they pay for it) and else from the
 * server's environment (OPENAI_API_KEY / ANTHROPIC_API_KEY), the base URL from
 * ENLAZA_OPENAI_BASE_URL / ENLAZA_ANTHROPIC_BASE_URL (so any compatible server works); or the
 * operator's own OpenAI-compatible server ('local': ENLAZA_LLM_BASE_URL, ENLAZA_LLM_MODEL, an
 * optional ENLAZA_LLM_API_KEY), which needs no key from anyone.
 */
import type { LanguageModel } from 'ai';
import { guardedFetch } from '../net/safe-fetch';

export type LlmProvider = 'openai' | 'anthropic' | 'local';
/** Tried in this order when nothing names a provider: the first one available answers. */
export const LLM_PROVIDERS: LlmProvider[] = ['openai', 'anthropic', 'local'];
/** Providers whose key comes from a user's credential or the server's env. */
export type KeyedProvider = Exclude<LlmProvider, 'local'>;

export const DEFAULT_MODELS: Record<KeyedProvider, string> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

/** The operator's own OpenAI-compatible server. */
export type LocalLlm = { baseUrl: string; model: string; apiKey?: string };

/** The server side of the choice: env keys, base URLs and the default provider/model. */
export type LlmSettings = {
  keys: Partial<Record<KeyedProvider, string>>;
  baseUrls: Record<KeyedProvider, string>;
  provider?: LlmProvider;
  model?: string;
  /** ENLAZA_LLM_BASE_URL & co.; absent when not configured. */
  local?: LocalLlm;
  /** ENLAZA_ALLOW_PRIVATE_NETWORK: every address may be reached, not only the operator's base URLs. */
  allowPrivateNetwork?: boolean;
};

/**
 * What to call. `baseUrl` always comes from the operator's settings (never from a user), which is
 * why languageModel() lets the guard trust its origin.
 */
export type LlmChoice = {
  provider: LlmProvider;
  model: string;
  apiKey: string;
  baseUrl: string;
  keySource: 'user' | 'server' | 'not_needed';
};

/** The provider a model name belongs to ("claude-…" → anthropic, "gpt-…"/"o3…" → openai), if it says. */
export function providerOfModel(model: string | undefined): KeyedProvider | undefined {
  if (!model) return undefined;
  if (/^claude/i.test(model)) return 'anthropic';
  if (/^(?:gpt|o\d|chatgpt|text-)/i.test(model)) return 'openai';
  return undefined;
}

export function asProvider(value: unknown): LlmProvider | undefined {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (LLM_PROVIDERS as string[]).includes(v) ? (v as LlmProvider) : undefined;
}

/** A model name that may go to `provider`: its family is this provider, or it names none. */
const fits = (model: string | undefined, provider: KeyedProvider) => !!model && (providerOfModel(model) ?? provider) === provider;

/**
 * Picks provider, model and key. The picker's provider/model win; then the model's family; then
 * the server default; then whichever provider is available (OpenAI, Anthropic, the local server).
 * Null when none is: no key for a cloud provider, no ENLAZA_LLM_BASE_URL for the local one.
 */
export async function chooseLlm(
  settings: LlmSettings,
  want: { provider?: string; model?: string },
  userKey: (provider: KeyedProvider) => Promise<string | null>,
): Promise<LlmChoice | null> {
  const asked = asProvider(want.provider) ?? providerOfModel(want.model) ?? settings.provider;
  const order = asked ? [asked] : LLM_PROVIDERS;
  for (const provider of order) {
    if (provider === 'local') {
      const local = settings.local;
      if (!local) continue;
      return { provider, model: local.model, apiKey: local.apiKey ?? '', baseUrl: local.baseUrl, keySource: local.apiKey ? 'server' : 'not_needed' };
    }
    const own = await userKey(provider);
    const apiKey = own ?? settings.keys[provider];
    if (!apiKey) continue;
    const model = (fits(want.model, provider) ? want.model : undefined)
      ?? (settings.model && providerOfModel(settings.model) === provider ? settings.model : undefined)
      ?? DEFAULT_MODELS[provider];
    return { provider, model, apiKey, baseUrl: settings.baseUrls[provider], keySource: own ? 'user' : 'server' };
  }
  return null;
}

/**
 * The `ai` SDK model object; OpenAI and the local server through Chat Completions, which every
 * compatible server speaks. Every connection goes through the outbound guard with the choice's
 * (operator-set) base URL trusted, so a redirect elsewhere is still checked. The provider package
 * is imported here, the first time a model is asked for, so a server that never uses AI never
 * loads the SDK (docs/performance.md).
 */
export async function languageModel(choice: LlmChoice, net: { allowPrivateNetwork?: boolean } = {}): Promise<LanguageModel> {
  const fetch = guardedFetch({ allowPrivateNetwork: !!net.allowPrivateNetwork, operatorUrls: [choice.baseUrl] });
  if (choice.provider === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return createAnthropic({ apiKey: choice.apiKey, baseURL: choice.baseUrl, fetch })(choice.model);
  }
  const { createOpenAI } = await import('@ai-sdk/openai');
  // A local server without a key gets no Authorization header at all.
  const headers = choice.apiKey ? undefined : { Authorization: undefined as unknown as string };
  return createOpenAI({ apiKey: choice.apiKey, baseURL: choice.baseUrl, fetch, headers }).chat(choice.model);
}
