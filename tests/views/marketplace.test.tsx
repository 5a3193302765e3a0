import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceTemplate } from '../../contracts/marketplace';
import { Toasts } from '../../src/components/Toasts';
import { clearNotifications } from '../../src/stores/notifications';
import { MarketplaceView, type MarketplaceViewProps } from '../../src/views/marketplace/MarketplaceView';
import { MarketplaceLogin, MarketplaceRoute } from '../../src/views/marketplace/MarketplaceRoute';

const api = vi.hoisted(() => ({ templates: vi.fn(), install: vi.fn() }));
vi.mock('../../src/api/marketplace', () => ({ marketplace: api }));

afterEach(() => {
  cleanup();
  clearNotifications();
});

const tpl = (over: Partial<MarketplaceTemplate>): MarketplaceTemplate => ({
  template_id: 'x',
  name: 'X',
  category: 'Tiendas y comercios',
  category_id: 'retail',
  description: 'Descripción',
  services: ['Formulario'],
  steps_count: 2,
  ...over,
});

const TEMPLATES = [
  tpl({ template_id: 'tienda-corte-de-caja', name: 'Corte de caja diario por correo', services: ['Programación', 'Google Sheets', 'Correo (SMTP)'], steps_count: 4 }),
  tpl({ template_id: 'restaurante-reservaciones', name: 'Reservaciones desde tu página', category: 'Restaurantes y cafeterías', category_id: 'restaurants', description: 'Cada reservación entra a tu Google Calendar.', services: ['Formulario', 'Google Calendar', 'WhatsApp'], steps_count: 3 }),
  tpl({ template_id: 'restaurante-menu-del-dia', name: 'Menú del día en tu canal de Telegram', category: 'Restaurantes y cafeterías', category_id: 'restaurants', services: ['Programación', 'Telegram'] }),
];

const cardNames = () => screen.queryAllByTestId('template-card').map((c) => within(c).getByRole('heading').textContent);

describe('marketplace view', () => {
  const props = (over: Partial<MarketplaceViewProps> = {}): MarketplaceViewProps => ({
    templates: TEMPLATES,
    error: null,
    onRetry: vi.fn(),
    installingId: null,
    installedId: null,
    onInstall: vi.fn(),
    onOpenChat: vi.fn(),
    ...over,
  });

  it('shows each card with name, category, description, services and Instalar', async () => {
    const p = props();
    render(<MarketplaceView {...p} />);
    expect(cardNames()).toEqual(TEMPLATES.map((t) => t.name));
    const card = screen.getAllByTestId('template-card')[1];
    expect(card).toHaveTextContent('Restaurantes y cafeterías');
    expect(card).toHaveTextContent('Cada reservación entra a tu Google Calendar.');
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Formulario', 'Google Calendar', 'WhatsApp']);
    expect(card).toHaveTextContent('3 pasos');
    await userEvent.click(within(card).getByRole('button', { name: 'Instalar Reservaciones desde tu página' }));
    expect(p.onInstall).toHaveBeenCalledWith('restaurante-reservaciones');
  });

  it('filters by category and by search words, without caring about accents or case', async () => {
    render(<MarketplaceView {...props()} />);
    const chips = within(screen.getByRole('group', { name: 'Tipo de negocio' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['Todas 3', 'Tiendas y comercios 1', 'Restaurantes y cafeterías 2']);
    await userEvent.click(chips.getByRole('button', { name: /Restaurantes/ }));
    expect(chips.getByRole('button', { name: /Restaurantes/ })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Reservaciones desde tu página', 'Menú del día en tu canal de Telegram']);
    expect(screen.getByRole('status')).toHaveTextContent('2 de 3 plantillas');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar plantillas' }), 'MENU telegram');
    expect(cardNames()).toEqual(['Menú del día en tu canal de Telegram']);
    // search by a service name across every category
    await userEvent.click(chips.getByRole('button', { name: /Todas/ }));
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'google');
    expect(cardNames()).toEqual(['Corte de caja diario por correo', 'Reservaciones desde tu página']);
    // nothing matches: say so and offer to clear
    await userEvent.type(screen.getByRole('searchbox'), ' veterinaria');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No hay plantillas que coincidan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(cardNames()).toHaveLength(3);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('while one installs every Instalar waits; the installed card offers Abrir chat', async () => {
    const { rerender } = render(<MarketplaceView {...props({ installingId: 'tienda-corte-de-caja' })} />);
    const [first, second] = screen.getAllByTestId('template-card');
    expect(within(first).getByRole('button', { name: /Corte de caja/ })).toHaveTextContent('Instalando...');
    expect(within(first).getByRole('button', { name: /Corte de caja/ })).toBeDisabled();
    expect(within(second).getByRole('button', { name: /Reservaciones/ })).toBeDisabled();
    const p = props({ installedId: 'tienda-corte-de-caja' });
    rerender(<MarketplaceView {...p} />);
    const card = screen.getAllByTestId('template-card')[0];
    expect(card).toHaveTextContent('Instalada');
    await userEvent.click(within(card).getByRole('button', { name: 'Abrir chat' }));
    expect(p.onOpenChat).toHaveBeenCalled();
    expect(within(screen.getAllByTestId('template-card')[1]).getByRole('button', { name: /Reservaciones/ })).toBeEnabled();
  });

  it('loading and load error with Reintentar', async () => {
    const { rerender } = render(<MarketplaceView {...props({ templates: null })} />);
    expect(screen.getByText('Cargando plantillas...')).toBeInTheDocument();
    const p = props({ templates: null, error: 'Error 500' });
    rerender(<MarketplaceView {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las plantillas');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(p.onRetry).toHaveBeenCalled();
  });

  it('visitors are asked to sign in', async () => {
    const onLogin = vi.fn();
    render(<MarketplaceLogin onLogin={onLogin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(onLogin).toHaveBeenCalled();
  });
});

describe('marketplace route (install flow wired to the API)', () => {
  beforeEach(() => {
    api.templates.mockReset().mockResolvedValue(TEMPLATES);
    api.install.mockReset();
    window.history.replaceState(null, '', '/marketplace');
  });

  it("installs, shows 'Plantilla instalada' with a link to the chat, and opens it", async () => {
    api.install.mockResolvedValue({ chat_id: 'chat-42', session_id: 'chat-42', title: 'Corte de caja diario por correo', template_id: 'tienda-corte-de-caja' });
    render(
      <>
        <MarketplaceRoute />
        <Toasts />
      </>,
    );
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Instalar Corte de caja diario por correo' }));
    expect(api.install).toHaveBeenCalledWith('tienda-corte-de-caja', expect.anything());
    const toast = await screen.findByText('Plantilla instalada');
    const link = within(toast.closest('li')!).getByRole('link', { name: 'Abrir chat' });
    expect(link).toHaveAttribute('href', '/chat/chat-42');
    // (a plain click: jsdom lacks the pointer capture the toast's swipe handling asks for)
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/chat/chat-42');
    // the card's own button goes to the same chat
    await act(async () => window.history.replaceState(null, '', '/marketplace'));
    await userEvent.click(within(screen.getAllByTestId('template-card')[0]).getByRole('button', { name: 'Abrir chat' }));
    expect(window.location.pathname).toBe('/chat/chat-42');
  });

  it("a failed install shows the server's reason in a toast and the card can try again", async () => {
    api.install.mockRejectedValueOnce({ status: 404, detail: 'Plantilla no encontrada' });
    render(
      <>
        <MarketplaceRoute />
        <Toasts />
      </>,
    );
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: /Instalar Menú del día/ }));
    expect(await screen.findByText('Plantilla no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Instalar Menú del día/ })).toBeEnabled();
  });
});
