import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { executions, flows } from '../../server/db/schema';
import { createEngine } from '../../server/engine';

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silentLog; }, level: 'silent', silent() {} } as never;

/** Schedules in single-process mode: each slot once per flow, and slots missed while stopped (issue 18). */
describe.each(backends)('schedule slots (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    auth = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t.close();
  });

  const scheduled = async (cron: string, timezone = 'UTC') => {
    const steps = [
      { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: cron, timezone } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { cuando: '{{trigger.scheduled_at}}' } } },
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { description: 'horario', steps } });
    expect(res.statusCode, res.body).toBe(201);
    const flowId = res.json().flow_id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } })).statusCode).toBe(200);
    return flowId;
  };
  const runs = (flowId: string) => t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId));

  it('a slot missed during a restart runs once when the flow catches up, and not when it skips', async () => {
    const db = t.app.services.db;
    const catchUp = await scheduled('0 0 1 1 *');
    const skip = await scheduled('0 0 1 1 *');
    const never = await scheduled('0 0 1 1 *');
    const set = await t.app.inject({ method: 'POST', url: `/api/flows/${skip}/missed-slots`, headers: auth, payload: { missed_slots: 'skip' } });
    expect(set.json()).toEqual({ flow_id: skip, missed_slots: 'skip' });
    const get = await t.app.inject({ method: 'GET', url: `/api/flows/${catchUp}`, headers: auth });
    expect(get.json().missed_slots).toBe('catch_up');
    // Their last run was two New Years ago: last January 1st passed while the server was stopped.
    const thisYear = new Date().getUTCFullYear();
    const before = new Date(Date.UTC(thisYear - 1, 0, 1));
    await db.update(flows).set({ scheduleLastSlot: before }).where(eq(flows.id, catchUp));
    await db.update(flows).set({ scheduleLastSlot: before }).where(eq(flows.id, skip));

    await t.restart();
    const jan1 = new Date(Date.UTC(thisYear, 0, 1)).toISOString();
    await expect.poll(async () => (await runs(catchUp)).filter((e) => e.status === 'success').length).toBe(1);
    const [run] = await runs(catchUp);
    expect(run.triggerType).toBe('schedule');
    expect(run.triggerPayload).toMatchObject({ scheduled_at: jan1, missed: true });
    const [row] = await db.select().from(flows).where(eq(flows.id, catchUp));
    expect(row.scheduleLastSlot?.toISOString()).toBe(jan1);

    // Restarting again finds the slot done; a flow that skips, or that never ran, has nothing to catch up.
    await t.restart();
    await new Promise((r) => setTimeout(r, 300));
    expect(await runs(catchUp)).toHaveLength(1);
    expect(await runs(skip)).toHaveLength(0);
    expect(await runs(never)).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: `/api/flows/${skip}/missed-slots`, headers: auth, payload: { missed_slots: 'a veces' } })).statusCode).toBe(422);
  });

  it('two engines on one database run each slot once (the slot is claimed, the execution keyed)', async () => {
    const flowId = await scheduled('* * * * * *');
    // A second server on the same database, with the same schedule registered.
    const other = createEngine({ db: t.app.services.db, config: t.config, log: silentLog });
    await other.start();
    expect(other.schedules().map((s) => s.flow_id)).toContain(flowId);
    try {
      await expect.poll(async () => (await runs(flowId)).filter((e) => e.status === 'success').length, { timeout: 8_000 }).toBeGreaterThanOrEqual(3);
    } finally {
      await other.stop();
      await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: false } });
    }
    // One execution per second, named by its slot.
    const seconds = (await runs(flowId)).map((e) => Math.floor(new Date((e.triggerPayload as { scheduled_at: string }).scheduled_at).getTime() / 1000));
    expect(new Set(seconds).size).toBe(seconds.length);
  });
});
