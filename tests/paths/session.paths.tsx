/** session + login dialog, through the whole App shell (top bar, login dialog, toasts). */
import { act, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { sessionMachine } from '../../machines/session.machine';
import { SessionProvider } from '../../src/app';
import { App } from '../../src/App';
import { closeAuth, setAuthMode } from '../../src/stores/ui';
import { delays, done, failed, type ScreenPaths } from './runner';

const jwt = (secondsFromNow: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '')}.firma`;
const longLived = jwt(7 * 24 * 3600);
const expiringSoon = jwt(3600);
const fresh = { access_token: jwt(8 * 24 * 3600), refresh_token: 'r-nuevo' };

const dialog = () => screen.queryByRole('dialog');
// hidden: true — the open login dialog hides the rest of the page from the accessibility tree
const topBar = () => screen.getByRole('navigation', { name: 'Navegación principal', hidden: true });

async function openDialog(ctx: Parameters<ScreenPaths['actions'][string]>[0], mode: 'login' | 'register') {
  if (!dialog()) await ctx.user.click(within(topBar()).getByRole('button', { name: 'Iniciar Sesión', hidden: true }));
  // the login dialog loads on demand the first time it opens
  const d = await screen.findByRole('dialog');
  if (mode === 'register' && within(d).queryByRole('button', { name: 'Crear cuenta' })) await ctx.user.click(within(d).getByRole('button', { name: 'Crear cuenta' }));
  if (mode === 'login' && within(d).queryByRole('button', { name: /Ya tengo cuenta/ })) await ctx.user.click(within(d).getByRole('button', { name: /Ya tengo cuenta/ }));
  return d;
}

async function fill(ctx: Parameters<ScreenPaths['actions'][string]>[0], label: string, value: string) {
  const input = screen.getByLabelText(label);
  await ctx.user.clear(input);
  await ctx.user.click(input);
  await ctx.user.paste(value);
}

function signedIn() {
  expect(within(topBar()).getByRole('button', { name: 'Cerrar sesión', hidden: true })).toBeEnabled();
  expect(within(topBar()).getByRole('link', { name: 'Mis Workflows', hidden: true })).toBeInTheDocument();
  expect(within(topBar()).queryByRole('button', { name: 'Iniciar Sesión', hidden: true })).not.toBeInTheDocument();
  expect(dialog()).not.toBeInTheDocument();
}

export const sessionPaths: ScreenPaths = {
  name: 'session',
  machine: sessionMachine,
  inputs: [
    { input: { accessToken: null, refreshToken: null } },
    { input: { accessToken: longLived, refreshToken: 'r1' }, explore: false },
    { input: { accessToken: expiringSoon, refreshToken: 'r1' }, explore: false },
  ],
  contextKey: (s) => [!!s.context.authError, s.context.expired, s.context.autoRefresh, s.context.refreshReason],
  events: (s) => [
    { type: 'auth.login', username: 'ana', password: 'clave-segura-1' },
    { type: 'auth.register', email: 'ana@tienda.mx', username: 'ana', password: 'clave-segura-1' },
    { type: 'auth.clearError' },
    { type: 'auth.logout' },
    { type: 'session.unauthorized', token: s.context.accessToken },
    done('login', fresh),
    failed('login', { status: 401, detail: 'Usuario o contraseña incorrectos' }),
    done('register', fresh),
    failed('register', { status: 400, detail: 'El usuario ya existe' }),
    done('refresh', fresh),
    failed('refresh', { status: 401, detail: 'refresh inválido' }),
    done('logout'),
    failed('logout'),
    ...delays(s),
  ],
  setup: () => closeAuth(),
  actions: {
    'xstate.init': (ctx) => {
      const input = ctx.input as { accessToken: string | null; refreshToken: string | null };
      setAuthMode('login');
      render(
        <SessionProvider input={input} deps={{ navigate: () => {}, log: () => {} }}>
          <App />
        </SessionProvider>,
      );
    },
    'auth.login': async (ctx, e) => {
      await openDialog(ctx, 'login');
      await fill(ctx, 'Usuario', e.username);
      await fill(ctx, 'Contraseña', e.password);
      await ctx.user.keyboard('{Enter}');
    },
    'auth.register': async (ctx, e) => {
      await openDialog(ctx, 'register');
      await fill(ctx, 'Email', e.email);
      await fill(ctx, 'Usuario', e.username);
      await fill(ctx, 'Contraseña', e.password);
      await ctx.user.keyboard('{Enter}');
    },
    // switching between 'Iniciar Sesión' and 'Crear Cuenta' clears the error (so does closing the dialog)
    'auth.clearError': async (ctx) => {
      const d = await openDialog(ctx, 'login');
      await ctx.user.click(within(d).getByRole('button', { name: 'Crear cuenta' }));
    },
    'auth.logout': (ctx) => ctx.user.click(within(topBar()).getByRole('button', { name: 'Cerrar sesión', hidden: true })),
    // the API client's 401 bridge (src/app/session.tsx) sends this; no person does
    'session.unauthorized': (ctx, e) => act(() => ctx.send(e)),
    'xstate.done.actor.login': async (ctx, e) => void (await ctx.api.reply('POST /api/auth/login', { body: e.output })),
    'xstate.error.actor.login': async (ctx, e) => void (await ctx.api.reply('POST /api/auth/login', { status: e.error.status, body: { detail: e.error.detail } })),
    'xstate.done.actor.register': async (ctx, e) => void (await ctx.api.reply('POST /api/auth/register', { body: e.output })),
    'xstate.error.actor.register': async (ctx, e) => void (await ctx.api.reply('POST /api/auth/register', { status: e.error.status, body: { detail: e.error.detail } })),
    'xstate.done.actor.refresh': async (ctx, e) => void (await ctx.api.reply('POST /api/auth/refresh', { body: e.output })),
    'xstate.error.actor.refresh': async (ctx, e) => void (await ctx.api.reply('POST /api/auth/refresh', { status: e.error.status, body: { detail: e.error.detail } })),
    'xstate.done.actor.logout': async (ctx) => void (await ctx.api.reply('POST /api/auth/logout', { status: 204 })),
    'xstate.error.actor.logout': async (ctx) => void (await ctx.api.reply('POST /api/auth/logout', { status: 500, body: { detail: 'fallo' } })),
  },
  states: {
    signedOut: () => {
      expect(within(topBar()).getByRole('button', { name: 'Iniciar Sesión', hidden: true })).toBeEnabled();
      expect(within(topBar()).queryByRole('button', { name: 'Cerrar sesión', hidden: true })).not.toBeInTheDocument();
    },
    'signedOut.idle': (_ctx, s) => {
      const d = dialog();
      if (s.context.authError) expect(within(d!).getByRole('alert')).toHaveTextContent(s.context.authError);
      else if (d) expect(within(d).queryByRole('alert')).not.toBeInTheDocument();
      if (s.context.expired) expect(within(d!).getByRole('status')).toHaveTextContent('Tu sesión expiró. Por favor, inicia sesión de nuevo.');
      // the submit button waits only for the fields (blank ones keep it disabled)
      if (d) {
        const filled = within(d)
          .getAllByLabelText(/^(Email|Usuario|Contraseña)$/)
          .every((i) => (i as HTMLInputElement).value.trim() !== '');
        const submit = within(d).getByRole('button', { name: /^(Iniciar Sesión|Crear Cuenta)$/ });
        if (filled) expect(submit).toBeEnabled();
        else expect(submit).toBeDisabled();
      }
    },
    'signedOut.submitting': async () => {
      const d = await screen.findByRole('dialog');
      expect(within(d).getByRole('button', { name: /^(Iniciar Sesión|Crear Cuenta)$/ })).toBeDisabled();
      expect(within(d).queryByRole('alert')).not.toBeInTheDocument();
    },
    // a refresh is invisible: the person stays signed in
    authenticated: () => signedIn(),
    // the shell shows the visitor view at once while the server revokes the session
    signingOut: () => {
      expect(within(topBar()).getByRole('button', { name: 'Iniciar Sesión', hidden: true })).toBeEnabled();
      expect(within(topBar()).queryByRole('link', { name: 'Mis Workflows', hidden: true })).not.toBeInTheDocument();
    },
  },
  excluded: {
    'session.authenticated.active --session.refreshDue[0]--> session.authenticated.refreshing':
      'no screen or module sends session.refreshDue today (the schedule is the machine’s own REFRESH_INTERVAL, covered)',
    'session.authenticated --auth.passwordChanged[0]--> session.authenticated.active':
      'sent by the password dialog’s machine (passwordChange), not a screen of this table; covered in tests/views/changePasswordDialog.test.tsx',
    'session.authenticated --session.redirectHome[0]--> (self)': 'an internal delayed raise (navigation only, no state change); runs on its own 300 ms after login',
  },
};
