import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of a service's HTTP API on 127.0.0.1 for node tests: routes answer canned or computed
 * replies, every request is recorded (method, decoded path, query, headers, raw and parsed body),
 * and `once` queues a reply for the next matching request only (for error answers).
 */

export type FakeRequest = {
  method: string;
  /** Decoded path without the query. */
  path: string;
  /** Path as sent on the wire. */
  rawPath: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: any;
};
export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = FakeReply | ((req: FakeRequest) => FakeReply | Promise<FakeReply>);

/** 'POST /repos/:owner/:repo/issues' → a matcher over method and decoded path. */
function matcher(key: string) {
  const [method, pattern] = key.split(' ');
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*')}$`);
  return (req: FakeRequest) => req.method === method && re.test(req.path);
}

export async function startFakeApi(routes: Record<string, FakeHandler> = {}) {
  const table = Object.entries(routes).map(([key, h]) => ({ key, match: matcher(key), handler: h }));
  const queued: { key: string; match: (r: FakeRequest) => boolean; reply: FakeHandler }[] = [];
  const requests: FakeRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url!, 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const r: FakeRequest = {
        method: req.method!,
        path: decodeURIComponent(url.pathname),
        rawPath: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        json,
      };
      requests.push(r);
      const q = queued.findIndex((x) => x.match(r));
      const handler = q >= 0 ? queued.splice(q, 1)[0].reply : table.find((t) => t.match(r))?.handler;
      const reply: FakeReply = !handler
        ? { status: 404, body: { error: { message: `no route for ${r.method} ${r.path}` } } }
        : typeof handler === 'function' ? await handler(r) : handler;
      const payload = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, { 'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json', ...reply.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    /** Adds or replaces a route. */
    route(key: string, handler: FakeHandler) {
      const i = table.findIndex((t) => t.key === key);
      const entry = { key, match: matcher(key), handler };
      if (i >= 0) table[i] = entry;
      else table.push(entry);
    },
    /** The next request matching `key` gets `reply` (queued replies are used in order). */
    once(key: string, reply: FakeHandler) {
      queued.push({ key, match: matcher(key), reply });
    },
    last(): FakeRequest {
      const r = requests.at(-1);
      if (!r) throw new Error('the fake API received no request');
      return r;
    },
    /** Requests to one route key (e.g. 'GET /drive/v3/files'). */
    to(key: string): FakeRequest[] {
      const m = matcher(key);
      return requests.filter(m);
    },
    reset() {
      requests.length = 0;
      queued.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
