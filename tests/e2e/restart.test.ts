import { afterAll, describe, expect, it } from 'vitest';
import { startProduct, TEST_PASSWORD, type RunningServer } from './support';

/**
 * kill -9 in the middle of a run (issue 5, restart safety): after a restart on the same data the
 * execution shows as interrupted, never "running", the user is still signed in, and new runs work.
 * A wait longer than a minute is parked in the database (docs/engine.md "Long waits"), so the kill
 * does not interrupt it: it is still waiting, with its time, after the restart.
 */
describe('restart after kill -9', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('marks the interrupted execution failed and keeps running new ones', async () => {
    server = await startProduct();
    const { url, dataDir } = server;
    const port = Number(new URL(url).port);
    const api = async (method: string, path: string, token?: string, body?: unknown, extra: Record<string, string> = {}) => {
      const res = await fetch(`${server!.url}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as any };
    };
    const user = `kill${Date.now().toString(36)}`;
    const { json: tokens } = await api('POST', '/api/auth/register', undefined, { email: `${user}@x.mx`, username: user, password: TEST_PASSWORD });
    const slow = await api('POST', '/api/flows/create', tokens.access_token, {
      name: 'Espera larga',
      steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        // under a minute: the wait is held in memory, so the kill interrupts it
        { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 50 } },
      ],
    });
    expect(slow.status).toBe(201);
    const parked = await api('POST', '/api/flows/create', tokens.access_token, {
      name: 'Espera de una hora',
      steps: [
        { step: 1, node_id: 'manual', action_id: 'manual_trigger', params: {} },
        { step: 2, node_id: 'delay', action_id: 'wait', params: { seconds: 3600 } },
      ],
    });
    expect(parked.status).toBe(201);
    const parkedRun = await api('POST', `/api/flows/${parked.json.flow_id}/run-now`, tokens.access_token);
    expect(parkedRun.json.status).toBe('running');
    const parkedId = parkedRun.json.execution_id as string;
    expect((await api('POST', `/api/flows/${slow.json.flow_id}/activate`, tokens.access_token, { is_active: true })).status).toBe(200);
    // a production webhook answers as soon as the execution is recorded
    const run = await api('POST', `/webhooks/${slow.json.flow_id}`, undefined, { pedido: 1 }, { 'idempotency-key': 'pedido-1' });
    expect(run.status).toBe(202);
    const executionId = run.json.execution_id as string;
    // the delay step is under way before the kill
    await expect.poll(async () => (await api('GET', `/api/executions/${executionId}`, tokens.access_token)).json.steps?.length ?? 0).toBeGreaterThan(1);
    expect((await api('GET', `/api/executions/${executionId}`, tokens.access_token)).json.status).toBe('running');

    await server.kill();
    server = await startProduct({}, { dataDir, port });

    const after = await api('GET', `/api/executions/${executionId}`, tokens.access_token);
    expect(after.status).toBe(200);
    expect(after.json.status).toBe('error');
    expect(after.json.error).toBe('Ejecución interrumpida');
    expect(after.json.ended_at).toBeTruthy();
    expect(after.json.steps.find((st: { step: number }) => st.step === 2)).toMatchObject({ status: 'error', error: 'Ejecución interrumpida' });
    const stillWaiting = (await api('GET', `/api/executions/${parkedId}`, tokens.access_token)).json;
    expect(stillWaiting.status).toBe('running');
    expect(stillWaiting.waiting_message).toMatch(/^Esperando hasta el /);
    // The sender re-delivers the event the kill interrupted: it runs again instead of being a 'duplicate'.
    const redelivered = await api('POST', `/webhooks/${slow.json.flow_id}`, undefined, { pedido: 1 }, { 'idempotency-key': 'pedido-1' });
    expect(redelivered.status).toBe(202);
    expect(redelivered.json).toMatchObject({ status: 'accepted' });
    expect(redelivered.json.execution_id).not.toBe(executionId);

    const quick = await api('POST', '/api/flows/create', tokens.access_token, {
      name: 'Rápido',
      steps: [
        { step: 1, node_id: 'manual', action_id: 'manual_trigger', params: {} },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { listo: 'sí' } } },
      ],
    });
    const again = await api('POST', `/api/flows/${quick.json.flow_id}/run-now`, tokens.access_token);
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('success');
  });
});
