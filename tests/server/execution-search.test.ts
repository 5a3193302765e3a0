import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { backends, startTestApp, type TestApp } from './harness';
import { call, createFlow, runWebhook, type Auth } from './failures-support';

type Row = { execution_id: string; status: string; started_at: string };

/** Issue 18: a flow's executions filtered by status and date, and found by business data, paged and indexed. */
describe.each(backends)('execution filters and search (%s)', (backend) => {
  let t: TestApp;
  let api: FakeApi;
  let ana: Auth;
  let beto: Auth;
  let flowId: string;
  const runs: { id: string; pedido: string; status: string }[] = [];

  beforeAll(async () => {
    api = await startFakeApi({ 'POST /ok': { body: { ok: true } }, 'POST /falla': { status: 404, body: { message: 'no existe' } } });
    t = await startTestApp(backend, {}, { ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' });
    ana = (await t.signUp()).auth;
    beto = (await t.signUp()).auth;
    flowId = await createFlow(t, ana, 'Pedidos de la tienda', [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { folio: 'F-{{trigger.body.pedido}}' } } },
      { step: 3, node_id: 'http', action_id: 'request', params: { url: '{{trigger.body.destino}}', method: 'POST', body: {} } },
    ]);
    for (let i = 0; i < 24; i++) {
      const pedido = `PED-${1000 + i}`;
      const r = await runWebhook(t, flowId, { pedido, cliente: { email: `cliente${i}@tienda.mx` }, destino: `${api.url}/${i % 4 === 0 ? 'falla' : 'ok'}` });
      runs.push({ id: r!.execution_id, pedido, status: r!.status });
    }
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
  });

  const list = async (query: string, auth = ana) => {
    const res = await call(t, auth, 'GET', `/api/executions/flow/${flowId}${query}`);
    return { status: res.statusCode, rows: res.statusCode === 200 ? (res.json() as Row[]) : [], total: Number(res.headers['x-total-count']), body: res.json() };
  };

  it('finds a run by the order number in its webhook body', async () => {
    const found = await list('?q=PED-1017');
    expect(found.rows.map((r) => r.execution_id)).toEqual([runs[17].id]);
    expect(found.total).toBe(1);
    // Any case; an email nested in the body; a value only a step produced.
    expect((await list('?q=ped-1005')).rows.map((r) => r.execution_id)).toEqual([runs[5].id]);
    expect((await list(`?q=${encodeURIComponent('CLIENTE9@tienda.mx')}`)).rows.map((r) => r.execution_id)).toEqual([runs[9].id]);
    expect((await list('?q=F-PED-1020')).rows.map((r) => r.execution_id)).toEqual([runs[20].id]);
    expect((await list('?q=PED-9999')).rows).toEqual([]);
    expect((await list('?q=PED-1017', beto)).status).toBe(404);
  });

  it('filters by status and date, paged newest first', async () => {
    const failed = runs.filter((r) => r.status === 'error');
    expect(failed).toHaveLength(6);
    const errors = await list('?status=error&page_size=200');
    expect(errors.rows.map((r) => r.execution_id).sort()).toEqual(failed.map((r) => r.id).sort());
    const page1 = await list('?page=1&page_size=10');
    const page3 = await list('?page=3&page_size=10');
    expect(page1.total).toBe(24);
    expect(page1.rows[0].execution_id).toBe(runs[23].id);
    expect(page3.rows.map((r) => r.execution_id)).toEqual(runs.slice(0, 4).reverse().map((r) => r.id));
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(24);
    expect((await list('?to=2020-01-01')).rows).toEqual([]);
    expect((await list(`?from=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`)).rows).toEqual([]);
    const bad = await list('?status=perdida');
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/estado debe ser success, error o running/);
  });

  it('answers the search from the GIN indexes (PGlite and PostgreSQL alike)', async () => {
    const plan = await t.app.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(sql`explain select id from executions where flow_id = ${flowId}::uuid and id in (select id from executions where search_terms @> array['ped-1017']::text[] union select execution_id from execution_steps where search_terms @> array['ped-1017']::text[])`);
      return (r as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('executions_search_idx');
    expect(plan).toContain('execution_steps_search_idx');
  });
});
