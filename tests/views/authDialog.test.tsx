import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialog, type AuthDialogProps } from '../../src/views/auth/AuthDialog';
import type { AuthDialogMode } from '../../src/stores/ui';

afterEach(cleanup);

function Harness(props: Partial<AuthDialogProps>) {
  const [mode, setMode] = useState<AuthDialogMode>(props.mode ?? 'login');
  return (
    <AuthDialog
      open
      onOpenChange={() => {}}
      submitting={false}
      error={null}
      expired={false}
      onLogin={() => {}}
      onRegister={() => {}}
      {...props}
      mode={mode}
      onModeChange={setMode}
    />
  );
}

describe('login dialog', () => {
  it('keeps Iniciar Sesión disabled until both fields have non-blank text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const submit = screen.getByRole('button', { name: 'Iniciar Sesión' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Usuario'), '   ');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Usuario'), 'ana');
    expect(submit).toBeEnabled();
  });

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<Harness onLogin={onLogin} />);
    await user.type(screen.getByLabelText('Usuario'), ' ana ');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto{Enter}');
    expect(onLogin).toHaveBeenCalledExactlyOnceWith({ username: 'ana', password: 'secreto' });
  });

  it('is disabled while submitting and ignores Enter', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<Harness onLogin={onLogin} submitting />);
    await user.type(screen.getByLabelText('Usuario'), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto{Enter}');
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeDisabled();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('shows the expired notice and the error text', () => {
    render(<Harness expired error="Usuario o contraseña incorrectos" />);
    expect(screen.getByText('Tu sesión expiró. Por favor, inicia sesión de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
  });

  it('does not show the expired notice when the flag is off', () => {
    render(<Harness />);
    expect(screen.queryByText('Tu sesión expiró. Por favor, inicia sesión de nuevo.')).not.toBeInTheDocument();
  });
});

describe('register dialog', () => {
  it("switches with 'Crear cuenta' and needs email, user and password", async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    render(<Harness onRegister={onRegister} />);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const submit = screen.getByRole('button', { name: 'Crear Cuenta' });
    await user.type(screen.getByLabelText('Usuario'), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ana@tienda.mx{Enter}');
    expect(onRegister).toHaveBeenCalledExactlyOnceWith({ email: 'ana@tienda.mx', username: 'ana', password: 'secreto' });
  });

  it('links back to login', async () => {
    const user = userEvent.setup();
    render(<Harness mode="register" />);
    await user.click(screen.getByRole('button', { name: /Iniciar Sesión/ }));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
