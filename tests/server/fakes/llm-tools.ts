import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat completions server (POST /v1/chat/completions) on 127.0.0.1 that
 * answers with tool calls: each scripted turn asks for one or more tools (name + arguments) or
 * writes the final text. Every request is recorded, so a test can read the tool results the agent
 * sent back (messages with role "tool").
 */

export type ToolTurn = { tools: { name: string; args: unknown }[] } | { text: string } | { status: number; error: string };
export type RecordedRequest = { headers: http.IncomingHttpHeaders; body: any };

export type FakeToolLlm = {
  url: string;
  requests: RecordedRequest[];
  /** Queues the next answers; once empty, the last one repeats. */
  script: (...turns: ToolTurn[]) => void;
  /** Tokens reported per call. */
  usage: { input: number; output: number };
  /** Holds every answer until `release()` (time-limit tests). */
  hold: () => void;
  release: () => void;
  close: () => Promise<void>;
};

let callSeq = 0;

function reply(turn: ToolTurn, model: string, usage: FakeToolLlm['usage']) {
  const message = 'tools' in turn
    ? {
      role: 'assistant', content: null,
      tool_calls: turn.tools.map((t) => ({ id: `call_${++callSeq}`, type: 'function', function: { name: t.name, arguments: JSON.stringify(t.args) } })),
    }
    : { role: 'assistant', content: 'text' in turn ? turn.text : '' };
  return {
    id: `chatcmpl-${callSeq}`, object: 'chat.completion', created: 1_700_000_000, model,
    choices: [{ index: 0, message, finish_reason: 'tools' in turn ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

export async function startFakeToolLlm(): Promise<FakeToolLlm> {
  const queue: ToolTurn[] = [];
  let last: ToolTurn = { text: 'Listo.' };
  const requests: RecordedRequest[] = [];
  const usage = { input: 1000, output: 200 };
  let held: (() => void)[] | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body: any = {};
      try { body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'); } catch { /* keep {} */ }
      const answer = () => {
        // The health check's probe: a key containing "mala" is refused.
        if (req.method === 'GET' && req.url === '/v1/models') {
          const key = String(req.headers.authorization ?? req.headers['x-api-key'] ?? '');
          const refused = !key || key.includes('mala');
          res.writeHead(refused ? 401 : 200, { 'content-type': 'application/json' })
            .end(JSON.stringify(refused ? { error: { message: 'Incorrect API key provided' } } : { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }] }));
          return;
        }
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        requests.push({ headers: req.headers, body });
        const turn = queue.shift() ?? last;
        last = turn;
        if ('status' in turn) {
          res.writeHead(turn.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: turn.error, type: 'invalid_request_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply(turn, body.model, usage)));
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    usage,
    script: (...turns) => { queue.push(...turns); },
    hold: () => { held ??= []; },
    release: () => { const h = held ?? []; held = null; h.forEach((f) => f()); },
    close: () => new Promise<void>((resolve) => { held = null; server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** The tool results the agent sent back in a request (role "tool" messages), parsed. */
export function toolResults(request: RecordedRequest): { id: string; content: any }[] {
  return (request.body.messages ?? []).filter((m: any) => m.role === 'tool').map((m: any) => {
    let content: unknown = m.content;
    try { content = JSON.parse(m.content); } catch { /* text */ }
    return { id: m.tool_call_id, content };
  });
}
