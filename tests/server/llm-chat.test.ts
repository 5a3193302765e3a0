import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { SLACK_PLAN, startFakeLlm, startLlmTestApp, type FakeLlm } from './fakes/llm-servers';
import { chats, llmUsage } from '../../server/db/schema';
import { usageOf } from '../../server/llm/usage';
import { ChatReply } from '../../contracts/chat';
import { NO_KEY_NOTE } from '../../server/llm/turn';

type Who = Awaited<ReturnType<TestApp['signUp']>>;
const ids = (plan: { node_id: string; action_id: string }[]) => plan.map((s) => `${s.node_id}/${s.action_id}`);

describe('POST /api/chat in AI mode (fake OpenAI and Anthropic servers)', () => {
  let openai: FakeLlm;
  let anthropic: FakeLlm;
  let t: TestApp;
  let ana: Who;
  let llm: Awaited<ReturnType<typeof startLlmTestApp>>;
  beforeAll(async () => {
    llm = await startLlmTestApp({ OPENAI_API_KEY: 'sk-server', ANTHROPIC_API_KEY: 'ak-server' });
    ({ t, openai, anthropic, ana } = llm);
  });
  afterAll(() => llm.close());
  beforeEach(() => llm.resetRequests());

  const chat = (who: Who, payload: object) => t.app.inject({ method: 'POST', url: '/api/chat', headers: who.auth, payload });
  const usageRows = (userId?: string) => t.app.services.db.select().from(llmUsage).where(userId ? eq(llmUsage.userId, userId) : undefined);

  it("workflow_type 'agent' plans with the model, stores the plan, and records tokens and cost per call", async () => {
    openai.script({ object: SLACK_PLAN });
    const before = (await usageRows()).length;
    const res = await chat(ana, { message: 'cuando llegue un pedido avísame por slack en #ventas', workflow_type: 'agent' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ChatReply.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_created', reply: SLACK_PLAN.reply });
    expect(ids(body.execution_plan)).toEqual(['webhook/webhook_received', 'slack/send_message']);
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0].headers.authorization).toBe('Bearer sk-server');
    const [row] = await t.app.services.db.select().from(chats).where(eq(chats.id, body.session_id));
    expect(row.plan).toEqual(body.execution_plan);
    const rows = await usageRows();
    expect(rows).toHaveLength(before + 1);
    const me = await t.app.inject({ method: 'GET', url: '/api/chats/', headers: ana.auth });
    expect(me.statusCode).toBe(200);
    expect((await usageOf(t.app.services.db, rows.at(-1)!.userId, 'openai'))[0]).toMatchObject({ chatId: body.session_id, purpose: 'chat_plan' });
    expect(rows.at(-1)).toMatchObject({ chatId: body.session_id, provider: 'openai', model: 'gpt-4o-mini', purpose: 'chat_plan', inputTokens: 1200, outputTokens: 300 });
    expect(rows.at(-1)!.cost).toBeCloseTo(1.2 * 0.00015 + 0.3 * 0.0006, 10);
  });

  it('sends the current plan on follow-ups so the model can edit it', async () => {
    openai.script({ object: SLACK_PLAN });
    const first = (await chat(ana, { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent' })).json();
    const edited = { ...SLACK_PLAN, reply: 'Cambiado a Telegram.', steps: [SLACK_PLAN.steps[0], { node_id: 'telegram', action_id: 'send_message', params: { chat_id: '12345', message: 'Pedido' } }] };
    openai.script({ object: edited });
    const second = (await chat(ana, { session_id: first.session_id, message: 'mejor por telegram al chat 12345', workflow_type: 'agent' })).json();
    expect(second).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(ids(second.execution_plan)).toEqual(['webhook/webhook_received', 'telegram/send_message']);
    expect(JSON.stringify(openai.requests[1].body)).toContain('Current plan');
  });

  it('an undo is answered by the built-in planner with the chat\'s previous plan, calling no model', async () => {
    openai.script({ object: SLACK_PLAN });
    const first = (await chat(ana, { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent' })).json();
    const edited = { ...SLACK_PLAN, reply: 'Cambiado a Telegram.', steps: [SLACK_PLAN.steps[0], { node_id: 'telegram', action_id: 'send_message', params: { chat_id: '12345', message: 'Pedido' } }] };
    openai.script({ object: edited });
    await chat(ana, { session_id: first.session_id, message: 'mejor por telegram al chat 12345', workflow_type: 'agent' });
    const calls = openai.requests.length;
    const undone = (await chat(ana, { session_id: first.session_id, message: 'no, deshaz eso', workflow_type: 'agent' })).json();
    expect(undone).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(undone.execution_plan).toEqual(first.execution_plan);
    expect(undone.reply).toContain('Listo, deshice el último cambio');
    expect(openai.requests).toHaveLength(calls);
  });

  it('the model picker chooses the provider and model', async () => {
    anthropic.script({ object: SLACK_PLAN });
    const res = (await chat(ana, { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent', provider: 'anthropic', model: 'claude-sonnet-4-0' })).json();
    expect(res.status).toBe('plan_ready');
    expect(openai.requests).toHaveLength(0);
    expect(anthropic.requests).toHaveLength(1);
    expect(anthropic.requests[0].body.model).toBe('claude-sonnet-4-0');
    expect(anthropic.requests[0].headers['x-api-key']).toBe('ak-server');
    expect((await usageRows()).at(-1)).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-0' });
  });

  it('an invalid answer is repaired once; a second invalid one falls back to the built-in planner and says so', async () => {
    openai.script({ object: { ...SLACK_PLAN, steps: [{ node_id: 'sms', action_id: 'send', params: {} }] } }, { object: SLACK_PLAN });
    const repaired = (await chat(ana, { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent' })).json();
    expect(repaired.reply).toBe(SLACK_PLAN.reply);
    expect(openai.requests).toHaveLength(2);
    const mine = await usageRows();
    expect(mine.slice(-2).map((r) => r.purpose)).toEqual(['chat_plan', 'chat_plan_repair']);

    openai.requests.length = 0;
    openai.script({ text: 'lo siento' }, { text: 'tampoco' });
    const res = (await chat(ana, { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent' })).json();
    expect(openai.requests).toHaveLength(2);
    expect(res.reply).toMatch(/^No obtuve un plan válido del modelo de IA \(OpenAI\), así que preparé la respuesta con el planificador integrado de Enlaza\./);
    expect(res.status).toBe('plan_ready');
    expect(ids(res.execution_plan)).toEqual(['webhook/webhook_received', 'slack/send_message']);
  });

  it('a provider error also falls back to the built-in planner', async () => {
    openai.script({ status: 500, error: 'boom' });
    const res = (await chat(ana, { message: 'cada lunes a las 9 avísame por slack #ventas', workflow_type: 'agent' })).json();
    expect(res.status).toBe('plan_ready');
    expect(res.reply).toMatch(/planificador integrado/);
    expect(res.execution_plan[0].params.cron_expression).toBe('0 9 * * 1');
  });

  it('the picker\'s built-in entry uses the built-in planner, with no note', async () => {
    const res = (await chat(ana, { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent', model: 'builtin' })).json();
    expect(res.status).toBe('plan_ready');
    expect(res.reply).toMatch(/^¡Listo! Preparé este workflow:/);
    expect(res.reply).not.toMatch(/modo IA|modelo de IA/);
    expect(openai.requests).toHaveLength(0);
  });

  it("classic mode never calls a model; a form submission stays with the built-in planner", async () => {
    const classic = (await chat(ana, { message: 'cuando alguien llene el formulario avísame por slack', workflow_type: 'classic' })).json();
    expect(classic.status).toBe('smart_forms_required');
    const filled = (await chat(ana, { session_id: classic.session_id, message: '', workflow_type: 'agent', frontend_user_inputs: { '2.channel': 'ventas' } })).json();
    expect(filled).toMatchObject({ status: 'plan_ready', workflow_action: 'plan_updated' });
    expect(openai.requests).toHaveLength(0);
    expect(anthropic.requests).toHaveLength(0);
  });
});

describe('POST /api/chat in AI mode without server keys', () => {
  let openai: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeLlm('openai');
    t = await startTestApp('pglite', {}, { ENLAZA_OPENAI_BASE_URL: openai.url });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it('answers with the built-in planner and says a key is needed', async () => {
    const who = await t.signUp();
    const res = (await t.app.inject({ method: 'POST', url: '/api/chat', headers: who.auth, payload: { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent' } })).json();
    expect(res.status).toBe('plan_ready');
    expect(res.reply.endsWith(NO_KEY_NOTE)).toBe(true);
    expect(openai.requests).toHaveLength(0);
  });

  it("uses the user's own api_key credential", async () => {
    const who = await t.signUp();
    const stored = await t.app.inject({ method: 'POST', url: '/api/oauth/api-key/ai/store', headers: who.auth, payload: { api_key: 'sk-user-own', provider: 'openai' } });
    expect(stored.statusCode).toBe(200);
    openai.script({ object: SLACK_PLAN });
    const res = (await t.app.inject({ method: 'POST', url: '/api/chat', headers: who.auth, payload: { message: 'cuando llegue un pedido avísame por slack #ventas', workflow_type: 'agent' } })).json();
    expect(res.reply).toBe(SLACK_PLAN.reply);
    expect(openai.requests.at(-1)!.headers.authorization).toBe('Bearer sk-user-own');
  });
});
