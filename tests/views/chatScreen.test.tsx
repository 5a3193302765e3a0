import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../../src/app';
import { preferences } from '../../src/stores/preferences';
import { ChatRoute } from '../../src/views/chat/ChatRoute';

const api = vi.hoisted(() => ({
  create: vi.fn(),
  send: vi.fn(),
  messages: vi.fn(async () => []),
  workflowStatus: vi.fn(async () => ({ workflow_status: { flow_id: null, is_active: false } })),
  flowsList: vi.fn(async () => []),
}));

vi.mock('../../src/api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoints')>();
  return {
    ...real,
    chats: { ...real.chats, create: api.create, messages: api.messages, list: vi.fn(async () => []) },
    chat: { ...real.chat, send: api.send, workflowStatus: api.workflowStatus },
    flows: { ...real.flows, list: api.flowsList },
    llm: {
      ...real.llm,
      providers: vi.fn(async () => [{ provider_key: 'builtin', name: 'Enlaza (integrado)', requires_key: false, is_active: true, models: [
        { id: 'builtin:builtin', model_key: 'builtin', name: 'Planificador integrado', provider_key: 'builtin', provider_name: 'Enlaza (integrado)', is_active: true, is_recommended: true, context_length: null, cost_per_1k_input_tokens: 0, cost_per_1k_output: 0, capabilities: ['planning'] },
      ] }]),
      health: vi.fn(async () => ({ status: 'ok', providers: [] })),
    },
  };
});

const SESSION = { session_id: '11111111-2222-3333-4444-555555555555', title: 'Nuevo chat', created_at: '', updated_at: '' };
const PLAN = [
  { step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', action_name: 'Webhook recibido', params: {} },
  { step: 2, node_id: 'slack', action_id: 'send_message', node_name: 'Slack', action_name: 'Enviar mensaje', params: { channel: '#ventas' } },
];

let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;

function renderChat(loggedIn = true) {
  navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  return render(
    <SessionProvider input={{ accessToken: loggedIn ? 'tk' : null, refreshToken: null }} deps={{ navigate, alert: vi.fn(), storage: null }}>
      <Router hook={memoryLocation({ path: '/chat' }).hook}>
        <ChatRoute chatId={null} loggedIn={loggedIn} />
      </Router>
    </SessionProvider>,
  );
}

beforeEach(() => {
  preferences.mode = 'classic';
  api.create.mockReset();
  api.send.mockReset();
});
afterEach(cleanup);

describe('chat screen', () => {
  it("shows 'Acceso Requerido' without a token", () => {
    renderChat(false);
    expect(screen.getByRole('heading', { name: 'Acceso Requerido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('greets with four examples and no plan; execute reads "Crea un workflow primero"', () => {
    renderChat();
    expect(screen.getByText('¡Hola! Soy tu asistente de automatización')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Automatización de emails|Slack con Google Drive|Reportes semanales|calendario/ })).toHaveLength(4);
    expect(screen.queryByTestId('execution-plan')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea un workflow primero' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Inactivo' })).not.toBeChecked();
  });

  it('shows the model picker only in the ai mode', async () => {
    renderChat();
    expect(screen.queryByRole('button', { name: /^Modelo:/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Agente' }));
    expect(await screen.findByRole('button', { name: 'Modelo: Planificador integrado' })).toBeInTheDocument();
  });

  it('sends the first message: creates the session, replaces the URL and shows the plan', async () => {
    let answer!: (v: unknown) => void;
    api.create.mockResolvedValue(SESSION);
    api.send.mockReturnValue(new Promise((r) => (answer = r)));
    renderChat();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'Avísame en Slack{Enter}');
    expect(await screen.findByText('Creando workflow...')).toBeInTheDocument();
    expect(screen.getByText('TÚ')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Enviando' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(navigate).toHaveBeenCalledWith(`/chat/${SESSION.session_id}`, { replace: true });

    await act(async () =>
      answer({ reply: 'Listo, este es tu plan', session_id: SESSION.session_id, status: 'plan_ready', workflow_action: null, execution_plan: PLAN }),
    );
    expect(await screen.findByTestId('execution-plan')).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-step')).toHaveLength(2);
    expect(screen.getByText('AI')).toBeInTheDocument();
    expect(screen.getByText('Listo, este es tu plan')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Enviando' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ejecutar' })).toHaveAttribute('title', 'Ejecutar workflow ahora');
  });

  it('shows a dismissible error banner when sending fails', async () => {
    api.create.mockResolvedValue(SESSION);
    api.send.mockRejectedValue({ status: 500, detail: 'El asistente no respondió' });
    renderChat();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'Hola{Enter}');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error:');
    expect(banner).toHaveTextContent('El asistente no respondió');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
