import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LandingPage } from '../../src/views/landing/LandingPage';
import { TopBar } from '../../src/views/shell/TopBar';

afterEach(cleanup);

function renderLanding(loggedIn: boolean, returningUser: boolean | null = true) {
  const onLogin = vi.fn();
  const loc = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={loc.hook}>
      <LandingPage loggedIn={loggedIn} onLogin={onLogin} returningUser={returningUser} />
    </Router>,
  );
  return { onLogin, loc };
}

describe('landing page', () => {
  it("says '¡Bienvenido de nuevo!' only to someone who has been here before", () => {
    renderLanding(true, false);
    expect(screen.getByRole('heading', { name: '¡Bienvenido a Enlaza!' })).toBeInTheDocument();
    expect(screen.queryByText('¡Bienvenido de nuevo!')).toBeNull();
    expect(screen.getByRole('link', { name: 'Crear mi primer workflow' })).toHaveAttribute('href', '/chat');
    cleanup();
    renderLanding(true, true);
    expect(screen.getByRole('heading', { name: '¡Bienvenido de nuevo!' })).toBeInTheDocument();
    cleanup();
    renderLanding(true, null);
    expect(screen.queryByText(/Bienvenido/)).toBeNull();
  });

  it('visitors: start-free and locked / login-required cards open the login prompt', async () => {
    const { onLogin } = renderLanding(false);
    await userEvent.click(screen.getByRole('button', { name: 'Empieza gratis' }));
    await userEvent.click(screen.getByRole('button', { name: /AI Agents/ }));
    await userEvent.click(screen.getByRole('button', { name: /Marketplace/ }));
    await userEvent.click(screen.getByRole('button', { name: /Configuración/ }));
    expect(onLogin).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('heading', { name: '¿Por qué crear una cuenta?' })).toBeInTheDocument();
  });

  it('signed-in users: welcome card links to /chat, AI Agents and Marketplace open their screens, no why-account section', async () => {
    const { loc, onLogin } = renderLanding(true);
    expect(screen.getByRole('link', { name: 'Crear un workflow' })).toHaveAttribute('href', '/chat');
    await userEvent.click(screen.getByRole('button', { name: /AI Agents/ }));
    expect(loc.history?.at(-1)).toBe('/agents');
    await userEvent.click(screen.getByRole('button', { name: /Marketplace/ }));
    expect(loc.history?.at(-1)).toBe('/marketplace');
    expect(onLogin).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: '¿Por qué crear una cuenta?' })).not.toBeInTheDocument();
  });

  it('shows the plans of spec §9', () => {
    renderLanding(false);
    const plans = screen.getAllByRole('article');
    expect(plans.map((p) => within(p).getByRole('heading').textContent)).toEqual(['Gratis', 'Starter', 'Pro', 'Enterprise']);
    expect(plans[0]).toHaveTextContent('$0/mes');
    expect(plans[1]).toHaveTextContent('399 MXN/mes');
    expect(plans[2]).toHaveTextContent('799 MXN/mes');
    expect(plans[2]).toHaveTextContent('Más popular');
    expect(plans[3]).toHaveTextContent('1,999 MXN/mes');
    expect(plans[0]).toHaveTextContent('Los workflows expiran en 14 días');
    expect(screen.getByText('Sin contratos')).toBeInTheDocument();
    for (const name of ['Gmail', 'Google Sheets', 'Slack', 'Telegram', 'WhatsApp', 'PostgreSQL']) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
  });
});

describe('top bar', () => {
  const renderBar = (loggedIn: boolean) => {
    const h = { onLogin: vi.fn(), onLogout: vi.fn() };
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <TopBar loggedIn={loggedIn} {...h} />
      </Router>,
    );
    return h;
  };
  it('visitors see Iniciar Sesión and the disabled marketplace', async () => {
    const h = renderBar(false);
    expect(screen.getByRole('button', { name: 'Marketplace - Próximamente' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Mis Workflows' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(h.onLogin).toHaveBeenCalled();
  });
  it('signed-in users see Mis Workflows, Crear Workflow and logout', async () => {
    const h = renderBar(true);
    expect(screen.getByRole('link', { name: 'Mis Workflows' })).toHaveAttribute('href', '/workflows');
    expect(screen.getByRole('link', { name: 'Crear Workflow' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('button', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(h.onLogout).toHaveBeenCalled();
  });
});
