import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ExecutionDetail, FlowSummary } from '../../contracts';
import { PlanPanel } from '../../src/views/chat/PlanPanel';
import { ExecutionDetailView } from '../../src/views/executions/ExecutionDetailView';
import { ExecutionHistoryView } from '../../src/views/executions/ExecutionHistoryView';
import { hashToPath } from '../../src/views/shell/HashRedirect';
import { WorkflowsView, type WorkflowsViewProps } from '../../src/views/workflows/WorkflowsView';

afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>);

describe('execution plan panel', () => {
  const plan = [
    { step: 1, node_id: 'webhook', action_id: 'on_request', node_name: 'Webhook', action_name: 'Petición recibida', params: {} },
    { step: 2, node_id: 'http', action_id: 'request', node_name: 'Solicitud HTTP', action_name: 'Hacer una solicitud HTTP', params: { url: 'https://ejemplo.mx' } },
  ];
  it('lists each step with number, node, action and params', () => {
    render(<PlanPanel plan={plan} results={[]} />);
    const steps = screen.getAllByTestId('plan-step');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Webhook');
    expect(steps[1]).toHaveTextContent('Hacer una solicitud HTTP');
    expect(steps[1]).toHaveTextContent('url: https://ejemplo.mx');
  });
  it('shows each step result after an execute', () => {
    render(
      <PlanPanel
        plan={plan}
        results={[
          { step: 1, node_id: 'webhook', action_id: 'on_request', status: 'success', duration_ms: 12 },
          { step: 2, node_id: 'http', action_id: 'request', status: 'error', duration_ms: 1500, error: 'Tiempo agotado' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByTestId('plan-step');
    expect(first).toHaveTextContent('Éxito');
    expect(first).toHaveTextContent('12 ms');
    expect(second).toHaveTextContent('1.50 s');
    expect(second).toHaveTextContent('Tiempo agotado');
  });
});

describe('my workflows', () => {
  const flow: FlowSummary = { flow_id: 'f1', name: 'Leads a Sheets', chat_id: 'c1', chat_title: 'Leads', is_active: true };
  const props = (over: Partial<WorkflowsViewProps> = {}): WorkflowsViewProps => ({
    flows: [flow],
    loading: false,
    error: null,
    pendingFlowId: null,
    pendingKind: null,
    confirmDelete: null,
    onToggle: vi.fn(),
    onRunNow: vi.fn(),
    onRequestDelete: vi.fn(),
    onCancelDelete: vi.fn(),
    onConfirmDelete: vi.fn(),
    onManageCredentials: vi.fn(),
    ...over,
  });

  it('shows the card with its state, run and history link', async () => {
    const p = props();
    wrap(<WorkflowsView {...p} />);
    const card = screen.getByTestId('workflow-card');
    expect(card).toHaveTextContent('Leads a Sheets');
    expect(card).toHaveTextContent('Activo');
    expect(within(card).getByRole('link', { name: 'Ver ejecuciones' })).toHaveAttribute('href', '/flows/f1/executions');
    await userEvent.click(within(card).getByRole('button', { name: 'Ejecutar Ahora' }));
    expect(p.onRunNow).toHaveBeenCalledWith(flow);
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar workflow' }));
    expect(p.onRequestDelete).toHaveBeenCalledWith(flow);
    await userEvent.click(screen.getByRole('button', { name: 'Gestionar Credenciales' }));
    expect(p.onManageCredentials).toHaveBeenCalled();
  });

  it("a scheduled flow's card offers what to do with missed slots; others do not", async () => {
    const scheduled = { ...flow, flow_id: 'f2', steps: [{ node_id: 'schedule', action_id: 'cron' }], missed_slots: 'catch_up' as const };
    const onMissedSlots = vi.fn();
    wrap(<WorkflowsView {...props({ flows: [flow, scheduled], onMissedSlots })} />);
    const [plain, timed] = screen.getAllByTestId('workflow-card');
    expect(within(plain).queryByTestId('missed-slots')).toBeNull();
    const select = within(timed).getByLabelText('Si Enlaza estuvo detenido a la hora programada');
    expect(select).toHaveValue('catch_up');
    await userEvent.selectOptions(select, 'Saltar la hora perdida');
    expect(onMissedSlots).toHaveBeenCalledWith(scheduled, 'skip');
  });

  it('asks for confirmation before deleting', async () => {
    const p = props({ confirmDelete: flow });
    wrap(<WorkflowsView {...p} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Confirmar eliminación');
    expect(dialog).toHaveTextContent('chat asociado');
    expect(dialog).toHaveTextContent('no se puede deshacer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(p.onConfirmDelete).toHaveBeenCalled();
  });

  it('has loading, error and empty states', () => {
    const { unmount } = wrap(<WorkflowsView {...props({ flows: [], loading: true })} />);
    expect(screen.getByText('Cargando workflows...')).toBeInTheDocument();
    unmount();
    const r2 = wrap(<WorkflowsView {...props({ flows: [], error: 'boom' })} />);
    expect(screen.getByText('Error al cargar workflows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    r2.unmount();
    wrap(<WorkflowsView {...props({ flows: [] })} />);
    expect(screen.getByText('No tienes workflows guardados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir Chat para Crear Workflow' })).toHaveAttribute('href', '/chat');
  });

  it("says 'No tienes workflows aún.' when the card list empties", () => {
    const { rerender } = wrap(<WorkflowsView {...props()} />);
    rerender(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <WorkflowsView {...props({ flows: [] })} />
      </Router>,
    );
    expect(screen.getByText('No tienes workflows aún.')).toBeInTheDocument();
  });
});

describe('executions', () => {
  it('history: table, detail links and texts', () => {
    const { unmount } = wrap(
      <ExecutionHistoryView
        loading={false}
        error={null}
        executions={[
          { execution_id: 'e1', flow_id: 'f1', status: 'success', trigger_type: 'schedule', started_at: '2026-01-01T10:00:00Z', ended_at: '2026-01-01T10:00:02Z' },
          { execution_id: 'e2', flow_id: 'f1', status: 'error', error: 'Ejecución interrumpida', trigger_type: 'webhook', started_at: '2026-01-01T09:00:00Z', ended_at: '2026-01-01T09:00:02Z' },
          { execution_id: 'e3', flow_id: 'f1', status: 'running', trigger_type: 'manual', started_at: '2026-01-01T08:00:00Z', ended_at: null },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    for (const label of ['Éxito', 'Interrumpida', 'En ejecución', 'Horario programado', 'Ejecución manual']) expect(table).toHaveTextContent(label);
    expect(table.textContent).not.toMatch(/success|running|schedule/);
    expect(screen.getByRole('columnheader', { name: 'Inició' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Finalizó' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ver detalle' })[0]).toHaveAttribute('href', '/executions/e1');
    unmount();
    const r = wrap(<ExecutionHistoryView loading={false} error={null} executions={[]} />);
    expect(screen.getByText('No hay ejecuciones para este flujo.')).toBeInTheDocument();
    r.unmount();
    wrap(<ExecutionHistoryView loading error={null} executions={null} />);
    expect(screen.getByText('Cargando ejecuciones...')).toBeInTheDocument();
  });

  it('detail: facts with the cost rule, steps table and back link', () => {
    const e: ExecutionDetail = {
      execution_id: 'e1',
      flow_id: 'f1',
      flow_name: 'Leads a Sheets',
      status: 'error',
      started_at: '2026-01-01T10:00:00Z',
      ended_at: '2026-01-01T10:00:02Z',
      cost: 0.0004,
      error: 'Falló el paso 2',
      steps: [
        { step_id: 's1', step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', action_name: 'Webhook recibido', status: 'success', started_at: null, ended_at: null },
        { step_id: 's2', step: 2, node_id: 'google_sheets', action_id: 'append_row', status: 'error', started_at: null, ended_at: null, error: 'HTTP 500' },
      ],
    };
    wrap(<ExecutionDetailView execution={e} loading={false} error={null} notFound={false} />);
    expect(screen.getByText('<$0.001')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Falló el paso 2');
    expect(screen.getByRole('table')).toHaveTextContent('HTTP 500');
    expect(screen.getByRole('table')).toHaveTextContent('Webhook recibido');
    // without catalogue names the ids are still made readable, never shown raw
    expect(screen.getByRole('table')).toHaveTextContent('Google sheets');
    expect(screen.getByRole('table').textContent).not.toMatch(/webhook_received|google_sheets|success/);
    expect(screen.getByRole('link', { name: /Volver/ })).toHaveAttribute('href', '/flows/f1/executions');
  });

  it('detail: a run parked by a long wait says until when, its delay step pending', () => {
    const e: ExecutionDetail = {
      execution_id: 'e2',
      flow_id: 'f1',
      status: 'running',
      started_at: '2026-01-01T10:00:00Z',
      ended_at: null,
      waiting_until: '2026-01-02T16:00:00Z',
      waiting_message: 'Esperando hasta el viernes, 2 de enero de 2026, 10:00 a.m. (hora del centro de México)',
      steps: [
        { step_id: 's1', step: 1, node_id: 'webhook', action_id: 'webhook_received', status: 'success', started_at: null, ended_at: null },
        { step_id: 's2', step: 2, node_id: 'delay', action_id: 'wait', node_name: 'Esperar', action_name: 'Esperar', status: 'pending', started_at: '2026-01-01T10:00:00Z', ended_at: null },
      ],
    };
    wrap(<ExecutionDetailView execution={e} loading={false} error={null} notFound={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Esperando hasta el viernes, 2 de enero de 2026, 10:00 a.m.');
    expect(screen.getByRole('table')).toHaveTextContent('Pendiente');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('detail: not found and error texts', () => {
    const r = wrap(<ExecutionDetailView execution={null} loading={false} error={null} notFound />);
    expect(screen.getByText('Ejecución no encontrada.')).toBeInTheDocument();
    r.unmount();
    wrap(<ExecutionDetailView execution={null} loading={false} error="x" notFound={false} />);
    expect(screen.getByText('No se pudo cargar el detalle de la ejecución')).toBeInTheDocument();
  });
});

describe('hash paths', () => {
  it('map #/… to the route and leave ordinary anchors alone', () => {
    expect(hashToPath('#/executions/abc')).toBe('/executions/abc');
    expect(hashToPath('#/agents/7/runs')).toBe('/agents/7/runs');
    expect(hashToPath('#integraciones')).toBeNull();
    expect(hashToPath('')).toBeNull();
  });
});

describe('error banner', () => {
  it("does not put 'Error:' before a message that already says it", async () => {
    const { ErrorBanner } = await import('../../src/views/chat/ErrorBanner');
    const r = render(<ErrorBanner message="Error ejecutando workflow: HTTP 500" onDismiss={() => {}} />);
    expect(screen.getByRole('alert').textContent).not.toMatch(/Error:\s*Error/);
    r.unmount();
    render(<ErrorBanner message="El asistente no respondió" onDismiss={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: El asistente no respondió');
  });
});

describe('assistant message marks', () => {
  it('shows ✅ / ⏳ / ❌ at a line start as icons with a spoken label, never as emoji', async () => {
    const { MessageText } = await import('../../src/views/chat/MessageText');
    const { container } = render(<p>{<MessageText content={'Ejecuté tu workflow\n✅ Workflow ejecutado correctamente: 2 de 2 pasos\n⏳ Sigue\n⏸️ En pausa'} />}</p>);
    expect(container.textContent).not.toMatch(/[✅⏳⏸❌]/u);
    expect(container.querySelectorAll('svg')).toHaveLength(3);
    expect(container.textContent).toContain('Listo: Workflow ejecutado correctamente: 2 de 2 pasos');
  });
});
