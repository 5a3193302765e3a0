import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SessionProvider } from '../../src/app';
import { StandaloneServiceAuth } from '../../src/views/oauth/StandaloneServiceAuth';

const api = vi.hoisted(() => ({
  authStep: vi.fn(),
  storeApiKey: vi.fn(),
  getApp: vi.fn(async () => null),
  createApp: vi.fn(async () => ({})),
}));

vi.mock('../../src/api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoints')>();
  return {
    ...real,
    discovery: { ...real.discovery, authStep: api.authStep },
    credentials: { ...real.credentials, storeApiKey: api.storeApiKey },
    oauthApps: { ...real.oauthApps, get: api.getApp, create: api.createApp },
  };
});

const OAUTH = { service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2', provider: 'google' };
const API_KEY = { service_id: 'openai', service_name: 'OpenAI', mechanism: 'api_key', provider: null, category: 'ai' };

let listeners: Array<(e: MessageEvent) => void>;
let popup: { closed: boolean; close: ReturnType<typeof vi.fn> };
let open: Mock<(url: string, name: string, features: string) => Window | null>;
let alert: Mock<(message: string) => void>;
let onDone: Mock<(output: { serviceId: string; connected: boolean }) => void>;

function renderAuth(serviceId = 'gmail') {
  return render(
    <SessionProvider
      input={{ accessToken: 'tk', refreshToken: null }}
      deps={{
        navigate: vi.fn(),
        alert,
        storage: null,
        oauthWindow: {
          open,
          accessToken: () => 'tk',
          listen: (h) => {
            listeners.push(h);
            return () => (listeners = listeners.filter((l) => l !== h));
          },
          origins: () => ({ app: 'http://localhost:3000' }),
        },
      }}
    >
      <StandaloneServiceAuth request={{ serviceId, serviceName: 'Gmail', chatId: 'c1' }} onDone={onDone} />
    </SessionProvider>,
  );
}

const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/** A `message` event reaching the page; by default from the popup window itself. */
const post = (data: unknown, origin: string, source: unknown = popup) =>
  act(() => listeners.forEach((l) => l({ data, origin, source } as unknown as MessageEvent)));

beforeEach(() => {
  vi.useFakeTimers();
  listeners = [];
  popup = { closed: false, close: vi.fn() };
  open = vi.fn(() => popup as unknown as Window);
  alert = vi.fn();
  onDone = vi.fn();
  api.authStep.mockReset();
  api.storeApiKey.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('service authentication modal', () => {
  it("shows 'Cargando configuración...' in the title 'Autenticar {service}', then the credentials choice", async () => {
    api.authStep.mockResolvedValue(OAUTH);
    renderAuth();
    expect(screen.getByRole('dialog', { name: 'Autenticar Gmail' })).toBeInTheDocument();
    expect(screen.getByText('Cargando configuración...')).toBeInTheDocument();
    await settle();
    expect(api.authStep).toHaveBeenCalledWith('gmail', 'c1', expect.anything());
    expect(screen.getByRole('button', { name: /Usar credenciales predeterminadas/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Usar mis propias credenciales OAuth/ })).toBeInTheDocument();
  });

  it('oauth_waiting: hint to allow popups; the popup opens after 5 s at 500x600 with the token; OAUTH_SUCCESS → ¡Conexión exitosa! → closes after 1.5 s', async () => {
    api.authStep.mockResolvedValue(OAUTH);
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Usar credenciales predeterminadas/ }));
    expect(screen.getByText(/permite las ventanas emergentes/)).toBeInTheDocument();
    await advance(4_999);
    expect(open).not.toHaveBeenCalled();
    await advance(1);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0];
    expect(url).toBe('/api/oauth/initiate?service_id=gmail&chat_id=c1&app=system&token=tk');
    expect(features).toMatch(/width=500,height=600/);
    post({ type: 'OAUTH_SUCCESS', service: 'gmail' }, 'https://evil.example');
    expect(screen.queryByText('¡Conexión exitosa!')).not.toBeInTheDocument();
    // Our origin but another window (another tab, a frame): ignored too.
    post({ type: 'OAUTH_SUCCESS', service: 'gmail' }, 'http://localhost:3000', {});
    post({ type: 'OAUTH_SUCCESS', service: 'gmail' }, 'http://localhost:3000', null);
    expect(screen.queryByText('¡Conexión exitosa!')).not.toBeInTheDocument();
    post({ type: 'OAUTH_SUCCESS', service: 'gmail' }, 'http://localhost:3000');
    expect(screen.getByText('¡Conexión exitosa!')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    await advance(1_499);
    expect(onDone).not.toHaveBeenCalled();
    await advance(1);
    expect(onDone).toHaveBeenCalledWith({ serviceId: 'gmail', connected: true });
  });

  it("'Abrir la ventana de autorización' opens the popup at once, then brings it to the front", async () => {
    api.authStep.mockResolvedValue(OAUTH);
    const focus = vi.fn();
    Object.assign(popup, { focus });
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Usar credenciales predeterminadas/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir la ventana de autorización' }));
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir la ventana de autorización' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('a blocked popup alerts the spec text and shows "Error: …" with Reintentar', async () => {
    api.authStep.mockResolvedValue(OAUTH);
    open.mockReturnValue(null);
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Usar credenciales predeterminadas/ }));
    await advance(5_000);
    expect(alert).toHaveBeenCalledWith('Popup bloqueado por el navegador. Por favor permite ventanas emergentes y reintenta.');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Popup bloqueado por el navegador. Por favor permite ventanas emergentes y reintenta.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Cargando configuración...')).toBeInTheDocument();
  });

  it('a popup closed by the user is polled every second and checked with the server', async () => {
    api.authStep.mockResolvedValueOnce(OAUTH).mockResolvedValueOnce({});
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Usar credenciales predeterminadas/ }));
    await advance(5_000);
    popup.closed = true;
    await advance(1_000);
    expect(api.authStep).toHaveBeenCalledTimes(2);
    expect(screen.getByText('¡Conexión exitosa!')).toBeInTheDocument();
  });

  it('OAUTH_ERROR that can be retried: an in-app dialog asks "¿Quieres intentar de nuevo?"; Reintentar reopens the window, Cancelar shows the error', async () => {
    const native = vi.spyOn(window, 'confirm').mockImplementation(() => true);
    api.authStep.mockResolvedValue(OAUTH);
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Usar credenciales predeterminadas/ }));
    await advance(5_000);
    post({ type: 'OAUTH_ERROR', error: 'access_denied' }, 'http://localhost:3000');
    const ask = screen.getByRole('alertdialog', { name: 'Error durante la autenticación OAuth: access_denied' });
    expect(ask).toHaveTextContent('¿Quieres intentar de nuevo?');
    expect(popup.close).toHaveBeenCalledTimes(1);
    // the question waits for an answer
    await advance(60_000);
    expect(open).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Autenticar Gmail' })).toHaveTextContent(/permite las ventanas emergentes/);

    post({ type: 'OAUTH_ERROR', error: 'access_denied' }, 'http://localhost:3000');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: access_denied');
    expect(onDone).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });

  it('OAUTH_ERROR with can_retry:false alerts "Error durante la autenticación OAuth: …" and asks nothing', async () => {
    api.authStep.mockResolvedValue(OAUTH);
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Usar credenciales predeterminadas/ }));
    await advance(5_000);
    post({ type: 'OAUTH_ERROR', error: 'invalid_client', can_retry: false }, 'http://localhost:3000');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Error durante la autenticación OAuth: invalid_client');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: invalid_client');
  });

  it('oauth_config: optional app name, Client ID and Client Secret required, redirect URI with a copy button', async () => {
    api.authStep.mockResolvedValue(OAUTH);
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Usar mis propias credenciales OAuth/ }));
    expect(screen.getByLabelText('Redirect URI')).toHaveValue(`${window.location.origin}/api/oauth/callback`);
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Client ID *'), { target: { value: 'my-id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Client ID y Client Secret son requeridos');
    fireEvent.change(screen.getByLabelText('Client Secret *'), { target: { value: 'my-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Procesando...')).toBeInTheDocument();
    await settle();
    expect(api.createApp).toHaveBeenCalledWith('google', { provider: 'google', client_id: 'my-id', client_secret: 'my-secret' }, expect.anything());
    expect(screen.getByText(/permite las ventanas emergentes/)).toBeInTheDocument();
  });

  it('without default credentials on the server: says so in Spanish, offers only the own app with the setup steps, never an error code', async () => {
    api.authStep.mockResolvedValue({
      service_id: 'slack', service_name: 'Slack', mechanism: 'oauth2', provider: 'slack', default_app_available: false,
      auth_url: '/api/oauth/initiate?service_id=slack&chat_id=c1', redirect_uri: 'https://enlaza.example/api/oauth/callback',
    });
    renderAuth('slack');
    await settle();
    expect(screen.getByText('Este servidor no tiene credenciales predeterminadas de Slack')).toBeInTheDocument();
    expect(screen.getByText('Para conectar Slack necesitas tu propia aplicación OAuth de Slack. Se crea en unos minutos:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Usar credenciales predeterminadas/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir la consola de Slack' })).toHaveAttribute('href', 'https://api.slack.com/apps');
    expect(screen.getByLabelText('Registra esta Redirect URI en la aplicación:')).toHaveValue('https://enlaza.example/api/oauth/callback');
    expect(screen.getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/no_oauth_app|default_app/);

    fireEvent.click(screen.getByRole('button', { name: /Usar mis propias credenciales OAuth/ }));
    expect(screen.getByLabelText('Redirect URI')).toHaveValue('https://enlaza.example/api/oauth/callback');
    fireEvent.change(screen.getByLabelText('Client ID *'), { target: { value: 'slack-id' } });
    fireEvent.change(screen.getByLabelText('Client Secret *'), { target: { value: 'slack-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await settle();
    expect(api.createApp).toHaveBeenCalledWith('slack', { provider: 'slack', client_id: 'slack-id', client_secret: 'slack-secret' }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Abrir la ventana de autorización' }));
    // The popup asks the server for the user's own app, never the (missing) defaults.
    expect(open.mock.calls[0][0]).toBe('/api/oauth/initiate?service_id=slack&chat_id=c1&app=own&token=tk');
  });

  it('form: API key (password input) and provider for an ai service; processing → success', async () => {
    api.authStep.mockResolvedValue(API_KEY);
    let stored!: (v: unknown) => void;
    api.storeApiKey.mockReturnValue(new Promise((r) => (stored = r)));
    renderAuth('openai');
    await settle();
    const key = screen.getByLabelText('API Key *');
    expect(key).toHaveAttribute('type', 'password');
    fireEvent.change(key, { target: { value: 'sk-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(screen.getByText('Campo requerido')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Proveedor *'), { target: { value: 'anthropic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(screen.getByText('Procesando...')).toBeInTheDocument();
    expect(api.storeApiKey).toHaveBeenCalledWith('openai', { api_key: 'sk-1', provider: 'anthropic', chat_id: 'c1' }, expect.anything());
    stored({ success: true });
    await settle();
    expect(screen.getByText('¡Conexión exitosa!')).toBeInTheDocument();
  });

  it('an empty auth-step answer means already connected', async () => {
    api.authStep.mockResolvedValue({});
    renderAuth();
    await settle();
    expect(screen.getByText('¡Conexión exitosa!')).toBeInTheDocument();
  });

  it('closing the modal cancels the connection', async () => {
    api.authStep.mockResolvedValue(OAUTH);
    renderAuth();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onDone).toHaveBeenCalledWith({ serviceId: 'gmail', connected: false });
  });
});
