import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, startTestApp, type TestApp } from './harness';
import { executions, executionSteps, flows } from '../../server/db/schema';
import { createEngine } from '../../server/engine';
import { resolveParams, resolveString, parsePath } from '../../server/engine/templating';
import { insertFlow } from '../../server/flows/store';
import type { PlanStep } from '../../contracts/plan';

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silentLog; }, level: 'silent', silent() {} } as never;

describe('templating', () => {
  const scope = {
    trigger: { body: { email: 'ana@tienda.mx', total: 1250.5, items: [{ sku: 'A1' }], paid: false } },
    steps: { 1: { output: { body: { email: 'ana@tienda.mx' } } }, 2: { output: { status: 201, data: { ids: [7, 8] } } } },
  };

  it('keeps the referenced type when a param is exactly one reference', () => {
    expect(resolveString('{{trigger.body.total}}', scope)).toBe(1250.5);
    expect(resolveString(' {{ trigger.body.paid }} ', scope)).toBe(false);
    expect(resolveString('{{steps.2.output.data}}', scope)).toEqual({ ids: [7, 8] });
    expect(resolveString('{{steps.2.output.data.ids[1]}}', scope)).toBe(8);
    expect(resolveString('{{trigger.body.items.0.sku}}', scope)).toBe('A1');
  });

  it('interpolates text, objects as JSON and missing values as empty text', () => {
    expect(resolveString('Hola {{trigger.body.email}}, estado {{steps.2.output.status}}', scope)).toBe('Hola ana@tienda.mx, estado 201');
    expect(resolveString('ids={{steps.2.output.data.ids}}', scope)).toBe('ids=[7,8]');
    expect(resolveString('x={{trigger.body.nope}}.', scope)).toBe('x=.');
    expect(resolveString('{{steps.9.output.status}}', scope)).toBeUndefined();
  });

  it('is data only: no prototype walking, no evaluation, foreign placeholders untouched', () => {
    expect(resolveString('{{trigger.constructor}}', scope)).toBeUndefined();
    expect(resolveString('{{trigger.__proto__}}', scope)).toBeUndefined();
    expect(resolveString('{{trigger.body.email.length}}', scope)).toBeUndefined();
    expect(resolveString('{{process.env.HOME}}', scope)).toBe('{{process.env.HOME}}');
    expect(resolveString('Hola {{nombre}}', scope)).toBe('Hola {{nombre}}');
    expect(resolveString('{{ 1 + 1 }}', scope)).toBe('{{ 1 + 1 }}');
    expect(parsePath('a.b["c d"][2]')).toEqual(['a', 'b', 'c d', '2']);
  });

  it('resolves nested params and leaves keys alone', () => {
    expect(resolveParams({ '{{trigger.body.email}}': ['{{steps.2.output.status}}', { n: '{{trigger.body.total}}' }] }, scope)).toEqual({
      '{{trigger.body.email}}': [201, { n: 1250.5 }],
    });
  });
});

describe.each(backends)('engine (%s)', (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  let userId: string;
  let hang: http.Server;
  let hangUrl: string;
  let hangClosed = 0;

  beforeAll(async () => {
    t = await startTestApp(backend, { stepTimeoutMs: 300 }, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    const u = await t.signUp();
    auth = u.auth;
    userId = (await t.app.services.tokens.verifyAccess(u.access_token))!;
    // A server that never answers, to exercise step timeouts.
    hang = http.createServer((req) => req.on('close', () => hangClosed++));
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    hangUrl = `http://127.0.0.1:${(hang.address() as AddressInfo).port}/lento`;
  });
  afterAll(async () => {
    hang.closeAllConnections();
    await new Promise((r) => hang.close(r));
    await t.close();
  });

  const createFlow = async (steps: object[], extra: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { description: 'prueba del motor', steps, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().flow_id as string;
  };
  /** A flow saved before plan validation existed: the engine still has to run it safely. */
  const legacyFlow = async (steps: PlanStep[]) =>
    (await insertFlow(t.app.services.db, { userId, chatId: null, name: 'Antiguo', description: null, steps })).id;
  const stepRows = (executionId: string) =>
    t.app.services.db.select().from(executionSteps).where(eq(executionSteps.executionId, executionId)).orderBy(executionSteps.step);
  const execRow = async (id: string) => (await t.app.services.db.select().from(executions).where(eq(executions.id, id)))[0];

  it('runs steps in order with type-preserving references and records every step', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { email: '{{trigger.body.email}}', total: '{{trigger.body.total}}', saludo: 'Hola {{trigger.body.nombre}}' } } },
      { step: 3, node_id: 'filter', action_id: 'condition', params: { left: '{{steps.2.output.total}}', operator: 'greater_than', right: 1000 } },
      { step: 4, node_id: 'transform', action_id: 'set_fields', params: { fields: { doble: '{{steps.2.output.total}}', paso3: '{{steps.3.output.passed}}' } } },
    ]);
    const result = (await t.app.services.engine.runFlow(flowId, { type: 'test', payload: { body: { email: 'ana@tienda.mx', total: 1500, nombre: 'Ana' }, method: 'POST' } }))!;
    expect(result.status).toBe('success');
    expect(result.steps.map((s) => s.status)).toEqual(['success', 'success', 'success', 'success']);
    expect(result.steps[1].output).toEqual({ email: 'ana@tienda.mx', total: 1500, saludo: 'Hola Ana' });
    expect(result.steps[3].output).toEqual({ doble: 1500, paso3: true });

    const exec = await execRow(result.execution_id);
    expect(exec).toMatchObject({ status: 'success', triggerType: 'test', error: null, userId, flowId });
    expect(exec.triggerPayload).toMatchObject({ body: { email: 'ana@tienda.mx' } });
    expect(exec.endedAt!.getTime()).toBeGreaterThanOrEqual(exec.startedAt.getTime());
    const rows = await stepRows(result.execution_id);
    expect(rows.map((r) => [r.step, r.nodeId, r.status])).toEqual([[1, 'webhook', 'success'], [2, 'transform', 'success'], [3, 'filter', 'success'], [4, 'transform', 'success']]);
    expect(rows[1].input).toEqual({ fields: { email: 'ana@tienda.mx', total: 1500, saludo: 'Hola Ana' } });
    expect(rows[1].nodeName).toBe('Transformar datos');
    expect(typeof rows[1].durationMs).toBe('number');
  });

  it('skips the rest when a filter does not pass, and the execution still succeeds', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'filter', action_id: 'condition', params: { left: 'pendiente', operator: 'equals', right: 'pagado' } },
      { step: 3, node_id: 'http', action_id: 'request', params: { url: 'http://127.0.0.1:9/nunca' } },
    ]);
    const result = (await t.app.services.engine.runFlow(flowId, { type: 'manual' }))!;
    expect(result.status).toBe('success');
    expect(result.steps.map((s) => s.status)).toEqual(['success', 'success', 'skipped']);
    expect(result.steps[1].output).toMatchObject({ passed: false });
    expect((await stepRows(result.execution_id)).map((r) => r.status)).toEqual(['success', 'success', 'skipped']);
  });

  it('stops at a failing step, records its error and keeps earlier outputs', async () => {
    const flowId = await legacyFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { a: 1 } } },
      { step: 3, node_id: 'email', action_id: 'send_email', params: { to: 'no-es-correo', subject: '', body: 'x' } },
      { step: 4, node_id: 'transform', action_id: 'set_fields', params: { fields: { b: 2 } } },
    ]);
    const result = (await t.app.services.engine.runFlow(flowId, { type: 'manual' }))!;
    expect(result.status).toBe('error');
    expect(result.error).toBe('Parámetros inválidos: El campo "Para" debe contener direcciones de correo válidas; El campo "Asunto" es obligatorio');
    const rows = await stepRows(result.execution_id);
    expect(rows.map((r) => r.status)).toEqual(['success', 'success', 'error', 'skipped']);
    expect(rows[1].output).toEqual({ a: 1 });
    expect(rows[2].error).toBe(result.error);
    expect((await execRow(result.execution_id))).toMatchObject({ status: 'error', error: result.error });
  });

  it('continues past a failed step marked continue_on_error', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'slack', action_id: 'send_message', params: { channel: '#ventas', message: 'hola' }, continue_on_error: true },
      { step: 3, node_id: 'transform', action_id: 'set_fields', params: { fields: { previo: '{{steps.2.status}}' } } },
    ]);
    const result = (await t.app.services.engine.runFlow(flowId, { type: 'manual' }))!;
    expect(result.steps[1]).toMatchObject({ status: 'error', error: 'Falta conectar tu cuenta de Slack' });
    expect(result.steps[2]).toMatchObject({ status: 'success', output: { previo: 'error' } });
    expect(result.status).toBe('success');
  });

  it('masks secrets in recorded inputs, outputs and trigger payloads, while later steps see the real values', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { api_key: 'sk-123', password: 'x', visible: 'ok', input_tokens: 12 } } },
      { step: 3, node_id: 'transform', action_id: 'set_fields', params: { fields: { clave_larga: '{{steps.2.output.api_key}}', de_entrada: '{{trigger.access_token}}' } } },
    ]);
    const result = (await t.app.services.engine.runFlow(flowId, { type: 'manual', payload: { access_token: 'ya29.x', nombre: 'Ana' } }))!;
    const [, row, third] = await stepRows(result.execution_id);
    expect(row.input).toEqual({ fields: { api_key: '[oculto]', password: '[oculto]', visible: 'ok', input_tokens: 12 } });
    expect(row.output).toEqual({ api_key: '[oculto]', password: '[oculto]', visible: 'ok', input_tokens: 12 });
    expect(result.steps[1].output).toEqual(row.output);
    expect(third.output).toEqual({ clave_larga: 'sk-123', de_entrada: 'ya29.x' });
    expect((await execRow(result.execution_id)).triggerPayload).toEqual({ access_token: '[oculto]', nombre: 'Ana' });
  });

  it('marks a step that exceeds the step timeout as error and aborts its work', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'http', action_id: 'request', params: { url: hangUrl } },
      { step: 3, node_id: 'transform', action_id: 'set_fields', params: { fields: { a: 1 } } },
    ]);
    const before = hangClosed;
    const started = Date.now();
    const result = (await t.app.services.engine.runFlow(flowId, { type: 'manual' }))!;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.status).toBe('error');
    expect(result.steps.map((s) => s.status)).toEqual(['success', 'error', 'skipped']);
    expect(result.steps[1].error).toBe('El paso superó el tiempo máximo de 0.3 s');
    await expect.poll(() => hangClosed).toBeGreaterThan(before);
  });

  it('retries retryable failures (429/5xx) and reports the attempts when they keep failing', async () => {
    let calls = 0;
    let failFirst = 1;
    const flaky = http.createServer((req, res) => {
      calls++;
      if (req.url === '/siempre' || calls <= failFirst) {
        res.writeHead(503, { 'retry-after': '0', 'content-type': 'text/plain' });
        return res.end('ocupado');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    try {
      const okFlow = await createFlow([
        { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
        { step: 2, node_id: 'http', action_id: 'request', params: { url: `${base}/una-vez` } },
      ]);
      const ok = (await t.app.services.engine.runFlow(okFlow, { type: 'manual' }))!;
      expect(ok.status).toBe('success');
      expect(ok.steps[1].output).toMatchObject({ status: 200, body: { ok: true } });
      expect(calls).toBe(2);

      calls = 0;
      failFirst = 0;
      const badFlow = await createFlow([
        { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
        { step: 2, node_id: 'http', action_id: 'request', params: { url: `${base}/siempre` } },
      ]);
      const bad = (await t.app.services.engine.runFlow(badFlow, { type: 'manual' }))!;
      expect(bad.error).toBe('La solicitud HTTP respondió 503 Service Unavailable: ocupado (tras 3 intentos)');
      expect(calls).toBe(3);
    } finally {
      flaky.closeAllConnections();
      await new Promise((r) => flaky.close(r));
    }
  });

  it("marks executions left running by a dead process as 'Ejecución interrumpida' on start", async () => {
    const flowId = await createFlow([{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }]);
    const db = t.app.services.db;
    const [exec] = await db.insert(executions).values({ flowId, userId, status: 'running', triggerType: 'manual' }).returning();
    await db.insert(executionSteps).values({ executionId: exec.id, step: 1, nodeId: 'manual', actionId: 'manual_trigger', status: 'running', startedAt: new Date(Date.now() - 1000) });
    const engine = createEngine({ db, config: t.config, log: silentLog });
    await engine.start();
    await engine.stop();
    const after = await execRow(exec.id);
    expect(after).toMatchObject({ status: 'error', error: 'Ejecución interrumpida' });
    expect(after.endedAt).toBeInstanceOf(Date);
    const [step] = await stepRows(exec.id);
    expect(step).toMatchObject({ status: 'error', error: 'Ejecución interrumpida' });
    expect(step.durationMs).toBeGreaterThanOrEqual(900);
  });

  it('stop() waits a bounded time, then interrupts running executions', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
      { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 30 } },
    ]);
    const engine = createEngine({ db: t.app.services.db, config: t.config, log: silentLog, stopGraceMs: 100 });
    const [flow] = await t.app.services.db.select().from(flows).where(eq(flows.id, flowId));
    const handle = await engine.startRun(flow, { type: 'manual' });
    await expect.poll(async () => (await stepRows(handle.executionId)).some((s) => s.nodeId === 'delay')).toBe(true);
    expect(engine.running()).toBe(1);
    await engine.stop();
    const result = await handle.done;
    expect(result.status).toBe('error');
    expect(result.error).toBe('Ejecución interrumpida');
    expect(await execRow(handle.executionId)).toMatchObject({ status: 'error', error: 'Ejecución interrumpida' });
  });

  it('fires schedules of active cron flows and drops them when deactivated or deleted', async () => {
    const flowId = await createFlow([
      { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '* * * * * *', timezone: 'America/Mexico_City' } },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { cuando: '{{trigger.scheduled_at}}' } } },
    ]);
    const engine = t.app.services.engine;
    expect(engine.schedules().find((s) => s.flow_id === flowId)).toBeUndefined();
    const act = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    expect(act.json()).toEqual({ flow_id: flowId, is_active: true });
    expect(engine.schedules().find((s) => s.flow_id === flowId)).toMatchObject({ cron_expression: '* * * * * *', timezone: 'America/Mexico_City' });

    const scheduled = async () => t.app.services.db.select().from(executions).where(eq(executions.flowId, flowId));
    await expect.poll(async () => (await scheduled()).filter((e) => e.status === 'success').length, { timeout: 5000 }).toBeGreaterThan(0);
    const [first] = (await scheduled()).filter((e) => e.status === 'success');
    expect(first.triggerType).toBe('schedule');
    const rows = await stepRows(first.id);
    expect((rows[1].output as { cuando: string }).cuando).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: false } });
    expect(engine.schedules().find((s) => s.flow_id === flowId)).toBeUndefined();
    await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    expect(engine.schedules().find((s) => s.flow_id === flowId)).toBeDefined();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/flows/${flowId}`, headers: auth })).statusCode).toBe(204);
    expect(engine.schedules().find((s) => s.flow_id === flowId)).toBeUndefined();
  });

  it('refuses to save or activate a schedule with an invalid cron expression', async () => {
    const steps = [{ step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: 'cada lunes' } }];
    const detail = 'Paso 1 (Programación): la expresión cron "cada lunes" no es válida: debe tener 5 partes: minuto hora día mes día-de-la-semana';
    const saved = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().detail).toBe(detail);
    const flowId = await legacyFlow(steps);
    const res = await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/activate`, headers: auth, payload: { is_active: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });
});
