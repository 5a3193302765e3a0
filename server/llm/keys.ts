/**
 * The user's own AI key, stored as an api_key credential (service "ai" or "ai_agent" with
 * provider openai|anthropic, or a service named after the provider).
 */
import { loadUsableCredential } from '../credentials/load';
import type { Db } from '../db';
import type { KeyedProvider } from './providers';

const SERVICES = ['ai', 'ai_agent', 'openai', 'anthropic'];

type CredentialGetter = (service: string) => Promise<Record<string, unknown> | null>;

/** The key rules over any credential getter (a step's ctx.getCredential, or the database below). */
export function keyLookup(getCredential: CredentialGetter): (provider: KeyedProvider) => Promise<string | null> {
  const cache = new Map<string, Promise<Record<string, unknown> | null>>();
  const load = (service: string) => {
    if (!cache.has(service)) cache.set(service, getCredential(service).catch(() => null));
    return cache.get(service)!;
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

export function userKeyLoader(db: Db, userId: string): (provider: KeyedProvider) => Promise<string | null> {
  return keyLookup((service) => loadUsableCredential(db, userId, service));
}
