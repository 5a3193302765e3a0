import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executions, flows } from '../../server/db/schema';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { backends, startTestApp, type TestApp } from './harness';
import { call, createFlow, runWebhook, type Auth } from './failures-support';

const webhook = { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} };
const post = (step: number, url: string, body: unknown) => ({ step, node_id: 'http', action_id: 'request', params: { url, method: 'POST', body } });

/** Issue 18, replay: 'Reintentar' from the trigger or from the failed step, and in bulk. */
describe.each(backends)('replay (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let ana: Auth;
  let beto: Auth;

  beforeAll(async () => {
    api = await startFakeApi({ 'POST /reserva': { body: { folio: 'R-55' } }, 'POST /aviso': { status: 404, body: { message: 'no existe' } } });
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_RETRY_CONCURRENCY: '3' });
    ana = (await t.signUp()).auth;
    beto = (await t.signUp()).auth;
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  const detail = async (id: string) => (await call(t, ana, 'GET', `/api/executions/${id}`)).json();
  const waitDone = async (id: string) => {
    await expect.poll(async () => (await detail(id)).status, { timeout: 15_000 }).not.toBe('running');
    return detail(id);
  };

  it('runs the current saved version with the original trigger data, linked to the original', async () => {
    const flowId = await createFlow(t, ana, 'Reservas', [webhook, post(2, `${api.url}/reserva`, '{{trigger.body}}'), post(3, `${api.url}/aviso`, { pedido: '{{trigger.body.pedido}}' })]);
    const failed = await runWebhook(t, flowId, { pedido: 'B-7' });
    expect(failed!.status).toBe('error');
    // The owner fixes the flow: the notice now goes to another address.
    api.route('POST /aviso-nuevo', { body: { ok: true } });
    const [row] = await t.app.services.db.select({ spec: flows.spec }).from(flows).where(eq(flows.id, flowId));
    const spec = row.spec as { steps: { params: Record<string, unknown> }[] };
    spec.steps[2].params.url = `${api.url}/aviso-nuevo`;
    await t.app.services.db.update(flows).set({ spec }).where(eq(flows.id, flowId));

    expect((await call(t, beto, 'POST', `/api/executions/${failed!.execution_id}/retry`, { from: 'trigger' })).statusCode).toBe(404);
    const res = await call(t, ana, 'POST', `/api/executions/${failed!.execution_id}/retry`, { from: 'trigger' });
    expect(res.statusCode).toBe(201);
    const { execution_id: replayId, retry_of } = res.json();
    expect(retry_of).toBe(failed!.execution_id);
    expect(replayId).not.toBe(failed!.execution_id);
    const replay = await waitDone(replayId);
    expect(replay).toMatchObject({ status: 'success', retry_of: failed!.execution_id, trigger_type: 'webhook', trigger_payload: { body: { pedido: 'B-7' } } });
    expect(api.to('POST /aviso-nuevo').map((r) => r.json)).toEqual([{ pedido: 'B-7' }]);
    expect(api.to('POST /reserva')).toHaveLength(2);
    // A replay that worked is not replayed again.
    const again = await call(t, ana, 'POST', `/api/executions/${replayId}/retry`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Solo se pueden reintentar las ejecuciones que fallaron o se interrumpieron');
  });

  it('resumes from the failed step without repeating the steps that succeeded', async () => {
    api.reset();
    api.route('POST /aviso', { status: 404, body: { message: 'no existe' } });
    const flowId = await createFlow(t, ana, 'Reservas con aviso', [webhook, post(2, `${api.url}/reserva`, '{{trigger.body}}'), post(3, `${api.url}/aviso`, { pedido: '{{trigger.body.pedido}}', folio: '{{steps.2.output.body.folio}}' })]);
    const failed = await runWebhook(t, flowId, { pedido: 'C-3' });
    expect(failed!.status).toBe('error');
    expect(api.to('POST /reserva')).toHaveLength(1);
    api.route('POST /aviso', { body: { ok: true } });

    const res = await call(t, ana, 'POST', `/api/executions/${failed!.execution_id}/retry`, { from: 'failed_step' });
    expect(res.statusCode).toBe(201);
    const replay = await waitDone(res.json().execution_id);
    expect(replay.status).toBe('success');
    // The reservation was not made twice; the notice got the data of the step that had succeeded.
    expect(api.to('POST /reserva')).toHaveLength(1);
    expect(api.to('POST /aviso').at(-1)!.json).toEqual({ pedido: 'C-3', folio: 'R-55' });
    expect(replay.steps.map((s: { step: number; status: string }) => [s.step, s.status])).toEqual([[1, 'skipped'], [2, 'skipped'], [3, 'success']]);
    expect(replay.steps[1].output).toMatchObject({ body: { folio: 'R-55' } });
  });

  it('refuses to resume when the steps before the failed one changed', async () => {
    api.route('POST /aviso', { status: 404, body: { message: 'no existe' } });
    const flowId = await createFlow(t, ana, 'Reservas cambiadas', [webhook, post(2, `${api.url}/reserva`, '{{trigger.body}}'), post(3, `${api.url}/aviso`, {})]);
    const failed = await runWebhook(t, flowId, { pedido: 'D-1' });
    const [row] = await t.app.services.db.select({ spec: flows.spec }).from(flows).where(eq(flows.id, flowId));
    const spec = row.spec as { steps: Record<string, unknown>[] };
    spec.steps[1] = { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { a: 1 } } };
    await t.app.services.db.update(flows).set({ spec }).where(eq(flows.id, flowId));
    const res = await call(t, ana, 'POST', `/api/executions/${failed!.execution_id}/retry`, { from: 'failed_step' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('El workflow cambió antes del paso que falló: reinténtalo desde el disparador');
  });

  it('retries 50 failed runs in bulk, at most 3 at a time', async () => {
    let inFlight = 0;
    let most = 0;
    let fixed = false;
    api.route('POST /bodega', async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 15));
      inFlight--;
      return fixed ? { body: { ok: true } } : { status: 404, body: { message: 'no existe' } };
    });
    const flowId = await createFlow(t, ana, 'Bodega', [webhook, post(2, `${api.url}/bodega`, '{{trigger.body}}')]);
    for (let i = 0; i < 50; i++) await runWebhook(t, flowId, { pedido: `E-${i}` });
    fixed = true;
    most = 0;

    expect((await call(t, beto, 'POST', `/api/flows/${flowId}/executions/retry`, { status: 'error' })).statusCode).toBe(404);
    const res = await call(t, ana, 'POST', `/api/flows/${flowId}/executions/retry`, { status: 'error' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ queued: 50, concurrency: 3 });
    await t.app.services.replays.idle();

    const replays = await t.app.services.db.select().from(executions).where(isNotNull(executions.retryOf));
    const ofFlow = replays.filter((r) => r.flowId === flowId);
    expect(ofFlow).toHaveLength(50);
    expect(ofFlow.every((r) => r.status === 'success')).toBe(true);
    expect(new Set(ofFlow.map((r) => r.retryOf)).size).toBe(50);
    const bodies = api.to('POST /bodega').slice(-50).map((r) => r.json.pedido).sort();
    expect(bodies).toEqual(Array.from({ length: 50 }, (_, i) => `E-${i}`).sort());
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(3);

    // Nothing left to retry: every failed run was replayed.
    const none = await call(t, ana, 'POST', `/api/flows/${flowId}/executions/retry`, { status: 'error' });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('No hay ejecuciones fallidas que reintentar');
  });
});
