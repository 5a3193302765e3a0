import type { Config } from '../../config';
import { apiUrl, callApi } from '../../net/api-client';

/** Chat completions against OpenAI or Anthropic through the shared API client. */

export type Provider = 'openai' | 'anthropic';
export type Generated = { text: string; model: string; provider: Provider; usage: { input_tokens: number | null; output_tokens: number | null } };
type Ctx = { signal: AbortSignal; config: Config };
type Ask = { apiKey: string; prompt: string; system?: string; model?: string; temperature?: number };

export const DEFAULT_MODELS: Record<Provider, string> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

export async function openai(ctx: Ctx, a: Ask): Promise<Generated> {
  const model = a.model ?? DEFAULT_MODELS.openai;
  const res = await callApi(ctx, {
    service: 'OpenAI',
    method: 'POST',
    url: apiUrl(ctx.config.apis.openai, '/chat/completions'),
    headers: { authorization: `Bearer ${a.apiKey}` },
    json: {
      model,
      messages: [...(a.system ? [{ role: 'system', content: a.system }] : []), { role: 'user', content: a.prompt }],
      ...(a.temperature !== undefined ? { temperature: a.temperature } : {}),
    },
    unauthorized: 'OpenAI rechazó la clave: revisa o vuelve a conectar tu clave de OpenAI',
    notFound: `El modelo ${model} no existe en OpenAI o tu clave no tiene acceso a él`,
  });
  const b = res.body as { model?: string; choices?: { message?: { content?: string } }[]; usage?: { prompt_tokens?: number; completion_tokens?: number } };
  return {
    text: b.choices?.[0]?.message?.content ?? '',
    model: b.model ?? model,
    provider: 'openai',
    usage: { input_tokens: b.usage?.prompt_tokens ?? null, output_tokens: b.usage?.completion_tokens ?? null },
  };
}

export async function anthropic(ctx: Ctx, a: Ask): Promise<Generated> {
  const model = a.model ?? DEFAULT_MODELS.anthropic;
  const res = await callApi(ctx, {
    service: 'Anthropic',
    method: 'POST',
    url: apiUrl(ctx.config.apis.anthropic, '/messages'),
    headers: { 'x-api-key': a.apiKey, 'anthropic-version': '2023-06-01' },
    json: {
      model,
      max_tokens: 1024,
      ...(a.system ? { system: a.system } : {}),
      messages: [{ role: 'user', content: a.prompt }],
      ...(a.temperature !== undefined ? { temperature: a.temperature } : {}),
    },
    unauthorized: 'Anthropic rechazó la clave: revisa o vuelve a conectar tu clave de Anthropic',
    notFound: `El modelo ${model} no existe en Anthropic o tu clave no tiene acceso a él`,
  });
  const b = res.body as { model?: string; content?: { type: string; text?: string }[]; usage?: { input_tokens?: number; output_tokens?: number } };
  return {
    text: (b.content ?? []).filter((c) => c.type === 'text').map((c) => c.text ?? '').join(''),
    model: b.model ?? model,
    provider: 'anthropic',
    usage: { input_tokens: b.usage?.input_tokens ?? null, output_tokens: b.usage?.output_tokens ?? null },
  };
}
