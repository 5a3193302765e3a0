import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { costFor, matchPrice, pricingStem } from '../../server/llm/pricing';
import { chooseLlm, languageModel, providerOfModel, type LlmSettings } from '../../server/llm/providers';
import { planWithLlm, type CallUsage } from '../../server/llm/plan-with-llm';
import { planErrors } from '../../server/llm/validate';
import { SLACK_PLAN, startFakeLlm, type FakeLlm } from './fakes/llm-servers';

const settings = (over: Partial<LlmSettings> = {}): LlmSettings => ({
  keys: {}, baseUrls: { openai: 'http://127.0.0.1:1/v1', anthropic: 'http://127.0.0.1:2/v1' }, ...over,
});
const noUserKey = async () => null;
const TURN = { message: 'cuando llegue un pedido avísame por slack en #ventas', timezone: 'America/Mexico_City' };

describe('LLM pricing (rows of the catalogue; the database-backed path is in llm-catalogue.test.ts)', () => {
  const row = (providerKey: string, modelKey: string, input: number | null, output: number | null) => ({ providerKey, modelKey, costPer1kInputTokens: input, costPer1kOutput: output });
  const ROWS = [
    row('openai', 'gpt-4o-mini', 0.00015, 0.0006),
    row('openai', 'gpt-4o', 0.0025, 0.01),
    row('anthropic', 'claude-3-5-haiku-latest', 0.0008, 0.004),
    row('anthropic', 'claude-sonnet-4-0', 0.003, 0.015),
    row('anthropic', 'claude-sin-precio', null, null),
  ];
  it('prices a call per 1,000 tokens by the longest catalogue stem the model id starts with', () => {
    expect(pricingStem('claude-3-5-haiku-latest')).toBe('claude-3-5-haiku');
    expect(pricingStem('claude-sonnet-4-0')).toBe('claude-sonnet-4');
    expect(matchPrice(ROWS, 'openai', 'gpt-4o-mini-2024-07-18')).toEqual({ input: 0.00015, output: 0.0006 });
    expect(matchPrice(ROWS, 'openai', 'gpt-4o')).toEqual({ input: 0.0025, output: 0.01 });
    expect(matchPrice(ROWS, 'anthropic', 'claude-3-5-haiku-20241022')).toEqual({ input: 0.0008, output: 0.004 });
    expect(matchPrice(ROWS, 'anthropic', 'claude-sonnet-4-20250514')).toEqual({ input: 0.003, output: 0.015 });
    expect(costFor(matchPrice(ROWS, 'openai', 'gpt-4o-mini'), 1000, 1000)).toBeCloseTo(0.00075, 10);
    expect(costFor(matchPrice(ROWS, 'anthropic', 'claude-3-5-haiku-latest'), 2000, 500)).toBeCloseTo(0.0036, 10);
    expect(matchPrice(ROWS, 'openai', 'modelo-desconocido')).toBeNull();
    expect(matchPrice(ROWS, 'anthropic', 'claude-sin-precio')).toBeNull();
    expect(costFor(null, 1000, 1000)).toBeNull();
  });
});

describe('LLM provider choice', () => {
  it('needs a key: none at all means the built-in planner', async () => {
    expect(await chooseLlm(settings(), {}, noUserKey)).toBeNull();
  });

  it('the picker wins, then the model family, then the server default, then whichever has a key', async () => {
    const both = settings({ keys: { openai: 'sk-server', anthropic: 'ak-server' } });
    expect(await chooseLlm(both, { provider: 'anthropic' }, noUserKey)).toMatchObject({ provider: 'anthropic', model: 'claude-3-5-haiku-latest', apiKey: 'ak-server', keySource: 'server' });
    expect(await chooseLlm(both, { model: 'claude-sonnet-4-0' }, noUserKey)).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-0' });
    expect(await chooseLlm(both, { model: 'gpt-4.1-mini' }, noUserKey)).toMatchObject({ provider: 'openai', model: 'gpt-4.1-mini' });
    expect(await chooseLlm({ ...both, provider: 'anthropic' }, {}, noUserKey)).toMatchObject({ provider: 'anthropic' });
    expect(await chooseLlm(settings({ keys: { anthropic: 'ak' } }), {}, noUserKey)).toMatchObject({ provider: 'anthropic', baseUrl: 'http://127.0.0.1:2/v1' });
    // A model of the other family is not sent to this provider.
    expect(await chooseLlm(settings({ keys: { openai: 'sk' } }), { provider: 'openai', model: 'claude-3-5-haiku-latest' }, noUserKey)).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini' });
  });

  it("the user's own key comes before the server's", async () => {
    const choice = await chooseLlm(settings({ keys: { openai: 'sk-server' } }), {}, async (p) => (p === 'openai' ? 'sk-user' : null));
    expect(choice).toMatchObject({ apiKey: 'sk-user', keySource: 'user' });
    expect(providerOfModel('o3-mini')).toBe('openai');
  });
});

describe('LLM plan validation against the catalogue', () => {
  it('accepts a valid plan, blanks and {{references}} included', () => {
    expect(planErrors(SLACK_PLAN.steps)).toEqual([]);
    expect(planErrors([{ node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre'] } }, { node_id: 'slack', action_id: 'send_message', params: { channel: '', message: 'x' } }])).toEqual([]);
    expect(planErrors([{ node_id: 'manual', action_id: 'manual_trigger' }, { node_id: 'delay', action_id: 'wait', params: { seconds: '{{trigger.body.espera}}' } }])).toEqual([]);
  });

  it('rejects unknown ids, a trigger out of place and wrong parameter values', () => {
    expect(planErrors([{ node_id: 'sms', action_id: 'send', params: {} }])[0]).toMatch(/unknown node or action/);
    expect(planErrors([{ node_id: 'slack', action_id: 'send_message', params: { channel: '#a', message: 'b' } }])[0]).toMatch(/first step must be a trigger/);
    expect(planErrors([{ node_id: 'manual', action_id: 'manual_trigger' }, { node_id: 'webhook', action_id: 'webhook_received' }])[0]).toMatch(/only the first step/);
    expect(planErrors([{ node_id: 'manual', action_id: 'manual_trigger' }, { node_id: 'delay', action_id: 'wait', params: { seconds: 9999999 } }])[0]).toMatch(/seconds/);
    expect(planErrors([])).toHaveLength(1);
  });
});

describe.each(['openai', 'anthropic'] as const)('planning with a fake %s server', (kind) => {
  let fake: FakeLlm;
  beforeAll(async () => { fake = await startFakeLlm(kind); });
  afterAll(async () => { await fake.close(); });
  beforeEach(() => { fake.requests.length = 0; });

  const model = () => languageModel({ provider: kind, model: kind === 'openai' ? 'gpt-4o-mini' : 'claude-3-5-haiku-latest', apiKey: 'key-123', baseUrl: fake.url, keySource: 'server' });
  const run = async (turn = TURN) => {
    const usage: CallUsage[] = [];
    const out = await planWithLlm(await model(), turn, { modelId: 'm', onUsage: (u) => { usage.push(u); }, timeoutMs: 5000 });
    return { out, usage };
  };

  it('a valid structured answer becomes the plan, with catalogue names and usage reported', async () => {
    fake.script({ object: SLACK_PLAN });
    const { out, usage } = await run();
    expect(out.result).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_created', reply: SLACK_PLAN.reply });
    expect(out.result!.execution_plan!.map((s) => [s.step, s.id, s.node_id, s.node_name])).toEqual([[1, 'step_1', 'webhook', 'Webhook'], [2, 'step_2', 'slack', 'Slack']]);
    expect(usage).toEqual([{ inputTokens: fake.usage.input, outputTokens: fake.usage.output, model: expect.any(String) }]);
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    if (kind === 'openai') {
      expect(req.headers.authorization).toBe('Bearer key-123');
      expect(req.body.model).toBe('gpt-4o-mini');
      expect(req.body.response_format?.type).toBe('json_schema');
      expect(JSON.stringify(req.body.messages)).toContain('google_sheets');
    } else {
      expect(req.headers['x-api-key']).toBe('key-123');
      expect(req.body.model).toBe('claude-3-5-haiku-latest');
      expect(String(req.body.system?.[0]?.text ?? req.body.system)).toContain('google_sheets');
    }
    expect(JSON.stringify(req.body)).toContain('avísame por slack');
  });

  it('a plan with a blank required parameter asks for it with a smart form', async () => {
    fake.script({ object: { ...SLACK_PLAN, steps: [SLACK_PLAN.steps[0], { ...SLACK_PLAN.steps[1], params: { channel: '', message: 'x' } }] } });
    const { out } = await run();
    expect(out.result).toMatchObject({ status: 'smart_forms_required', smart_forms_required: true });
    expect(out.result!.smart_form!.sections[0].fields.map((f) => f.id)).toEqual(['2.channel']);
  });

  it('clarifications and conversation come back as such', async () => {
    fake.script({ object: { reply: '¿Dónde lo guardo?', kind: 'clarify', steps: [], ask_for: ['storage'] } });
    expect((await run()).out.result).toMatchObject({ status: 'clarification_needed', service_groups: [{ category: 'Almacenamiento' }] });
    fake.script({ object: { reply: '¡Hola!', kind: 'conversation', steps: [], ask_for: [] } });
    expect((await run()).out.result).toMatchObject({ status: 'conversation', reply: '¡Hola!' });
  });

  it('an invalid plan is repaired once, with the errors sent back to the model', async () => {
    fake.script({ object: { ...SLACK_PLAN, steps: [SLACK_PLAN.steps[0], { node_id: 'sms', action_id: 'send', params: {} }] } }, { object: SLACK_PLAN });
    const { out, usage } = await run();
    expect(out).toMatchObject({ attempts: 2, result: { status: 'plan_ready' } });
    expect(usage).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1].body)).toContain('unknown node or action id');
  });

  it('gives up after one repair, and on provider errors, so the built-in planner answers', async () => {
    fake.script({ text: 'no sé' }, { object: { ...SLACK_PLAN, steps: [] } });
    const bad = await run();
    expect(bad.out.result).toBeNull();
    expect(fake.requests).toHaveLength(2);
    fake.script({ status: 401, error: 'bad key' });
    const denied = await run();
    expect(denied.out.result).toBeNull();
    expect(denied.usage).toEqual([]);
  });
});
