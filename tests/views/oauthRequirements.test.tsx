import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
  authStep: vi.fn(),
}));

vi.mock('../../src/api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoints')>();
  return {
    ...real,
    chats: { ...real.chats, create: api.create, messages: vi.fn(async () => []), list: vi.fn(async () => []) },
    chat: { ...real.chat, send: api.send, workflowStatus: vi.fn(async () => ({ workflow_status: { flow_id: null, is_active: false } })) },
    flows: { ...real.flows, list: vi.fn(async () => []) },
    discovery: { ...real.discovery, authStep: api.authStep, available: vi.fn(async () => []) },
    credentials: { ...real.credentials, list: vi.fn(async () => []) },
    oauthApps: { ...real.oauthApps, list: vi.fn(async () => []) },
  };
});

const SESSION = { session_id: 'oauth-req-0000-1111-2222-333333333333', title: 'Nuevo chat', created_at: '', updated_at: '' };
const REQUIREMENTS = [
  { service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2' },
  { service_id: 'slack', service_name: 'Slack', mechanism: 'oauth2' },
];
const CONTINUATION = 'OAuth authentication completed successfully. Please continue with the workflow.';

function renderChat() {
  return render(
    <SessionProvider input={{ accessToken: 'tk', refreshToken: null }} deps={{ navigate: vi.fn(), alert: vi.fn(), storage: null }}>
      <Router hook={memoryLocation({ path: '/chat' }).hook}>
        <ChatRoute chatId={null} loggedIn />
      </Router>
    </SessionProvider>,
  );
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  preferences.mode = 'classic';
  Object.values(api).forEach((f) => f.mockReset());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('chat: OAuth requirement queue', () => {
  it("connects the reply's requirements one by one ('n of total'); closing pauses; retry-auth resumes; done → continuation message", async () => {
    const steps: Array<(v: unknown) => void> = [];
    api.authStep.mockImplementation(() => new Promise((r) => steps.push(r)));
    api.create.mockResolvedValue(SESSION);
    api.send.mockResolvedValueOnce({
      reply: 'Necesito que conectes Gmail y Slack',
      session_id: SESSION.session_id,
      status: 'oauth_required',
      workflow_action: null,
      oauth_requirements: REQUIREMENTS,
    });
    api.send.mockReturnValue(new Promise(() => {}));
    renderChat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje para el asistente' }), 'Guarda mis correos en Slack{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Autenticar Gmail' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-progress')).toHaveTextContent('1 de 2');
    expect(api.authStep).toHaveBeenCalledWith('gmail', SESSION.session_id, expect.anything());

    vi.useFakeTimers();
    await act(async () => steps[0]({})); // already authenticated
    expect(screen.getByText('¡Conexión exitosa!')).toBeInTheDocument();
    await advance(1_500);
    await advance(100);
    expect(screen.getByRole('dialog', { name: 'Autenticar Slack' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-progress')).toHaveTextContent('2 de 2');

    // closing the modal is not a cancel: the retry-auth button appears, nothing is sent
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.send).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar autenticación' }));
    expect(screen.getByRole('dialog', { name: 'Autenticar Slack' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar autenticación' })).not.toBeInTheDocument();

    await act(async () => steps[steps.length - 1]({}));
    await advance(1_500);
    expect(api.send).toHaveBeenCalledTimes(1);
    await advance(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.send).toHaveBeenCalledTimes(2);
    expect(api.send.mock.calls[1][0]).toMatchObject({ session_id: SESSION.session_id, message: CONTINUATION });
  });

  it('the credentials button opens the credentials modal', async () => {
    renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'Credenciales' }));
    // the credentials screens load on demand, the first time they open
    expect(await screen.findByRole('dialog', { name: 'Gestionar Credenciales' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Credenciales Activas' })).toBeInTheDocument();
  });
});
