/**
 * The LLM catalogue of spec §7: providers, models, search, health and the user's usage analytics.
 * Registered inside the requireUser scope (server/app.ts). No answer ever contains a key.
 */
import type { FastifyInstance } from 'fastify';
import { LOCAL_PROVIDER, type LlmHealth } from '../../contracts/llm';
import type { Services } from '../app';
import { HttpError } from '../http/errors';
import { userKeyLoader } from '../llm/keys';
import { localServerUp, shownBaseUrl } from '../llm/local';
import { asProvider } from '../llm/providers';
import { usageAnalytics } from './analytics';
import { AnalyticsQuery, HealthQuery, IncludeInactiveQuery, ModelsQuery, parseQuery, SearchQuery } from './queries';
import { checkProvider, noKey, notNeeded } from './health-check';
import { findModel, findProvider, listModels, listProviders, searchModels, type CatalogueView } from './store';

export const PROVIDER_NOT_FOUND = 'Proveedor de IA no encontrado';
export const MODEL_NOT_FOUND = 'Modelo no encontrado';

export async function llmCatalogueRoutes(app: FastifyInstance, services: Services) {
  const { db, config } = services;
  const local = config.llm?.local;
  // The local provider is listed only when the operator set ENLAZA_LLM_BASE_URL.
  const view: CatalogueView = { localModel: local?.model ?? null };

  app.get('/api/llm/providers', async (request) => {
    const q = parseQuery(IncludeInactiveQuery, request.query);
    return listProviders(db, { includeInactive: q.include_inactive }, view);
  });

  app.get<{ Params: { key: string } }>('/api/llm/providers/:key', async (request) => {
    const q = parseQuery(IncludeInactiveQuery, request.query);
    const provider = await findProvider(db, request.params.key, { includeInactive: q.include_inactive }, view);
    if (!provider) throw new HttpError(404, PROVIDER_NOT_FOUND);
    return provider;
  });

  app.get<{ Params: { key: string } }>('/api/llm/providers/:key/models', async (request) => {
    const q = parseQuery(IncludeInactiveQuery, request.query);
    const provider = await findProvider(db, request.params.key, { includeInactive: q.include_inactive }, view);
    if (!provider) throw new HttpError(404, PROVIDER_NOT_FOUND);
    return provider.models;
  });

  app.get('/api/llm/models', async (request) => {
    const q = parseQuery(ModelsQuery, request.query);
    return listModels(db, {
      providerKey: q.provider_key,
      capabilities: q.capabilities,
      minContextLength: q.min_context_length,
      maxCostPer1kInput: q.max_cost_per_1k_input,
      includeInactive: q.include_inactive,
    }, view);
  });

  // Registered before /api/llm/models/:id; Fastify prefers the static segment anyway.
  app.get('/api/llm/models/search', async (request) => {
    const q = parseQuery(SearchQuery, request.query);
    return searchModels(db, q.q, q.limit, view);
  });

  app.get<{ Params: { id: string } }>('/api/llm/models/:id', async (request) => {
    const model = await findModel(db, request.params.id, view);
    if (!model) throw new HttpError(404, MODEL_NOT_FOUND);
    return model;
  });

  // The local server is really asked (GET {base}/models, 2 s at most); cloud providers only by key.
  app.get('/api/llm/health', async (request): Promise<LlmHealth> => {
    const live = parseQuery(HealthQuery, request.query).check;
    const userKey = userKeyLoader(db, request.userId);
    const providers = await listProviders(db, {}, view);
    const out: LlmHealth['providers'] = [];
    for (const p of providers) {
      const known = asProvider(p.provider_key);
      if (p.provider_key === LOCAL_PROVIDER && local) {
        const reachable = await localServerUp(local, { allowPrivateNetwork: config.allowPrivateNetwork });
        out.push({ provider_key: p.provider_key, name: p.name, configured: true, key_source: 'not_needed', base_url: shownBaseUrl(local.baseUrl), reachable });
        continue;
      }
      if (!p.requires_key || known === 'local') {
        out.push({ provider_key: p.provider_key, name: p.name, configured: true, key_source: 'not_needed', base_url: null, ...(live ? { check: notNeeded() } : {}) });
        continue;
      }
      const own = known ? await userKey(known) : null;
      const server = known ? config.llm?.[known === 'openai' ? 'openaiApiKey' : 'anthropicApiKey'] : undefined;
      const source = own ? 'user' : server ? 'server' : 'none';
      const baseUrl = known ? config.apis[known] : null;
      const key = own ?? server;
      // each provider with a key is really asked (its model list), so a wrong or revoked key shows here
      const check = !live ? undefined : known && key && baseUrl ? await checkProvider(known, baseUrl, key) : noKey(p.name);
      out.push({ provider_key: p.provider_key, name: p.name, configured: source !== 'none', key_source: source, base_url: baseUrl, ...(check ? { check } : {}) });
    }
    return { status: 'ok', providers: out };
  });

  app.get('/api/llm/usage/analytics', async (request) => {
    const q = parseQuery(AnalyticsQuery, request.query);
    return usageAnalytics(db, request.userId, q.days, q.provider_key);
  });
}
