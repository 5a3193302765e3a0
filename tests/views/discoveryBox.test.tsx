import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DiscoveryBoxConnected } from '../../src/views/landing/DiscoveryBox';
import { LandingPage } from '../../src/views/landing/LandingPage';

const api = vi.hoisted(() => ({ discover: vi.fn() }));
vi.mock('../../src/api/fileDiscovery', () => ({ fileDiscovery: api }));

afterEach(cleanup);
beforeEach(() => api.discover.mockReset());

const FILES = [
  { id: 's1', name: 'Pedidos 2026', provider: 'google_sheets', file_type: 'spreadsheet', icon: 'sheet', confidence: 0.99, metadata: { web_view_link: 'https://docs.google.com/spreadsheets/d/s1' } },
  { id: 'd1', name: 'Política de pedidos.docx', provider: 'google_drive', file_type: 'document', icon: 'doc', confidence: 0.8, metadata: {} },
];

const intent = () => screen.getByRole('textbox', { name: '¿Qué quieres automatizar?' });
const search = () => screen.getByRole('button', { name: 'Buscar archivos' });

describe('auto-discovery box', () => {
  it('only signed-in users see it on the landing page', () => {
    const { unmount } = render(<Router hook={memoryLocation({ path: '/' }).hook}><LandingPage loggedIn={false} onLogin={vi.fn()} /></Router>);
    expect(screen.queryByRole('heading', { name: 'Prueba el auto-descubrimiento de archivos' })).not.toBeInTheDocument();
    unmount();
    render(<Router hook={memoryLocation({ path: '/' }).hook}><LandingPage loggedIn onLogin={vi.fn()} /></Router>);
    expect(screen.getByRole('heading', { name: 'Prueba el auto-descubrimiento de archivos' })).toBeInTheDocument();
  });

  it('a blank intent shows the spec text and asks the server nothing', async () => {
    render(<DiscoveryBoxConnected />);
    await userEvent.type(intent(), '   ');
    await userEvent.click(search());
    expect(screen.getByRole('alert')).toHaveTextContent('Auto-discovery needs a non-empty intent');
    expect(intent()).toHaveAttribute('aria-invalid', 'true');
    expect(api.discover).not.toHaveBeenCalled();
  });

  it('lists the files found with provider, type, confidence and a link', async () => {
    api.discover.mockResolvedValue({ discovered_files: FILES, searched_providers: ['google_drive', 'google_sheets'], reconnect_providers: [], terms: ['pedido'] });
    render(<DiscoveryBoxConnected />);
    await userEvent.type(intent(), 'guarda cada pedido en mi hoja{Enter}');
    expect(api.discover).toHaveBeenCalledWith({ user_message: 'guarda cada pedido en mi hoja', providers: ['google_drive', 'google_sheets'], file_types: [], planned_steps: [] }, expect.anything());
    const items = await screen.findAllByTestId('discovered-file');
    expect(screen.getByText('2 archivos encontrados')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Pedidos 2026');
    expect(items[0]).toHaveTextContent('Google Sheets · Hoja de cálculo · Coincidencia 99 %');
    expect(within(items[0]).getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', 'https://docs.google.com/spreadsheets/d/s1');
    expect(items[1]).toHaveTextContent('Google Drive · Documento · Coincidencia 80 %');
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('searches only the providers left checked, and not at all with none', async () => {
    api.discover.mockResolvedValue({ discovered_files: [], searched_providers: ['google_sheets'], reconnect_providers: [], terms: ['menu'] });
    render(<DiscoveryBoxConnected />);
    await userEvent.type(intent(), 'menú del día');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Google Drive' }));
    await userEvent.click(search());
    expect(api.discover.mock.calls[0][0].providers).toEqual(['google_sheets']);
    expect(await screen.findByText('No se encontraron archivos relevantes para este intent.')).toBeInTheDocument();
    // a Google account was searched: no "connect" hint
    expect(screen.queryByText(/No hay una cuenta de Google conectada/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Google Sheets' }));
    expect(search()).toBeDisabled();
  });

  it('empty without a connection says how to connect; a refused token says to reconnect', async () => {
    api.discover.mockResolvedValueOnce({ discovered_files: [], searched_providers: [], reconnect_providers: [], terms: ['pedido'] });
    render(<DiscoveryBoxConnected />);
    await userEvent.type(intent(), 'pedidos{Enter}');
    expect(await screen.findByText('No se encontraron archivos relevantes para este intent.')).toBeInTheDocument();
    expect(screen.getByText(/No hay una cuenta de Google conectada/)).toBeInTheDocument();
    api.discover.mockResolvedValueOnce({ discovered_files: [], searched_providers: [], reconnect_providers: ['google_drive'], terms: ['pedido'] });
    await userEvent.click(search());
    expect(await screen.findByText(/vuelve a conectar tu cuenta de Google/)).toBeInTheDocument();
  });

  it("errors show the server's detail, else 'Error en el auto-descubrimiento'", async () => {
    api.discover.mockRejectedValueOnce({ status: 502, detail: 'Google Drive no respondió. Inténtalo de nuevo en un momento.' });
    render(<DiscoveryBoxConnected />);
    await userEvent.type(intent(), 'pedidos{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google Drive no respondió. Inténtalo de nuevo en un momento.');
    api.discover.mockRejectedValueOnce(new TypeError(''));
    await userEvent.click(search());
    expect(await screen.findByText('Error en el auto-descubrimiento')).toBeInTheDocument();
  });
});

describe("the chat's file auto-discovery modal", () => {
  it('searches with the conversation request and the planned steps (POST /file-discovery/discover)', async () => {
    const { FileDiscoveryButton, planUsesFiles } = await import('../../src/views/chat/FileDiscoveryDialog');
    const plan = [
      { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
      { step: 2, node_id: 'google_sheets', action_id: 'append_row', params: {} },
    ];
    expect(planUsesFiles(plan)).toBe(true);
    expect(planUsesFiles(plan.slice(0, 1))).toBe(false);
    api.discover.mockResolvedValue({ discovered_files: FILES, searched_providers: ['google_drive', 'google_sheets'] });
    const user = userEvent.setup();
    render(<FileDiscoveryButton plan={plan} intent="guarda cada pedido en mi hoja de pedidos" />);
    await user.click(screen.getByRole('button', { name: 'Buscar mis archivos' }));
    const dialog = screen.getByRole('dialog', { name: 'Auto-descubrimiento de archivos' });
    expect(within(dialog).getByRole('textbox', { name: '¿Qué quieres automatizar?' })).toHaveValue('guarda cada pedido en mi hoja de pedidos');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar archivos' }));
    expect(await within(dialog).findByText('Pedidos 2026')).toBeInTheDocument();
    expect(api.discover).toHaveBeenCalledWith(
      expect.objectContaining({ user_message: 'guarda cada pedido en mi hoja de pedidos', planned_steps: plan }),
      expect.anything(),
    );
  });
});
