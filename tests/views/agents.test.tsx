import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Agent, AgentAnalytics, AgentRun } from '../../contracts/agents';
import { ApiError, clearInFlight } from '../../src/api/client';
import { AgentsView } from '../../src/views/agents/AgentsView';
import { AgentAnalyticsPanel } from '../../src/views/agents/AgentAnalyticsPanel';
import { AgentDetailRoute } from '../../src/views/agents/AgentDetailRoute';
import { RunsTable } from '../../src/views/agents/RunsTable';
import { DeployAgentDialog } from '../../src/views/agents/DeployAgentDialog';
import type { DeployAgentView } from '../../src/app/agents';

/** The agents screens' texts (spec §2, §8), rendered from props or with the agents API mocked. */

const api = vi.hoisted(() => ({ get: vi.fn(), statistics: vi.fn(), analytics: vi.fn(), runs: vi.fn() }));
vi.mock('../../src/api/agents', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/agents')>();
  return { ...real, agents: { ...real.agents, get: api.get, statistics: api.statistics, analytics: api.analytics, runs: api.runs } };
});

afterEach(cleanup);
beforeEach(() => {
  clearInFlight();
  for (const f of Object.values(api)) f.mockReset();
});

const wrap = (ui: ReactNode) => render(<Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>);

const agent: Agent = {
  agent_id: 'a1', name: 'Agente · Pedidos', status: 'active', model: null, temperature: 0.3, max_iterations: 5,
  tools: [{ id: 'http.request', node_id: 'http', action_id: 'request', name: 'Solicitud HTTP · Hacer una solicitud HTTP' }],
  default_prompt: 'Atiende pedidos', system_prompt: 'Atiende pedidos', flow_id: 'f1', flow_name: 'Pedidos',
  created_at: '2026-03-01T10:00:00Z', updated_at: '2026-03-02T10:00:00Z', deployments: [],
};

const run = (over: Partial<AgentRun>): AgentRun => ({
  run_id: 'r1', agent_id: 'a1', goal: 'Consulta precios', status: 'succeeded', source: 'web', created_at: '2026-03-01T10:00:00Z', updated_at: '',
  started_at: '2026-03-01T10:00:00Z', ended_at: '2026-03-01T10:01:05Z', duration_ms: 65_000, result: 'ok', error: null, provider: 'builtin', model: 'enlaza-integrado',
  input_tokens: 0, output_tokens: 0, tokens: 0, cost: null, iterations: 1, tool_calls: [], execution_id: null, ...over,
});

describe('agents list', () => {
  it("title with a count, cards, and 'Nunca' without a creation date", () => {
    wrap(<AgentsView agents={[{ ...agent, created_at: '' }]} loading={false} failed={false} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Agents 1');
    const card = screen.getByTestId('agent-card');
    expect(card).toHaveTextContent('Automático (según tu clave)');
    expect(card).toHaveTextContent('Nunca');
    expect(within(card).getByRole('link', { name: 'Ver Detalles' })).toHaveAttribute('href', '/agents/a1');
    expect(within(card).getByRole('link', { name: /Historial/ })).toHaveAttribute('href', '/agents/a1/runs');
  });

  it('empty and error states', async () => {
    const r = wrap(<AgentsView agents={[]} loading={false} failed={false} onRetry={() => {}} />);
    expect(screen.getByText(/Los agentes se crean automáticamente cuando la IA diseña una automatización que los necesita/)).toBeInTheDocument();
    r.unmount();
    const retry = vi.fn();
    wrap(<AgentsView agents={null} loading={false} failed onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los agentes');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('runs and analytics', () => {
  it('Resultado is the error, Completado or En progreso...; duration in minutes and seconds', () => {
    wrap(<RunsTable runs={[run({}), run({ run_id: 'r2', status: 'failed', error: 'No se pudo conectar con 127.0.0.1:9' }), run({ run_id: 'r3', status: 'running', ended_at: null, duration_ms: null })]} />);
    const rows = screen.getAllByTestId('agent-run');
    expect(rows[0]).toHaveTextContent('Éxito');
    expect(rows[0]).toHaveTextContent('1m 5s');
    expect(rows[0]).toHaveTextContent('Completado');
    expect(rows[1]).toHaveTextContent('No se pudo conectar con 127.0.0.1:9');
    expect(rows[2]).toHaveTextContent('En progreso...');
  });

  it("no analytics data says 'No hay datos de análisis disponibles'", () => {
    const empty = { days: 30, statistics: { total_runs: 0 }, daily_stats: [], outcome_distribution: {}, recent_runs: [], period_start: '', period_end: '' } as unknown as AgentAnalytics;
    wrap(<AgentAnalyticsPanel analytics={empty} loading={false} failed={false} onRetry={() => {}} />);
    expect(screen.getByText('No hay datos de análisis disponibles')).toBeInTheDocument();
  });
});

describe('agent detail', () => {
  it("a missing agent reads 'Agente no encontrado'; another failure 'No se pudo cargar la información del agente'", async () => {
    api.get.mockRejectedValue(new ApiError(404, 'Agente no encontrado', { detail: 'Agente no encontrado' }));
    api.statistics.mockRejectedValue(new ApiError(404, 'x', {}));
    api.analytics.mockRejectedValue(new ApiError(404, 'x', {}));
    const r = wrap(<AgentDetailRoute agentId="a1" />);
    expect(await screen.findByText('Agente no encontrado')).toBeInTheDocument();
    r.unmount();
    clearInFlight();
    api.get.mockRejectedValue(new ApiError(403, 'No', { detail: 'No' }));
    wrap(<AgentDetailRoute agentId="a2" />);
    expect(await screen.findByText('No se pudo cargar la información del agente')).toBeInTheDocument();
  });

  it('header, tiles and tabs; the runs tab filters and loads more', async () => {
    api.get.mockResolvedValue(agent);
    api.statistics.mockResolvedValue({ total_runs: 21, successful_runs: 15, failed_runs: 5, running_runs: 1, queued_runs: 0, success_rate: 75, average_duration_minutes: 1.5, last_run_date: null });
    api.analytics.mockResolvedValue({ days: 30, statistics: { total_runs: 0 }, daily_stats: [], outcome_distribution: {}, recent_runs: [run({})], period_start: '', period_end: '' });
    api.runs.mockImplementation(async (_id: string, q: { page: number; status?: string | null }) =>
      q.status === 'failed' ? [run({ run_id: 'f', status: 'failed', error: 'falló' })] : Array.from({ length: q.page === 1 ? 20 : 1 }, (_, i) => run({ run_id: `p${q.page}-${i}` })));
    wrap(<AgentDetailRoute agentId="a1" initialTab="runs" />);
    expect(await screen.findByRole('heading', { name: /Agente · Pedidos/ })).toBeInTheDocument();
    const tiles = screen.getByTestId('agent-tiles');
    expect(tiles).toHaveTextContent('Ejecuciones totales21');
    expect(tiles).toHaveTextContent('Tasa de éxito75%');
    expect(tiles).toHaveTextContent('Duración promedio1.5 min');
    expect(tiles).toHaveTextContent('Ejecutando ahora1');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Resumen', 'Ejecuciones', 'Análisis']);
    expect(screen.getAllByRole('radio').map((t) => t.textContent)).toEqual(['Todos', 'Exitosas', 'Fallidas', 'Ejecutando', 'En Cola']);
    await screen.findAllByTestId('agent-run');
    expect(screen.getAllByTestId('agent-run')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar Más' }));
    expect(await screen.findAllByTestId('agent-run')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Cargar Más' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Fallidas' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('agent-run')).toHaveLength(1));
    expect(api.runs).toHaveBeenLastCalledWith('a1', { page: 1, status: 'failed' }, expect.anything());
  });
});

describe('deploy dialog', () => {
  const view = (over: Partial<DeployAgentView>): DeployAgentView => ({
    channel: 'telegram', message: null, error: null, deployment: null, canTakeOver: false, deploying: false, disabling: false, succeeded: false, failed: false,
    open: vi.fn(), chooseChannel: vi.fn(), submit: vi.fn(), takeOver: vi.fn(), disable: vi.fn(), ...over,
  });

  it("resets when opened, shows 'Error: …' and offers the hand-over of a busy bot", async () => {
    const d = view({ failed: true, error: 'Tu bot de Telegram ya lo usa el workflow «Pedidos».', canTakeOver: true });
    wrap(<DeployAgentDialog open onClose={() => {}} agent={agent} deploy={d} />);
    expect(d.open).toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Desplegar agente' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Error: Tu bot de Telegram ya lo usa el workflow «Pedidos».');
    expect(dialog).toHaveTextContent('Quien le escriba podrá hacer que use sus herramientas con tus cuentas conectadas: Solicitud HTTP · Hacer una solicitud HTTP.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pasar el bot a este agente' }));
    expect(d.takeOver).toHaveBeenCalled();
  });

  it('the current web deployment with its link, and the server message after a deploy', () => {
    const deployed = { ...agent, deployments: [{ channel: 'web' as const, enabled: true, public_id: 'p1', url: 'https://enlaza.mx/a/p1', bot_username: null, created_at: '', updated_at: '2026-03-02T10:00:00Z' }] };
    wrap(<DeployAgentDialog open onClose={() => {}} agent={deployed} deploy={view({ channel: 'web', succeeded: true, message: 'Agente desplegado en la web: …' })} />);
    const dialog = screen.getByRole('dialog', { name: 'Desplegar agente' });
    expect(within(dialog).getByLabelText('Enlace público')).toHaveValue('https://enlaza.mx/a/p1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Agente desplegado en la web: …');
    expect(within(dialog).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Desplegar de nuevo' })).toBeInTheDocument();
  });
});
