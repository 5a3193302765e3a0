/**
 * GET /api/llm/health's live check: each provider that has a key is asked for its model list
 * (OpenAI GET /models with the bearer key, Anthropic GET /models with x-api-key) through its
 * configured base URL. Results are kept 60 s per provider, base URL and key, so opening the model
 * picker does not call the providers every time. The key is never part of an answer or a log.
 */
import { createHash } from 'node:crypto';
import type { KeyedProvider } from '../llm/providers';

export type ProviderCheck = { ok: boolean; status: 'ok' | 'invalid_key' | 'unreachable' | 'error' | 'no_key' | 'not_needed'; message: string; checked_at: string };

const TTL_MS = 60_000;
const TIMEOUT_MS = 5_000;
const NAMES: Record<KeyedProvider, string> = { openai: 'OpenAI', anthropic: 'Anthropic' };
const cache = new Map<string, { at: number; check: ProviderCheck }>();

const now = () => new Date().toISOString();
export const notNeeded = (): ProviderCheck => ({ ok: true, status: 'not_needed', message: 'Integrado en Enlaza: no necesita clave', checked_at: now() });
export const noKey = (name: string): ProviderCheck => ({ ok: false, status: 'no_key', message: `No hay una clave de ${name} configurada`, checked_at: now() });

async function probe(provider: KeyedProvider, baseUrl: string, key: string): Promise<ProviderCheck> {
  const name = NAMES[provider];
  const headers: Record<string, string> = provider === 'anthropic'
    ? { 'x-api-key': key, 'anthropic-version': '2023-06-01' }
    : { authorization: `Bearer ${key}` };
  let res: Response;
  try {
    res = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    await res.arrayBuffer().catch(() => undefined);
  } catch {
    return { ok: false, status: 'unreachable', message: `No se pudo conectar con ${name}`, checked_at: now() };
  }
  if (res.ok) return { ok: true, status: 'ok', message: `${name} respondió correctamente con tu clave`, checked_at: now() };
  if (res.status === 401 || res.status === 403) return { ok: false, status: 'invalid_key', message: `${name} rechazó la clave`, checked_at: now() };
  return { ok: false, status: 'error', message: `${name} respondió con un error (${res.status})`, checked_at: now() };
}

export async function checkProvider(provider: KeyedProvider, baseUrl: string, key: string): Promise<ProviderCheck> {
  const id = createHash('sha256').update(`${provider}\u0000${baseUrl}\u0000${key}`).digest('hex');
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.check;
  const check = await probe(provider, baseUrl, key);
  cache.set(id, { at: Date.now(), check });
  return check;
}
