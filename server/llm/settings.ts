/** The AI mode's settings read from the server's config (env), for the assistant and the catalogue. */
import type { Config } from '../config';
import type { LlmConfig } from './turn';

export function llmConfig(config: Pick<Config, 'llm' | 'apis' | 'allowPrivateNetwork'>): LlmConfig {
  return {
    keys: { openai: config.llm?.openaiApiKey, anthropic: config.llm?.anthropicApiKey },
    baseUrls: { openai: config.apis.openai, anthropic: config.apis.anthropic },
    provider: config.llm?.provider,
    model: config.llm?.model,
    local: config.llm?.local,
    allowPrivateNetwork: config.allowPrivateNetwork,
    timeoutMs: config.llm?.timeoutMs,
  };
}
