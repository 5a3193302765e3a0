/**
 * `npm run bench retention`: bounded storage and search by business data (issue 18).
 *
 * 100,000 webhook executions (2 recorded steps each, an order in the body) spread over 120 days,
 * into PGlite on disk (the default of `npm start`):
 * - without retention: every execution kept;
 * - with retention (ENLAZA_EXECUTIONS_MAX_AGE_DAYS=30): the same executions arrive in 10 rounds of
 *   12 days, and the pruner runs after each round, as the server does every 10 minutes;
 * then the database size of each, and the search by order number (GET /api/executions/flow/{id}?q=)
 * over the 100,000 executions kept: p50/p95 of 200 searches, through the HTTP route.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db';
import { afterPrune, pruneExecutions, type PruneState } from '../server/retention/prune';

const TOTAL = Number(process.env.BENCH_EXECUTIONS ?? 100_000);
const ROUNDS = 10;
const DAYS = 120;
const SEARCHES = 200;
const PASSWORD = 'Banco-Pruebas-Carga-73';
const DAY_MS = 24 * 3600 * 1000;

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Bytes under `dir`, write-ahead log segments left out (they are recycled, not data). */
function dirSize(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'pg_wal') continue;
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size;
  }
  return total;
}

type World = { app: App; database: Database; dataDir: string; flowId: string; userId: string; auth: string };

/** A server over a fresh PGlite data directory, with one user and one webhook flow. */
async function world(): Promise<World> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-retention-'));
  // Retention off while filling: each scenario prunes (or not) on its own.
  const config = loadConfig({ ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ENLAZA_EXECUTIONS_MAX_AGE_DAYS: '0' }, { clientDir: null });
  const database = await openDatabase({ dataDir });
  const app = await buildApp(config, database, { logger: false });
  await app.ready();
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'bodega@tienda.mx', username: 'bodega', password: PASSWORD } });
  const auth = `Bearer ${reg.json().access_token}`;
  const flow = await app.inject({
    method: 'POST', url: '/api/flows/create', headers: { authorization: auth },
    payload: { name: 'Pedidos', steps: [{ step: 1, node_id: 'webhook', action_id: 'webhook_received' }, { step: 2, node_id: 'http', action_id: 'request', params: { url: 'https://bodega.example.com/pedidos', method: 'POST', body: '{{trigger.body}}' } }] },
  });
  const flowId = flow.json().flow_id;
  const userId = (await app.services.tokens.verifyAccess(reg.json().access_token))!;
  return { app, database, dataDir, flowId, userId, auth };
}

/** Inserts executions `from`..`to` (order PED-{n}), started evenly over DAYS ending at `end`. */
async function insertRange(w: World, from: number, to: number, end: Date) {
  const start = end.getTime() - DAYS * DAY_MS;
  const step = (DAYS * DAY_MS) / TOTAL;
  for (let a = from; a <= to; a += 5_000) {
    const b = Math.min(to, a + 4_999);
    await w.database.db.execute(sql`
      with e as (
        insert into executions (flow_id, user_id, status, trigger_type, trigger_payload, started_at, ended_at)
        select ${w.flowId}::uuid, ${w.userId}::uuid, case when i % 10 = 0 then 'error' else 'success' end, 'webhook',
          jsonb_build_object('body', jsonb_build_object('pedido', 'PED-' || i, 'cliente', jsonb_build_object('email', 'cliente' || i || '@tienda.mx', 'nombre', 'Cliente ' || i),
            'total', (i % 997) + 0.5, 'productos', jsonb_build_array(jsonb_build_object('sku', 'SKU-' || (i % 50), 'cantidad', 1 + i % 3))),
            'query', '{}'::jsonb, 'headers', jsonb_build_object('content-type', 'application/json'), 'method', 'POST'),
          to_timestamp((${start}::float8 + i * ${step}::float8) / 1000.0), to_timestamp((${start}::float8 + i * ${step}::float8 + 300) / 1000.0)
        from generate_series(${a}::int, ${b}::int) i
        returning id, status, trigger_payload, started_at
      )
      insert into execution_steps (execution_id, step, node_id, action_id, node_name, status, input, output, error, duration_ms, started_at, ended_at)
      select e.id, s.n, case s.n when 1 then 'webhook' else 'http' end, case s.n when 1 then 'webhook_received' else 'request' end,
        case s.n when 1 then 'Webhook' else 'Solicitud HTTP' end,
        case when s.n = 2 and e.status = 'error' then 'error' else 'success' end,
        case s.n when 1 then null else jsonb_build_object('url', 'https://bodega.example.com/pedidos', 'method', 'POST', 'body', e.trigger_payload->'body') end,
        case when s.n = 1 then e.trigger_payload when e.status = 'error' then null else jsonb_build_object('status', 200, 'body', jsonb_build_object('folio', 'F-' || (e.trigger_payload->'body'->>'pedido'), 'ok', true)) end,
        case when s.n = 2 and e.status = 'error' then 'La solicitud HTTP respondió 503 Service Unavailable' end,
        40, e.started_at, e.started_at
      from e cross join (values (1), (2)) s(n)`);
  }
}

async function sizes(w: World) {
  const r = await w.database.db.execute(sql`select pg_database_size(current_database())::bigint as size, (select count(*) from executions) as n`);
  const row = (r as unknown as { rows: { size: string; n: string }[] }).rows[0];
  await w.app.close();
  await w.database.close();
  const onDisk = dirSize(w.dataDir);
  fs.rmSync(w.dataDir, { recursive: true, force: true });
  return { database: Number(row.size), onDisk, kept: Number(row.n) };
}

async function searchLatencies(w: World): Promise<number[]> {
  const times: number[] = [];
  for (let k = 0; k < SEARCHES; k++) {
    const n = 1 + Math.floor(Math.random() * TOTAL);
    const q = k % 2 ? `PED-${n}` : `cliente${n}@tienda.mx`;
    const t0 = performance.now();
    const res = await w.app.inject({ method: 'GET', url: `/api/executions/flow/${w.flowId}?q=${encodeURIComponent(q)}&page_size=25`, headers: { authorization: w.auth } });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200 || res.json().length !== 1) throw new Error(`search ${q}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return times.sort((a, b) => a - b);
}

export default async function run() {
  const end = new Date();

  let t0 = performance.now();
  const plain = await world();
  await insertRange(plain, 1, TOTAL, end);
  const fill = (performance.now() - t0) / 1000;
  await plain.database.db.execute(sql`analyze executions, execution_steps`);
  const latencies = await searchLatencies(plain);
  const without = await sizes(plain);

  t0 = performance.now();
  const pruned = await world();
  const perRound = TOTAL / ROUNDS;
  let deleted = 0;
  let rebuilds = 0;
  const state: PruneState = { sinceReindex: 0 };
  const growth: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    await insertRange(pruned, r * perRound + 1, (r + 1) * perRound, end);
    // "Now" is the end of this round's 12 days: the pruner keeps the last 30 days, then vacuums and,
    // when enough was deleted, rebuilds the search indexes (server/retention/prune.ts).
    const now = new Date(end.getTime() - DAYS * DAY_MS + ((r + 1) * DAYS * DAY_MS) / ROUNDS);
    const n = await pruneExecutions(pruned.database.db, { maxAgeDays: 30, maxCount: null, stepOutputMaxBytes: 256 * 1024, retryConcurrency: 3 }, { now });
    deleted += n;
    if (await afterPrune(pruned.database.db, 'pglite', n, state)) rebuilds++;
    const size = await pruned.database.db.execute(sql`select pg_database_size(current_database())::bigint as size`);
    growth.push(Number((size as unknown as { rows: { size: string }[] }).rows[0].size));
  }
  const withRetention = await sizes(pruned);
  const pruneSecs = (performance.now() - t0) / 1000;

  console.log(`${TOTAL.toLocaleString('en')} executions (2 steps each) over ${DAYS} days, PGlite on disk`);
  console.log('| retention | executions kept | database size | data folder on disk (without WAL) |');
  console.log('|---|---|---|---|');
  console.log(`| none | ${without.kept.toLocaleString('en')} | ${mb(without.database)} | ${mb(without.onDisk)} |`);
  console.log(`| 30 days, pruned in batches of 500 (${deleted.toLocaleString('en')} deleted) | ${withRetention.kept.toLocaleString('en')} | ${mb(withRetention.database)} | ${mb(withRetention.onDisk)} |`);
  console.log(`database size with retention after each round of ${(TOTAL / ROUNDS).toLocaleString('en')}: ${growth.map((g) => mb(g).replace(' MB', '')).join(', ')} MB (search indexes rebuilt ${rebuilds} times)`);
  console.log(`search by order number or email at ${TOTAL.toLocaleString('en')} executions (GET /api/executions/flow/{id}?q=, ${SEARCHES} searches): p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms`);
  console.log(`(fill ${fill.toFixed(0)} s; fill with pruning ${pruneSecs.toFixed(0)} s)`);
}
