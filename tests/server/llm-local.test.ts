import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { parseAnswer } from '../../server/llm/answer';
import { matchPrice } from '../../server/llm/pricing';
import { planWithLlm, type CallUsage } from '../../server/llm/plan-with-llm';
import { chooseLlm, languageModel, type LlmChoice } from '../../server/llm/providers';
import { BlockedAddressError } from '../../server/net/guard';
import { guardedFetch, safeFetch } from '../../server/net/safe-fetch';
import { downServerUrl, SLACK_PLAN, startFakeLlm, type FakeLlm } from './fakes/llm-servers';
import { nodeContext, runAction, stepError } from './fakes/context';

const TURN = { message: 'cuando llegue un pedido avísame por slack en #ventas', timezone: 'America/Mexico_City' };
const REFUSED = (host: string) => `La dirección ${host} no está permitida: Enlaza no se conecta a redes privadas ni locales`;
const fenced = (o: unknown) => `Claro, aquí está el plan:\n\n\`\`\`json\n${JSON.stringify(o, null, 2)}\n\`\`\`\n`;

/** The cause chain of a failed fetch, to find the guard's refusal in it. */
function causes(err: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e = err as { cause?: unknown } | undefined; e && out.length < 6; e = e.cause as typeof e) out.push(e);
  return out;
}

describe('config: the operator’s local model server', () => {
  it('is read from ENLAZA_LLM_BASE_URL, ENLAZA_LLM_MODEL and an optional ENLAZA_LLM_API_KEY', () => {
    expect(loadConfig({}).llm.local).toBeUndefined();
    expect(loadConfig({ ENLAZA_LLM_BASE_URL: '' }).llm.local).toBeUndefined();
    expect(loadConfig({ ENLAZA_LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', ENLAZA_LLM_MODEL: ' llama3.2 ' }).llm.local)
      .toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: undefined });
    expect(loadConfig({ ENLAZA_LLM_BASE_URL: 'http://gpu.lan:8080/v1', ENLAZA_LLM_MODEL: 'qwen', ENLAZA_LLM_API_KEY: 'k', ENLAZA_LLM_PROVIDER: 'local' }).llm)
      .toMatchObject({ provider: 'local', local: { apiKey: 'k' } });
  });

  it('refuses a base URL without a model, a non-http URL, and provider=local without a base URL', () => {
    expect(() => loadConfig({ ENLAZA_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/ENLAZA_LLM_MODEL/);
    expect(() => loadConfig({ ENLAZA_LLM_BASE_URL: 'file:///etc/passwd', ENLAZA_LLM_MODEL: 'x' })).toThrow(/http/);
    expect(() => loadConfig({ ENLAZA_LLM_PROVIDER: 'local' })).toThrow(/ENLAZA_LLM_BASE_URL/);
  });
});

describe('provider choice with a local server', () => {
  const local = { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' };
  const base = { keys: {}, baseUrls: { openai: 'http://127.0.0.1:1/v1', anthropic: 'http://127.0.0.1:2/v1' } };
  const noUserKey = async () => null;

  it('needs no key: with only a local server it answers, with the configured model', async () => {
    expect(await chooseLlm(base, {}, noUserKey)).toBeNull();
    expect(await chooseLlm({ ...base, local }, {}, noUserKey)).toEqual({ provider: 'local', model: 'llama3.2', apiKey: '', baseUrl: local.baseUrl, keySource: 'not_needed' });
    expect(await chooseLlm({ ...base, local }, { provider: 'local', model: 'local' }, noUserKey)).toMatchObject({ provider: 'local', model: 'llama3.2' });
  });

  it('keys come first unless the picker or ENLAZA_LLM_PROVIDER names the local server', async () => {
    const both = { ...base, keys: { openai: 'sk' }, local };
    expect(await chooseLlm(both, {}, noUserKey)).toMatchObject({ provider: 'openai' });
    expect(await chooseLlm(both, { provider: 'local' }, noUserKey)).toMatchObject({ provider: 'local' });
    expect(await chooseLlm({ ...both, provider: 'local' }, {}, noUserKey)).toMatchObject({ provider: 'local' });
    expect(await chooseLlm({ ...base, keys: { openai: 'sk' } }, { provider: 'local' }, noUserKey)).toBeNull();
  });
});

describe('planning with a fake local (OpenAI-compatible) server, guard on', () => {
  let fake: FakeLlm;
  beforeAll(async () => { fake = await startFakeLlm('local'); });
  afterAll(async () => { await fake.close(); });
  beforeEach(() => { fake.requests.length = 0; });

  const choice = (over: Partial<LlmChoice> = {}): LlmChoice => ({ provider: 'local', model: 'llama3.2', apiKey: '', baseUrl: fake.url, keySource: 'not_needed', ...over });
  const run = async (over: Partial<LlmChoice> = {}) => {
    const usage: CallUsage[] = [];
    // allowPrivateNetwork false: the fake is on 127.0.0.1 and only the operator's base URL is trusted.
    const out = await planWithLlm(await languageModel(choice(over), { allowPrivateNetwork: false }), TURN, { modelId: 'llama3.2', onUsage: (u) => { usage.push(u); }, timeoutMs: 5000, format: 'text' });
    return { out, usage };
  };

  it('a plain JSON answer becomes the plan; no json_schema mode, no tools, no Authorization without a key', async () => {
    fake.script({ object: SLACK_PLAN });
    const { out, usage } = await run();
    expect(out).toMatchObject({ attempts: 1, result: { status: 'plan_ready', reply: SLACK_PLAN.reply } });
    expect(out.result!.execution_plan!.map((s) => `${s.node_id}/${s.action_id}`)).toEqual(['webhook/webhook_received', 'slack/send_message']);
    expect(usage).toEqual([{ inputTokens: fake.usage.input, outputTokens: fake.usage.output, model: 'llama3.2' }]);
    const [req] = fake.requests;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.body.model).toBe('llama3.2');
    expect(req.body.response_format).toBeUndefined();
    expect(req.body.tools).toBeUndefined();
    expect(req.headers.authorization).toBeUndefined();
    expect(JSON.stringify(req.body.messages)).toContain('Answer with one JSON object only');
  });

  it('sends ENLAZA_LLM_API_KEY when the server asks for one', async () => {
    fake.script({ object: SLACK_PLAN });
    await run({ apiKey: 'clave-local', keySource: 'server' });
    expect(fake.requests[0].headers.authorization).toBe('Bearer clave-local');
  });

  it('reads an answer in ```json fences, with words around it, or without the empty lists', async () => {
    fake.script({ text: fenced(SLACK_PLAN) });
    expect((await run()).out).toMatchObject({ attempts: 1, result: { status: 'plan_ready', reply: SLACK_PLAN.reply } });
    fake.script({ text: `Este es el plan: ${JSON.stringify(SLACK_PLAN)} ¡Listo!` });
    expect((await run()).out).toMatchObject({ attempts: 1, result: { status: 'plan_ready' } });
    const { ask_for: _a, ...noAskFor } = SLACK_PLAN;
    fake.script({ text: JSON.stringify({ ...noAskFor, steps: [{ node_id: 'webhook', action_id: 'webhook_received' }, SLACK_PLAN.steps[1]] }) });
    expect((await run()).out).toMatchObject({ attempts: 1, result: { status: 'plan_ready' } });
    fake.script({ text: '```\n{"reply":"¡Hola! ¿Qué quieres automatizar?","kind":"conversation"}\n```' });
    expect((await run()).out).toMatchObject({ result: { status: 'conversation', reply: '¡Hola! ¿Qué quieres automatizar?' } });
  });

  it('an invalid plan gets one repair, with the catalogue errors sent back', async () => {
    fake.script({ text: fenced({ ...SLACK_PLAN, steps: [SLACK_PLAN.steps[0], { node_id: 'sms', action_id: 'send', params: {} }] }) }, { text: fenced(SLACK_PLAN) });
    const { out, usage } = await run();
    expect(out).toMatchObject({ attempts: 2, result: { status: 'plan_ready' } });
    expect(usage).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    const repair = JSON.stringify(fake.requests[1].body.messages);
    expect(repair).toContain('unknown node or action id');
    expect(repair).toContain('sms');
  });

  it('text that is not the JSON object gets one repair too, then gives up', async () => {
    fake.script({ text: 'Claro, te ayudo con eso.' }, { text: '{"reply": "x", "kind": "plano"}' });
    const { out, usage } = await run();
    expect(out.result).toBeNull();
    expect(usage).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1].body.messages)).toContain('not a JSON object with reply, kind, steps and ask_for');
    expect(out).toMatchObject({ attempts: 2, reason: expect.stringContaining('kind') });
  });

  it('a server that is down is reported as unreachable, with no usage', async () => {
    const usage: CallUsage[] = [];
    const out = await planWithLlm(await languageModel(choice({ baseUrl: await downServerUrl() })), TURN, { modelId: 'm', onUsage: (u) => { usage.push(u); }, timeoutMs: 5000, format: 'text' });
    expect(out).toMatchObject({ result: null, attempts: 1, unreachable: true });
    expect(usage).toEqual([]);
  });
});

describe('pricing of local calls', () => {
  it('is the local catalogue row (free) whatever the model is called, even a cloud model’s name', () => {
    const rows = [
      { providerKey: 'openai', modelKey: 'gpt-4o-mini', costPer1kInputTokens: 0.00015, costPer1kOutput: 0.0006 },
      { providerKey: 'local', modelKey: 'local', costPer1kInputTokens: 0, costPer1kOutput: 0 },
    ];
    expect(matchPrice(rows, 'local', 'llama3.2:latest')).toEqual({ input: 0, output: 0 });
    expect(matchPrice(rows, 'local', 'gpt-4o-mini')).toEqual({ input: 0, output: 0 });
    expect(matchPrice(rows.slice(0, 1), 'local', 'gpt-4o-mini')).toBeNull();
  });
});

describe('parseAnswer', () => {
  it('says what is wrong in words the model can act on', () => {
    expect(parseAnswer('')).toEqual({ problem: 'the answer was not a JSON object with reply, kind, steps and ask_for' });
    expect(parseAnswer('{"reply": "a", "kind": "plan", "steps": [}')).toMatchObject({ problem: expect.stringContaining('not a JSON object') });
    expect(parseAnswer('{"reply": "a", "kind": "plan", "steps": [{"node_id": "x"}]}')).toMatchObject({ problem: expect.stringContaining('steps.0.action_id') });
  });
});

describe('outbound guard: the operator’s base URL is trusted, nothing else is', () => {
  let fake: FakeLlm;
  let other: http.Server;
  let otherUrl: string;
  let otherHits = 0;
  beforeAll(async () => {
    fake = await startFakeLlm('local');
    other = http.createServer((req, res) => {
      otherHits++;
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `${fake.url}/models` }).end();
        return;
      }
      res.end('secreto');
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    other.closeAllConnections();
    await new Promise((r) => other.close(r));
    await fake.close();
  });

  it('reaches the operator base URL on 127.0.0.1, but another port of the same host is refused', async () => {
    const fetch = guardedFetch({ allowPrivateNetwork: false, operatorUrls: [fake.url] });
    const ok = await fetch(`${fake.url}/models`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data[0].id).toBe('llama3.2');
    const err = await fetch(`${otherUrl}/x`).catch((e: unknown) => e);
    expect(causes(err).some((c) => c instanceof BlockedAddressError)).toBe(true);
    expect(otherHits).toBe(0);
  });

  it('a redirect from the operator base URL to another private address is refused', async () => {
    // The operator server redirects to "other"; the hop is a new connection, checked again.
    const fetch = guardedFetch({ allowPrivateNetwork: false, operatorUrls: [otherUrl] });
    const err = await fetch(`${otherUrl}/redirect`).catch((e: unknown) => e);
    expect(otherHits).toBe(1);
    expect(causes(err).some((c) => c instanceof BlockedAddressError)).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/v1/models')).toHaveLength(1);
  });

  it('a user-chosen URL stays guarded even when it is the operator’s local server (HTTP node, safeFetch)', async () => {
    const ctx = nodeContext({ env: { ENLAZA_ALLOW_PRIVATE_NETWORK: 'false', ENLAZA_LLM_BASE_URL: fake.url, ENLAZA_LLM_MODEL: 'llama3.2' } });
    expect(ctx.config.llm.local?.baseUrl).toBe(fake.url);
    const before = fake.requests.length;
    const err = await stepError(runAction(ctx, 'http', 'request', { url: `${fake.url}/models` }));
    expect(err).toMatchObject({ message: REFUSED('127.0.0.1'), retryable: false });
    await expect(safeFetch(`${fake.url}/models`, { allowPrivateNetwork: false })).rejects.toThrow(REFUSED('127.0.0.1'));
    expect(fake.requests.length).toBe(before);
  });
});
