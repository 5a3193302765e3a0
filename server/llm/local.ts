/**
 * The operator's own OpenAI-compatible model server (Ollama, llama.cpp…; ENLAZA_LLM_BASE_URL):
 * whether it answers, for GET /api/llm/health. Reached through the outbound guard with its base
 * URL trusted (it is the operator's choice, docs/security.md).
 */
import { guardedFetch } from '../net/safe-fetch';
import type { LocalLlm } from './providers';

/** Long enough for a server on the same machine or network; short enough for the model picker. */
export const LOCAL_HEALTH_TIMEOUT_MS = 2_000;

/** True when GET {base}/models answers 2xx within the timeout. */
export async function localServerUp(local: LocalLlm, net: { allowPrivateNetwork?: boolean } = {}, timeoutMs = LOCAL_HEALTH_TIMEOUT_MS): Promise<boolean> {
  const fetch = guardedFetch({ allowPrivateNetwork: !!net.allowPrivateNetwork, operatorUrls: [local.baseUrl] });
  try {
    const res = await fetch(`${local.baseUrl}/models`, {
      headers: { accept: 'application/json', ...(local.apiKey ? { authorization: `Bearer ${local.apiKey}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    return res.ok;
  } catch {
    return false;
  }
}

/** The base URL as shown to users: no credentials, query or fragment. */
export function shownBaseUrl(baseUrl: string): string {
  const u = new URL(baseUrl);
  u.username = '';
  u.password = '';
  u.search = '';
  u.hash = '';
  return u.toString().replace(/\/+$/, '');
}
