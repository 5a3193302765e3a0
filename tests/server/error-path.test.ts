import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRequest } from '../../server/planner';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { backends, startTestApp, type TestApp } from './harness';
import { call, createFlow, runWebhook, type Auth } from './failures-support';

/** Issue 18, error path: steps that run when any step fails, with the failed step, the error and the trigger data. */
describe.each(backends)('error path (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let ana: Auth;
  let flowId: string;

  beforeAll(async () => {
    api = await startFakeApi({ 'POST /factura': { status: 404, body: { message: 'cliente desconocido' } }, 'POST /avisos': { body: { ok: true } } });
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    ana = (await t.signUp()).auth;
    flowId = await createFlow(t, ana, 'Facturas', [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'http', action_id: 'request', params: { url: `${api.url}/factura`, method: 'POST', body: '{{trigger.body}}' } },
      { step: 3, node_id: 'transform', action_id: 'set_fields', params: { fields: { listo: true } } },
      {
        step: 4, node_id: 'http', action_id: 'request', on_error: true,
        params: { url: `${api.url}/avisos`, method: 'POST', body: { paso: '{{error.step}}', nombre: '{{error.step_name}}', motivo: '{{error.message}}', pedido: '{{trigger.body.pedido}}' } },
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  it('keeps the error path in the saved spec', async () => {
    const flow = (await call(t, ana, 'GET', `/api/flows/${flowId}?includeSpec=true`)).json();
    expect(flow.spec.steps.map((s: { step: number; on_error?: boolean }) => [s.step, !!s.on_error])).toEqual([[1, false], [2, false], [3, false], [4, true]]);
  });

  it('runs when a step fails, receiving the failed step, its error and the trigger data', async () => {
    const run = await runWebhook(t, flowId, { pedido: 'F-21' });
    expect(run!.status).toBe('error');
    expect(run!.error).toMatch(/404/);
    expect(run!.steps.map((s) => [s.step, s.status])).toEqual([[1, 'success'], [2, 'error'], [3, 'skipped'], [4, 'success']]);
    const [notice] = api.to('POST /avisos');
    expect(notice.json).toEqual({ paso: 2, nombre: 'Solicitud HTTP', motivo: run!.error, pedido: 'F-21' });
  });

  it('stays idle when every step works', async () => {
    api.reset();
    api.route('POST /factura', { body: { folio: 1 } });
    const run = await runWebhook(t, flowId, { pedido: 'F-22' });
    expect(run!.status).toBe('success');
    expect(run!.steps.map((s) => [s.step, s.status])).toEqual([[1, 'success'], [2, 'success'], [3, 'success'], [4, 'skipped']]);
    expect(api.to('POST /avisos')).toEqual([]);
  });
});

describe('the built-in planner builds the error path from the chat', () => {
  it('reads "si falla, avísame por WhatsApp al 55…" as an error-path step', () => {
    const r = planRequest({ message: 'Cuando llegue un pedido a mi webhook, mándalo a https://bodega.example.com/pedidos; si falla, avísame por WhatsApp al 55 1234 5678' });
    const plan = r.execution_plan!;
    expect(plan.filter((s) => !s.on_error).map((s) => s.node_id)).toEqual(['webhook', 'http']);
    expect(plan.at(-1)).toMatchObject({ step: 3, node_id: 'whatsapp', action_id: 'send_message', on_error: true, params: { to: '5512345678' } });
    expect(String(plan.at(-1)!.params!.message)).toContain('{{error.message}}');
    expect(r.reply).toContain('Si algún paso falla, te mando un WhatsApp al 5512345678');
  });

  it('adds it to the chat’s plan when the message is only that', () => {
    const current = planRequest({ message: 'Cuando llegue un pedido a mi webhook, mándalo a https://bodega.example.com/pedidos' }).execution_plan!;
    const r = planRequest({ message: 'y si falla avísame por whatsapp al 5598765432', currentPlan: current });
    expect(r.workflow_action).toBe('plan_updated');
    expect(r.execution_plan!.map((s) => [s.node_id, !!s.on_error])).toEqual([['webhook', false], ['http', false], ['whatsapp', true]]);
  });
});
