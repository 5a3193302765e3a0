import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmHealth } from '../../contracts/llm';
import { startFakeToolLlm, type FakeToolLlm } from './fakes/llm-tools';
import { startTestApp, type TestApp } from './harness';

/**
 * GET /api/llm/health really checks each provider with the key it would use (the user's own, else
 * the server's): the provider's model list is asked for through the configured base URL; a refused
 * key, an unreachable provider and a missing key each say so in Spanish, and no key is ever shown.
 */
describe('LLM health checks each provider with its key', () => {
  let t: TestApp;
  let openai: FakeToolLlm;
  let anthropic: FakeToolLlm;
  beforeAll(async () => {
    openai = await startFakeToolLlm();
    anthropic = await startFakeToolLlm();
    t = await startTestApp('pglite', {}, { OPENAI_API_KEY: 'sk-servidor-buena', ENLAZA_OPENAI_BASE_URL: openai.url, ENLAZA_ANTHROPIC_BASE_URL: anthropic.url });
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await anthropic?.close();
  });

  const health = async (auth: { authorization: string }, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/llm/health${query}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(LlmHealth.safeParse(res.json()).success).toBe(true);
    return res;
  };

  it('asks each provider with the key in use and reports what it answered', async () => {
    const ana = await t.signUp();
    const first = await health(ana.auth);
    const [builtin, oa, an] = first.json().providers;
    expect(builtin.check).toMatchObject({ ok: true, status: 'not_needed' });
    expect(oa).toMatchObject({ key_source: 'server', check: { ok: true, status: 'ok', message: 'OpenAI respondió correctamente con tu clave' } });
    expect(an).toMatchObject({ configured: false, check: { ok: false, status: 'no_key', message: 'No hay una clave de Anthropic configurada' } });
    expect(openai.requests).toHaveLength(0); // the probe is a GET of /models, not a completion

    // A user's own Anthropic key that the provider refuses.
    await t.app.inject({ method: 'POST', url: '/api/oauth/api-key/ai/store', headers: ana.auth, payload: { api_key: 'sk-ant-mala', provider: 'anthropic' } });
    const after = await health(ana.auth);
    expect(after.json().providers[2]).toMatchObject({ key_source: 'user', check: { ok: false, status: 'invalid_key', message: 'Anthropic rechazó la clave' } });
    expect(after.body).not.toContain('sk-ant-mala');
    expect(after.body).not.toContain('sk-servidor-buena');

    // ?check=false answers without asking anyone.
    const quick = (await health(ana.auth, '?check=false')).json();
    expect(quick.providers.every((p: { check?: unknown }) => p.check === undefined)).toBe(true);
  });

  it('an unreachable provider', async () => {
    const down = await startTestApp('pglite', {}, { OPENAI_API_KEY: 'sk-x', ENLAZA_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      const beto = await down.signUp();
      const res = await down.app.inject({ method: 'GET', url: '/api/llm/health', headers: beto.auth });
      expect(res.json().providers[1].check).toMatchObject({ ok: false, status: 'unreachable', message: 'No se pudo conectar con OpenAI' });
    } finally {
      await down.close();
    }
  });
});
