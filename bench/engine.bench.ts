/**
 * `npm run bench engine`: the engine end to end over real HTTP. Flow: webhook → transform → HTTP POST
 * to a target on 127.0.0.1. For 1, 10 and 100 active flows, at 20 and 100 concurrent clients:
 * executions per second (webhook accepted → HTTP call made → execution and every step recorded),
 * p50/p99 of the webhook answer, the server's CPU time per execution; then its memory (RSS, heap).
 *
 * Backends: the default of `npm start` (PGlite in a data directory on disk) and, when PostgreSQL is
 * reachable (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default), PostgreSQL. The
 * clients and the HTTP target run in a child process (bench/engine-load.ts), as real senders would.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { startLoad } from './load-client';

/** Strong enough for the sign-up password policy (docs/security.md). */
const BENCH_PASSWORD = 'Banco-Pruebas-Carga-73';
const REQUESTS = 1000;
const CLIENT_LEVELS = [20, 100];
/** Flow counts to run (BENCH_FLOWS=10,100 to pick). */
const FLOW_COUNTS = (process.env.BENCH_FLOWS ?? '1,10,100').split(',').map(Number).filter((n) => n > 0);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

type Load = Awaited<ReturnType<typeof startLoad>>;

async function drained(engine: { running: () => number }) {
  while (engine.running() > 0) await new Promise((r) => setTimeout(r, 10));
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `enlaza_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function scenario(load: Load, flowCount: number, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-'));
  const config = loadConfig({ ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' }, { clientDir: null });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const app = await buildApp(config, database, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const username = `bench${flowCount}_${randomBytes(3).toString('hex')}`;
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `${username}@enlaza.mx`, username, password: BENCH_PASSWORD } });
  const auth = { authorization: `Bearer ${reg.json().access_token}` };
  const flowIds: string[] = [];
  for (let i = 0; i < flowCount; i++) {
    const created = await app.inject({
      method: 'POST', url: '/api/flows/create', headers: auth,
      payload: { steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { pedido: '{{trigger.body.pedido}}', cliente: '{{trigger.body.cliente}}', total: '{{trigger.body.total}}' } } },
        { step: 3, node_id: 'http', action_id: 'request', params: { url: load.targetUrl, method: 'POST', body: '{{steps.2.output}}' } },
      ] },
    });
    const id = created.json().flow_id as string;
    await app.inject({ method: 'POST', url: `/api/flows/${id}/activate`, headers: auth, payload: { is_active: true } });
    flowIds.push(id);
  }
  const engine = app.services.engine;

  await load.fire(base, flowIds, 100, 20); // warm-up
  await drained(engine);

  // Per client level: every execution recorded before the clock stops, each answer's latency, and
  // the server's CPU time (main thread and database thread) per execution — steadier than
  // executions per second on a shared machine, and what decides the ceiling on an idle one.
  const levels: string[] = [];
  for (const clients of CLIENT_LEVELS) {
    const hitsBefore = await load.hits();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const lat = await load.fire(base, flowIds, REQUESTS, clients);
    await drained(engine);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const made = (await load.hits()) - hitsBefore;
    if (made !== REQUESTS) throw new Error(`${REQUESTS - made} HTTP calls missing`);
    levels.push(`${String(clients).padStart(3)} clients ${(made / seconds).toFixed(0).padStart(4)} exec/s, p50 ${quantile(lat, 0.5).toFixed(0).padStart(3)} ms p99 ${quantile(lat, 0.99).toFixed(0).padStart(4)} ms, ${((cpu.user + cpu.system) / 1000 / made).toFixed(2)} CPU ms each`);
  }
  const mem = process.memoryUsage();
  console.log(`${String(flowCount).padStart(3)} flows | ${levels.join(' | ')} | rss ${mb(mem.rss)} heap ${mb(mem.heapUsed)}`);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export default async function run(): Promise<void> {
  console.log(`webhook → transform → HTTP on 127.0.0.1, ${os.cpus().length} cores, Node ${process.version}; clients and target in a separate process`);
  console.log(`per level: ${REQUESTS} webhooks from 20 or 100 concurrent clients; the clock stops when every execution and step is recorded`);
  const load = await startLoad();
  try {
    console.log('-- PGlite on disk (the default of npm start)');
    for (const n of FLOW_COUNTS) await scenario(load, n);
    const pgdb = await postgresDatabase();
    if (!pgdb) {
      console.log(`-- PostgreSQL: not reachable at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}, skipped`);
      return;
    }
    try {
      console.log('-- PostgreSQL (DATABASE_URL)');
      for (const n of FLOW_COUNTS) await scenario(load, n, pgdb.url);
    } finally {
      await pgdb.drop();
    }
  } finally {
    load.close();
  }
}
