import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { findAction } from '../../server/nodes';
import { StepError, type ExecutionContext } from '../../server/nodes/types';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

const ctx = (signal = new AbortController().signal): ExecutionContext => ({
  userId: 'u', flowId: 'f', executionId: 'e', triggerType: 'manual', trigger: {}, steps: {}, signal,
  getCredential: async () => null,
  config: loadConfig({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' }, { clientDir: null }),
  log: { info() {}, warn() {} },
});

describe('http/request node', () => {
  let server: http.Server;
  let base: string;
  const received: Received[] = [];
  const action = findAction('http', 'request')!;
  const run = async (params: object, signal?: AbortSignal) => {
    const parsed = action.params.parse(params);
    return action.execute!(ctx(signal), parsed);
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const path = req.url!.split('?')[0];
        if (path === '/json') {
          res.writeHead(201, { 'content-type': 'application/json', 'x-pedido': '77' });
          res.end(JSON.stringify({ ok: true, id: 77 }));
        } else if (path === '/texto') {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('hola mundo');
        } else if (path === '/caido') {
          res.writeHead(503, { 'content-type': 'text/plain' });
          res.end('mantenimiento');
        } else if (path === '/limite') {
          res.writeHead(429, { 'retry-after': '2', 'content-type': 'application/json' });
          res.end('{"error":"demasiadas solicitudes"}');
        } else if (path === '/lento') {
          // never answers
        } else {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('no existe');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('sends the method, query, headers and JSON body, and parses a JSON answer', async () => {
    const out = await run({ url: `${base}/json?a=1`, method: 'post', query: { b: 'dos' }, headers: { 'X-Api-Key': 'k-123', 'X-Num': 5 }, body: { cliente: 'Ana', total: 10.5, items: [1, 2] } });
    const req = received.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/json?a=1&b=dos');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['x-api-key']).toBe('k-123');
    expect(req.headers['x-num']).toBe('5');
    expect(req.headers['user-agent']).toBe('Enlaza/0.1');
    expect(JSON.parse(req.body)).toEqual({ cliente: 'Ana', total: 10.5, items: [1, 2] });
    expect(out).toMatchObject({ status: 201, body: { ok: true, id: 77 }, headers: { 'x-pedido': '77', 'content-type': 'application/json' } });
  });

  it('defaults to GET without a body and keeps text answers as text', async () => {
    const out = await run({ url: `${base}/texto`, body: { ignorado: true } });
    const req = received.at(-1)!;
    expect(req.method).toBe('GET');
    expect(req.body).toBe('');
    expect(out).toMatchObject({ status: 200, body: 'hola mundo' });
  });

  it('sends a string body as text unless a content-type is given', async () => {
    await run({ url: `${base}/texto`, method: 'PUT', body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(received.at(-1)).toMatchObject({ method: 'PUT', body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  });

  it('fails non-2xx answers with a Spanish StepError, retryable only for 429 and 5xx', async () => {
    const fail = async (path: string) => {
      try {
        await run({ url: `${base}${path}` });
      } catch (e) {
        return e as StepError;
      }
      throw new Error('expected a failure');
    };
    const down = await fail('/caido');
    expect(down).toBeInstanceOf(StepError);
    expect(down.message).toBe('La solicitud HTTP respondió 503 Service Unavailable: mantenimiento');
    expect(down.retryable).toBe(true);
    const limited = await fail('/limite');
    expect(limited.retryable).toBe(true);
    expect(limited.retryAfterMs).toBe(2000);
    expect(limited.message).toContain('429');
    const missing = await fail('/otro');
    expect(missing.retryable).toBe(false);
    expect(missing.message).toBe('La solicitud HTTP respondió 404 Not Found: no existe');
  });

  it('reports an unreachable host as a retryable StepError', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await expect(run({ url: `http://127.0.0.1:${port}/x` })).rejects.toMatchObject({ message: `No se pudo conectar con 127.0.0.1:${port} (ECONNREFUSED)`, retryable: true });
  });

  it('stops when its signal aborts', async () => {
    const ac = new AbortController();
    const pending = run({ url: `${base}/lento` }, ac.signal);
    setTimeout(() => ac.abort(new Error('timeout')), 50);
    await expect(pending).rejects.toThrow();
  });

  it('validates params with Spanish messages', () => {
    const r = action.params.safeParse({ url: 'ftp://x', method: 'BORRAR' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['El campo "URL" debe ser una URL http(s) válida', 'El campo "Método" debe ser uno de: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS']);
    expect(action.params.safeParse({}).error!.issues[0].message).toBe('El campo "URL" es obligatorio');
  });
});
