import type { ExecutionContext } from '../types';
import { BUILTIN_MODEL, BUILTIN_NOTE, runBuiltin } from './builtin';
import { anthropic, openai, type Provider } from './providers';

/** Services whose credential may hold the AI key, in the order they are tried. */
const KEY_SERVICES = ['ai', 'ai_agent', 'openai', 'anthropic']; // 'ai_agent': keys saved before the agent shared 'ai'

function providerOf(service: string, cred: Record<string, unknown>, model?: string): Provider {
  const named = String(cred.provider ?? '').toLowerCase();
  if (named === 'anthropic' || named === 'openai') return named;
  if (service === 'anthropic' || service === 'openai') return service;
  return model && /^claude/i.test(model) ? 'anthropic' : 'openai';
}

/**
 * Text from the user's OpenAI or Anthropic key when one is connected (`service` first, then the
 * shared AI services), else from the built-in mode, whose output says so (`provider: 'builtin'`).
 * A paid call is recorded through ctx.recordUsage and its cost (US dollars) is part of the output.
 */
export async function generate(ctx: ExecutionContext, service: string, p: { prompt: string; model?: string; temperature?: number; system?: string }) {
  for (const s of [service, ...KEY_SERVICES.filter((k) => k !== service)]) {
    const cred = await ctx.getCredential(s);
    const apiKey = typeof cred?.api_key === 'string' ? cred.api_key.trim() : '';
    if (!cred || !apiKey) continue;
    const provider = providerOf(s, cred, p.model);
    const ask = { apiKey, prompt: p.prompt, system: p.system, model: p.model, temperature: p.temperature };
    const r = await (provider === 'anthropic' ? anthropic(ctx, ask) : openai(ctx, ask));
    const cost = (await ctx.recordUsage?.({ provider, model: r.model, inputTokens: r.usage.input_tokens ?? 0, outputTokens: r.usage.output_tokens ?? 0 })) ?? null;
    return { ...r, cost };
  }
  const r = runBuiltin(p.prompt);
  return { text: r.text, model: BUILTIN_MODEL, provider: 'builtin' as const, task: r.task, ...(r.data !== undefined ? { data: r.data } : {}), note: BUILTIN_NOTE, usage: { input_tokens: null, output_tokens: null } };
}
