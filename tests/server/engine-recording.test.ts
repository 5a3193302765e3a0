/**
 * How executions are recorded: execution rows and final writes shared between executions (group
 * commit), the buffered step log and its switch to live writes, against the real database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { executions, executionSteps, flows } from '../../server/db/schema';
import { createRecorder, type Recorder } from '../../server/engine/recorder';
import { createStepLog, UNSTORABLE } from '../../server/engine/step-log';

const SPEC = { steps: [{ step: 1, node_id: 'webhook', action_id: 'webhook_received' }, { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { a: 1 } } }] };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(backends)('execution recording (%s)', (backend) => {
  let t: TestApp;
  let recorder: Recorder;
  let flowId: string;
  let userId: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const u = await t.signUp();
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: u.auth, payload: SPEC });
    flowId = res.json().flow_id;
    const [row] = await t.app.services.db.select({ userId: flows.userId, spec: flows.spec }).from(flows).where(eq(flows.id, flowId));
    userId = row.userId;
    recorder = createRecorder(t.app.services.db);
  });
  afterAll(async () => { await t.close(); });

  const stepsOf = (executionId: string) =>
    t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, executionId)).orderBy(executionSteps.step);
  const executionRow = async (id: string) => (await t.app.services.db.select().from(executions).where(eq(executions.id, id)))[0];

  describe('execution rows started together', () => {
    it('are inserted in one go, each guarded by what its caller read of the flow', async () => {
      const [spec] = await t.app.services.db.select({ spec: flows.spec }).from(flows).where(eq(flows.id, flowId));
      const base = { flowId, userId, triggerType: 'webhook' as const, payload: { body: { n: 1 } } };
      const results = await Promise.all([
        recorder.createExecution(base),
        recorder.createExecution(base, { userId, isActive: false, spec: spec.spec }),
        recorder.createExecution(base, { userId, isActive: true, spec: spec.spec }), // the flow is inactive: stale
        recorder.createExecution(base, { userId, isActive: false, spec: { steps: [] } }), // another spec: stale
      ]);
      expect(results[0]).toMatchObject({ duplicate: false });
      expect(results[1]).toMatchObject({ duplicate: false });
      expect(results[2]).toBeNull();
      expect(results[3]).toBeNull();
      const rows = await t.app.services.db.select().from(executions).where(inArray(executions.id, [results[0]!.id, results[1]!.id]));
      expect(rows.map((r) => r.status)).toEqual(['running', 'running']);
    });

    it('two deliveries with one key in the same statement start one execution; the other gets it', async () => {
      const key = `delivery-${randomUUID()}`;
      const delivery = { flowId, userId, triggerType: 'webhook' as const, payload: {}, dedupeKey: key };
      const [a, b] = await Promise.all([recorder.createExecution(delivery), recorder.createExecution(delivery)]);
      expect([a!.duplicate, b!.duplicate].sort()).toEqual([false, true]);
      expect(a!.id).toBe(b!.id);
      const rows = await t.app.services.db.select().from(executions).where(eq(executions.dedupeKey, key));
      expect(rows).toHaveLength(1);
    });

    it('an insert the database refuses fails only its own caller', async () => {
      const good = { flowId, userId, triggerType: 'webhook' as const, payload: { ok: true } };
      const results = await Promise.allSettled([
        recorder.createExecution(good),
        recorder.createExecution({ ...good, flowId: randomUUID() }), // no such flow: foreign key
        recorder.createExecution(good),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    });

    it('stores a payload with NUL characters instead of refusing the delivery', async () => {
      const created = await recorder.createExecution({ flowId, userId, triggerType: 'webhook', payload: { body: { nota: 'a\u0000b' } } });
      expect((await executionRow(created!.id)).triggerPayload).toEqual({ body: { nota: 'a\uFFFDb' } });
    });
  });

  it('executions that end at the same time share one statement, and so do those that start', async () => {
    let statements = 0;
    const db = t.app.services.db;
    const counted = new Proxy(db, { get: (target, key) => (key === 'execute' ? (...args: Parameters<typeof db.execute>) => (statements++, target.execute(...args)) : Reflect.get(target, key)) });
    const shared = createRecorder(counted);
    const first = await shared.createExecution({ flowId, userId, triggerType: 'manual', payload: {} });
    expect(statements).toBe(1);
    const row = { id: randomUUID(), executionId: first!.id, step: 1, nodeId: 'manual', actionId: 'manual_trigger', nodeName: 'Manual', status: 'success', input: {}, output: { hola: 1 }, error: null, durationMs: 2, startedAt: new Date(), endedAt: new Date() };
    const other = await shared.createExecution({ flowId, userId, triggerType: 'manual', payload: {} });
    expect(statements).toBe(2);
    const otherRow = { ...row, id: randomUUID(), executionId: other!.id };
    const [, , third, fourth] = await Promise.all([
      shared.saveSteps(first!.id, [row], { status: 'success', error: null, cost: 0.5 }),
      shared.saveSteps(other!.id, [otherRow], { status: 'error', error: 'falló', cost: null }),
      shared.createExecution({ flowId, userId, triggerType: 'manual', payload: {} }),
      shared.createExecution({ flowId, userId, triggerType: 'manual', payload: {} }),
    ]);
    expect(statements).toBe(4);
    expect(await executionRow(first!.id)).toMatchObject({ status: 'success', cost: 0.5 });
    expect(await executionRow(other!.id)).toMatchObject({ status: 'error', error: 'falló', cost: null });
    expect((await stepsOf(first!.id)).map((s) => s.output)).toEqual([{ hola: 1 }]);
    expect((await executionRow(third!.id)).status).toBe('running');
    expect((await executionRow(fourth!.id)).status).toBe('running');
  });

  describe('step log', () => {
    const ref = (step: number) => ({ step, nodeId: 'transform', actionId: 'set_fields', nodeName: 'Transformar' });
    const outcome = (stepId: string, step: number) => ({
      step, step_id: stepId, node_id: 'transform', action_id: 'set_fields', node_name: 'Transformar', status: 'success' as const,
      started_at: new Date().toISOString(), ended_at: new Date().toISOString(), duration_ms: 1, input: { a: 1 }, output: { a: 1 }, error: null,
    });
    const newExecution = async () => (await recorder.createExecution({ flowId, userId, triggerType: 'manual', payload: {} }))!.id;

    it('a short run writes nothing until it ends, then every step and the final status at once', async () => {
      const executionId = await newExecution();
      const writes: number[] = [];
      const counting: Recorder = { ...recorder, saveSteps: (id, rows, final) => (writes.push(rows.length), recorder.saveSteps(id, rows, final)) };
      const log = createStepLog(counting, executionId, 10_000);
      const first = await log.start({ ...ref(1), startedAt: new Date() });
      await log.finish(outcome(first, 1));
      const second = await log.start({ ...ref(2), startedAt: new Date() });
      await log.finish(outcome(second, 2));
      expect(await stepsOf(executionId)).toEqual([]);
      expect((await executionRow(executionId)).status).toBe('running');

      await log.close('success', null);
      expect(writes).toEqual([2]);
      expect((await stepsOf(executionId)).map((s) => [s.step, s.status])).toEqual([[1, 'success'], [2, 'success']]);
      const row = await executionRow(executionId);
      expect(row.status).toBe('success');
      expect(row.endedAt).not.toBeNull();
      expect(log.isLive()).toBe(false);
    });

    it('a run still going after the threshold shows its running step, then each change as it happens', async () => {
      const executionId = await newExecution();
      const log = createStepLog(recorder, executionId, 30);
      const first = await log.start({ ...ref(1), startedAt: new Date() });
      await wait(120);
      expect(log.isLive()).toBe(true);
      expect((await stepsOf(executionId)).map((s) => [s.id, s.status])).toEqual([[first, 'running']]);

      await log.finish(outcome(first, 1));
      expect((await stepsOf(executionId)).map((s) => s.status)).toEqual(['success']);
      const skipped = await log.skip(ref(2));
      expect((await stepsOf(executionId)).map((s) => [s.id, s.status])).toEqual([[first, 'success'], [skipped, 'skipped']]);
      await log.close('error', 'falló');
      expect(await executionRow(executionId)).toMatchObject({ status: 'error', error: 'falló' });
    });

    it('when the database itself fails, every later write fails, so a run cannot end as if it were recorded', async () => {
      const executionId = await newExecution();
      const down: Recorder = { ...recorder, saveSteps: async () => { throw new Error('disco lleno'); } };
      const log = createStepLog(down, executionId, 20);
      await log.start({ ...ref(1), startedAt: new Date() });
      await wait(80); // the switch to live mode writes, and fails (the rows alone fail too)
      await expect(log.skip(ref(2))).rejects.toThrow('disco lleno');
      await expect(log.close('success', null)).rejects.toThrow('disco lleno');
      expect((await executionRow(executionId)).status).toBe('running');
    });

    it('a row the database refuses does not take the others: each is written alone, the refused one without its data', async () => {
      const executionId = await newExecution();
      // Stands for any value the database refuses in one row (the statement fails as a whole).
      const refuses: Recorder = {
        ...recorder,
        saveSteps: async (id, rows, final) => {
          if (rows.some((r) => JSON.stringify(r.output ?? null).includes('rechazado'))) throw new Error('valor rechazado');
          return recorder.saveSteps(id, rows, final);
        },
      };
      const log = createStepLog(refuses, executionId, 10_000);
      const first = await log.start({ ...ref(1), startedAt: new Date() });
      await log.finish(outcome(first, 1));
      const second = await log.start({ ...ref(2), startedAt: new Date() });
      await log.finish({ ...outcome(second, 2), output: { nota: 'rechazado' } });
      const third = await log.skip(ref(3));
      await log.close('error', 'falló el paso 2');
      const rows = await stepsOf(executionId);
      expect(rows.map((r) => [r.id, r.status, r.output])).toEqual([[first, 'success', { a: 1 }], [second, 'success', UNSTORABLE], [third, 'skipped', null]]);
      expect(rows[1].input).toBe(UNSTORABLE);
      expect(await executionRow(executionId)).toMatchObject({ status: 'error', error: 'falló el paso 2' });
    });
  });
});
