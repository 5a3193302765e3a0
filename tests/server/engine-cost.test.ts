/** A flow whose AI step calls a paid model: the execution records what it cost, and llm_usage the call. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { llmUsage } from '../../server/db/schema';

describe.each(backends)('execution cost (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let auth: { authorization: string };

  beforeAll(async () => {
    api = await startFakeApi({
      'GET /v1/models': () => ({ body: { data: [{ id: 'gpt-4o-mini' }] } }),
      'POST /v1/chat/completions': (r) => ({ body: { model: r.json.model, choices: [{ message: { role: 'assistant', content: 'Resumen listo' } }], usage: { prompt_tokens: 1000, completion_tokens: 500 } } }),
    });
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_OPENAI_BASE_URL: `${api.url}/v1` });
    auth = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });

  const runFlow = async (steps: object[]) => {
    const flowId = (await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps } })).json().flow_id;
    const run = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: auth });
    expect(run.statusCode).toBe(200);
    const executionId = run.json().execution_id as string;
    return (await t.app.inject({ method: 'GET', url: `/api/executions/${executionId}`, headers: auth })).json();
  };
  const aiFlow = [
    { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
    { step: 2, node_id: 'ai', action_id: 'generate_text', params: { prompt: 'Resume las ventas de hoy', model: 'gpt-4o-mini' } },
  ];

  it('the built-in model costs nothing and the execution says so (no cost)', async () => {
    const detail = await runFlow(aiFlow);
    expect(detail.status).toBe('success');
    expect(detail.cost).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it("a paid model's tokens are priced from the catalogue, stored on the execution and in llm_usage", async () => {
    const stored = await t.app.inject({ method: 'POST', url: '/api/oauth/api-key/ai/store', headers: auth, payload: { api_key: 'sk-tienda', provider: 'openai' } });
    expect(stored.statusCode).toBe(200);
    const detail = await runFlow([...aiFlow, { ...aiFlow[1], step: 3 }]);
    expect(detail.status).toBe('success');
    // gpt-4o-mini: $0.00015 per 1K input, $0.0006 per 1K output → 0.00015 + 0.0003 per call, two calls.
    expect(detail.cost).toBeCloseTo(0.0009, 8);
    const aiStep = detail.steps.find((s: { step?: number; node_id: string }) => s.node_id === 'ai');
    expect(aiStep).toBeTruthy();
    const usage = await t.app.services.db.select().from(llmUsage).where(eq(llmUsage.purpose, 'workflow_step'));
    expect(usage.map((u) => [u.provider, u.model, u.inputTokens, u.outputTokens])).toEqual([
      ['openai', 'gpt-4o-mini', 1000, 500],
      ['openai', 'gpt-4o-mini', 1000, 500],
    ]);
  });
});
