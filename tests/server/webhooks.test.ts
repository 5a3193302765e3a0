import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { executions, executionSteps, flows } from '../../server/db/schema';

describe.each(backends)('webhooks (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    auth = (await t.signUp()).auth;
  });
  afterAll(async () => { await t.close(); });

  const create = async (steps: object[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps } });
    expect(res.statusCode).toBe(201);
    return res.json().flow_id as string;
  };
  const activate = (id: string, is_active = true) => t.app.inject({ method: 'POST', url: `/api/flows/${id}/activate`, headers: auth, payload: { is_active } });
  const execOf = async (id: string) => (await t.app.services.db.select().from(executions).where(eq(executions.id, id)))[0];
  const leadFlow = [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
    { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { email: '{{trigger.body.email}}', origen: '{{trigger.query.src}}' } } },
  ];

  it('answers 404 for inactive, unknown, malformed and non-webhook flows', async () => {
    const flowId = await create(leadFlow);
    const inactive = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: { email: 'a@b.mx' } });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ detail: 'Workflow no encontrado o inactivo' });
    expect((await t.app.inject({ method: 'POST', url: '/webhooks/8d3f0a8e-3b0c-4a7e-9c62-1f5e0b7c2a11' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/webhooks/nada' })).statusCode).toBe(404);
    const manual = await create([{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }]);
    await activate(manual);
    expect((await t.app.inject({ method: 'POST', url: `/webhooks/${manual}?test=true` })).statusCode).toBe(404);
    expect(await t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId))).toEqual([]);
  });

  it("?test=true with the owner's session runs an inactive flow and answers with the step results", async () => {
    const flowId = await create(leadFlow);
    const res = await t.app.inject({
      method: 'POST',
      url: `/webhooks/${flowId}?test=true&src=landing`,
      headers: { cookie: 'sid=secreto', ...auth, 'x-firma': 'abc' },
      payload: { email: 'lead@tienda.mx' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Workflow ejecutado correctamente' });
    expect(body.execution_results[1].output).toEqual({ email: 'lead@tienda.mx', origen: 'landing' });
    const exec = await execOf(body.execution_id);
    expect(exec.triggerType).toBe('test');
    const payload = exec.triggerPayload as { headers: Record<string, string>; method: string; query: object; body: object };
    expect(payload.method).toBe('POST');
    expect(payload.query).toEqual({ src: 'landing' });
    expect(payload.body).toEqual({ email: 'lead@tienda.mx' });
    expect(payload.headers['x-firma']).toBe('abc');
    expect(payload.headers.cookie).toBeUndefined();
    expect(payload.headers.authorization).toBeUndefined();
  });

  it('production answers 202 once the execution is recorded, then the run completes', async () => {
    const flowId = await create(leadFlow);
    await activate(flowId);
    const res = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: { email: 'prod@tienda.mx' } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'accepted' });
    const id = res.json().execution_id;
    expect(await execOf(id)).toMatchObject({ flowId, triggerType: 'webhook' });
    await expect.poll(async () => (await execOf(id)).status).toBe('success');
    const steps = await t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, id)).orderBy(executionSteps.step);
    // A lone reference to a missing value leaves the field out (it is not turned into text).
    expect(steps[1].output).toEqual({ email: 'prod@tienda.mx' });

    // GET and PUT work too; form-encoded bodies are parsed.
    expect((await t.app.inject({ method: 'GET', url: `/webhooks/${flowId}?src=qr` })).statusCode).toBe(202);
    const form = await t.app.inject({ method: 'PUT', url: `/webhooks/${flowId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=form%40tienda.mx' });
    expect(form.statusCode).toBe(202);
    await expect.poll(async () => (await execOf(form.json().execution_id)).status).toBe('success');
    expect((await execOf(form.json().execution_id)).triggerPayload).toMatchObject({ method: 'PUT', body: { email: 'form@tienda.mx' } });
  });

  it('answers with the respond step when the flow has one, and honours the method param', async () => {
    const flowId = await create([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: { method: 'POST' } },
      { step: 2, node_id: 'webhook', action_id: 'respond', params: { status: 201, body: { recibido: '{{trigger.body.pedido}}' }, headers: { 'x-enlaza': 'si' } } },
    ]);
    await activate(flowId);
    const res = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: { pedido: 42 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ recibido: 42 });
    expect(res.headers['x-enlaza']).toBe('si');
    const wrong = await t.app.inject({ method: 'GET', url: `/webhooks/${flowId}` });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json().detail).toBe('Método no permitido: este webhook espera POST');
  });

  it('runs form-triggered flows with the submitted fields', async () => {
    const flowId = await create([
      { step: 1, node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'email'] } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { saludo: 'Hola {{trigger.nombre}}' } } },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}?test=true`, headers: auth, payload: { nombre: 'Luz', email: 'luz@tienda.mx' } });
    expect(res.json().execution_results[1].output).toEqual({ saludo: 'Hola Luz' });
  });

  it('stops accepting once the flow is deactivated', async () => {
    const flowId = await create(leadFlow);
    await activate(flowId);
    expect((await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: {} })).statusCode).toBe(202);
    await activate(flowId, false);
    expect((await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, payload: {} })).statusCode).toBe(404);
  });

  it('serves the listening window and the signing secret of webhook flows only', async () => {
    const flowId = await create(leadFlow);
    const manual = await create([{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }]);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = auth) => t.app.inject({ method, url, headers });
    const listen = await call('POST', `/api/flows/${flowId}/webhook-test/listen`);
    expect(listen.json()).toMatchObject({ flow_id: flowId, listening: true, listen_seconds: 180, test_url: expect.stringMatching(new RegExp(`/webhooks/${flowId}\\?test=true$`)) });
    expect(Date.parse(listen.json().listening_until) - Date.parse(listen.json().listening_since)).toBe(180_000);
    expect((await call('DELETE', `/api/flows/${flowId}/webhook-test/listen`)).json()).toEqual({ flow_id: flowId, listening: false });
    const notWebhook = await call('POST', `/api/flows/${manual}/webhook-test/listen`);
    expect(notWebhook.statusCode).toBe(400);
    expect(notWebhook.json()).toEqual({ detail: 'Este workflow no se inicia con un webhook' });
    expect((await call('GET', `/api/flows/${manual}/webhook-secret`)).statusCode).toBe(400);
    expect((await call('POST', '/api/flows/8d3f0a8e-3b0c-4a7e-9c62-1f5e0b7c2a11/webhook-test/listen')).statusCode).toBe(404);
    expect((await call('GET', `/api/flows/${flowId}/webhook-secret`, {})).statusCode).toBe(401);

    const first = (await call('GET', `/api/flows/${flowId}/webhook-secret`)).json();
    expect(first).toEqual({ flow_id: flowId, secret: expect.stringMatching(/^whsec_/), require_signature: false, timestamp_header: 'X-Enlaza-Timestamp', signature_header: 'X-Enlaza-Signature' });
    expect((await call('GET', `/api/flows/${flowId}/webhook-secret`)).json().secret).toBe(first.secret);
    const [row] = await t.app.services.db.select({ s: flows.webhookSecret }).from(flows).where(eq(flows.id, flowId));
    expect(row.s).toMatch(/^k1:/);
  });

  it('takes plain text bodies as text, and bodies declared with any type when empty', async () => {
    const flowId = await create(leadFlow);
    await activate(flowId);
    const text = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: { 'content-type': 'text/plain; charset=utf-8' }, payload: 'hola: 1' });
    expect(text.statusCode).toBe(202);
    await expect.poll(async () => (await execOf(text.json().execution_id)).status).toBe('success');
    expect((await execOf(text.json().execution_id)).triggerPayload).toMatchObject({ body: 'hola: 1' });
    const empty = await t.app.inject({ method: 'POST', url: `/webhooks/${flowId}`, headers: { 'content-type': 'application/xml', 'content-length': '0' } });
    expect(empty.statusCode).toBe(202);
  });
});
