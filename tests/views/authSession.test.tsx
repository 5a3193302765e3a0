import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type Actor } from 'xstate';
import { sessionMachine, type SessionMachine, type TokenAnswer } from '../../machines/session.machine';
import { SessionProvider, useSessionActorRef } from '../../src/app';
import { closeAuth, openAuth } from '../../src/stores/ui';
import { AuthDialogConnected } from '../../src/views/auth/AuthDialogConnected';
import { useShellSession } from '../../src/views/shell/useShellSession';

afterEach(() => {
  cleanup();
  closeAuth();
});

let actorRef: Actor<SessionMachine> | null = null;

function Dialog() {
  const session = useShellSession();
  actorRef = useSessionActorRef() as unknown as Actor<SessionMachine>;
  return (
    <>
      <span data-testid="state">{session.loggedIn ? 'dentro' : 'fuera'}</span>
      <AuthDialogConnected session={session} />
    </>
  );
}

function renderWith(logic: SessionMachine, accessToken: string | null = null) {
  return render(
    <SessionProvider logic={logic} input={{ accessToken, refreshToken: accessToken ? 'r' : null }}>
      <Dialog />
    </SessionProvider>,
  );
}

const noNav = { goHome: () => {}, goHomeAfterLogin: () => {}, persistTokens: () => {}, clearTokens: () => {}, notifyExpired: () => {} };

describe('login dialog driven by the session machine', () => {
  it("sends auth.login on Enter and shows the server's detail", async () => {
    const login = vi.fn(async (_args: { input: { username: string; password: string } }): Promise<TokenAnswer> => {
      throw { status: 401, detail: 'Usuario o contraseña incorrectos' };
    });
    renderWith(sessionMachine.provide({ actors: { login: fromPromise(login) }, actions: noNav }));
    await act(async () => openAuth('login'));
    const user = userEvent.setup();
    // the dialog's chunk loads when it first opens
    await user.type(await screen.findByLabelText('Usuario', {}, { timeout: 10_000 }), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'mala{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(login).toHaveBeenCalledOnce();
    expect(login.mock.calls[0][0]).toMatchObject({ input: { username: 'ana', password: 'mala' } });
  });

  it("falls back to 'Error al iniciar sesión' / 'Error en el registro'", async () => {
    const logic = sessionMachine.provide({
      actors: {
        login: fromPromise<TokenAnswer, { username: string; password: string }>(async () => {
          throw {};
        }),
        register: fromPromise<TokenAnswer, { email: string; username: string; password: string }>(async () => {
          throw {};
        }),
      },
      actions: noNav,
    });
    renderWith(logic);
    await act(async () => openAuth('login'));
    const user = userEvent.setup();
    // the dialog's chunk loads when it first opens
    await user.type(await screen.findByLabelText('Usuario', {}, { timeout: 10_000 }), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await user.type(screen.getByLabelText('Email'), 'ana@tienda.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el registro');
  });

  it('closes once signed in', async () => {
    const logic = sessionMachine.provide({
      actors: { login: fromPromise<TokenAnswer, { username: string; password: string }>(async () => ({ access_token: 'a', refresh_token: 'r' })) },
      actions: noNav,
    });
    renderWith(logic);
    await act(async () => openAuth('login'));
    const user = userEvent.setup();
    // the dialog's chunk loads when it first opens
    await user.type(await screen.findByLabelText('Usuario', {}, { timeout: 10_000 }), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'buena{Enter}');
    expect(await screen.findByText('dentro')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens by itself with the expired notice when a refresh after a 401 fails', async () => {
    const logic = sessionMachine.provide({
      actors: {
        refresh: fromPromise<TokenAnswer, { refreshToken: string | null }>(async () => {
          throw { status: 401, detail: 'refresh inválido' };
        }),
      },
      actions: noNav,
    });
    renderWith(logic, 'token-viejo');
    expect(screen.getByTestId('state')).toHaveTextContent('dentro');
    act(() => actorRef!.send({ type: 'session.unauthorized', token: 'token-viejo' }));
    expect(await screen.findByText('Tu sesión expiró. Por favor, inicia sesión de nuevo.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toHaveTextContent('Iniciar Sesión');
  });
});
