import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshPostgresDatabase } from './harness';
import { TEST_PASSWORD } from './test-password';
import { createCluster, type Cluster, type EnlazaProcess } from '../support/cluster';

/**
 * Issue 15's evidence, on real processes: 2 API processes and 2 workers (node server/index.ts,
 * node server/worker.ts) on one PostgreSQL database and one Redis prefix. Runs only with
 * TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const services = !!(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const INTERRUPTED = 'Ejecución interrumpida';

describe.runIf(services)('queue mode on 2 API processes and 2 workers', () => {
  let cluster: Cluster;
  let database: { url: string; drop: () => Promise<void> };
  let sql: pg.Pool;
  let apiA: EnlazaProcess;
  let apiB: EnlazaProcess;
  let auth: Record<string, string>;

  const call = async (p: EnlazaProcess, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${p.url}${url}`, { method, headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const createFlow = async (p: EnlazaProcess, steps: object[]) => {
    const res = await call(p, 'POST', '/api/flows/create', { description: 'cluster', steps });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.flow_id as string;
  };
  const activate = async (p: EnlazaProcess, flowId: string, on: boolean) => {
    const res = await call(p, 'POST', `/api/flows/${flowId}/activate`, { is_active: on });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const rows = async (flowId: string) =>
    (await sql.query('select e.id, e.status, e.error, e.owner_id, e.trigger_payload, p.pid, p.kind from executions e left join engine_processes p on p.id = e.owner_id where e.flow_id = $1 order by e.started_at', [flowId])).rows;
  const slowFlow = (p: EnlazaProcess, seconds: number) =>
    createFlow(p, [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds } },
    ]);

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    cluster = createCluster({ databaseUrl: database.url, redisUrl });
    // A creates the schema first; then the others start together. A leaves the running to the
    // others (as with workers up); B also works, so that it owns executions of its own.
    apiA = await cluster.start('api', { ENLAZA_API_WORKS: 'false' });
    [apiB] = await Promise.all([cluster.start('api', { ENLAZA_API_WORKS: 'true' }), cluster.start('worker'), cluster.start('worker')]);
    const reg = await fetch(`${apiA.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cola@example.test', username: 'cola', password: TEST_PASSWORD }) });
    expect(reg.status).toBe(200);
    auth = { authorization: `Bearer ${(await reg.json()).access_token}` };
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await sql?.end();
    await database?.drop();
  }, 60_000);

  it('a 5-second schedule runs exactly once per slot for 30 s; activation on A is honoured at once, deactivation on B too', async () => {
    const flowId = await createFlow(apiA, [
      { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '*/5 * * * * *', timezone: 'America/Mexico_City' } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { cuando: '{{trigger.scheduled_at}}' } } },
    ]);
    await activate(apiA, flowId, true);
    const activatedAt = Date.now();
    await new Promise((r) => setTimeout(r, 31_000));
    await activate(apiB, flowId, false);
    const deactivatedAt = Date.now();
    // Let a slot taken just before the deactivation finish, then check no later slot started.
    await expect.poll(async () => (await rows(flowId)).every((e) => e.status !== 'running'), { timeout: 10_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 6_000));
    const runs = await rows(flowId);
    const slots = runs.map((e) => new Date(e.trigger_payload.scheduled_at).getTime()).sort((a, b) => a - b);
    console.log(`[cluster] 5-second schedule, 2 API + 2 workers: ${runs.length} executions for ${slots.length} slots over ${Math.round((deactivatedAt - activatedAt) / 1000)} s`);
    expect(runs.every((e) => e.status === 'success')).toBe(true);
    // Exactly one execution per slot, and no slot skipped: every 5 s from the first to the last.
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < slots.length; i++) expect(slots[i] - slots[i - 1]).toBe(5_000);
    // The first slot is the first one after the activation on A; none after the deactivation on B.
    expect(slots[0]).toBeGreaterThan(activatedAt - 5_000);
    expect(slots[0]).toBeLessThanOrEqual(activatedAt + 5_000);
    expect(slots[slots.length - 1]).toBeLessThanOrEqual(deactivatedAt);
  }, 70_000);

  it('activation on A is honoured by B within a second: a per-second schedule starts on the next second', async () => {
    const flowId = await createFlow(apiA, [{ step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '* * * * * *', timezone: 'UTC' } }]);
    await activate(apiA, flowId, true);
    const activatedAt = Date.now();
    await expect.poll(async () => (await rows(flowId)).filter((e) => e.status === 'success').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await activate(apiB, flowId, false);
    const slots = (await rows(flowId)).map((e) => new Date(e.trigger_payload.scheduled_at).getTime()).sort((a, b) => a - b);
    expect(slots[0]).toBeLessThanOrEqual(activatedAt + 1_000);
    expect(new Set(slots).size).toBe(slots.length);
  }, 30_000);

  it('webhook answers, armed test URLs and execution reads work from any API process', async () => {
    const flowId = await createFlow(apiA, [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'webhook', action_id: 'respond', params: { status: 201, body: { recibido: '{{trigger.body.pedido}}' } } },
    ]);
    await activate(apiA, flowId, true);
    // Created and activated on A, delivered to B, run by a worker: B answers with the respond step.
    const delivered = await fetch(`${apiB.url}/webhooks/${flowId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pedido: 'P-7' }) });
    expect(delivered.status).toBe(201);
    expect(await delivered.json()).toEqual({ recibido: 'P-7' });
    // The owner listens on A; one anonymous test call to B runs.
    expect((await call(apiA, 'POST', `/api/flows/${flowId}/webhook-test/listen`)).status).toBe(200);
    const test = await fetch(`${apiB.url}/webhooks/${flowId}?test=true`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pedido: 'T-1' }) });
    expect(test.status).toBe(202);
    const { execution_id } = await test.json();
    // Read from A what B accepted and a worker ran.
    await expect.poll(async () => (await call(apiA, 'GET', `/api/executions/${execution_id}`)).body?.status, { timeout: 15_000 }).toBe('success');
    expect((await fetch(`${apiA.url}/webhooks/${flowId}?test=true`, { method: 'POST', body: '{}' })).status).toBe(404);
  }, 30_000);

  it('a worker killed mid-execution leaves nothing running and nothing lost', async () => {
    const flowId = await slowFlow(apiA, 3);
    await activate(apiA, flowId, true);
    for (let i = 0; i < 8; i++) expect((await fetch(`${apiA.url}/webhooks/${flowId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: i }) })).status).toBe(202);
    // Wait until a worker runs one, then kill that worker outright.
    let victimPid: number | undefined;
    await expect.poll(async () => {
      victimPid = (await rows(flowId)).find((e) => e.status === 'running' && e.kind === 'worker')?.pid;
      return victimPid;
    }, { timeout: 15_000 }).toBeDefined();
    const victim = cluster.processes.find((p) => p.child.pid === victimPid)!;
    await cluster.stop(victim, 'SIGKILL');
    await expect.poll(async () => (await rows(flowId)).filter((e) => e.status === 'running').length, { timeout: 30_000, interval: 500 }).toBe(0);
    const runs = await rows(flowId);
    console.log(`[cluster] worker ${victimPid} killed: ${runs.filter((e) => e.status === 'success').length} success, ${runs.filter((e) => e.error === INTERRUPTED).length} interrupted`);
    expect(runs).toHaveLength(8);
    for (const e of runs) {
      if (e.status === 'success') continue;
      // Only what the killed worker was running is interrupted.
      expect(e).toMatchObject({ status: 'error', error: INTERRUPTED });
      expect(e.owner_id).toMatch(new RegExp(`-${victimPid}-`));
    }
    expect(runs.some((e) => e.error === INTERRUPTED)).toBe(true);
    // Its jobs left the queue too: none waiting, none active, none stuck.
    const { Queue } = await import('bullmq');
    const { Redis } = await import('ioredis');
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue('runs', { connection, prefix: cluster.prefix });
    await expect.poll(async () => {
      const c = await queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
      return c.active + c.waiting + c.delayed + c.prioritized;
    }, { timeout: 30_000 }).toBe(0);
    await queue.close();
    connection.disconnect();
  }, 90_000);

  it("restarting API A leaves API B's running execution to finish as 'success'", async () => {
    // Only B works now: the workers stop cleanly, A never works.
    for (const w of cluster.processes.filter((p) => p.kind === 'worker')) await cluster.stop(w, 'SIGTERM');
    const flowId = await slowFlow(apiA, 12);
    await activate(apiA, flowId, true);
    const res = await fetch(`${apiA.url}/webhooks/${flowId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(202);
    const { execution_id } = await res.json();
    await expect.poll(async () => (await rows(flowId)).find((e) => e.id === execution_id)?.pid, { timeout: 15_000 }).toBe(apiB.child.pid);
    await cluster.stop(apiA, 'SIGTERM');
    apiA = await cluster.start('api', { ENLAZA_API_WORKS: 'false' });
    expect((await rows(flowId)).find((e) => e.id === execution_id)?.status).toBe('running');
    await expect.poll(async () => (await rows(flowId)).find((e) => e.id === execution_id)?.status, { timeout: 30_000 }).toBe('success');
    // And its result is readable from the restarted A.
    const read = await call(apiA, 'GET', `/api/executions/${execution_id}`);
    expect(read.status).toBe(200);
  }, 60_000);
});
