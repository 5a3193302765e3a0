import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestRun } from '../../machines/webhookTest.machine';
import { WebhookTestPanel, type WebhookTestPanelProps } from '../../src/views/chat/WebhookTestPanel';
import { WebhookSecretPanel } from '../../src/views/chat/WebhookSecretPanel';

afterEach(cleanup);

const steps = [
  { step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', status: 'success', duration_ms: 3, output: { body: { evento: 'prueba' } } },
  { step: 2, node_id: 'http', action_id: 'request', node_name: 'Solicitud HTTP', status: 'error', duration_ms: 1500, input: { url: 'https://tienda.mx/api' }, error: 'La solicitud HTTP respondió 500' },
  { step: 3, node_id: 'slack', action_id: 'send_message', node_name: 'Slack', status: 'skipped', duration_ms: null },
];
const failedRun: TestRun = { executionId: 'e1', status: 'error', error: 'La solicitud HTTP respondió 500', httpStatus: 200, steps };

const props = (over: Partial<WebhookTestPanelProps> = {}): WebhookTestPanelProps => ({
  phase: 'idle', run: null, failure: null, listenSeconds: 180, test: vi.fn(), listen: vi.fn(), stop: vi.fn(), ...over,
});

describe('webhook test panel', () => {
  it('shows a failed run as a failure (HTTP 200 notwithstanding), with each step result', () => {
    render(<WebhookTestPanel {...props({ phase: 'done', run: failedRun })} />);
    const outcome = screen.getByRole('alert');
    expect(outcome).toHaveTextContent('La prueba del webhook falló: La solicitud HTTP respondió 500');
    expect(outcome).toHaveAttribute('data-outcome', 'error');
    expect(screen.queryByText(/correctamente/)).toBeNull();
    expect(outcome.querySelector('svg.icon')).not.toBeNull();
    expect(outcome.textContent).not.toMatch(/[✅❌]/u);
    const rows = screen.getAllByTestId('webhook-test-step');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Paso 1: Webhook');
    expect(rows[0]).toHaveTextContent('Éxito');
    expect(rows[1]).toHaveTextContent('Paso 2: Solicitud HTTP');
    expect(rows[1]).toHaveTextContent('1.50 s');
    // The failing step opens like the step debug view: its input and error.
    expect(rows[1]).toHaveAttribute('open');
    expect(within(rows[1]).getByRole('region', { name: 'Error' })).toHaveTextContent('La solicitud HTTP respondió 500');
    expect(within(rows[1]).getByRole('region', { name: 'Entrada (parámetros usados)' })).toHaveTextContent('https://tienda.mx/api');
    expect(rows[2]).toHaveTextContent('Omitido');
  });

  it('shows a successful run as a success with its status', () => {
    render(<WebhookTestPanel {...props({ phase: 'done', run: { ...failedRun, status: 'success', error: null, steps: steps.slice(0, 1) } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Webhook de prueba ejecutado correctamente (estado 200).');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refused test with its status, and listening with its way out', async () => {
    const p = props({ phase: 'failed', failure: { status: 404, detail: 'Workflow no encontrado o inactivo' } });
    const { rerender } = render(<WebhookTestPanel {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent('La prueba del webhook falló (estado 404): Workflow no encontrado o inactivo');
    await userEvent.click(screen.getByRole('button', { name: 'Probar' }));
    expect(p.test).toHaveBeenCalled();
    rerender(<WebhookTestPanel {...p} phase="listening" failure={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Escuchando: envía un evento a la URL de prueba desde tu sistema en los próximos 3 minutos.');
    expect(screen.getByRole('button', { name: 'Probar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dejar de escuchar' }));
    expect(p.stop).toHaveBeenCalled();
  });
});

describe('webhook signing secret', () => {
  it('explains how to sign, and shows, copies and regenerates the secret', async () => {
    const send = vi.fn();
    const onCopy = vi.fn();
    const { rerender } = render(<WebhookSecretPanel phase="hidden" secret={null} requireSignature={false} error={null} send={send} copied={false} onCopy={onCopy} />);
    expect(screen.getByTestId('webhook-signing')).toHaveTextContent('X-Enlaza-Signature: sha256=HMAC-SHA256(secreto, timestamp + "." + cuerpo)');
    await userEvent.click(screen.getByRole('button', { name: 'Ver secreto' }));
    expect(send).toHaveBeenCalledWith({ type: 'reveal' });
    rerender(<WebhookSecretPanel phase="shown" secret="whsec_abc" requireSignature={false} error={null} send={send} copied={false} onCopy={onCopy} />);
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent('whsec_abc');
    expect(screen.getByTestId('webhook-signing')).toHaveTextContent('La firma aún no es obligatoria');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(onCopy).toHaveBeenCalledWith('whsec_abc');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerar' }));
    expect(send).toHaveBeenCalledWith({ type: 'rotate' });
    rerender(<WebhookSecretPanel phase="confirming" secret="whsec_abc" requireSignature error={null} send={send} copied={false} onCopy={onCopy} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Regenerar el secreto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerar' }));
    expect(send).toHaveBeenCalledWith({ type: 'confirm' });
  });
});
