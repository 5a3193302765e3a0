import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { credentials, engineProcesses, executions, flows, triggerCursors } from '../../server/db/schema';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { dropRedisPrefix } from '../support/cluster';

/**
 * Queue mode in one process (REDIS_URL set, no worker: the API process works): the same routes, the
 * runs go through BullMQ. Runs only with TEST_DATABASE_URL and TEST_REDIS_URL; each suite has its
 * own Redis key prefix. The multi-process evidence is tests/server/queue-cluster.test.ts.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const services = !!(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(services)('queue mode in one process', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let api: FakeApi;
  const sheet = [['Nombre'], ['Ana']];
  const prefix = `enlaza-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    api = await startFakeApi({ "GET /v4/spreadsheets/hoja-cola/values/'Leads'": () => ({ body: { values: sheet } }) });
    t = await startTestApp('postgres', {}, {
      REDIS_URL: redisUrl, ENLAZA_REDIS_PREFIX: prefix, ENLAZA_HEARTBEAT_MS: '500', ENLAZA_POLL_INTERVAL_MS: '300',
      ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_GOOGLE_API_URL: api.url,
    });
    const u = await t.signUp();
    auth = u.auth;
    const userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
    await t.app.services.db.insert(credentials).values({ userId, serviceId: 'google_sheets', provider: 'google', mechanism: 'oauth2', secret: JSON.stringify({ access_token: 'ya29.cola' }) });
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
    await dropRedisPrefix(redisUrl, prefix);
  });

  const createFlow = async (steps: object[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { description: 'cola', steps } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().flow_id as string;
  };

  it('runs a webhook through the queue and answers with its respond step', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { saludo: 'Hola {{trigger.body.nombre}}' } } },
      { step: 3, node_id: 'webhook', action_id: 'respond', params: { status_code: 200, body: { mensaje: '{{steps.2.output.saludo}}' } } },
    ]);
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    const res = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: { nombre: 'Ana' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mensaje: 'Hola Ana' });
    const [row] = await t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId));
    // A short run is never claimed: its steps were written once, with its end.
    expect(row).toMatchObject({ status: 'success', ownerId: null });
  });

  it('claims a run that goes on past LIVE_AFTER_MS for the process running it, before its steps are written live', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 1 } },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: auth });
    expect(res.json()).toMatchObject({ status: 'success' });
    const [row] = await t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId));
    const [owner] = await t.app.services.db.select().from(engineProcesses).where(eq(engineProcesses.id, row.ownerId!));
    expect(owner).toMatchObject({ kind: 'api', pid: process.pid });
  });

  it('registers schedules in Redis and runs each slot once', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '* * * * * *', timezone: 'America/Mexico_City' } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { cuando: '{{trigger.scheduled_at}}' } } },
    ]);
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    expect(t.app.services.engine.schedules().find((s) => s.flow_id === flowId)).toMatchObject({ cron_expression: '* * * * * *' });
    const rows = async () => t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId));
    await expect.poll(async () => (await rows()).filter((e) => e.status === 'success').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: false } });
    expect(t.app.services.engine.schedules().find((s) => s.flow_id === flowId)).toBeUndefined();
    const slots = (await rows()).map((e) => (e.triggerPayload as { scheduled_at: string }).scheduled_at);
    expect(new Set(slots).size).toBe(slots.length);
    for (const s of slots) expect(new Date(s).getMilliseconds()).toBe(0);
  });

  it('polls through a BullMQ job scheduler: a baseline, then one execution per new row', async () => {
    const flowId = await createFlow([{ step: 1, node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: 'hoja-cola', sheet_name: 'Leads' } }]);
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    expect(t.app.services.engine.pollers().map((p) => p.flow_id)).toContain(flowId);
    const cursorOf = async () => (await t.app.services.db.select().from(triggerCursors).where(eq(triggerCursors.flowId, flowId)))[0]?.cursor;
    await expect.poll(cursorOf, { timeout: 10_000 }).toEqual({ rows: 2 });
    sheet.push(['Luis'], ['Eva']);
    const rows = async () => t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId));
    await expect.poll(async () => (await rows()).filter((e) => e.status === 'success').length, { timeout: 10_000 }).toBe(2);
    expect(await cursorOf()).toEqual({ rows: 4 });
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: false } });
    expect(t.app.services.engine.pollers().map((p) => p.flow_id)).not.toContain(flowId);
    expect((await rows()).map((e) => e.triggerType)).toEqual(['poll', 'poll']);
  });

  it('runs a slot missed while no process ran once, on catch-up; a flow that skips does not', async () => {
    const yearly = [{ step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 0 1 1 *', timezone: 'UTC' } }];
    const catchUp = await createFlow(yearly);
    const skip = await createFlow(yearly);
    const db = t.app.services.db;
    await db.update(flows).set({ missedSlots: 'skip' }).where(eq(flows.id, skip));
    for (const id of [catchUp, skip]) await t.app.inject({ method: 'POST', url: `/api/flows/${id}/activate`, headers: auth, payload: { is_active: true } });
    // As if the yearly job had been due since last January 1st and every process was down: the
    // scheduler's next job is moved to that slot (what Redis holds after downtime).
    const jan1 = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1));
    const { Queue } = await import('bullmq');
    const { Redis } = await import('ioredis');
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const triggers = new Queue('triggers', { connection, prefix });
    for (const id of [catchUp, skip]) {
      await triggers.removeJobScheduler(`slot:${id}`);
      await triggers.add('slot', { flowId: id, slot: jan1.getTime() });
    }
    const rows = async (id: string) => db.select().from(executions).where(eq(executions.flowId, id));
    await expect.poll(async () => (await rows(catchUp)).length, { timeout: 10_000 }).toBe(1);
    const [run] = await rows(catchUp);
    expect(run.triggerPayload).toMatchObject({ scheduled_at: jan1.toISOString(), missed: true });
    // The same slot again (a second process, a retried job) does not run twice.
    await triggers.add('slot', { flowId: catchUp, slot: jan1.getTime() });
    await expect.poll(async () => (await triggers.getJobCounts('completed')).completed, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(await rows(catchUp)).toHaveLength(1);
    expect(await rows(skip)).toHaveLength(0);
    await triggers.close();
    connection.disconnect();
  });
});
