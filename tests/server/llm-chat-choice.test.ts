import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from './harness';
import { SLACK_PLAN, startLlmTestApp, type FakeLlm } from './fakes/llm-servers';
import { llmUsage } from '../../server/db/schema';
import { noKeyNote, unavailableNote } from '../../server/llm/turn';

type Who = Awaited<ReturnType<TestApp['signUp']>>;
const MESSAGE = 'cuando llegue un pedido avísame por slack #ventas';

/** POST /api/chat with the picker's provider/model checked against the LLM catalogue. */
describe('POST /api/chat honours the model picker (catalogue)', () => {
  let openai: FakeLlm;
  let anthropic: FakeLlm;
  let t: TestApp;
  let ana: Who;
  let llm: Awaited<ReturnType<typeof startLlmTestApp>>;
  beforeAll(async () => {
    // OpenAI has a server key; Anthropic has none.
    llm = await startLlmTestApp({ OPENAI_API_KEY: 'sk-server' });
    ({ t, openai, anthropic, ana } = llm);
  });
  afterAll(() => llm.close());
  beforeEach(() => llm.resetRequests());

  const chat = async (payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: ana.auth, payload: { message: MESSAGE, workflow_type: 'agent', ...payload } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const calls = () => openai.requests.length + anthropic.requests.length;

  it("provider 'builtin' (the picker's built-in entry) answers with the built-in planner, no note, no model call", async () => {
    const res = await chat({ provider: 'builtin', model: 'builtin' });
    expect(res.status).toBe('plan_ready');
    expect(res.reply).toMatch(/^¡Listo! Preparé este workflow:/);
    expect(res.reply).not.toMatch(/Nota:|catálogo/);
    expect(calls()).toBe(0);
  });

  it('a catalogue model with a key is called with exactly that model, and its cost comes from the catalogue', async () => {
    openai.script({ object: SLACK_PLAN });
    const res = await chat({ provider: 'openai', model: 'gpt-4.1-mini' });
    expect(res.reply).toBe(SLACK_PLAN.reply);
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0].body.model).toBe('gpt-4.1-mini');
    const [row] = await t.app.services.db.select().from(llmUsage).where(eq(llmUsage.chatId, res.session_id));
    expect(row).toMatchObject({ provider: 'openai', model: 'gpt-4.1-mini', inputTokens: 1200, outputTokens: 300 });
    expect(row.cost).toBeCloseTo(1.2 * 0.0004 + 0.3 * 0.0016, 10);
  });

  it('a provider without a key: the built-in planner answers and the reply names the provider', async () => {
    const res = await chat({ provider: 'anthropic', model: 'claude-sonnet-4-0' });
    expect(res.status).toBe('plan_ready');
    expect(res.reply.endsWith(noKeyNote('Anthropic'))).toBe(true);
    expect(res.reply).toContain('no hay una clave de Anthropic configurada');
    expect(calls()).toBe(0);
    const onlyProvider = await chat({ provider: 'anthropic' });
    expect(onlyProvider.reply.endsWith(noKeyNote('Anthropic'))).toBe(true);
    expect(calls()).toBe(0);
  });

  it('an unknown or inactive model is not called: the built-in planner answers and says the model is unavailable', async () => {
    for (const payload of [
      { provider: 'openai', model: 'gpt-9-ultra' },
      { provider: 'anthropic', model: 'claude-3-5-sonnet-latest' }, // in the catalogue, inactive
      { provider: 'anthropic', model: 'gpt-4o-mini' }, // a model of another provider
      { model: 'no-existe' },
    ]) {
      const res = await chat(payload);
      expect(res.status, JSON.stringify(payload)).toBe('plan_ready');
      expect(res.reply.startsWith(unavailableNote(payload.model))).toBe(true);
    }
    expect(calls()).toBe(0);
  });

  it('a model key alone finds its provider in the catalogue', async () => {
    openai.script({ object: SLACK_PLAN });
    const res = await chat({ model: 'gpt-4o' });
    expect(res.reply).toBe(SLACK_PLAN.reply);
    expect(openai.requests[0].body.model).toBe('gpt-4o');
  });
});
