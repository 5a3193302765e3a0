/** credentials — the credentials modal: 'Credenciales Activas' and 'OAuth Applications' (two parallel regions). */
import { render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { credentialRows, credentialsMachine } from '../../machines/credentials.machine';
import { SessionProvider } from '../../src/app';
import { t } from '../../src/i18n/messages';
import { CredentialsModal } from '../../src/views/credentials/CredentialsModal';
import { done, failed, http, type PathContext, type ScreenPaths } from './runner';

const c = t.credentials;
const future = new Date(Date.now() + 86_400_000).toISOString();
const SHEETS = { service_id: 'sheets', provider: 'google', flavor: 'oauth', mechanism: 'oauth2', scopes: [], created_at: '2026-11-01T10:00:00Z', expires_at: future, status: 'connected' };
const SERVICES = [
  { service_id: 'sheets', display_name: 'Google Sheets', mechanism: 'oauth2', provider: 'google' },
  { service_id: 'slack', display_name: 'Slack', mechanism: 'oauth2', provider: 'slack' },
];
const GOOGLE_APP = { provider: 'google', client_id: '1234567890-abcdefghijklmnop.apps.googleusercontent.com', app_name: 'Mi app', has_client_secret: true, created_at: '', updated_at: '' };

async function showTab(ctx: PathContext, name: string) {
  const tab = screen.getByRole('tab', { name });
  if (tab.getAttribute('aria-selected') !== 'true') await ctx.user.click(tab);
}
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const appForm = () => screen.getByRole('form');

async function fillApp(ctx: PathContext, values: { provider: string; client_id: string; client_secret: string }, editing: boolean) {
  if (!editing) await ctx.user.selectOptions(screen.getByLabelText('Proveedor *'), values.provider);
  const id = screen.getByLabelText('Client ID *');
  await ctx.user.clear(id);
  await ctx.user.type(id, values.client_id);
  if (values.client_secret) await ctx.user.type(screen.getByLabelText(/^Client Secret/), values.client_secret);
}

export const credentialsPaths: ScreenPaths = {
  name: 'credentials',
  machine: credentialsMachine,
  contextKey: (s) => [s.context.credentials.length, s.context.apps.length],
  events: () => [
    { type: 'credentials.reload' },
    { type: 'credentials.delete', serviceId: 'sheets', name: 'Google Sheets' },
    { type: 'apps.reload' },
    { type: 'apps.save', values: { provider: 'github', client_id: 'gh-id', client_secret: 'gh-secret', app_name: '' }, original: null },
    { type: 'apps.save', values: { provider: 'google', client_id: 'nuevo-id', client_secret: '', app_name: 'Mi app' }, original: GOOGLE_APP },
    { type: 'apps.delete', provider: 'google' },
    done('fetchCredentials', { credentials: [SHEETS], services: SERVICES }),
    failed('fetchCredentials', { status: 500, detail: 'fallo' }),
    done('deleteCredential', null),
    failed('deleteCredential', { status: 404, detail: 'Credencial no encontrada' }),
    done('fetchApps', [GOOGLE_APP]),
    failed('fetchApps', { status: 500, detail: 'fallo' }),
    done('saveApp', { provider: 'github' }),
    failed('saveApp', { status: 500, detail: 'Internal Server Error' }),
    done('deleteApp', null),
    failed('deleteApp', { status: 404, detail: 'Not Found' }),
  ],
  setup: (ctx) => ctx.api.always('GET /api/v1/auth-service-discovery/services/available', { body: { services: SERVICES } }),
  actions: {
    'xstate.init': () => {
      render(
        <SessionProvider input={{ accessToken: 'tk', refreshToken: null }} deps={{ navigate: () => {}, alert: () => {}, storage: null }}>
          <CredentialsModal open onOpenChange={() => {}} chatId="c1" />
        </SessionProvider>,
      );
    },
    'credentials.reload': async (ctx) => {
      await showTab(ctx, c.tabActive);
      await ctx.user.click(button(c.retry));
    },
    'credentials.delete': async (ctx) => {
      await showTab(ctx, c.tabActive);
      await ctx.user.click(button('Eliminar Google Sheets'));
      await ctx.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    },
    'apps.reload': async (ctx) => {
      await showTab(ctx, c.tabApps);
      await ctx.user.click(button(c.retry));
    },
    'apps.save': async (ctx, e) => {
      await showTab(ctx, c.tabApps);
      const editing = !!e.original;
      if (!screen.queryByRole('form')) await ctx.user.click(editing ? button(/Editar/) : button(/Nueva OAuth App/));
      await fillApp(ctx, e.values, editing);
      await ctx.user.click(within(appForm()).getByRole('button', { name: editing ? c.update : c.create }));
    },
    'apps.delete': async (ctx) => {
      await showTab(ctx, c.tabApps);
      await ctx.user.click(button('Eliminar Google'));
      await ctx.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    },
    ...http('fetchCredentials', 'GET /api/credentials/', (o) => ({ body: o.credentials })),
    ...http('deleteCredential', 'DELETE /api/credentials/sheets', () => ({ status: 204 })),
    ...http('fetchApps', 'GET /api/oauth-apps/', (o) => ({ body: { oauth_apps: o } })),
    'xstate.done.actor.saveApp': async (ctx) => {
      const route = ctx.api.waiting('PUT /api/oauth-apps/google') ? 'PUT /api/oauth-apps/google' : 'POST /api/oauth-apps/github';
      await ctx.api.reply(route, { body: GOOGLE_APP });
    },
    'xstate.error.actor.saveApp': async (ctx, e) => {
      const route = ctx.api.waiting('PUT /api/oauth-apps/google') ? 'PUT /api/oauth-apps/google' : 'POST /api/oauth-apps/github';
      await ctx.api.reply(route, { status: e.error.status, body: { detail: e.error.detail } });
    },
    ...http('deleteApp', 'DELETE /api/oauth-apps/google', () => ({ status: 204 })),
  },
  states: {
    'credentials.loading': async (ctx, s) => {
      await showTab(ctx, c.tabActive);
      if (s.context.credentials.length === 0) expect(screen.getByText(c.loading)).toBeInTheDocument();
      else expect(screen.getByRole('list', { name: c.tabActive })).toBeInTheDocument();
    },
    'credentials.ready': async (ctx, s) => {
      await showTab(ctx, c.tabActive);
      const rows = credentialRows(s.context.credentials, s.context.services);
      const list = screen.getByRole('list', { name: c.tabActive });
      expect(within(list).getAllByRole('listitem')).toHaveLength(rows.length);
      expect(button('Eliminar Google Sheets')).toBeEnabled();
    },
    'credentials.failed': async (ctx) => {
      await showTab(ctx, c.tabActive);
      expect(screen.getByText(c.loadError)).toBeInTheDocument();
      expect(button(c.retry)).toBeEnabled();
    },
    'credentials.deleting': async (ctx) => {
      await showTab(ctx, c.tabActive);
      expect(button('Eliminar Google Sheets')).toBeDisabled();
    },
    'apps.loading': async (ctx, s) => {
      await showTab(ctx, c.tabApps);
      if (s.context.apps.length === 0) expect(screen.getByText(c.appsLoading)).toBeInTheDocument();
    },
    'apps.ready': async (ctx, s) => {
      await showTab(ctx, c.tabApps);
      expect(screen.queryByText(c.appsLoadError)).not.toBeInTheDocument();
      // after a failed save the form stays open, ready for another try
      if (screen.queryByRole('form')) {
        expect(within(appForm()).getByRole('button', { name: c.cancel })).toBeEnabled();
        // and its submit button answers again ('Crear' / 'Actualizar', not 'Guardando...')
        expect(within(appForm()).getByRole('button', { name: new RegExp(`^(${c.create}|${c.update})$`) })).toBeEnabled();
      }
      else if (s.context.apps.length) expect(button('Eliminar Google')).toBeEnabled();
      else expect(screen.getByText(c.appsEmpty)).toBeInTheDocument();
    },
    'apps.failed': async (ctx) => {
      await showTab(ctx, c.tabApps);
      expect(screen.getByText(c.appsLoadError)).toBeInTheDocument();
      expect(button(c.retry)).toBeEnabled();
    },
    'apps.saving': async (ctx) => {
      await showTab(ctx, c.tabApps);
      expect(within(appForm()).getByRole('button', { name: c.saving })).toBeDisabled();
      expect(within(appForm()).getByRole('button', { name: c.cancel })).toBeDisabled();
    },
    'apps.deleting': async (ctx) => {
      await showTab(ctx, c.tabApps);
      expect(button('Eliminar Google')).toBeDisabled();
      expect(button(/Nueva OAuth App/)).toBeDisabled();
    },
  },
  excluded: {
    'credentials.credentials.ready --credentials.reload[0]--> credentials.credentials.loading':
      'sent when a connection started from the modal succeeds (StandaloneServiceAuth → serviceConnection); the serviceConnection table drives that flow',
    'credentials.apps.ready --apps.reload[0]--> credentials.apps.loading': 'no control sends it outside the error panel (the list reloads by itself after a save or delete)',
    'credentials.apps.ready --apps.save[1]--> (self)': 'the form checks the same rule before sending (its own alert); an invalid apps.save never leaves the screen',
  },
};
