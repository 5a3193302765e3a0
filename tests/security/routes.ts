import type { RouteOptions } from 'fastify';

/**
 * The app's routes as Fastify registers them (buildApp's `onRoute` option), so a route added
 * tomorrow is attacked by the battery without anyone listing it here.
 */

export type Route = { method: string; url: string };

export function routeCollector() {
  const seen = new Set<string>();
  const routes: Route[] = [];
  const onRoute = (r: RouteOptions) => {
    for (const method of [r.method].flat()) {
      const key = `${method} ${r.url}`;
      if (!seen.has(key)) {
        seen.add(key);
        routes.push({ method, url: r.url });
      }
    }
  };
  return { routes, onRoute };
}

/**
 * Answer without a session by design: sign-up/in, health, the OAuth provider's redirect, webhooks
 * (signed or keyed by flow id), and deployed agents' public pages (/api/public/agents/{public_id}), and browser logs (sent before
 * sign-in and by the unload beacon).
 */
export function isPublic(url: string): boolean {
  return !url.startsWith('/api/') || url.startsWith('/api/auth/') || url.startsWith('/api/public/') || url === '/api/health' || url === '/api/oauth/callback' || url === '/api/frontend-logs';
}

/**
 * What a path parameter names. Owned ids (chat, flow, execution) are uuids of one user's rows;
 * a credential key, OAuth app provider or service id names a slot in the caller's own space;
 * LLM providers and models are the shared catalogue.
 */
export type IdKind = 'chat' | 'flow' | 'execution' | 'agent' | 'notification' | 'credential' | 'oauthApp' | 'service' | 'llmProvider' | 'llmModel';
export const OWNED_KINDS: readonly IdKind[] = ['chat', 'flow', 'execution', 'agent', 'notification'];

const PARAM_KINDS: { url: RegExp; param: string; kind: IdKind }[] = [
  { url: /^\/api\/chats\//, param: 'id', kind: 'chat' },
  { url: /./, param: 'chatId', kind: 'chat' },
  { url: /^\/api\/flows\//, param: 'id', kind: 'flow' },
  { url: /./, param: 'flowId', kind: 'flow' },
  { url: /^\/api\/executions\//, param: 'id', kind: 'execution' },
  { url: /^\/api\/ai_agents\//, param: 'id', kind: 'agent' },
  { url: /^\/api\/notifications\//, param: 'id', kind: 'notification' },
  { url: /^\/api\/credentials\//, param: 'key', kind: 'credential' },
  { url: /^\/api\/oauth-apps\//, param: 'provider', kind: 'oauthApp' },
  { url: /./, param: 'serviceId', kind: 'service' },
  { url: /^\/api\/llm\/providers\//, param: 'key', kind: 'llmProvider' },
  { url: /^\/api\/llm\/models\//, param: 'id', kind: 'llmModel' },
];

export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The kind of `param` in `url`; an unknown parameter fails the battery until it is classified here. */
export function kindOf(url: string, param: string): IdKind {
  const hit = PARAM_KINDS.find((k) => k.param === param && k.url.test(url));
  if (!hit) throw new Error(`tests/security/routes.ts: classify the path parameter :${param} of ${url}`);
  return hit.kind;
}

/** The url with every parameter replaced by the value of its kind. */
export function fillPath(url: string, values: Record<IdKind, string>): string {
  return url.replace(/:(\w+)/g, (_m, param: string) => encodeURIComponent(values[kindOf(url, param)]));
}

/** True when the url names one of a user's own rows by id (another user must get 404). */
export const namesOwnedRow = (url: string) => paramsOf(url).some((p) => OWNED_KINDS.includes(kindOf(url, p)));
