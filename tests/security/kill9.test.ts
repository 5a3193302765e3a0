import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, freshPostgresDatabase } from '../server/harness';
import { found, makeSecrets, strongPassword } from './secrets';
import { startServer, type ServerProcess } from './server-process';

/**
 * kill -9 in the middle of a step that holds a credential: the real server (its own process) is
 * calling WhatsApp (a fake on 127.0.0.1 that never answers) with the user's API key when it is
 * killed. Started again on the same data, the execution reads 'Ejecución interrumpida' (never
 * 'running'), new runs work, the user is still signed in, and neither the answers nor either
 * process's log shows the API key, the password or the session tokens.
 */

describe.each(backends)('kill -9 mid-execution (%s)', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('leaves no execution running after a restart, and no secret behind', async () => {
    // WhatsApp that takes the request and never answers.
    let calls = 0;
    const hung = http.createServer(() => void calls++);
    await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => { hung.closeAllConnections(); hung.close(() => r()); }));

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-kill9-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const pg = backend === 'postgres' ? await freshPostgresDatabase() : undefined;
    if (pg) cleanups.push(pg.drop);
    const env = {
      ENLAZA_DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      LOG_LEVEL: 'trace',
      ENLAZA_ALLOW_PRIVATE_NETWORK: 'true',
      ENLAZA_WHATSAPP_API_URL: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`,
      ENLAZA_STEP_TIMEOUT_MS: '600000',
    };
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop());
    const outputs: string[] = [];

    let token = '';
    const api = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      answers.push(text + JSON.stringify([...res.headers]));
      return { status: res.status, json: text ? JSON.parse(text) : null };
    };
    const answers: string[] = [];

    const password = strongPassword();
    const apiKey = makeSecrets().whatsappApiKey;
    const username = `kill${Date.now().toString(36)}`;
    const session = await api('POST', '/api/auth/register', { email: `${username}@example.test`, username, password });
    expect(session.status).toBe(200);
    token = session.json.access_token;
    expect((await api('POST', '/api/oauth/api-key/whatsapp/store', { api_key: apiKey, phone_number_id: '1098765' })).status).toBe(200);
    const slow = await api('POST', '/api/flows/create', {
      name: 'Aviso por WhatsApp',
      steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
        { step: 2, node_id: 'whatsapp', action_id: 'send_message', params: { to: '+5215512345678', message: 'Pedido {{trigger.body.pedido}}' } },
      ],
    });
    const flowId = slow.json.flow_id as string;
    expect((await api('POST', `/api/flows/${flowId}/activate`, { is_active: true })).status).toBe(200);
    const run = await api('POST', `/webhooks/${flowId}`, { pedido: 1 });
    expect(run.status).toBe(202);
    const executionId = run.json.execution_id as string;

    // WhatsApp has the request (with the key) and the step shows as under way when the process dies.
    await expect.poll(() => calls, { timeout: 30_000 }).toBe(1);
    const stepTwo = async () => (await api('GET', `/api/executions/${executionId}`)).json.steps?.find((s: { step: number }) => s.step === 2)?.status;
    await expect.poll(stepTwo, { timeout: 30_000 }).toBe('running');
    expect((await api('GET', `/api/executions/${executionId}`)).json.status).toBe('running');
    await server.kill();
    outputs.push(server.output());

    server = await startServer(env);
    const after = await api('GET', `/api/executions/${executionId}`);
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ status: 'error', error: 'Ejecución interrumpida' });
    expect(after.json.ended_at).toBeTruthy();
    expect(after.json.steps.find((s: { step: number }) => s.step === 2)).toMatchObject({ status: 'error', error: 'Ejecución interrumpida' });
    const history = (await api('GET', `/api/executions/flow/${flowId}`)).json as { status: string }[];
    const running = history.filter((e) => e.status === 'running').length;
    expect(running).toBe(0);

    const quick = await api('POST', '/api/flows/create', {
      name: 'Rápido',
      steps: [
        { step: 1, node_id: 'manual', action_id: 'manual_trigger', params: {} },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { listo: 'sí' } } },
      ],
    });
    const again = await api('POST', `/api/flows/${quick.json.flow_id}/run-now`);
    expect(again.json.status).toBe('success');
    const refreshed = await api('POST', '/api/auth/refresh', { refresh_token: session.json.refresh_token });
    expect(refreshed.status).toBe(200);
    await server.stop();
    outputs.push(server.output());

    const secrets = [password, apiKey, session.json.access_token, session.json.refresh_token, refreshed.json.refresh_token];
    expect(outputs.join('')).toContain('/api/auth/register');
    expect(found(outputs.join('\n'), secrets)).toEqual([]);
    expect(answers.flatMap((a) => found(a, [password, apiKey]))).toEqual([]);
    console.log(`Kill -9: 1 execution interrupted, ${running} left running`);
  }, 300_000);
});
