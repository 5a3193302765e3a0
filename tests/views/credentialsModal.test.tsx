import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { SessionProvider } from '../../src/app';
import { CredentialsModal } from '../../src/views/credentials/CredentialsModal';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  available: vi.fn(),
  remove: vi.fn(),
  apps: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  removeApp: vi.fn(),
  authStep: vi.fn(),
}));

vi.mock('../../src/api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoints')>();
  return {
    ...real,
    credentials: { ...real.credentials, list: api.list, remove: api.remove },
    discovery: { ...real.discovery, available: api.available, authStep: api.authStep },
    oauthApps: { ...real.oauthApps, list: api.apps, create: api.create, update: api.update, remove: api.removeApp },
  };
});

const past = new Date(Date.now() - 3_600_000).toISOString();
const future = new Date(Date.now() + 86_400_000).toISOString();
const cred = (service_id: string, expires_at: string | null) => ({
  service_id,
  provider: 'google',
  flavor: 'oauth',
  mechanism: 'oauth2',
  scopes: [],
  created_at: '2026-11-01T10:00:00Z',
  expires_at,
  status: 'connected',
});
const SERVICES = [
  { service_id: 'gmail', display_name: 'Gmail', mechanism: 'oauth2', provider: 'google' },
  { service_id: 'sheets', display_name: 'Google Sheets', mechanism: 'oauth2', provider: 'google' },
  { service_id: 'slack', display_name: 'Slack', mechanism: 'oauth2', provider: 'slack' },
];
const GOOGLE_APP = {
  provider: 'google',
  client_id: '1234567890-abcdefghijklmnop.apps.googleusercontent.com',
  app_name: 'Mi app',
  has_client_secret: true,
  created_at: '',
  updated_at: '',
};

let alert: Mock<(message: string) => void>;

function renderModal() {
  return render(
    <SessionProvider input={{ accessToken: 'tk', refreshToken: null }} deps={{ navigate: vi.fn(), alert, storage: null }}>
      <CredentialsModal open onOpenChange={vi.fn()} chatId="c1" />
    </SessionProvider>,
  );
}

beforeEach(() => {
  alert = vi.fn();
  Object.values(api).forEach((f) => f.mockReset());
  api.list.mockResolvedValue([cred('gmail', past), cred('sheets', future)]);
  api.available.mockResolvedValue(SERVICES);
  api.apps.mockResolvedValue([GOOGLE_APP]);
  api.remove.mockResolvedValue(undefined);
  api.create.mockResolvedValue({});
  api.update.mockResolvedValue({});
  api.removeApp.mockResolvedValue(undefined);
});
afterEach(cleanup);

const row = (name: string) => screen.getByText(name, { selector: '.credential-name' }).closest('li') as HTMLElement;

describe('credentials modal — Credenciales Activas', () => {
  it('has the two tabs and shows connected / expired / disconnected', async () => {
    renderModal();
    expect(screen.getByRole('tab', { name: 'Credenciales Activas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'OAuth Applications' })).toBeInTheDocument();
    expect(await screen.findByText('Gmail')).toBeInTheDocument();
    expect(within(row('Gmail')).getByText('Expirado')).toBeInTheDocument();
    expect(within(row('Google Sheets')).getByText('Conectado')).toBeInTheDocument();
    expect(within(row('Slack')).getByText('Desconectado')).toBeInTheDocument();
    expect(within(row('Gmail')).getByRole('button', { name: 'Renovar' })).toBeInTheDocument();
    expect(within(row('Slack')).getByRole('button', { name: /Conectar/ })).toBeInTheDocument();
    expect(within(row('Google Sheets')).queryByRole('button', { name: 'Renovar' })).not.toBeInTheDocument();
  });

  it("an expired credential's 'Renovar' opens 'Autenticar Gmail'", async () => {
    api.authStep.mockReturnValue(new Promise(() => {}));
    renderModal();
    await userEvent.click(await within(await screen.findByText('Gmail').then(() => row('Gmail'))).findByRole('button', { name: 'Renovar' }));
    expect(await screen.findByRole('dialog', { name: 'Autenticar Gmail' })).toBeInTheDocument();
    expect(screen.getByText('Cargando configuración...')).toBeInTheDocument();
    expect(api.authStep).toHaveBeenCalledWith('gmail', 'c1', expect.anything());
  });

  it('delete asks first, then deletes and reloads; a failure alerts "Error eliminando credencial de {name}: …" and reloads', async () => {
    renderModal();
    await screen.findByText('Google Sheets');
    await userEvent.click(within(row('Google Sheets')).getByRole('button', { name: 'Eliminar Google Sheets' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('¿Eliminar la credencial de Google Sheets?');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(api.remove).toHaveBeenCalledWith('sheets', expect.anything());
    await vi.waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));

    api.remove.mockRejectedValue(new Error('Error 404: Credencial no encontrada'));
    await userEvent.click(within(row('Gmail')).getByRole('button', { name: 'Eliminar Gmail' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Error eliminando credencial de Gmail: Error 404: Credencial no encontrada'));
    await vi.waitFor(() => expect(api.list).toHaveBeenCalledTimes(3));
  });
});

async function openAppsTab() {
  renderModal();
  await userEvent.click(screen.getByRole('tab', { name: 'OAuth Applications' }));
  return await screen.findByText('Google', { selector: '.credential-name' });
}

describe('credentials modal — OAuth Applications', () => {
  it('shows the Client ID truncated to 20 characters', async () => {
    await openAppsTab();
    expect(screen.getByText('1234567890-abcdefghi...')).toBeInTheDocument();
    expect(screen.queryByText(GOOGLE_APP.client_id)).not.toBeInTheDocument();
  });

  it('create form: configured providers are disabled and marked "(Ya configurado)"; secret required; success alert', async () => {
    await openAppsTab();
    await userEvent.click(screen.getByRole('button', { name: /Nueva OAuth App/ }));
    const provider = screen.getByLabelText('Proveedor *');
    expect(within(provider).getByRole('option', { name: 'Google (Ya configurado)' })).toBeDisabled();
    expect(within(provider).getByRole('option', { name: 'GitHub' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await userEvent.selectOptions(provider, 'github');
    await userEvent.type(screen.getByLabelText('Client ID *'), 'gh-id');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Client ID y Client Secret son requeridos');
    expect(api.create).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Client Secret *'), 'gh-secret');
    await userEvent.type(screen.getByLabelText('Nombre de la app (opcional)'), 'Mi GitHub');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('✅ OAuth App creada exitosamente'));
    expect(api.create).toHaveBeenCalledWith('github', { provider: 'github', client_id: 'gh-id', client_secret: 'gh-secret', app_name: 'Mi GitHub' }, expect.anything());
    // the form closes and the list reloads
    await vi.waitFor(() => expect(screen.queryByLabelText('Client ID *')).not.toBeInTheDocument());
    expect(api.apps).toHaveBeenCalledTimes(2);
  });

  it('edit form: secret optional, only the non-empty changed fields are sent; failure alerts "❌ Error: …"', async () => {
    await openAppsTab();
    await userEvent.click(screen.getByRole('button', { name: /Editar/ }));
    expect(screen.queryByLabelText('Proveedor *')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Client Secret')).toHaveAttribute('placeholder', 'Déjalo vacío para conservar el actual');
    const id = screen.getByLabelText('Client ID *');
    await userEvent.clear(id);
    await userEvent.type(id, 'nuevo-id');
    api.update.mockRejectedValueOnce(new Error('Error 500: Internal Server Error'));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('❌ Error: Error 500: Internal Server Error'));
    expect(api.update).toHaveBeenCalledWith('google', { client_id: 'nuevo-id' }, expect.anything());
    // still editing after a failure; a second try succeeds
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('✅ OAuth App actualizada exitosamente'));
  });

  it('edit: Client ID is still required', async () => {
    await openAppsTab();
    await userEvent.click(screen.getByRole('button', { name: /Editar/ }));
    await userEvent.clear(screen.getByLabelText('Client ID *'));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Client ID y Client Secret son requeridos');
    expect(api.update).not.toHaveBeenCalled();
  });

  it('delete confirms that the system default credentials will be used, then alerts the result', async () => {
    await openAppsTab();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Google' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Las futuras autenticaciones usarán las credenciales predeterminadas del sistema.');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('✅ OAuth App eliminada exitosamente'));
    expect(api.removeApp).toHaveBeenCalledWith('google', expect.anything());

    api.removeApp.mockRejectedValueOnce(new Error('Error 404: Not Found'));
    await screen.findByText('Google', { selector: '.credential-name' });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Google' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('❌ Error eliminando OAuth App: Error 404: Not Found'));
  });
});

describe('endpoint error texts', () => {
  it("OAuth app calls fail with 'Error {status}: {text}'", async () => {
    const { oauthApps } = await vi.importActual<typeof import('../../src/api/endpoints')>('../../src/api/endpoints');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ detail: 'Proveedor no soportado' }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
    );
    await act(async () => {
      await expect(oauthApps.remove('google')).rejects.toThrow('Error 400: Proveedor no soportado');
    });
    fetchSpy.mockResolvedValue(new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(oauthApps.get('github')).resolves.toBeNull();
    fetchSpy.mockRestore();
  });
});
