/** serviceConnection — 'Autenticar {service}': credentials choice, own OAuth app, popup, key form. */
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { POPUP_BLOCKED_ALERT } from '../../machines/oauthPopup.machine';
import { serviceConnectionMachine } from '../../machines/serviceConnection.machine';
import { t } from '../../src/i18n/messages';
import { done, failed, http, type PathContext, type ScreenPaths } from './runner';
import { APP_ORIGIN, modal, openPopupNow, renderServiceAuth, win } from './serviceAuth';

const s = t.serviceAuth;
const STEP_ROUTE = 'POST /api/v1/auth-service-discovery/service/gmail/auth-step';
const OAUTH = { service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2', provider: 'google' };
const NO_DEFAULTS = { ...OAUTH, default_app_available: false };
const OTHER_PROVIDER = { ...OAUTH, provider: 'notion' };
const REDIRECT = { service_id: 'gmail', service_name: 'Gmail', mechanism: 'custom', auth_url: 'https://proveedor.example/autorizar' };
const API_KEY = { service_id: 'gmail', service_name: 'Gmail', mechanism: 'api_key', metadata: { fields: [{ name: 'api_key', label: 'API Key', type: 'password', required: true }] } };
const kind = (step: { mechanism?: string; provider?: string; default_app_available?: boolean } | null) =>
  !step ? null : `${step.mechanism}:${step.provider ?? ''}:${step.default_app_available !== false}`;

const body = () => modal();
const child = (ctx: PathContext) => ctx.live().getSnapshot().children.oauthPopup;

export const serviceConnectionPaths: ScreenPaths = {
  name: 'serviceConnection',
  machine: serviceConnectionMachine,
  inputs: [{ input: { serviceId: 'gmail', serviceName: 'Gmail', chatId: 'c1', origins: { app: APP_ORIGIN } } }],
  contextKey: (st) => [kind(st.context.step), !!st.context.error, st.context.appChoice],
  events: () => [
    { type: 'connection.useDefaults' },
    { type: 'connection.useOwnApp' },
    { type: 'connection.submitApp', app: { client_id: 'mi-client-id', client_secret: 'mi-secreto' } },
    { type: 'connection.back' },
    { type: 'connection.submit', values: { api_key: 'sk-123' } },
    { type: 'connection.openPopup' },
    { type: 'connection.retry' },
    { type: 'connection.redirect' },
    { type: 'connection.cancel' },
    done('fetchAuthStep', OAUTH),
    done('fetchAuthStep', NO_DEFAULTS),
    done('fetchAuthStep', OTHER_PROVIDER),
    done('fetchAuthStep', REDIRECT),
    done('fetchAuthStep', API_KEY),
    done('fetchAuthStep', {}),
    failed('fetchAuthStep', { status: 500, detail: 'El servicio no respondió' }),
    done('checkAuthStep', {}),
    done('checkAuthStep', OAUTH),
    failed('checkAuthStep', { status: 500, detail: 'fallo' }),
    done('saveOAuthApp', { provider: 'google' }),
    // OAuth app calls fail with 'Error {status}: {detail}' (src/api/endpoints.ts)
    failed('saveOAuthApp', { status: 400, detail: 'Error 400: Client ID inválido' }),
    done('storeCredential', { success: true }),
    failed('storeCredential', { status: 400, detail: 'Clave inválida' }),
    done('oauthPopup', { status: 'success', service: 'gmail' }),
    done('oauthPopup', { status: 'closed' }),
    done('oauthPopup', { status: 'blocked', error: POPUP_BLOCKED_ALERT }),
    done('oauthPopup', { status: 'error', error: 'access_denied' }),
    done('oauthPopup', { status: 'cancelled' }),
    { type: 'xstate.after.SUCCESS_CLOSE.serviceConnection.success' },
  ],
  setup: () => win.reset(),
  actions: {
    'xstate.init': () => void renderServiceAuth(),
    'connection.useDefaults': (ctx) => ctx.user.click(within(body()).getByRole('button', { name: new RegExp(s.useDefaults) })),
    'connection.useOwnApp': (ctx) => ctx.user.click(within(body()).getByRole('button', { name: new RegExp(s.useOwn) })),
    'connection.submitApp': async (ctx, e) => {
      await ctx.user.type(within(body()).getByLabelText(/^Client ID/), e.app.client_id);
      await ctx.user.type(within(body()).getByLabelText(/^Client Secret/), e.app.client_secret);
      await ctx.user.click(within(body()).getByRole('button', { name: s.continue }));
    },
    'connection.back': (ctx) => ctx.user.click(within(body()).getByRole('button', { name: s.back })),
    'connection.submit': async (ctx, e) => {
      await ctx.user.type(within(body()).getByLabelText(/API Key/), e.values.api_key);
      await ctx.user.click(within(body()).getByRole('button', { name: s.connect }));
    },
    'connection.openPopup': (ctx) => ctx.user.click(within(body()).getByRole('button', { name: s.openNow })),
    'connection.retry': (ctx) => ctx.user.click(within(body()).getByRole('button', { name: s.retry })),
    'connection.redirect': (ctx) => ctx.user.click(within(body()).getByRole('button', { name: s.openHere })),
    'connection.cancel': (ctx) => ctx.user.keyboard('{Escape}'),
    ...http('fetchAuthStep', STEP_ROUTE),
    ...http('checkAuthStep', STEP_ROUTE),
    'xstate.done.actor.saveOAuthApp': async (ctx, e) => {
      await ctx.api.reply('GET /api/oauth-apps/google', { status: 404, body: { detail: 'Not Found' } });
      await ctx.api.reply('POST /api/oauth-apps/google', { body: e.output });
    },
    'xstate.error.actor.saveOAuthApp': async (ctx, e) => {
      await ctx.api.reply('GET /api/oauth-apps/google', { status: 404, body: { detail: 'Not Found' } });
      await ctx.api.reply('POST /api/oauth-apps/google', { status: e.error.status, body: { detail: e.error.detail.replace(/^Error \d+: /, '') } });
    },
    ...http('storeCredential', 'POST /api/oauth/api-key/gmail/store'),
    // what the popup window does decides the popup's outcome
    'xstate.done.actor.oauthPopup': async (ctx, e) => {
      const status = e.output.status as string;
      // 'Cancelar' while the window is awaited
      if (status === 'cancelled') return ctx.user.click(within(body()).getByRole('button', { name: s.cancelWaiting }));
      if (status === 'blocked') win.blocked = true;
      await openPopupNow(ctx);
      if (status === 'success') win.post({ type: 'OAUTH_SUCCESS', service: 'gmail' });
      if (status === 'error') win.post({ type: 'OAUTH_ERROR', error: e.output.error, can_retry: false });
      if (status === 'closed') {
        win.popup!.closed = true;
        // the next look at the window (every second) finds it closed
        act(() => child(ctx)!.send({ type: 'xstate.after.POPUP_POLL.oauthPopup.open.polling' }));
      }
    },
  },
  states: {
    loading: () => expect(within(body()).getByText(s.loading)).toBeInTheDocument(),
    choosingCredentials: () => {
      expect(within(body()).getByRole('button', { name: new RegExp(s.useDefaults) })).toBeEnabled();
      expect(within(body()).getByRole('button', { name: new RegExp(s.useOwn) })).toBeEnabled();
    },
    defaultsMissing: () => {
      expect(within(body()).queryByRole('button', { name: new RegExp(s.useDefaults) })).not.toBeInTheDocument();
      expect(within(body()).getByRole('button', { name: new RegExp(s.useOwn) })).toBeEnabled();
    },
    oauthConfig: () => {
      expect(within(body()).getByLabelText(/^Client ID/)).toBeInTheDocument();
      expect(within(body()).getByRole('button', { name: s.continue })).toBeEnabled();
    },
    savingApp: () => expect(within(body()).getByText(s.processing)).toBeInTheDocument(),
    processing: () => expect(within(body()).getByText(s.processing)).toBeInTheDocument(),
    oauthWaiting: () => {
      expect(within(body()).getByText(s.waiting)).toBeInTheDocument();
      expect(within(body()).getByRole('button', { name: s.openNow })).toBeEnabled();
    },
    checking: () => expect(within(body()).getByText(s.checking)).toBeInTheDocument(),
    redirecting: () => {
      expect(within(body()).getByText(s.redirecting)).toBeInTheDocument();
      expect(win.redirected).toHaveLength(1);
    },
    form: () => {
      expect(within(body()).getByLabelText(/API Key/)).toBeInTheDocument();
      expect(within(body()).getByRole('button', { name: s.connect })).toBeEnabled();
    },
    success: () => expect(within(body()).getByText(s.success)).toBeInTheDocument(),
    error: (_ctx, st) => {
      expect(body()).toHaveTextContent(s.error(st.context.error));
      expect(within(body()).getByRole('button', { name: s.retry })).toBeEnabled();
    },
    // the modal hands the outcome to whoever opened it
    connected: () => expect(win.done).toContainEqual({ serviceId: 'gmail', connected: true }),
    cancelled: () => expect(win.done).toContainEqual({ serviceId: 'gmail', connected: false }),
  },
};
