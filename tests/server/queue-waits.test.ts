import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { freshPostgresDatabase, startTestApp, type TestApp } from './harness';
import { TEST_PASSWORD } from './test-password';
import { executions, executionSteps } from '../../server/db/schema';
import { createCluster, dropRedisPrefix, type Cluster, type EnlazaProcess } from '../support/cluster';
import { createParkedJobs } from '../../server/engine/queue/parked-jobs';

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silentLog; }, level: 'silent', silent() {} } as never;

/**
 * Long waits in queue mode (docs/scaling.md "Long waits"): a parked run moves its own BullMQ job to
 * the delayed set; at the due time one process takes it and continues the same execution. Runs
 * only with TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both). ENLAZA_IN_MEMORY_WAIT_MAX_S=0
 * parks every wait, so a few seconds show it.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const services = !!(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

async function runsQueue(prefix: string) {
  const { Queue } = await import('bullmq');
  const { Redis } = await import('ioredis');
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('runs', { connection, prefix });
  return { queue, close: async () => { await queue.close(); connection.disconnect(); } };
}

describe.runIf(services)('long waits in queue mode, one process', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const prefix = `enlaza-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await startTestApp('postgres', {}, { REDIS_URL: redisUrl, ENLAZA_REDIS_PREFIX: prefix, ENLAZA_HEARTBEAT_MS: '500', ENLAZA_IN_MEMORY_WAIT_MAX_S: '0' });
    auth = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t?.close();
    await dropRedisPrefix(redisUrl, prefix);
  });

  const flow = async (seconds: number) => {
    const steps = [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds } },
      { step: 3, node_id: 'transform', action_id: 'set_fields', params: { fields: { hola: '{{trigger.body.nombre}}' } } },
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { description: 'cola', steps } });
    const flowId = res.json().flow_id as string;
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    return flowId;
  };
  const row = async (id: string) => (await t.app.services.db.select().from(executions).where(eq(executions.id, id)))[0];

  it('parks in the delayed set with no owner, resumes the same execution; a lost job is added again; deactivation removes it', async () => {
    const { queue, close } = await runsQueue(prefix);
    try {
      const short = await flow(1);
      const id = (await t.app.inject({ method: 'POST', url: `/webhooks/${short}`, payload: { nombre: 'Ana' } })).json().execution_id as string;
      await expect.poll(async () => (await row(id)).status, { timeout: 15_000 }).toBe('success');
      const steps = await t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, id)).orderBy(asc(executionSteps.step));
      expect(steps.map((s) => s.status)).toEqual(['success', 'success', 'success']);
      expect(steps[2].output).toEqual({ hola: 'Ana' });

      const long = await flow(24 * 3600);
      const parkedId = (await t.app.inject({ method: 'POST', url: `/webhooks/${long}`, payload: { nombre: 'Luis' } })).json().execution_id as string;
      await expect.poll(async () => (await row(parkedId)).resumeAt, { timeout: 10_000 }).not.toBeNull();
      expect(await row(parkedId)).toMatchObject({ status: 'running', ownerId: null });
      await expect.poll(() => queue.getJobState(parkedId)).toBe('delayed');
      const job = await queue.getJob(parkedId);
      expect(job!.delay).toBeGreaterThan(23 * 3600 * 1000);

      // A job lost from Redis (its move to the delayed set failed): the overdue check adds it again, delayed.
      await queue.remove(parkedId);
      expect(await queue.getJobState(parkedId)).toBe('unknown');
      const jobs = createParkedJobs({ db: t.app.services.db, log: silentLog, queue: () => queue, work: () => Promise.reject(new Error('no')), recorded: () => Promise.reject(new Error('no')) });
      await jobs.requeueLost([parkedId]);
      expect(await queue.getJobState(parkedId)).toBe('delayed');
      expect((await queue.getJob(parkedId))!.data).toMatchObject({ executionId: parkedId, parked: true });

      await t.app.inject({ method: 'POST', url: `/api/flows/${long}/activate`, headers: auth, payload: { is_active: false } });
      expect(await row(parkedId)).toMatchObject({ status: 'error', error: 'Espera cancelada: el workflow se desactivó' });
      expect(await queue.getJobState(parkedId)).toBe('unknown');
    } finally {
      await close();
    }
  });
});

describe.runIf(services)('long waits in queue mode, 1 API process and 3 workers', () => {
  let cluster: Cluster;
  let database: { url: string; drop: () => Promise<void> };
  let sql: pg.Pool;
  let api: EnlazaProcess;
  let workers: EnlazaProcess[];
  let auth: Record<string, string>;
  let fake: http.Server;
  let fakeUrl: string;
  const hits: Record<string, number> = {};

  beforeAll(async () => {
    // A service the flow calls: '/lento' answers after 700 ms (the run is claimed before it parks), '/visto' at once.
    fake = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      const key = `${url.pathname}:${url.searchParams.get('n')}`;
      hits[key] = (hits[key] ?? 0) + 1;
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), url.pathname === '/lento' ? 700 : 0);
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    database = await freshPostgresDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    cluster = createCluster({ databaseUrl: database.url, redisUrl, env: { ENLAZA_IN_MEMORY_WAIT_MAX_S: '0' } });
    // The API process never works: every run, and every resume, happens on a worker.
    api = await cluster.start('api', { ENLAZA_API_WORKS: 'false' });
    workers = await Promise.all([cluster.start('worker'), cluster.start('worker'), cluster.start('worker')]);
    const reg = await fetch(`${api.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'espera@example.test', username: 'espera', password: TEST_PASSWORD }) });
    auth = { authorization: `Bearer ${(await reg.json()).access_token}`, 'content-type': 'application/json' };
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await sql?.end();
    await database?.drop();
    await new Promise((r) => fake?.close(r));
  }, 60_000);

  const createFlow = async (steps: object[], active = true) => {
    const res = await fetch(`${api.url}/api/flows/create`, { method: 'POST', headers: auth, body: JSON.stringify({ description: 'espera', steps }) });
    expect(res.status).toBe(201);
    const { flow_id } = await res.json();
    if (active) expect((await fetch(`${api.url}/api/flows/${flow_id}/activate`, { method: 'POST', headers: auth, body: JSON.stringify({ is_active: true }) })).status).toBe(200);
    return flow_id as string;
  };
  const rows = async (flowId: string) => (await sql.query('select id, status, error, owner_id, resume_at from executions where flow_id = $1', [flowId])).rows;

  it("the API process's run-now hears that a worker parked the run", async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 3600 } },
    ], false);
    const res = await fetch(`${api.url}/api/flows/${flowId}/run-now`, { method: 'POST', headers: auth, body: '{}' });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'running', waiting_until: expect.any(String) });
    expect(body.message).toMatch(/^Esperando hasta el .*; el workflow continuará solo$/);
  }, 30_000);

  it('each parked execution is resumed exactly once, by another process when the one that parked it was killed', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'http', action_id: 'request', params: { url: `${fakeUrl}/lento?n={{trigger.body.n}}` } },
      { step: 3, node_id: 'delay', action_id: 'wait', params: { seconds: 6 } },
      { step: 4, node_id: 'http', action_id: 'request', params: { url: `${fakeUrl}/visto?n={{trigger.body.n}}` } },
    ]);
    const ns = ['1', '2', '3', '4', '5', '6'];
    for (const n of ns) {
      const res = await fetch(`${api.url}/webhooks/${flowId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n }) });
      expect(res.status).toBe(202);
    }
    // Every run goes past 500 ms in '/lento' (claimed by the worker running it), then parks: no owner while it waits.
    const claimedBy = new Map<string, string>();
    await expect.poll(async () => {
      const now = await rows(flowId);
      for (const e of now) if (e.owner_id) claimedBy.set(e.id, e.owner_id);
      return now.filter((e) => e.resume_at !== null).length;
    }, { timeout: 20_000, interval: 50 }).toBe(ns.length);
    expect((await rows(flowId)).every((e) => e.status === 'running' && e.owner_id === null)).toBe(true);

    // A worker that parked some of them is killed while they wait: its heartbeat stops, and the sweep
    // finds nothing of it to interrupt; the other workers resume what it parked.
    const victim = workers.find((w) => [...claimedBy.values()].some((owner) => owner.includes(`-${w.child.pid}-`)))!;
    expect(victim).toBeDefined();
    await cluster.stop(victim, 'SIGKILL');
    await expect.poll(async () => (await rows(flowId)).filter((e) => e.status === 'success').length, { timeout: 40_000 }).toBe(ns.length);
    const runs = await rows(flowId);
    expect(runs.filter((e) => e.error)).toEqual([]);
    for (const n of ns) {
      expect(hits[`/lento:${n}`], `before the wait, n=${n}`).toBe(1);
      expect(hits[`/visto:${n}`], `after the wait, n=${n}`).toBe(1);
    }
    const steps = (await sql.query(`select s.execution_id, s.step, s.status from execution_steps s join executions e on e.id = s.execution_id where e.flow_id = $1`, [flowId])).rows;
    expect(steps).toHaveLength(ns.length * 4);
    expect(steps.every((s) => s.status === 'success')).toBe(true);
    console.log(`[waits] ${ns.length} parked executions, worker ${victim.child.pid} killed while they waited: ${runs.filter((e) => e.status === 'success').length} success, each step after the wait run once`);

    const { queue, close } = await runsQueue(cluster.prefix);
    try {
      const c = await queue.getJobCounts('active', 'waiting', 'delayed');
      // Only the 1-hour wait of the run-now test is still delayed.
      expect(c).toEqual({ active: 0, waiting: 0, delayed: 1 });
    } finally {
      await close();
    }
  }, 90_000);
});
