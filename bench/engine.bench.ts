/**
 * `npm run bench engine`: the engine end to end over real HTTP, embedded default (PGlite in memory).
 * Flow: webhook → transform → HTTP POST to a target on 127.0.0.1. For 1, 10 and 100 active flows:
 * executions per second (webhook accepted → HTTP call made → execution recorded), p50/p99 of the
 * webhook answer at 20 and 100 concurrent clients, and memory (RSS, heap) after each run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Pool } from 'undici';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';

const THROUGHPUT_REQUESTS = 300;
const LATENCY_REQUESTS = 400;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function target() {
  let hits = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, hits: () => hits, close: () => new Promise((r) => server.close(r)) };
}

/** Sends `total` webhook calls from `clients` concurrent clients; returns each answer's latency in ms. */
async function fire(pool: Pool, flowIds: string[], total: number, clients: number): Promise<number[]> {
  const lat: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      const res = await pool.request({ method: 'POST', path: `/webhooks/${flowIds[i % flowIds.length]}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pedido: i, cliente: 'Ana', total: 100 + i }) });
      await res.body.dump();
      if (res.statusCode !== 202) throw new Error(`webhook answered ${res.statusCode}`);
      lat.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return lat.sort((a, b) => a - b);
}

async function drained(engine: { running: () => number }) {
  while (engine.running() > 0) await new Promise((r) => setTimeout(r, 20));
}

async function scenario(flowCount: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-'));
  const config = loadConfig({ ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' }, { clientDir: null });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp(config, database, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tgt = await target();
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'bench@enlaza.mx', username: 'bench', password: 'secreto-123' } });
  const auth = { authorization: `Bearer ${reg.json().access_token}` };
  const flowIds: string[] = [];
  for (let i = 0; i < flowCount; i++) {
    const created = await app.inject({
      method: 'POST', url: '/api/flows/create', headers: auth,
      payload: { steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { pedido: '{{trigger.body.pedido}}', cliente: '{{trigger.body.cliente}}', total: '{{trigger.body.total}}' } } },
        { step: 3, node_id: 'http', action_id: 'request', params: { url: tgt.url, method: 'POST', body: '{{steps.2.output}}' } },
      ] },
    });
    const id = created.json().flow_id as string;
    await app.inject({ method: 'POST', url: `/api/flows/${id}/activate`, headers: auth, payload: { is_active: true } });
    flowIds.push(id);
  }
  const pool = new Pool(base, { connections: 100 });
  const engine = app.services.engine;

  await fire(pool, flowIds, 40, 10); // warm-up
  await drained(engine);

  const hitsBefore = tgt.hits();
  const t0 = performance.now();
  await fire(pool, flowIds, THROUGHPUT_REQUESTS, 20);
  await drained(engine);
  const seconds = (performance.now() - t0) / 1000;
  const made = tgt.hits() - hitsBefore;

  const lat: Record<number, number[]> = {};
  for (const clients of [20, 100]) {
    lat[clients] = await fire(pool, flowIds, LATENCY_REQUESTS, clients);
    await drained(engine);
  }
  const mem = process.memoryUsage();
  console.log(
    `${String(flowCount).padStart(3)} flows | ${(made / seconds).toFixed(0).padStart(5)} exec/s (${made}/${THROUGHPUT_REQUESTS} HTTP calls) | ` +
    `20 clients p50 ${quantile(lat[20], 0.5).toFixed(1)} ms p99 ${quantile(lat[20], 0.99).toFixed(1)} ms | ` +
    `100 clients p50 ${quantile(lat[100], 0.5).toFixed(1)} ms p99 ${quantile(lat[100], 0.99).toFixed(1)} ms | ` +
    `rss ${mb(mem.rss)} heap ${mb(mem.heapUsed)}`,
  );
  await pool.close();
  await app.close();
  await database.close();
  await tgt.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export default async function run(): Promise<void> {
  console.log(`webhook → transform → HTTP on 127.0.0.1, PGlite in memory, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`throughput: ${THROUGHPUT_REQUESTS} webhooks from 20 clients until every execution is recorded; latency: ${LATENCY_REQUESTS} webhooks per level`);
  for (const n of [1, 10, 100]) await scenario(n);
}
