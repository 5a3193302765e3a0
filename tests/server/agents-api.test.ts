import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRuns } from '../../server/db/schema';
import { backends, startTestApp, type TestApp } from './harness';
import { agentPlan, agentsOf, call, savePlan, type Auth } from './agents-support';

/**
 * Agents from saved plans (created, kept in sync, inactive when their step leaves) and the run
 * history API: paging, status filter, statistics and analytics computed in SQL, checked against
 * runs inserted with known outcomes, times and durations.
 */
describe.each(backends)('agents API (%s)', (backend) => {
  let t: TestApp;
  let ana: Auth;
  let beto: Auth;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ana = (await t.signUp()).auth;
    beto = (await t.signUp()).auth;
  }, 60_000);
  afterAll(async () => t?.close());

  it('creates the agent of a saved plan and keeps it in sync on every save', async () => {
    const { chatId, flowId } = await savePlan(t, ana, agentPlan({
      prompt: 'Atiende a los clientes de la tienda', tools: ['http.request', 'Telegram · Enviar mensaje', 'no_existe', 'ai_agent.run_agent'],
      model: 'gpt-4o-mini', temperature: 0.2, max_iterations: 4,
    }));
    const [agent] = await agentsOf(t, ana);
    expect(agent).toMatchObject({
      status: 'active', model: 'gpt-4o-mini', temperature: 0.2, max_iterations: 4, flow_id: flowId,
      default_prompt: 'Atiende a los clientes de la tienda', system_prompt: 'Atiende a los clientes de la tienda', deployments: [],
    });
    expect(agent.name).toMatch(/^Agente · /);
    expect(agent.name).toContain(agent.flow_name!);
    expect(agent.tools).toEqual([
      { id: 'http.request', node_id: 'http', action_id: 'request', name: 'Solicitud HTTP · Hacer una solicitud HTTP' },
      { id: 'telegram.send_message', node_id: 'telegram', action_id: 'send_message', name: 'Telegram · Enviar mensaje' },
    ]);

    // Saved again: the same agent follows the step; without `tools`, the plan's own actions are its tools.
    await savePlan(t, ana, agentPlan({ prompt: 'Responde dudas de envíos' }, [
      { step: 3, node_id: 'slack', action_id: 'send_message', params: { channel: '#ventas', message: '{{steps.2.output.result}}' } },
    ]), chatId);
    const [updated] = await agentsOf(t, ana);
    expect(updated.agent_id).toBe(agent.agent_id);
    expect(updated).toMatchObject({ default_prompt: 'Responde dudas de envíos', model: null, temperature: 0.3, max_iterations: 5 });
    expect(updated.tools.map((x) => x.name)).toEqual(['Slack · Enviar mensaje']);

    // Two agent steps: two agents; none: they become inactive (their history stays).
    await savePlan(t, ana, [...agentPlan({ prompt: 'Primero' }), { step: 3, node_id: 'ai_agent', action_id: 'run_agent', params: { prompt: 'Segundo' } }], chatId);
    expect((await agentsOf(t, ana)).map((a) => [a.default_prompt, a.status])).toEqual([['Segundo', 'active'], ['Primero', 'active']]);
    await savePlan(t, ana, [{ step: 1, node_id: 'manual', action_id: 'manual_trigger', params: {} }, { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { a: 1 } } }], chatId);
    expect((await agentsOf(t, ana)).map((a) => a.status)).toEqual(['inactive', 'inactive']);
    const one = await call(t, ana, 'GET', `/api/ai_agents/${agent.agent_id}`);
    expect(one).toMatchObject({ agent_id: agent.agent_id, status: 'inactive' });
    expect((await t.app.inject({ method: 'POST', url: `/api/ai_agents/${agent.agent_id}/deploy`, headers: ana, payload: { channel: 'web' } })).json())
      .toEqual({ detail: 'Este agente está inactivo: su paso de «Agente de IA» ya no está en un workflow guardado.' });

    // Deleting the workflow keeps its agents (and their runs), inactive.
    await call(t, ana, 'DELETE', `/api/flows/${flowId}`, undefined, 204);
    expect((await agentsOf(t, ana)).map((a) => [a.status, a.flow_id])).toEqual([['inactive', null], ['inactive', null]]);
  });

  it("answers 404 for another user's agent, a malformed id and an unknown one", async () => {
    await savePlan(t, ana, agentPlan({ prompt: 'Privado de Ana' }));
    const [agent] = await agentsOf(t, ana);
    expect(await agentsOf(t, beto)).toEqual([]);
    for (const url of [`/api/ai_agents/${agent.agent_id}`, `/api/ai_agents/${agent.agent_id}/runs`, `/api/ai_agents/${agent.agent_id}/runs/statistics`,
      `/api/ai_agents/${agent.agent_id}/runs/analytics`, '/api/ai_agents/no-es-uuid', '/api/ai_agents/00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'GET', url, headers: beto });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Agente no encontrado' });
    }
    const deploy = await t.app.inject({ method: 'POST', url: `/api/ai_agents/${agent.agent_id}/deploy`, headers: beto, payload: { channel: 'web' } });
    expect(deploy.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/ai_agents/' })).statusCode).toBe(401);
  });

  describe('run history figures', () => {
    let agentId: string;
    /** Noon (Mexico City, UTC-6 all year) of the local day `daysAgo` before today. */
    const noon = (daysAgo: number) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
      return new Date(new Date(`${today}T12:00:00-06:00`).getTime() - daysAgo * 86_400_000);
    };
    const run = (daysAgo: number, status: string, seconds: number | null, minute = 0) => {
      const created = new Date(noon(daysAgo).getTime() + minute * 60_000);
      const started = status === 'queued' ? null : created;
      const ended = seconds === null || !started ? null : new Date(created.getTime() + seconds * 1000);
      return { agentId, status, source: 'web', goal: `objetivo ${daysAgo}-${minute}`, createdAt: created, startedAt: started, endedAt: ended, result: status === 'succeeded' ? 'ok' : null, error: status === 'failed' ? 'falló' : null };
    };

    beforeAll(async () => {
      await savePlan(t, beto, agentPlan({ prompt: 'Agente de métricas' }));
      const [agent] = await agentsOf(t, beto);
      agentId = agent.agent_id;
      const owner = (await t.app.services.db.query.agents.findFirst({ where: (a, { eq }) => eq(a.id, agentId) }))!.userId;
      const rows = [
        run(0, 'succeeded', 60, 1), run(0, 'succeeded', 120, 2), run(0, 'succeeded', 180, 3), run(0, 'failed', 60, 4), run(0, 'running', null, 5), run(0, 'queued', null, 6),
        run(2, 'succeeded', 30, 1), run(2, 'failed', 90, 2),
        run(10, 'failed', 120, 1),
        run(40, 'succeeded', 600, 1), run(40, 'succeeded', 600, 2),
      ].map((r) => ({ ...r, userId: owner }));
      await t.app.services.db.insert(agentRuns).values(rows);
    });

    it('statistics over all runs', async () => {
      expect(await call(t, beto, 'GET', `/api/ai_agents/${agentId}/runs/statistics`)).toEqual({
        total_runs: 11, successful_runs: 6, failed_runs: 3, running_runs: 1, queued_runs: 1,
        success_rate: 66.7, // 6 of 9 finished
        average_duration_minutes: 3.44, // (60+120+180+60+30+90+120+600+600) s / 9 / 60
        last_run_date: new Date(noon(0).getTime() + 6 * 60_000).toISOString(),
      });
    });

    it('analytics of the last 30 days: figures, daily rate and volume with zeros, recent runs', async () => {
      const a = await call(t, beto, 'GET', `/api/ai_agents/${agentId}/runs/analytics`);
      expect(a.days).toBe(30);
      expect(a.statistics).toMatchObject({ total_runs: 9, successful_runs: 4, failed_runs: 3, running_runs: 1, queued_runs: 1, success_rate: 57.1, average_duration_minutes: 1.57 });
      expect(a.outcome_distribution).toEqual({ successful: 4, failed: 3, running: 1, queued: 1 });
      expect(a.daily_stats).toHaveLength(30);
      const day = (n: number) => a.daily_stats[29 - n];
      expect(day(0)).toEqual({ date: noon(0).toISOString().slice(0, 10), total_runs: 6, successful_runs: 3, failed_runs: 1, success_rate: 75 });
      expect(day(2)).toMatchObject({ total_runs: 2, successful_runs: 1, failed_runs: 1, success_rate: 50 });
      expect(day(10)).toMatchObject({ total_runs: 1, successful_runs: 0, failed_runs: 1, success_rate: 0 });
      expect(a.daily_stats.reduce((s: number, d: { total_runs: number }) => s + d.total_runs, 0)).toBe(9);
      expect(a.recent_runs).toHaveLength(10);
      expect(a.recent_runs[0]).toMatchObject({ goal: 'objetivo 0-6', status: 'queued' });
      expect(new Date(a.period_start).getTime()).toBe(new Date(`${day(29).date}T00:00:00-06:00`).getTime());

      const week = await call(t, beto, 'GET', `/api/ai_agents/${agentId}/runs/analytics?days=7&recent_limit=3`);
      expect(week.statistics).toMatchObject({ total_runs: 8, successful_runs: 4, failed_runs: 2 });
      expect(week.daily_stats).toHaveLength(7);
      expect(week.recent_runs.map((r: { goal: string }) => r.goal)).toEqual(['objetivo 0-6', 'objetivo 0-5', 'objetivo 0-4']);
    });

    it('pages of 20, newest first, filtered by status', async () => {
      const all = await call(t, beto, 'GET', `/api/ai_agents/${agentId}/runs`);
      expect(all).toHaveLength(11);
      expect(all[0]).toMatchObject({ goal: 'objetivo 0-6', status: 'queued', started_at: null, duration_ms: null, tool_calls: [] });
      expect(all.find((r: { goal: string }) => r.goal === 'objetivo 0-2')).toMatchObject({ status: 'succeeded', duration_ms: 120_000, result: 'ok' });
      const page3 = await call(t, beto, 'GET', `/api/ai_agents/${agentId}/runs?page=3&page_size=5`);
      expect(page3.map((r: { goal: string }) => r.goal)).toEqual(['objetivo 40-1']);
      const failed = await call(t, beto, 'GET', `/api/ai_agents/${agentId}/runs?status=failed`);
      expect(failed.map((r: { status: string }) => r.status)).toEqual(['failed', 'failed', 'failed']);
      expect(await call(t, beto, 'GET', `/api/ai_agents/${agentId}/runs?status=`)).toHaveLength(11);
      const bad = await t.app.inject({ method: 'GET', url: `/api/ai_agents/${agentId}/runs?status=perdido`, headers: beto });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ detail: 'Parámetro inválido: status: debe ser queued, running, succeeded o failed' });
      const big = await t.app.inject({ method: 'GET', url: `/api/ai_agents/${agentId}/runs?page_size=500`, headers: beto });
      expect(big.json()).toEqual({ detail: 'Parámetro inválido: page_size: debe estar entre 1 y 100' });
    });
  });
});
