import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';
import { executions } from '../../server/db/schema';

describe.each(backends)('executions (%s)', (backend) => {
  let t: TestApp;
  let ana: { authorization: string };
  let beto: { authorization: string };
  let flowId: string;
  let anaId: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const a = await t.signUp();
    ana = a.auth;
    anaId = (await t.app.services.tokens.verifyAccess(a.access_token))!;
    beto = (await t.signUp()).auth;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flows/create',
      headers: ana,
      payload: {
        name: 'Historial',
        steps: [
          { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
          { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { token: 'abc', n: 1 } } },
          { step: 3, node_id: 'telegram', action_id: 'send_message', params: { chat_id: 123, message: 'hola' } },
          { step: 4, node_id: 'transform', action_id: 'set_fields', params: { fields: { n: 2 } } },
        ],
      },
    });
    flowId = res.json().flow_id;
  });
  afterAll(async () => { await t.close(); });

  const get = (url: string, headers = ana) => t.app.inject({ method: 'GET', url, headers });

  it('lists a flow’s executions newest first with the spec fields', async () => {
    const first = (await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: ana })).json();
    // An older execution inserted directly: it must come after the run above.
    await t.app.services.db.insert(executions).values({ flowId, userId: anaId, status: 'success', triggerType: 'schedule', startedAt: new Date('2020-01-01T00:00:00Z'), endedAt: new Date('2020-01-01T00:00:01Z'), cost: 0.002 });
    const second = (await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: ana })).json();
    const res = await get(`/api/executions/flow/${flowId}`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((e: { execution_id: string }) => e.execution_id)).toEqual([second.execution_id, first.execution_id, expect.any(String)]);
    expect(list[0]).toEqual({
      execution_id: second.execution_id,
      flow_id: flowId,
      status: 'error',
      trigger_type: 'manual',
      started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      ended_at: expect.stringMatching(/Z$/),
      cost: null,
      error: 'Falta conectar tu cuenta de Telegram',
      retry_of: null,
      waiting_until: null,
      waiting_message: null,
    });
    expect(list[2]).toMatchObject({ trigger_type: 'schedule', cost: 0.002, started_at: '2020-01-01T00:00:00.000Z' });
  });

  it('returns an execution with its flow name, trigger payload and steps', async () => {
    const run = (await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: ana })).json();
    const res = await get(`/api/executions/${run.execution_id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ execution_id: run.execution_id, flow_id: flowId, flow_name: 'Historial', status: 'error', trigger_type: 'manual', trigger_payload: {} });
    expect(d.steps.map((s: { step: number; status: string }) => [s.step, s.status])).toEqual([[1, 'success'], [2, 'success'], [3, 'error'], [4, 'skipped']]);
    expect(d.steps[1]).toMatchObject({ node_id: 'transform', action_id: 'set_fields', node_name: 'Transformar datos', action_name: expect.any(String), input: { fields: { token: '[oculto]', n: 1 } }, output: { token: '[oculto]', n: 1 }, error: null });
    expect(Object.keys(d.steps[2])).toEqual(['step_id', 'step', 'node_id', 'action_id', 'node_name', 'action_name', 'status', 'started_at', 'ended_at', 'duration_ms', 'input', 'output', 'error']);
    expect(d.steps[2].input).toEqual({ chat_id: 123, message: 'hola' });
    expect(d.steps[3]).toMatchObject({ started_at: null, ended_at: null, duration_ms: null });
  });

  it("answers 404 for other users' and malformed ids", async () => {
    const run = (await t.app.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: ana })).json();
    const cases: [string, string][] = [
      [`/api/executions/${run.execution_id}`, 'Ejecución no encontrada'],
      [`/api/executions/flow/${flowId}`, 'Workflow no encontrado'],
    ];
    for (const [url, detail] of cases) {
      const res = await get(url, beto);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail });
    }
    expect((await get('/api/executions/123')).json()).toEqual({ detail: 'Ejecución no encontrada' });
    expect((await get('/api/executions/flow/123')).json()).toEqual({ detail: 'Workflow no encontrado' });
    expect((await t.app.inject({ method: 'GET', url: `/api/executions/${run.execution_id}` })).statusCode).toBe(401);
  });
});
