import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { executions, executionSteps } from '../../server/db/schema';
import { nextTestAddress, TEST_PASSWORD } from './harness';

/**
 * A parked execution survives a restart of the single-process server on the same data folder
 * (PGlite on disk, as `npm start` runs): the new process loads it at start and, its time having
 * come while it was down, resumes it at once; it ends 'success' with the same id and its steps.
 */
describe('long waits across a restart (PGlite data folder)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-waits-'));
  const env = { ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ENLAZA_IN_MEMORY_WAIT_MAX_S: '0' };
  let database: Database | undefined;
  let app: App | undefined;

  const open = async () => {
    database = await openDatabase({ dataDir });
    app = await buildApp(loadConfig(env, { clientDir: null }), database, { logger: false });
    await app.ready();
    return app;
  };
  const close = async () => {
    await app?.close();
    await database?.close();
    app = database = undefined;
  };
  afterAll(async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('parks, stops, starts again on the same folder and finishes the same execution as success', async () => {
    let a = await open();
    const reg = await a.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: nextTestAddress(), payload: { email: 'espera@example.test', username: 'espera', password: TEST_PASSWORD } });
    const auth = { authorization: `Bearer ${reg.json().access_token}` };
    const created = await a.inject({
      method: 'POST',
      url: '/api/flows/create',
      headers: auth,
      payload: {
        description: 'recordatorio',
        steps: [
          { step: 1, node_id: 'manual', action_id: 'manual_trigger' },
          { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { pedido: 'A-17' } } },
          { step: 3, node_id: 'delay', action_id: 'wait', params: { seconds: 1 } },
          { step: 4, node_id: 'transform', action_id: 'set_fields', params: { fields: { resena: 'Pide reseña del pedido {{steps.2.output.pedido}}' } } },
        ],
      },
    });
    const flowId = created.json().flow_id as string;
    const run = await a.inject({ method: 'POST', url: `/api/flows/${flowId}/run-now`, headers: auth });
    expect(run.statusCode, run.body).toBe(202);
    const executionId = run.json().execution_id as string;
    const parked = (await a.services.db.select().from(executions).where(eq(executions.id, executionId)))[0];
    expect(parked).toMatchObject({ status: 'running' });
    expect(parked.resumeAt).not.toBeNull();

    // Stopped right away: the wait ends while no process runs.
    await close();
    a = await open();
    const db = a.services.db;
    await expect.poll(async () => (await db.select().from(executions).where(eq(executions.id, executionId)))[0].status, { timeout: 20_000 }).toBe('success');
    const all = await db.select().from(executions).where(eq(executions.flowId, flowId));
    expect(all.map((e) => e.id)).toEqual([executionId]);
    const steps = await db.select().from(executionSteps).where(eq(executionSteps.executionId, executionId)).orderBy(asc(executionSteps.step));
    expect(steps.map((s) => [s.step, s.status])).toEqual([[1, 'success'], [2, 'success'], [3, 'success'], [4, 'success']]);
    expect(steps[3].output).toEqual({ resena: 'Pide reseña del pedido A-17' });
    const detail = (await a.inject({ method: 'GET', url: `/api/executions/${executionId}`, headers: auth })).json();
    expect(detail).toMatchObject({ status: 'success', error: null, waiting_until: null, waiting_message: null });
  }, 120_000);
});
