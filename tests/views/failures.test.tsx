import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ExecutionDetail, FlowSummary } from '../../contracts';
import { PlanPanel } from '../../src/views/chat/PlanPanel';
import { ExecutionHistoryView } from '../../src/views/executions/ExecutionHistoryView';
import { resumableStep } from '../../src/views/executions/RetryDialog';
import { WorkflowCard } from '../../src/views/workflows/WorkflowCard';

afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>);

/** Issue 18 in the SPA: health on the cards, error path apart, history filters and selection, resumable step. */
describe('failures in the SPA', () => {
  const flow: FlowSummary = { flow_id: 'f1', name: 'Pedidos a la bodega', chat_id: null, chat_title: null, is_active: true, steps: [], last_status: 'error', failures_24h: 3, failing: true };
  const card = (f: FlowSummary) => wrap(<WorkflowCard flow={f} running={false} toggling={false} onToggle={vi.fn()} onRunNow={vi.fn()} onDelete={vi.fn()} />);

  it('a failing workflow card shows its badge, last outcome and failures in 24 h', () => {
    card(flow);
    expect(screen.getByTestId('failing-badge')).toHaveTextContent('Fallando');
    expect(screen.getByTestId('workflow-health')).toHaveTextContent('Última ejecución: Error');
    expect(screen.getByTestId('workflow-health')).toHaveTextContent('3 fallos en 24 h');
  });

  it('a healthy or never-run card has no badge', () => {
    card({ ...flow, last_status: 'success', failures_24h: 0, failing: false });
    expect(screen.queryByTestId('failing-badge')).toBeNull();
    expect(screen.getByTestId('workflow-health')).toHaveTextContent('Última ejecución: Éxito');
    cleanup();
    card({ ...flow, last_status: null, failures_24h: 0, failing: false });
    expect(screen.getByTestId('workflow-health')).toHaveTextContent('Aún no se ha ejecutado');
  });

  it('the plan panel shows the error path apart from the main steps', () => {
    render(
      <PlanPanel
        plan={[
          { step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', params: {} },
          { step: 2, node_id: 'http', action_id: 'request', node_name: 'Solicitud HTTP', params: { url: 'https://bodega.mx' } },
          { step: 3, node_id: 'whatsapp', action_id: 'send_message', node_name: 'WhatsApp', action_name: 'Enviar mensaje', params: { to: '5512345678' }, on_error: true },
        ]}
        results={[]}
      />,
    );
    expect(screen.getAllByTestId('plan-step')).toHaveLength(2);
    const errorPath = screen.getByTestId('plan-error-path');
    expect(within(errorPath).getByRole('heading', { name: 'Si algo falla' })).toBeInTheDocument();
    expect(within(errorPath).getByTestId('plan-error-step')).toHaveTextContent('WhatsApp');
    expect(within(errorPath).getByTestId('plan-error-step')).toHaveTextContent('to: 5512345678');
  });

  it('the history filters by status, date and business data, and retries the selected failed runs', async () => {
    const onQuery = vi.fn();
    const onRetry = vi.fn(async () => {});
    wrap(
      <ExecutionHistoryView
        loading={false}
        error={null}
        query={{ page: 1 }}
        onQuery={onQuery}
        onRetrySelected={onRetry}
        executions={[
          { execution_id: 'e2', flow_id: 'f1', status: 'error', started_at: '2026-01-02T10:00:00Z', ended_at: '2026-01-02T10:00:02Z' },
          { execution_id: 'e1', flow_id: 'f1', status: 'success', started_at: '2026-01-01T10:00:00Z', ended_at: '2026-01-01T10:00:02Z' },
        ]}
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Estado'), 'error');
    await user.type(screen.getByLabelText('Buscar por dato'), 'PED-1017');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, status: 'error', q: 'PED-1017' });
    // Only failed runs can be selected.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las fallidas' }));
    await user.click(screen.getByRole('button', { name: 'Reintentar 1 seleccionada' }));
    expect(onRetry).toHaveBeenCalledWith(['e2']);
  });

  it('offers to resume from the failed step only when the steps before it succeeded', () => {
    const step = (n: number, status: 'success' | 'error' | 'skipped', output: unknown = null) => ({ step_id: `s${n}`, step: n, node_id: 'http', action_id: 'request', status, started_at: null, ended_at: null, output });
    const e = (steps: ReturnType<typeof step>[]): ExecutionDetail => ({ execution_id: 'x', flow_id: 'f', status: 'error', started_at: '', ended_at: null, steps });
    expect(resumableStep(e([step(1, 'success'), step(2, 'success'), step(3, 'error'), step(4, 'skipped')]))).toBe(3);
    expect(resumableStep(e([step(1, 'skipped', { a: 1 }), step(2, 'error')]))).toBe(2);
    expect(resumableStep(e([step(1, 'error'), step(2, 'skipped')]))).toBeNull();
    expect(resumableStep(e([step(1, 'success'), step(2, 'success')]))).toBeNull();
  });
});
