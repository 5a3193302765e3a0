import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { LlmHealth, LlmModel, LlmProvider, LlmUsageAnalytics } from '../../contracts/llm';
import { llmModels, llmUsage } from '../../server/db/schema';
import { costOf } from '../../server/llm/pricing';
import { recordUsage } from '../../server/llm/usage';

type Who = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(backends)('LLM catalogue API (%s)', (backend) => {
  let t: TestApp;
  let ana: Who;
  let beto: Who;
  beforeAll(async () => {
    // A server key for OpenAI only (never returned); Anthropic has none.
    t = await startTestApp(backend, {}, { OPENAI_API_KEY: 'sk-server-secreta', ENLAZA_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    ana = await t.signUp();
    beto = await t.signUp();
  });
  afterAll(async () => t?.close());

  const get = async (url: string, who: Who = ana) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const json = async (url: string, who: Who = ana) => {
    const res = await get(url, who);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const keys = (models: { id: string }[]) => models.map((m) => m.id);

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/llm/providers' });
    expect(res.statusCode).toBe(401);
  });

  it('lists active providers with their active models; the built-in planner is one, recommended and free', async () => {
    const providers = await json('/api/llm/providers');
    expect(providers.map((p: LlmProvider) => p.provider_key)).toEqual(['builtin', 'openai', 'anthropic']);
    for (const p of providers) expect(LlmProvider.safeParse(p).success).toBe(true);
    const builtin = providers[0];
    expect(builtin).toMatchObject({ name: 'Enlaza (integrado)', requires_key: false });
    expect(builtin.models).toEqual([expect.objectContaining({ model_key: 'builtin', is_recommended: true, cost_per_1k_input_tokens: 0, cost_per_1k_output: 0, provider_name: 'Enlaza (integrado)' })]);
    const anthropic = providers[2];
    expect(anthropic.models[0]).toMatchObject({ model_key: 'claude-3-5-haiku-latest', is_recommended: true });
    expect(anthropic.models.some((m: LlmModel) => m.model_key === 'claude-3-5-sonnet-latest')).toBe(false);

    const all = await json('/api/llm/providers?include_inactive');
    const retired = all[2].models.find((m: LlmModel) => m.model_key === 'claude-3-5-sonnet-latest');
    expect(retired).toMatchObject({ is_active: false, id: 'anthropic:claude-3-5-sonnet-latest' });
    expect((await json('/api/llm/providers?include_inactive=false'))[2].models).toHaveLength(anthropic.models.length);
  });

  it('one provider and its models; an unknown provider is 404 in Spanish', async () => {
    expect(await json('/api/llm/providers/openai')).toMatchObject({ provider_key: 'openai', name: 'OpenAI' });
    const models = await json('/api/llm/providers/anthropic/models');
    expect(models.every((m: LlmModel) => m.provider_key === 'anthropic' && m.is_active)).toBe(true);
    expect((await json('/api/llm/providers/anthropic/models?include_inactive=true')).length).toBe(models.length + 1);
    const missing = await get('/api/llm/providers/mistral');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Proveedor de IA no encontrado' });
    expect((await get('/api/llm/providers/mistral/models')).statusCode).toBe(404);
  });

  it('filters models by provider, every capability, context length and input cost', async () => {
    const openai = await json('/api/llm/models?provider_key=openai');
    expect(openai.length).toBeGreaterThan(3);
    expect(openai.every((m: LlmModel) => m.provider_key === 'openai')).toBe(true);
    const reasoning = await json('/api/llm/models?capabilities=reasoning&capabilities=vision');
    expect(reasoning.length).toBeGreaterThan(0);
    expect(reasoning.every((m: LlmModel) => m.capabilities.includes('reasoning') && m.capabilities.includes('vision'))).toBe(true);
    expect(keys(reasoning)).not.toContain('openai:gpt-4o-mini');
    const big = await json('/api/llm/models?min_context_length=1000000');
    expect(keys(big).sort()).toEqual(['openai:gpt-4.1', 'openai:gpt-4.1-mini', 'openai:gpt-4.1-nano']);
    const cheap = await json('/api/llm/models?max_cost_per_1k_input=0.0002');
    expect(keys(cheap).sort()).toEqual(['builtin:builtin', 'openai:gpt-4.1-nano', 'openai:gpt-4o-mini', 'openai:gpt-5-nano']);
    expect(keys(await json('/api/llm/models?provider_key=anthropic&include_inactive'))).toContain('anthropic:claude-3-5-sonnet-latest');
  });

  it('bad query strings answer 400 with a Spanish detail', async () => {
    for (const url of [
      '/api/llm/models?min_context_length=mucho',
      '/api/llm/models?max_cost_per_1k_input=-1',
      '/api/llm/models?include_inactive=quizas',
      '/api/llm/models/search?q=%20',
      '/api/llm/models/search',
      '/api/llm/models/search?q=gpt&limit=0',
      '/api/llm/models/search?q=gpt&limit=diez',
      '/api/llm/usage/analytics?days=0',
      '/api/llm/usage/analytics?days=400',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toMatch(/^Parámetro inválido: /);
    }
  });

  it('searches name, key and provider ignoring case and accents; limit defaults to 20 and is capped', async () => {
    const gpt = await json('/api/llm/models/search?q=GPT-4o');
    expect(keys(gpt).slice(0, 2)).toEqual(['openai:gpt-4o-mini', 'openai:gpt-4o']);
    expect(keys(await json('/api/llm/models/search?q=%C3%A9nlaza%20integr%C3%A1do'))).toEqual(['builtin:builtin']);
    expect(keys(await json('/api/llm/models/search?q=anthropic%20sonnet'))).toEqual(['anthropic:claude-sonnet-4-0', 'anthropic:claude-3-7-sonnet-latest']);
    expect(await json('/api/llm/models/search?q=llama')).toEqual([]);
    expect(await json('/api/llm/models/search?q=o&limit=2')).toHaveLength(2);
    // 'e' matches every model: the default limit is 20, and limit=500 is capped at 50.
    await t.app.services.db.insert(llmModels).values(Array.from({ length: 40 }, (_, i) => ({
      id: `openai:extra-${i}`, modelKey: `extra-${i}`, providerKey: 'openai', name: `Extra ${i}`, sortOrder: 100 + i,
    })));
    try {
      expect(await json('/api/llm/models/search?q=e')).toHaveLength(20);
      expect((await json('/api/llm/models/search?q=e&limit=500')).length).toBe(50);
    } finally {
      for (let i = 0; i < 40; i++) await t.app.services.db.delete(llmModels).where(eq(llmModels.id, `openai:extra-${i}`));
    }
  });

  it('one model by id, inactive ones included; unknown is 404', async () => {
    const m = await json('/api/llm/models/openai:gpt-4o-mini');
    expect(LlmModel.safeParse(m).success).toBe(true);
    expect(m).toMatchObject({ id: 'openai:gpt-4o-mini', name: 'GPT-4o mini', provider_name: 'OpenAI', context_length: 128000, cost_per_1k_input_tokens: 0.00015, input_cost_per_1k: 0.00015, cost_per_1k_output: 0.0006 });
    expect(await json('/api/llm/models/anthropic:claude-3-5-sonnet-latest')).toMatchObject({ is_active: false });
    const missing = await get('/api/llm/models/openai:gpt-9');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Modelo no encontrado' });
  });

  it("health says which providers have a key (server env or the user's own) and never returns one", async () => {
    const before = await get('/api/llm/health', beto);
    expect(before.body).not.toContain('sk-server-secreta');
    const body = before.json();
    expect(LlmHealth.safeParse(body).success).toBe(true);
    // `check` is the live check with the key (tests/server/llm-health-check.test.ts): nothing listens on port 9.
    expect(body.providers).toEqual([
      { provider_key: 'builtin', name: 'Enlaza (integrado)', configured: true, key_source: 'not_needed', base_url: null, check: expect.objectContaining({ ok: true, status: 'not_needed' }) },
      { provider_key: 'openai', name: 'OpenAI', configured: true, key_source: 'server', base_url: 'http://127.0.0.1:9/v1', check: expect.objectContaining({ ok: false, status: 'unreachable', message: 'No se pudo conectar con OpenAI' }) },
      { provider_key: 'anthropic', name: 'Anthropic', configured: false, key_source: 'none', base_url: expect.any(String), check: expect.objectContaining({ ok: false, status: 'no_key' }) },
    ]);
    const stored = await t.app.inject({ method: 'POST', url: '/api/oauth/api-key/ai/store', headers: beto.auth, payload: { api_key: 'ak-de-beto', provider: 'anthropic' } });
    expect(stored.statusCode).toBe(200);
    const after = await get('/api/llm/health', beto);
    expect(after.body).not.toContain('ak-de-beto');
    expect(after.json().providers[2]).toMatchObject({ provider_key: 'anthropic', configured: true, key_source: 'user' });
    // Ana has no key of her own.
    expect((await json('/api/llm/health', ana)).providers[2]).toMatchObject({ configured: false });
  });

  it('prices each call from the catalogue (the only price table)', async () => {
    const db = t.app.services.db;
    expect(await costOf(db, 'openai', 'gpt-4o-mini-2024-07-18', 1000, 1000)).toBeCloseTo(0.00075, 10);
    expect(await costOf(db, 'anthropic', 'claude-3-5-haiku-20241022', 2000, 500)).toBeCloseTo(0.0036, 10);
    expect(await costOf(db, 'openai', 'modelo-desconocido', 1000, 1000)).toBeNull();
    await db.update(llmModels).set({ costPer1kInputTokens: 0.001 }).where(eq(llmModels.id, 'openai:gpt-4o-mini'));
    try {
      expect(await costOf(db, 'openai', 'gpt-4o-mini', 1000, 0)).toBeCloseTo(0.001, 10);
    } finally {
      await db.update(llmModels).set({ costPer1kInputTokens: 0.00015 }).where(eq(llmModels.id, 'openai:gpt-4o-mini'));
    }
  });

  it("usage analytics: the user's own calls over the period, by provider, by model and per day", async () => {
    const db = t.app.services.db;
    const me = (await db.select().from(llmUsage)).length;
    expect(me).toBe(0);
    const anaId = await userIdOf(ana);
    const betoId = await userIdOf(beto);
    await recordUsage(db, { userId: anaId, provider: 'openai', model: 'gpt-4o-mini', purpose: 'chat_plan', inputTokens: 1000, outputTokens: 1000 });
    await recordUsage(db, { userId: anaId, provider: 'openai', model: 'gpt-4o-mini', purpose: 'chat_plan_repair', inputTokens: 500, outputTokens: 0 });
    await recordUsage(db, { userId: anaId, provider: 'anthropic', model: 'claude-sonnet-4-0', purpose: 'chat_plan', inputTokens: 1000, outputTokens: 1000 });
    await recordUsage(db, { userId: betoId, provider: 'openai', model: 'gpt-4o', purpose: 'chat_plan', inputTokens: 9000, outputTokens: 9000 });
    // 40 days ago: outside the default 30-day window.
    await db.insert(llmUsage).values({ userId: anaId, provider: 'openai', model: 'gpt-4o', purpose: 'chat_plan', inputTokens: 7, outputTokens: 7, cost: 1, createdAt: new Date(Date.now() - 40 * 86_400_000) });

    const a = await json('/api/llm/usage/analytics');
    expect(LlmUsageAnalytics.safeParse(a).success).toBe(true);
    expect(a.days).toBe(30);
    expect(a.daily).toHaveLength(30);
    expect(a.daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(a.daily.at(-1)).toMatchObject({ calls: 3, input_tokens: 2500, output_tokens: 2000 });
    expect(a.daily[0]).toMatchObject({ calls: 0, cost: 0 });
    expect(a.totals).toMatchObject({ calls: 3, input_tokens: 2500, output_tokens: 2000 });
    expect(a.totals.cost).toBeCloseTo(0.00075 + 0.000075 + 0.018, 8);
    expect(a.by_provider.map((p: { provider_key: string; calls: number }) => [p.provider_key, p.calls])).toEqual([['anthropic', 1], ['openai', 2]]);
    expect(a.by_model).toContainEqual(expect.objectContaining({ provider_key: 'openai', model: 'gpt-4o-mini', calls: 2, input_tokens: 1500 }));
    expect(new Date(a.period_start).getTime()).toBeLessThan(new Date(a.period_end).getTime());

    const openaiOnly = await json('/api/llm/usage/analytics?provider_key=openai');
    expect(openaiOnly).toMatchObject({ provider_key: 'openai', totals: { calls: 2 } });
    const longer = await json('/api/llm/usage/analytics?days=45');
    expect(longer.totals.calls).toBe(4);
    expect(longer.daily).toHaveLength(45);
    expect((await json('/api/llm/usage/analytics', beto)).totals).toMatchObject({ calls: 1, input_tokens: 9000 });
  });

  async function userIdOf(who: Who): Promise<string> {
    const payload = JSON.parse(Buffer.from(who.access_token.split('.')[1], 'base64url').toString());
    return payload.sub;
  }
});
