import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Fake OpenAI-compatible (POST /v1/chat/completions) and Anthropic-compatible (POST /v1/messages)
 * servers on 127.0.0.1, and a local model server (Ollama/llama.cpp: chat completions plus
 * GET /v1/models). Each answers from a queue of scripted answers (a JSON object the model
 * "writes", raw text, or an HTTP error) and records every request.
 */

export type Scripted = { object: unknown } | { text: string } | { status: number; error: string };
export type LlmRequest = { path: string; headers: http.IncomingHttpHeaders; body: any };
export type FakeLlm = {
  url: string;
  requests: LlmRequest[];
  /** Queues answers for the next calls; when the queue is empty the last answer repeats. */
  script: (...answers: Scripted[]) => void;
  usage: { input: number; output: number };
  close: () => Promise<void>;
};

function content(a: Scripted): string {
  return 'object' in a ? JSON.stringify(a.object) : 'text' in a ? a.text : '';
}

function openaiReply(a: Scripted, model: string, usage: FakeLlm['usage']) {
  return {
    id: 'chatcmpl-fake', object: 'chat.completion', created: 1_700_000_000, model,
    choices: [{ index: 0, message: { role: 'assistant', content: content(a) }, finish_reason: 'stop' }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

function anthropicReply(a: Scripted, model: string, usage: FakeLlm['usage'], body: any) {
  // The SDK asks either for a forced "json" tool or for native structured output (plain text JSON).
  const jsonTool = Array.isArray(body.tools) && body.tools.some((t: { name?: string }) => t.name === 'json');
  const block = jsonTool && 'object' in a
    ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: a.object }
    : { type: 'text', text: content(a) };
  return {
    id: 'msg_fake', type: 'message', role: 'assistant', model, content: [block],
    stop_reason: block.type === 'tool_use' ? 'tool_use' : 'end_turn', stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

export async function startFakeLlm(kind: 'openai' | 'anthropic' | 'local'): Promise<FakeLlm> {
  const queue: Scripted[] = [];
  let last: Scripted = { text: '' };
  const requests: LlmRequest[] = [];
  const usage = { input: 1200, output: 300 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body: any = {};
      try { body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'); } catch { /* keep {} */ }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (kind === 'local' && req.method === 'GET' && req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: [{ id: 'llama3.2', object: 'model', owned_by: 'library' }] }));
        return;
      }
      const expected = kind === 'anthropic' ? '/v1/messages' : '/v1/chat/completions';
      if (req.method !== 'POST' || req.url !== expected) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const a = queue.shift() ?? last;
      last = a;
      if ('status' in a) {
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: a.error, type: 'invalid_request_error' } }));
        return;
      }
      const reply = kind === 'anthropic' ? anthropicReply(a, body.model, usage, body) : openaiReply(a, body.model, usage);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    usage,
    script: (...answers) => { queue.push(...answers); },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A base URL on 127.0.0.1 where nothing listens (a model server that is down). */
export async function downServerUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

/** A valid model answer: webhook → Slack. */
export const SLACK_PLAN = {
  reply: 'Listo: cuando llegue un pedido a tu webhook, te aviso en el canal #ventas de Slack.',
  kind: 'plan',
  steps: [
    { node_id: 'webhook', action_id: 'webhook_received', params: {} },
    { node_id: 'slack', action_id: 'send_message', params: { channel: '#ventas', message: 'Nuevo pedido: {{trigger.body}}' } },
  ],
  ask_for: [],
};

/**
 * A test app whose assistant reaches a fake OpenAI and a fake Anthropic server (PGlite), plus one
 * signed-up user. `keys` sets the server-side keys (OPENAI_API_KEY, ANTHROPIC_API_KEY…).
 */
export async function startLlmTestApp(keys: Record<string, string>) {
  const { startTestApp } = await import('../harness');
  const openai = await startFakeLlm('openai');
  const anthropic = await startFakeLlm('anthropic');
  const t = await startTestApp('pglite', {}, { ...keys, ENLAZA_OPENAI_BASE_URL: openai.url, ENLAZA_ANTHROPIC_BASE_URL: anthropic.url });
  const ana = await t.signUp();
  return {
    t, openai, anthropic, ana,
    /** Forgets the requests the fakes saw (call before each test). */
    resetRequests() {
      openai.requests.length = 0;
      anthropic.requests.length = 0;
    },
    async close() {
      await t.close();
      await openai.close();
      await anthropic.close();
    },
  };
}
