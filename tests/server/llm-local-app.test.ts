import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { SLACK_PLAN, startFakeLlm, type FakeLlm } from './fakes/llm-servers';
import { LlmHealth, LlmProvider } from '../../contracts/llm';
import { llmUsage } from '../../server/db/schema';
import { unavailableNote, unreachableNote } from '../../server/llm/turn';

type Who = Awaited<ReturnType<TestApp['signUp']>>;
const ids = (plan: { node_id: string; action_id: string }[]) => plan.map((s) => `${s.node_id}/${s.action_id}`);
const ASK = 'cuando llegue un pedido avísame por slack en #ventas';
const fenced = (o: unknown) => `\`\`\`json\n${JSON.stringify(o)}\n\`\`\``;

// The guard stays on (no ENLAZA_ALLOW_PRIVATE_NETWORK): the fake local server is on 127.0.0.1 and is
// reached only because the operator set it as ENLAZA_LLM_BASE_URL.
describe('AI mode with the operator’s local model (ENLAZA_LLM_BASE_URL → fake server on 127.0.0.1)', () => {
  let local: FakeLlm;
  let t: TestApp;
  let ana: Who;
  beforeAll(async () => {
    local = await startFakeLlm('local');
    t = await startTestApp('pglite', {}, { ENLAZA_LLM_BASE_URL: local.url, ENLAZA_LLM_MODEL: 'llama3.2' });
    ana = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
    await local?.close().catch(() => undefined);
  });
  beforeEach(() => { local.requests.length = 0; });

  const chat = (payload: object) => t.app.inject({ method: 'POST', url: '/api/chat', headers: ana.auth, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ana.auth });
  const usageRows = () => t.app.services.db.select().from(llmUsage).orderBy(llmUsage.createdAt);

  it('with no key anywhere, the local model plans; usage is recorded with cost 0', async () => {
    local.script({ object: SLACK_PLAN });
    const res = await chat({ message: ASK, workflow_type: 'agent' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_created', reply: SLACK_PLAN.reply });
    expect(ids(body.execution_plan)).toEqual(['webhook/webhook_received', 'slack/send_message']);
    expect(local.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
    expect(local.requests[0].body.model).toBe('llama3.2');
    expect(local.requests[0].body.response_format).toBeUndefined();
    const rows = await usageRows();
    expect(rows.at(-1)).toMatchObject({ chatId: body.session_id, provider: 'local', model: 'llama3.2', purpose: 'chat_plan', inputTokens: 1200, outputTokens: 300, cost: 0 });
  });

  it('the picker’s local entry is used, and a fenced answer still parses', async () => {
    local.script({ text: fenced(SLACK_PLAN) });
    const body = (await chat({ message: ASK, workflow_type: 'agent', provider: 'local', model: 'local' })).json();
    expect(body).toMatchObject({ status: 'plan_ready', reply: SLACK_PLAN.reply });
    expect(local.requests).toHaveLength(1);
  });

  it('an invalid plan gets one repair (two usage rows, both free); two invalid answers fall back and say so', async () => {
    const bad = { ...SLACK_PLAN, steps: [{ node_id: 'sms', action_id: 'send', params: {} }] };
    local.script({ text: fenced(bad) }, { object: SLACK_PLAN });
    const before = (await usageRows()).length;
    const repaired = (await chat({ message: ASK, workflow_type: 'agent' })).json();
    expect(repaired).toMatchObject({ status: 'plan_ready', reply: SLACK_PLAN.reply });
    expect(local.requests).toHaveLength(2);
    expect(JSON.stringify(local.requests[1].body.messages)).toContain('unknown node or action id');
    const rows = (await usageRows()).slice(before);
    expect(rows.map((r) => [r.provider, r.purpose, r.cost])).toEqual([['local', 'chat_plan', 0], ['local', 'chat_plan_repair', 0]]);

    local.script({ text: fenced(bad) }, { text: 'No puedo.' });
    const fell = (await chat({ message: ASK, workflow_type: 'agent' })).json();
    expect(fell.reply).toMatch(/^No obtuve un plan válido del modelo de IA \(Modelo local\), así que preparé la respuesta con el planificador integrado de Enlaza\./);
    expect(ids(fell.execution_plan)).toEqual(['webhook/webhook_received', 'slack/send_message']);
  });

  it('lists the local provider in the catalogue: no key, free, named after its model', async () => {
    const providers = (await get('/api/llm/providers')).json();
    expect(providers.map((p: LlmProvider) => p.provider_key)).toEqual(['builtin', 'openai', 'anthropic', 'local']);
    const entry = providers[3];
    expect(LlmProvider.safeParse(entry).success).toBe(true);
    expect(entry).toMatchObject({ name: 'Modelo local', requires_key: false, is_active: true });
    expect(entry.models).toEqual([expect.objectContaining({ id: 'local:local', model_key: 'local', name: 'Modelo local (llama3.2)', cost_per_1k_input_tokens: 0, cost_per_1k_output: 0, provider_name: 'Modelo local' })]);
    expect((await get('/api/llm/providers/local')).json()).toMatchObject({ provider_key: 'local' });
    expect((await get('/api/llm/models/local:local')).statusCode).toBe(200);
    expect((await get('/api/llm/models/search?q=llama')).json().map((m: { id: string }) => m.id)).toEqual(['local:local']);
  });

  it('health asks the local server (GET /models) and reports it up', async () => {
    const res = await get('/api/llm/health');
    expect(res.statusCode).toBe(200);
    expect(LlmHealth.safeParse(res.json()).success).toBe(true);
    expect(res.json().providers.at(-1)).toEqual({ provider_key: 'local', name: 'Modelo local', configured: true, key_source: 'not_needed', base_url: local.url, reachable: true });
    expect(local.requests.map((r) => `${r.path}`)).toEqual(['/v1/models']);
  });

  // Last: these stop the fake server.
  it('when the server is down, health reports it and a chat falls back to the built-in planner, saying so', async () => {
    await local.close();
    const health = (await get('/api/llm/health')).json();
    expect(health.providers.at(-1)).toMatchObject({ provider_key: 'local', configured: true, reachable: false });

    const before = (await usageRows()).length;
    const res = await chat({ message: ASK, workflow_type: 'agent' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(unreachableNote('local')).toBe('No pude conectarme con el modelo de IA (Modelo local), así que preparé la respuesta con el planificador integrado de Enlaza.');
    expect(body.reply.startsWith(`${unreachableNote('local')}\n\n`)).toBe(true);
    expect(ids(body.execution_plan)).toEqual(['webhook/webhook_received', 'slack/send_message']);
    expect(await usageRows()).toHaveLength(before);
  });
});

describe('without ENLAZA_LLM_BASE_URL there is no local provider', () => {
  let t: TestApp;
  let ana: Who;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    ana = await t.signUp();
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ana.auth });

  it('the catalogue, search, health and include_inactive do not list it', async () => {
    expect((await get('/api/llm/providers')).json().map((p: LlmProvider) => p.provider_key)).toEqual(['builtin', 'openai', 'anthropic']);
    expect((await get('/api/llm/providers?include_inactive=true')).json().map((p: LlmProvider) => p.provider_key)).toEqual(['builtin', 'openai', 'anthropic']);
    expect((await get('/api/llm/providers/local')).statusCode).toBe(404);
    expect((await get('/api/llm/models/local:local')).statusCode).toBe(404);
    expect((await get('/api/llm/models?include_inactive=true')).json().some((m: { provider_key: string }) => m.provider_key === 'local')).toBe(false);
    expect((await get('/api/llm/models/search?q=local')).json()).toEqual([]);
    expect((await get('/api/llm/health')).json().providers.map((p: { provider_key: string }) => p.provider_key)).toEqual(['builtin', 'openai', 'anthropic']);
  });

  it('a stale picker choice of the local model is answered by the built-in planner, saying so', async () => {
    for (const payload of [{ provider: 'local', model: 'local' }, { provider: 'local' }]) {
      const body = (await t.app.inject({ method: 'POST', url: '/api/chat', headers: ana.auth, payload: { message: ASK, workflow_type: 'agent', ...payload } })).json();
      expect(body.reply.startsWith(unavailableNote('Modelo local'))).toBe(true);
      expect(ids(body.execution_plan)).toEqual(['webhook/webhook_received', 'slack/send_message']);
    }
    expect(await t.app.services.db.select().from(llmUsage).where(eq(llmUsage.provider, 'local'))).toEqual([]);
  });
});
