import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executions, executionSteps } from '../../server/db/schema';
import { afterPrune, pruneExecutions } from '../../server/retention/prune';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { backends, startTestApp, type TestApp } from './harness';
import { createFlow, runWebhook, userIdOf, type Auth } from './failures-support';

const DAY = 24 * 3600 * 1000;

/** Issue 18, bounded storage: retention by age and count, never a running run; huge step data cut; /api/health. */
describe.each(backends)('retention and bounded storage (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let ana: Auth;
  let anaId: string;

  beforeAll(async () => {
    api = await startFakeApi({ 'POST /eco': (req) => ({ body: { recibido: req.body.length } }) });
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    const a = await t.signUp();
    ana = a.auth;
    anaId = await userIdOf(t, a.access_token);
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  /** Executions of a new flow started `ages` days ago (statuses as given), oldest last. */
  async function seed(name: string, rows: { daysAgo: number; status: string }[]) {
    const flowId = await createFlow(t, ana, name, [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }]);
    const now = Date.now();
    const inserted = await t.app.services.db
      .insert(executions)
      .values(rows.map((r, i) => ({ flowId, userId: anaId, status: r.status, triggerType: 'schedule', startedAt: new Date(now - r.daysAgo * DAY - i), endedAt: r.status === 'running' ? null : new Date(now - r.daysAgo * DAY) })))
      .returning({ id: executions.id });
    await t.app.services.db.insert(executionSteps).values(inserted.map((e) => ({ executionId: e.id, step: 1, nodeId: 'manual', actionId: 'manual_trigger', status: 'success', output: { ok: true } })));
    return { flowId, ids: inserted.map((e) => e.id) };
  }
  const left = async (flowId: string) => (await t.app.services.db.select({ id: executions.id }).from(executions).where(eq(executions.flowId, flowId))).map((r) => r.id);

  it('keeps the newest runs of each flow and never a running one', async () => {
    // 12 runs, newest first; the 10th is still running.
    const statuses = Array.from({ length: 12 }, (_, i) => ({ daysAgo: i, status: i === 9 ? 'running' : i % 3 ? 'success' : 'error' }));
    const { flowId, ids } = await seed('Cortes de caja', statuses);
    const deleted = await pruneExecutions(t.app.services.db, { ...t.config.executions, maxAgeDays: 0, maxCount: 4 }, { batch: 3 });
    expect(deleted).toBe(7);
    expect((await left(flowId)).sort()).toEqual([...ids.slice(0, 4), ids[9]].sort());
    // Their steps went with them.
    expect(await t.app.services.db.select({ id: executionSteps.id }).from(executionSteps).where(inArray(executionSteps.executionId, ids.slice(4, 9)))).toEqual([]);
  });

  it('rebuilds the search indexes once the deletions reach what is kept, and search still works', async () => {
    const db = t.app.services.db;
    const state = { sinceReindex: 0 };
    expect(await afterPrune(db, backend, 0, state)).toBe(false);
    expect(await afterPrune(db, backend, 4_000, state)).toBe(false);
    expect(state.sinceReindex).toBe(4_000);
    expect(await afterPrune(db, backend, 6_000, state)).toBe(true);
    expect(state.sinceReindex).toBe(0);
    const [{ id }] = await db.insert(executions).values({ flowId: (await seed('Tras reconstruir', [{ daysAgo: 0, status: 'success' }])).flowId, userId: anaId, status: 'success', triggerType: 'webhook', triggerPayload: { body: { pedido: 'REX-1' } } }).returning({ id: executions.id });
    const flowOf = (await db.select({ flowId: executions.flowId }).from(executions).where(eq(executions.id, id)))[0].flowId;
    const res = await t.app.inject({ method: 'GET', url: `/api/executions/flow/${flowOf}?q=rex-1`, headers: ana });
    expect(res.json().map((e: { execution_id: string }) => e.execution_id)).toEqual([id]);
  });

  it('prunes runs older than the age limit, in small batches, except a running one', async () => {
    const { flowId, ids } = await seed('Respaldo', [
      { daysAgo: 1, status: 'success' }, { daysAgo: 29, status: 'error' },
      { daysAgo: 31, status: 'success' }, { daysAgo: 40, status: 'running' }, { daysAgo: 45, status: 'error' }, { daysAgo: 90, status: 'success' },
    ]);
    const deleted = await pruneExecutions(t.app.services.db, { ...t.config.executions, maxAgeDays: 30, maxCount: null }, { batch: 2 });
    expect(deleted).toBeGreaterThanOrEqual(3);
    expect((await left(flowId)).sort()).toEqual([ids[0], ids[1], ids[3]].sort());
  });

  it('never prunes an execution parked by a long wait, by age or by count', async () => {
    // Parked by a 30-day wait ('Esperar') 10 days ago, with executions kept 7 days: it waits 20 more.
    const { flowId, ids } = await seed('Reseña a los 30 días', [{ daysAgo: 0, status: 'success' }, { daysAgo: 1, status: 'success' }, { daysAgo: 10, status: 'running' }]);
    await t.app.services.db.update(executions).set({ resumeAt: new Date(Date.now() + 20 * DAY) }).where(eq(executions.id, ids[2]));
    await pruneExecutions(t.app.services.db, { ...t.config.executions, maxAgeDays: 7, maxCount: 1 }, { batch: 2 });
    expect((await left(flowId)).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('stores a step output over the limit cut, with a visible marker; the next step still gets all of it', async () => {
    const big = 'x'.repeat(400 * 1024);
    api.route('POST /grande', { body: { datos: big } });
    const flowId = await createFlow(t, ana, 'Reporte grande', [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'http', action_id: 'request', params: { url: `${api.url}/grande`, method: 'POST', body: {} } },
      { step: 3, node_id: 'http', action_id: 'request', params: { url: `${api.url}/eco`, method: 'POST', body: '{{steps.2.output.body}}' } },
    ]);
    const run = await runWebhook(t, flowId, {});
    expect(run!.status).toBe('success');
    expect(api.to('POST /eco')[0].body.length).toBeGreaterThan(400 * 1024);
    const [stored] = await t.app.services.db.select({ output: executionSteps.output, input: executionSteps.input }).from(executionSteps).where(eq(executionSteps.executionId, run!.execution_id)).orderBy(executionSteps.step).offset(1).limit(1);
    expect(stored.output).toMatchObject({ _recortado: true, aviso: 'Dato recortado: ocupaba 400 kB y se guardan como máximo 256 kB' });
    expect(JSON.stringify(stored.output).length).toBeLessThanOrEqual(256 * 1024);
    expect((stored.output as { vista_previa: string }).vista_previa.startsWith('{"status":200')).toBe(true);
  });

  it('reports in /api/health when the disk is full, in Spanish', async () => {
    const ok = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(ok).toMatchObject({ status: 'ok', database: backend, storage: { disk_full: false, database_full: false, message: null } });
    await t.restart({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ENLAZA_DISK_MIN_FREE_MB: '1000000000', ENLAZA_DATABASE_MAX_MB: '1' });
    const full = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(full.status).toBe('degraded');
    expect(full.storage.database_full).toBe(true);
    if (backend === 'pglite') {
      expect(full.storage.disk_full).toBe(true);
      expect(full.storage.message).toMatch(/^El disco del servidor está lleno/);
    } else {
      expect(full.storage.message).toMatch(/^La base de datos llegó a su tamaño máximo/);
    }
  });
});
