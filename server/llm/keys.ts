/**
 * The user's own AI key, stored as an api_key credential (service "ai" or "ai_agent" with
 * provider openai|anthropic, or a service named after the provider).
 */
import { loadUsableCredential } from '../credentials/load';
import type { Db } from '../db';
import type { KeyedProvider } from './providers';

const SERVICES = ['ai', 'ai_agent', 'openai', 'anthropic'];

export function userKeyLoader(db: Db, userId: string): (provider: KeyedProvider) => Promise<string | null> {
  const cache = new Map<string, Record<string, unknown> | null>();
  const load = async (service: string) => {
    if (!cache.has(service)) cache.set(service, await loadUsableCredential(db, userId, service).catch(() => null));
    return cache.get(service) ?? null;
  };
  return async (provider) => {
    for (const service of SERVICES) {
      if ((service === 'openai' || service === 'anthropic') && service !== provider) continue;
      const cred = await load(service);
      const key = typeof cred?.api_key === 'string' ? cred.api_key.trim() : '';
      if (!key) continue;
      const named = String(cred?.provider ?? '').toLowerCase();
      if (service === provider || named === provider || (!named && provider === 'openai')) return key;
    }
    return null;
  };
}
