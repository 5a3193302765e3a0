import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type Actor } from 'xstate';
import { PASSWORD_CHANGED_TOAST, type PasswordChangeMachine } from '../../machines/passwordChange.machine';
import { sessionMachine, type SessionMachine, type TokenAnswer } from '../../machines/session.machine';
import { SessionProvider, useSessionActorRef } from '../../src/app';
import { ChangePasswordDialogConnected } from '../../src/views/auth/ChangePasswordDialogConnected';
import { TopBar } from '../../src/views/shell/TopBar';
import { SidebarView } from '../../src/views/sidebar/SidebarView';

afterEach(cleanup);

type Call = { input: { currentPassword: string; newPassword: string } };
let session: Actor<SessionMachine> | null = null;

function Harness({ api }: { api: (args: Call) => Promise<TokenAnswer> }) {
  const [open, setOpen] = useState(false);
  session = useSessionActorRef() as unknown as Actor<SessionMachine>;
  const override = (m: PasswordChangeMachine) => m.provide({ actors: { changePassword: fromPromise(api) } });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cambiar contraseña
      </button>
      <ChangePasswordDialogConnected open={open} onOpenChange={setOpen} override={override} />
    </>
  );
}

function renderDialog(api: (args: Call) => Promise<TokenAnswer>) {
  const notify = vi.fn();
  const persistTokens = vi.fn();
  const logic = sessionMachine.provide({ actions: { persistTokens, clearTokens: () => {}, goHome: () => {}, goHomeAfterLogin: () => {} } });
  render(
    <SessionProvider logic={logic} input={{ accessToken: 'a1', refreshToken: 'r1' }} deps={{ notify }}>
      <Harness api={api} />
    </SessionProvider>,
  );
  return { notify, persistTokens };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
  expect(dialog).toHaveTextContent('Al cambiarla cerraremos tu sesión en los demás dispositivos.');
  await user.type(screen.getByLabelText('Contraseña actual'), current);
  await user.type(screen.getByLabelText('Nueva contraseña'), next);
  await user.type(screen.getByLabelText('Confirma la nueva contraseña'), confirm);
}

describe("'Cambiar contraseña' dialog", () => {
  it('checks the confirmation in Spanish before calling the server', async () => {
    const api = vi.fn(async (): Promise<TokenAnswer> => ({ access_token: 'a2', refresh_token: 'r2' }));
    renderDialog(api);
    const user = userEvent.setup();
    await fill(user, 'Vieja-Clave-Segura-1', 'Nopal-Azul-Tlacoyo-42', 'Nopal-Azul-Tlacoyo-43');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La nueva contraseña y su confirmación no coinciden.');
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's Spanish reason and keeps the dialog open", async () => {
    const api = vi.fn(async (_args: Call): Promise<TokenAnswer> => {
      throw { status: 400, detail: 'La contraseña actual no es correcta' };
    });
    renderDialog(api);
    const user = userEvent.setup();
    await fill(user, 'Equivocada-9', 'Nopal-Azul-Tlacoyo-42', 'Nopal-Azul-Tlacoyo-42{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.mock.calls[0][0]).toMatchObject({ input: { currentPassword: 'Equivocada-9', newPassword: 'Nopal-Azul-Tlacoyo-42' } });
  });

  it('on success: the session takes the fresh pair, a toast confirms, the dialog closes and reopens empty', async () => {
    const api = vi.fn(async (): Promise<TokenAnswer> => ({ access_token: 'a2', refresh_token: 'r2' }));
    const { notify, persistTokens } = renderDialog(api);
    const user = userEvent.setup();
    await fill(user, 'Vieja-Clave-Segura-1', 'Nopal-Azul-Tlacoyo-42', 'Nopal-Azul-Tlacoyo-42');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session!.getSnapshot().context).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(persistTokens).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('success', PASSWORD_CHANGED_TOAST);
    await act(async () => user.click(screen.getByRole('button', { name: 'Cambiar contraseña' })));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("is offered next to 'Cerrar sesión' in the top bar and the chat sidebar", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<TopBar loggedIn onLogin={() => {}} onLogout={() => {}} onChangePassword={open} />);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    cleanup();
    render(<SidebarView chats={[]} activeChatId={null} creating={false} onNewChat={() => {}} onRename={() => {}} confirmingDelete={null} onRequestDelete={() => {}} onConfirmDelete={() => {}} onCancelDelete={() => {}} onLogout={() => {}} onChangePassword={open} />);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(open).toHaveBeenCalledTimes(2);
  });
});
