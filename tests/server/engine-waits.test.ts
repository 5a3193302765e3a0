import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { executions, executionSteps } from '../../server/db/schema';
import { claimParked } from '../../server/engine/waits';

const DAY = 24 * 3600;

/**
 * Long waits in single-process mode (docs/engine.md "Long waits"). ENLAZA_IN_MEMORY_WAIT_MAX_S=0
 * makes every wait longer than 0 s park, so a 1-second wait shows a park and a resume without
 * sleeping for minutes; a one-day wait shows a parked execution that stays parked.
 */
describe.each(backends)('long waits (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await startTestApp(backend, {}, { ENLAZA_IN_MEMORY_WAIT_MAX_S: '0' });
    auth = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t.close();
  });

  const createFlow = async (steps: object[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { description: 'espera', steps } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().flow_id as string;
  };
  const activate = async (flowId: string, on: boolean) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: on } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const execution = async (id: string) => (await t.app.services.db.select().from(executions).where(eq(executions.id, id)))[0];
  const stepRows = (id: string) => t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, id)).orderBy(asc(executionSteps.step));
  const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/executions/${id}`, headers: auth })).json();
  /** A webhook flow: keep the name, wait, greet with what was kept before the wait. */
  const reminderFlow = (seconds: number) =>
    createFlow([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { nombre: '{{trigger.body.nombre}}' } } },
      { step: 3, node_id: 'delay', action_id: 'wait', params: { seconds } },
      { step: 4, node_id: 'transform', action_id: 'set_fields', params: { fields: { recordatorio: 'Hola {{steps.2.output.nombre}}, ¿cómo te fue?', esperado: '{{steps.3.output.waited_seconds}}' } } },
    ]);
  const deliver = async (flowId: string, nombre: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: { nombre } });
    expect(res.statusCode, res.body).toBe(202);
    return res.json().execution_id as string;
  };
  const parked = async (id: string) => {
    await expect.poll(async () => (await execution(id)).resumeAt).not.toBeNull();
    return execution(id);
  };

  it('a one-day wait parks the execution: running, its delay step pending, "Esperando hasta …", no memory or slot held', async () => {
    const flowId = await reminderFlow(DAY);
    await activate(flowId, true);
    const before = Date.now();
    const id = await deliver(flowId, 'Ana');
    const row = await parked(id);
    expect(row.status).toBe('running');
    expect(row.resumeAt!.getTime()).toBeGreaterThanOrEqual(before + DAY * 1000);
    expect(row.resumeAt!.getTime()).toBeLessThan(Date.now() + DAY * 1000 + 1000);
    expect((await stepRows(id)).map((s) => [s.step, s.status])).toEqual([[1, 'success'], [2, 'success'], [3, 'pending']]);
    expect(t.app.services.engine.running()).toBe(0);
    expect(t.app.services.engine.flowUsage(flowId)).toEqual({ running: 0, waiting: 0 });

    const d = await detail(id);
    expect(d).toMatchObject({ status: 'running', ended_at: null, error: null, waiting_until: row.resumeAt!.toISOString() });
    expect(d.waiting_message).toMatch(/^Esperando hasta el \p{L}+, \d{1,2} de \p{L}+ de \d{4}, \d{1,2}:\d{2} [ap]\.\s?m\. \(hora del centro de México\)$/u);
    // The time is said in the flow's zone (America/Mexico_City here), not the server's or UTC.
    const mexico = new Date(row.resumeAt!.toLocaleString('en-US', { timeZone: 'America/Mexico_City' }));
    expect(d.waiting_message).toContain(`, ${mexico.getHours() % 12 || 12}:${String(mexico.getMinutes()).padStart(2, '0')} `);
    expect(d.steps[2]).toMatchObject({ node_id: 'delay', status: 'pending', ended_at: null, output: { waited_seconds: DAY } });
    const list = (await t.app.inject({ method: 'GET', url: `/api/executions/flow/${flowId}`, headers: auth })).json();
    expect(list[0]).toMatchObject({ execution_id: id, status: 'running', waiting_message: d.waiting_message });
  });

  it('a run that waits resumes the same execution from the step after the delay, with what the steps before it kept', async () => {
    const flowId = await reminderFlow(1);
    await activate(flowId, true);
    const id = await deliver(flowId, 'Luis');
    await expect.poll(async () => (await execution(id)).status, { timeout: 15_000 }).toBe('success');
    const rows = await stepRows(id);
    expect(rows.map((s) => [s.step, s.status])).toEqual([[1, 'success'], [2, 'success'], [3, 'success'], [4, 'success']]);
    expect(rows[2].durationMs).toBeGreaterThanOrEqual(1000);
    expect(rows[3].output).toEqual({ recordatorio: 'Hola Luis, ¿cómo te fue?', esperado: 1 });
    const row = await execution(id);
    expect(row).toMatchObject({ resumeAt: null, error: null });
    expect((await t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId))).length).toBe(1);
  });

  it('"Ejecutar ahora" answers at once that the run waits, and two waits in one run park and resume twice', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 1 } },
      { step: 3, node_id: 'transform', action_id: 'set_fields', params: { fields: { paso: 'uno' } } },
      { step: 4, node_id: 'delay', action_id: 'wait', params: { seconds: 1 } },
      { step: 5, node_id: 'transform', action_id: 'set_fields', params: { fields: { antes: '{{steps.3.output.paso}}' } } },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: auth });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({ status: 'running', waiting_until: expect.any(String) });
    expect(body.message).toMatch(/^Esperando hasta el .*; el workflow continuará solo$/);
    expect(body.execution_results.map((s: { status: string }) => s.status)).toEqual(['success', 'pending']);
    await expect.poll(async () => (await execution(body.execution_id)).status, { timeout: 15_000 }).toBe('success');
    const rows = await stepRows(body.execution_id);
    expect(rows.map((s) => s.status)).toEqual(['success', 'success', 'success', 'success', 'success']);
    expect(rows[4].output).toEqual({ antes: 'uno' });
  });

  it('deactivating the flow cancels its parked executions; deleting it removes them; nothing resumes them', async () => {
    const flowId = await reminderFlow(DAY);
    await activate(flowId, true);
    const id = await deliver(flowId, 'Eva');
    await parked(id);
    await activate(flowId, false);
    const row = await execution(id);
    expect(row).toMatchObject({ status: 'error', error: 'Espera cancelada: el workflow se desactivó', resumeAt: null });
    expect(row.endedAt).not.toBeNull();
    expect((await stepRows(id)).map((s) => [s.status, s.error])).toEqual([['success', null], ['success', null], ['error', 'Espera cancelada: el workflow se desactivó']]);
    expect(await claimParked(t.app.services.db, id)).toBe(false);

    await activate(flowId, true);
    const other = await deliver(flowId, 'Eva');
    await parked(other);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/flows/${flowId}`, headers: auth })).statusCode).toBe(204);
    expect(await execution(other)).toBeUndefined();
    expect(await claimParked(t.app.services.db, other)).toBe(false);
  });

  it('a restart keeps parked executions (never "Ejecución interrumpida"); one being resumed that wrote nothing yet resumes again', async () => {
    const flowId = await reminderFlow(DAY);
    await activate(flowId, true);
    const waiting = await deliver(flowId, 'Ana');
    const resuming = await deliver(flowId, 'Luis');
    await parked(waiting);
    await parked(resuming);
    // As if the server had claimed `resuming` at its time and stopped before writing anything of the resumed run.
    expect(await claimParked(t.app.services.db, resuming)).toBe(true);

    await t.restart({ ENLAZA_IN_MEMORY_WAIT_MAX_S: '0' });
    await expect.poll(async () => (await execution(resuming)).status, { timeout: 15_000 }).toBe('success');
    expect((await stepRows(resuming)).map((s) => s.status)).toEqual(['success', 'success', 'success', 'success']);
    expect((await stepRows(resuming))[3].output).toMatchObject({ recordatorio: 'Hola Luis, ¿cómo te fue?' });
    expect(await execution(waiting)).toMatchObject({ status: 'running', error: null });
    expect((await execution(waiting)).resumeAt).not.toBeNull();
  });

  it('a wait that cannot be parked fails with the reason: after data too large to keep, or inside the error path', async () => {
    const big = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { texto: 'x'.repeat(300 * 1024) } } },
      { step: 3, node_id: 'delay', action_id: 'wait', params: { seconds: 60 } },
    ]);
    const r1 = (await t.app.inject({ method: 'POST', url: `/api/flows/${big}/run-now`, headers: auth })).json();
    expect(r1.status).toBe('error');
    expect(r1.message).toContain('un paso anterior devolvió demasiados datos');

    const onError = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'telegram', action_id: 'send_message', params: { chat_id: '1', message: 'hola' } },
      { step: 3, node_id: 'delay', action_id: 'wait', params: { seconds: 60 }, on_error: true },
    ]);
    const r2 = (await t.app.inject({ method: 'POST', url: `/api/flows/${onError}/run-now`, headers: auth })).json();
    expect(r2.status).toBe('error');
    const steps = await stepRows(r2.execution_id);
    expect(steps[2]).toMatchObject({ status: 'error', error: 'En los pasos que se ejecutan cuando algo falla, la espera puede ser de un minuto como máximo' });
  });
});
