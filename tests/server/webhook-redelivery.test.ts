import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { executions, executionSteps, flows } from '../../server/db/schema';
import { createEngine } from '../../server/engine';

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silentLog; }, level: 'silent', silent() {} } as never;

/**
 * Issue 10 item 11: a delivery whose first execution was interrupted (kill -9, or a shutdown that
 * cut it) was answered 'duplicate' when sent again, so the event was never processed. The delivery
 * key is now freed when an execution is marked interrupted; an event that was processed (success,
 * or a step's own error) or is still running stays de-duplicated.
 */
describe.each(backends)('webhook re-delivery after an interruption (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  let userId: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const u = await t.signUp();
    auth = u.auth;
    userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.services.db;
  const createActive = async (steps: object[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps } });
    const id = res.json().flow_id as string;
    await t.app.inject({ method: 'POST', url: `/api/flows/${id}/activate`, headers: auth, payload: { is_active: true } });
    return id;
  };
  const quickFlow = [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
    { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { pedido: '{{trigger.body.pedido}}' } } },
  ];
  const deliver = (flowId: string, key: string) =>
    t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: { 'idempotency-key': key }, payload: { pedido: 7 } });
  const execRow = async (id: string) => (await db().select().from(executions).where(eq(executions.id, id)))[0];
  const execsOf = (flowId: string) => db().select().from(executions).where(eq(executions.flowId, flowId));

  it('runs a re-delivery whose first execution a kill -9 left running (marked interrupted at the next start)', async () => {
    const flowId = await createActive(quickFlow);
    // What kill -9 leaves behind: the execution row of the accepted delivery, still 'running'.
    const [lost] = await db().insert(executions).values({ flowId, userId, status: 'running', triggerType: 'webhook', dedupeKey: 'idem:pedido-7' }).returning();
    // The next process starts its engine, which marks it interrupted.
    const restarted = createEngine({ db: db(), config: t.config, log: silentLog });
    await restarted.start();
    await restarted.stop();
    expect(await execRow(lost.id)).toMatchObject({ status: 'error', error: 'Ejecución interrumpida' });

    const again = await deliver(flowId, 'pedido-7');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'accepted' });
    expect(again.json().execution_id).not.toBe(lost.id);
    await expect.poll(async () => (await execRow(again.json().execution_id)).status).toBe('success');
    // From now on the processed delivery is the one copies point to.
    expect((await deliver(flowId, 'pedido-7')).json()).toEqual({ execution_id: again.json().execution_id, status: 'duplicate' });
    expect(await execsOf(flowId)).toHaveLength(2);
  });

  it('runs a re-delivery whose first execution a shutdown interrupted', async () => {
    const flowId = await createActive([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 30 } },
    ]);
    const [flow] = await db().select().from(flows).where(eq(flows.id, flowId));
    // A process whose shutdown grace runs out while the delivery is in its delay step.
    const dying = createEngine({ db: db(), config: t.config, log: silentLog, stopGraceMs: 50, liveAfterMs: 0 });
    const first = await dying.startRun(flow, { type: 'webhook', payload: { body: { pedido: 7 } }, dedupeKey: 'idem:pedido-8' });
    const delayRunning = async () => (await db().select().from(executionSteps).where(eq(executionSteps.executionId, first.executionId))).some((s) => s.nodeId === 'delay' && s.status === 'running');
    await expect.poll(delayRunning).toBe(true);
    await dying.stop();
    expect((await first.done).error).toBe('Ejecución interrumpida');

    // Copies sent while it was still running were duplicates; after the interruption the event runs again.
    await db().update(flows).set({ spec: { steps: quickFlow } }).where(eq(flows.id, flowId));
    const again = await deliver(flowId, 'pedido-8');
    expect(again.statusCode).toBe(202);
    expect(again.json().execution_id).not.toBe(first.executionId);
    await expect.poll(async () => (await execRow(again.json().execution_id)).status).toBe('success');
  });

  it('keeps de-duplicating deliveries that were processed, failed on their own, or are still running', async () => {
    const ok = await createActive(quickFlow);
    const done = await deliver(ok, 'pedido-9');
    await expect.poll(async () => (await execRow(done.json().execution_id)).status).toBe('success');
    expect((await deliver(ok, 'pedido-9')).json()).toMatchObject({ status: 'duplicate' });

    const failing = await createActive([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
      { step: 2, node_id: 'http', action_id: 'request', params: { url: '{{trigger.body.sin_url}}' } },
    ]);
    const failed = await deliver(failing, 'pedido-10');
    await expect.poll(async () => (await execRow(failed.json().execution_id)).status).toBe('error');
    expect((await deliver(failing, 'pedido-10')).json()).toMatchObject({ status: 'duplicate' });

    const [running] = await db().insert(executions).values({ flowId: ok, userId, status: 'running', triggerType: 'webhook', dedupeKey: 'idem:pedido-11' }).returning();
    expect((await deliver(ok, 'pedido-11')).json()).toEqual({ execution_id: running.id, status: 'duplicate' });
    await db().update(executions).set({ status: 'success' }).where(eq(executions.id, running.id));
  });
});
