/**
 * `npm run bench -- cluster`: the engine bench's flow (webhook → transform → HTTP POST to a target on
 * 127.0.0.1, see engine.bench.ts) on real processes against PostgreSQL, in three topologies:
 *   - one process without Redis (the single-process engine on DATABASE_URL);
 *   - queue mode, 1 API process (accepts and enqueues only) + 1 worker;
 *   - queue mode, 1 API process + 2 workers.
 * Per topology: executions per second (webhook accepted → HTTP call made → execution recorded) and
 * CPU per execution, of the Enlaza processes and of Redis (from /proc and INFO cpu; PostgreSQL's own
 * CPU is left out, the same for all three). The clients and the HTTP target run in another process.
 * Needs PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local default) and Redis
 * (BENCH_REDIS_URL, TEST_REDIS_URL or redis://127.0.0.1:6379).
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freshPostgresDatabase } from '../tests/server/harness';
import { createCluster, type EnlazaProcess } from '../tests/support/cluster';
import { startLoad } from './load-client';

const BENCH_PASSWORD = 'Banco-Pruebas-Carga-73';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CLIENTS = 50;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TICKS = 100; // USER_HZ: /proc times are in 1/100 s on Linux

/** CPU seconds a process used so far (user + system), from /proc/{pid}/stat. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const read = (k: string) => Number(new RegExp(`${k}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return read('used_cpu_user') + read('used_cpu_sys');
}

type Topology = { name: string; workers: number; queue: boolean };
const TOPOLOGIES: Topology[] = [
  { name: '1 process, no Redis ', workers: 0, queue: false },
  { name: '1 API + 1 worker    ', workers: 1, queue: true },
  { name: '1 API + 2 workers   ', workers: 2, queue: true },
];

async function topology(t: Topology, load: Awaited<ReturnType<typeof startLoad>>, redis: Redis) {
  process.env.TEST_DATABASE_URL ??= POSTGRES_URL;
  const database = await freshPostgresDatabase();
  const cluster = createCluster({ databaseUrl: database.url, redisUrl: REDIS_URL, env: { LOG_LEVEL: 'silent', ENLAZA_HEARTBEAT_MS: '5000' } });
  const sql = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    // With workers up the API process only accepts and enqueues.
    const api = await cluster.start('api', t.queue ? { ENLAZA_API_WORKS: t.workers ? 'false' : 'true' } : { REDIS_URL: '' });
    const workers: EnlazaProcess[] = [];
    for (let i = 0; i < t.workers; i++) workers.push(await cluster.start('worker'));
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) => r.json());
    const reg = await post('/api/auth/register', { email: 'banco@enlaza.mx', username: 'banco', password: BENCH_PASSWORD });
    const auth = { authorization: `Bearer ${reg.access_token}` };
    const flow = await post('/api/flows/create', { steps: [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { pedido: '{{trigger.body.pedido}}', cliente: '{{trigger.body.cliente}}', total: '{{trigger.body.total}}' } } },
      { step: 3, node_id: 'http', action_id: 'request', params: { url: load.targetUrl, method: 'POST', body: '{{steps.2.output}}' } },
    ] }, auth);
    await post(`/api/flows/${flow.flow_id}/activate`, { is_active: true }, auth);

    const drained = async (hits: number) => {
      while ((await load.hits()) < hits) await new Promise((r) => setTimeout(r, 20));
      while (Number((await sql.query("select count(*) from executions where status = 'running'")).rows[0].count) > 0) await new Promise((r) => setTimeout(r, 20));
    };
    const pids = [api, ...workers].map((p) => p.child.pid!);
    const hits0 = await load.hits();
    await load.fire(api.url!, [flow.flow_id], 200, CLIENTS); // warm-up
    await drained(hits0 + 200);

    const cpu0 = pids.map(cpuSeconds);
    const redis0 = await redisCpuSeconds(redis);
    const started = performance.now();
    await load.fire(api.url!, [flow.flow_id], REQUESTS, CLIENTS);
    await drained(hits0 + 200 + REQUESTS);
    const seconds = (performance.now() - started) / 1000;
    const cpu = pids.map((pid, i) => cpuSeconds(pid) - cpu0[i]);
    const redisCpu = (await redisCpuSeconds(redis)) - redis0;
    const total = cpu.reduce((a, b) => a + b, 0);
    const each = (s: number) => ((s * 1000) / REQUESTS).toFixed(2);
    const split = t.workers ? ` (API ${each(cpu[0])}, workers ${cpu.slice(1).map(each).join(' + ')})` : '';
    console.log(`${t.name} | ${(REQUESTS / seconds).toFixed(0).padStart(4)} exec/s | Enlaza ${each(total)} CPU ms/exec${split}${t.queue ? ` | Redis ${each(redisCpu)} CPU ms/exec` : ''}`);
  } finally {
    await cluster.close();
    await sql.end();
    await database.drop();
  }
}

export default async function run(): Promise<void> {
  console.log(`webhook → transform → HTTP on 127.0.0.1, ${os.cpus().length} cores, Node ${process.version}; PostgreSQL; ${REQUESTS} webhooks from ${CLIENTS} clients after 200 to warm up`);
  console.log('the clock stops when every HTTP call was made and no execution is running');
  const redis = new Redis(REDIS_URL);
  const load = await startLoad();
  try {
    for (const t of TOPOLOGIES) await topology(t, load, redis);
  } finally {
    load.close();
    redis.disconnect();
  }
}
