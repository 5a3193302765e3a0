import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { oauthPopupMachine, POPUP_OPEN_DELAY_MS } from '../../machines/oauthPopup.machine';
import {
  defaultsAvailable,
  formFields,
  initiatePath,
  popupUrl,
  inputTypeOf,
  missingFields,
  serviceConnectionMachine,
  SUCCESS_CLOSE_MS,
} from '../../machines/serviceConnection.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const origins = { app: 'https://app.enlaza.mx' };
const input = { serviceId: 'gmail', serviceName: 'Gmail', chatId: 'c1', origins };
const OAUTH = { service_id: 'gmail', service_name: 'Gmail', mechanism: 'oauth2', provider: 'google', default_app_available: true };
/** The server has no default Slack app (ENLAZA_OAUTH_SLACK_CLIENT_ID unset). */
const OAUTH_NO_DEFAULTS = { service_id: 'slack', service_name: 'Slack', mechanism: 'oauth2', provider: 'slack', default_app_available: false, auth_url: '/api/oauth/initiate?service_id=slack&chat_id=c1' };
const OAUTH_NO_APP = { service_id: 'hubspot', service_name: 'HubSpot', mechanism: 'oauth2', provider: null, auth_url: '/api/oauth/initiate?service_id=hubspot' };
const API_KEY = { service_id: 'openai', service_name: 'OpenAI', mechanism: 'api_key', provider: null, category: 'ai' };
const REDIRECT = { service_id: 'legacy', service_name: 'Legacy', mechanism: 'other', provider: null, auth_url: 'https://legacy.example/auth' };
const APP = { client_id: 'id', client_secret: 'secret' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('serviceConnection machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: serviceConnectionMachine,
      promiseActors: ['fetchAuthStep', 'saveOAuthApp', 'storeCredential', 'oauthPopup'],
      inputs: [input],
      events: (s) =>
        s.status === 'done'
          ? []
          : [
              { type: 'connection.useDefaults' },
              { type: 'connection.useOwnApp' },
              { type: 'connection.back' },
              { type: 'connection.submitApp', app: APP },
              { type: 'connection.submitApp', app: { client_id: 'id', client_secret: ' ' } },
              { type: 'connection.submit', values: { api_key: 'sk-1', provider: 'openai' } },
              { type: 'connection.submit', values: { api_key: '' } },
              { type: 'connection.retry' },
              { type: 'connection.redirect' },
              { type: 'connection.openPopup' },
              { type: 'connection.cancel' },
            ],
      outputs: {
        fetchAuthStep: () => [{}, OAUTH, OAUTH_NO_DEFAULTS, OAUTH_NO_APP, API_KEY, REDIRECT],
        checkAuthStep: () => [{}, OAUTH],
        saveOAuthApp: () => [undefined],
        storeCredential: () => [{ success: true }],
        oauthPopup: () => [
          { status: 'success', service: 'gmail' },
          { status: 'closed' },
          { status: 'cancelled' },
          { status: 'blocked', error: 'Popup bloqueado' },
          { status: 'error', error: 'access_denied' },
        ],
      },
      errors: { oauthPopup: () => [] },
      serializeState: (s) =>
        JSON.stringify([s.value, s.status, s.context.step?.service_id ?? null, !!s.context.error, s.context.connected, s.context.appChoice]),
    });
    expectFullCoverage(report);
  });
});

function start(steps: unknown[], overrides: Record<string, any> = {}) {
  const fetchAuthStep = vi.fn<(a: { input: any }) => Promise<any>>(async () => steps.shift());
  const storeCredential = vi.fn<(a: { input: any }) => Promise<any>>(overrides.storeCredential ?? (async () => ({ success: true })));
  const saveOAuthApp = vi.fn<(a: { input: any }) => Promise<any>>(overrides.saveOAuthApp ?? (async () => ({})));
  const redirectTo = vi.fn();
  const alert = vi.fn();
  const windows: any[] = [];
  let emit: ((e: any) => void) | null = null;
  const actor = createActor(
    serviceConnectionMachine.provide({
      actions: { redirectTo },
      actors: {
        fetchAuthStep: fake(fetchAuthStep),
        storeCredential: fake(storeCredential),
        saveOAuthApp: fake(saveOAuthApp),
        oauthPopup: oauthPopupMachine.provide({
          actions: { alert },
          actors: {
            popupWindow: fromCallback(({ input, sendBack }) => {
              windows.push(input);
              emit = sendBack;
              return () => {};
            }),
          },
        }) as any,
      },
    }),
    { input: { ...input, ...(overrides.input ?? {}) } },
  );
  actor.start();
  return { actor, fetchAuthStep, storeCredential, saveOAuthApp, redirectTo, alert, windows, popup: (e: any) => emit!(e) };
}

describe('serviceConnection machine — scenarios', () => {
  it('an empty auth-step answer means already authenticated: success, then closes after 1.5 s', async () => {
    const { actor } = start([{}]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches('success')).toBe(true);
    vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().output).toEqual({ serviceId: 'gmail', connected: true });
  });

  it('OAuth with the default credentials: the popup opens the initiate URL after 5 s; OAUTH_SUCCESS connects', async () => {
    const { actor, windows, popup, fetchAuthStep } = start([OAUTH]);
    await flush();
    expect(fetchAuthStep.mock.calls[0][0].input).toEqual({ serviceId: 'gmail', chatId: 'c1' });
    expect(actor.getSnapshot().matches('choosingCredentials')).toBe(true);
    actor.send({ type: 'connection.useDefaults' });
    expect(actor.getSnapshot().matches('oauthWaiting')).toBe(true);
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    // The choice travels with the popup: the server uses the defaults, not the user's own app.
    expect(windows[0]).toEqual({ url: '/api/oauth/initiate?service_id=gmail&chat_id=c1&app=system', width: 500, height: 600 });
    popup({ type: 'popup.message', origin: origins.app, data: { type: 'OAUTH_SUCCESS', service: 'gmail' }, fromPopup: true });
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });

  it('without default credentials on the server only the own app is offered, and the popup asks for it', async () => {
    const { actor, windows, saveOAuthApp } = start([OAUTH_NO_DEFAULTS]);
    await flush();
    expect(actor.getSnapshot().matches('defaultsMissing')).toBe(true);
    actor.send({ type: 'connection.useDefaults' });
    expect(actor.getSnapshot().matches('defaultsMissing')).toBe(true);
    actor.send({ type: 'connection.useOwnApp' });
    expect(actor.getSnapshot().matches('oauthConfig')).toBe(true);
    // Back returns to the same screen (still no defaults to pick).
    actor.send({ type: 'connection.back' });
    expect(actor.getSnapshot().matches('defaultsMissing')).toBe(true);
    actor.send({ type: 'connection.useOwnApp' });
    actor.send({ type: 'connection.submitApp', app: { client_id: 'slack-id', client_secret: 'slack-secret' } });
    expect(saveOAuthApp.mock.calls[0][0].input).toEqual({ provider: 'slack', app: { client_id: 'slack-id', client_secret: 'slack-secret' } });
    await flush();
    actor.send({ type: 'connection.openPopup' });
    expect(windows[0].url).toBe('/api/oauth/initiate?service_id=slack&chat_id=c1&app=own');
  });

  it('own OAuth app: Client ID and Client Secret are both required, then the app is saved before the popup', async () => {
    const { actor, saveOAuthApp } = start([OAUTH]);
    await flush();
    actor.send({ type: 'connection.useOwnApp' });
    actor.send({ type: 'connection.submitApp', app: { client_id: 'id', client_secret: '' } });
    expect(actor.getSnapshot().matches('oauthConfig')).toBe(true);
    actor.send({ type: 'connection.submitApp', app: { app_name: 'Mi app', client_id: 'id', client_secret: 's' } });
    expect(saveOAuthApp.mock.calls[0][0].input).toEqual({ provider: 'google', app: { app_name: 'Mi app', client_id: 'id', client_secret: 's' } });
    await flush();
    expect(actor.getSnapshot().matches('oauthWaiting')).toBe(true);
    expect(actor.getSnapshot().context.appChoice).toBe('own');
  });

  it('a popup closed without a message checks again: connected → success, else error', async () => {
    const a = start([OAUTH, {}]);
    await flush();
    a.actor.send({ type: 'connection.useDefaults' });
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    a.popup({ type: 'popup.closed' });
    expect(a.actor.getSnapshot().matches('checking')).toBe(true);
    await flush();
    expect(a.actor.getSnapshot().matches('success')).toBe(true);

    const b = start([OAUTH, OAUTH]);
    await flush();
    b.actor.send({ type: 'connection.useDefaults' });
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    b.popup({ type: 'popup.closed' });
    await flush();
    expect(b.actor.getSnapshot().matches('error')).toBe(true);
    expect(b.actor.getSnapshot().context.error).toBe('La ventana de autenticación se cerró antes de completar la conexión.');
  });

  it('a blocked popup alerts, shows the error with retry, and can fall back to a full-page redirect', async () => {
    const { actor, popup, alert, redirectTo, fetchAuthStep } = start([OAUTH, OAUTH]);
    await flush();
    actor.send({ type: 'connection.useDefaults' });
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup({ type: 'popup.blocked' });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Popup bloqueado por el navegador. Por favor permite ventanas emergentes y reintenta.');
    actor.send({ type: 'connection.redirect' });
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    expect(redirectTo.mock.calls[0][1]).toEqual({ url: '/api/oauth/initiate?service_id=gmail&chat_id=c1&app=system' });
    expect(fetchAuthStep).toHaveBeenCalledTimes(1);
  });

  it('OAUTH_ERROR with can_retry:false ends in the error screen; Reintentar loads again', async () => {
    const { actor, popup, alert } = start([OAUTH, OAUTH]);
    await flush();
    actor.send({ type: 'connection.useDefaults' });
    vi.advanceTimersByTime(POPUP_OPEN_DELAY_MS);
    popup({ type: 'popup.message', origin: origins.app, data: { type: 'OAUTH_ERROR', error: 'invalid_client', can_retry: false }, fromPopup: true });
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Error durante la autenticación OAuth: invalid_client' });
    expect(actor.getSnapshot().context.error).toBe('invalid_client');
    actor.send({ type: 'connection.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('API key for an ai service needs api_key and a provider; stores it with the chat id', async () => {
    const { actor, storeCredential } = start([API_KEY]);
    await flush();
    expect(actor.getSnapshot().matches('form')).toBe(true);
    actor.send({ type: 'connection.submit', values: { api_key: 'sk-1' } });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    actor.send({ type: 'connection.submit', values: { api_key: 'sk-1', provider: 'anthropic' } });
    expect(storeCredential.mock.calls[0][0].input).toEqual({
      serviceId: 'gmail',
      mechanism: 'api_key',
      provider: null,
      values: { api_key: 'sk-1', provider: 'anthropic' },
      chatId: 'c1',
    });
    await flush();
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });

  it('a failed store shows the server detail in the error state', async () => {
    const { actor } = start([{ ...API_KEY, category: undefined }], { storeCredential: async () => { throw { status: 400, detail: 'API key inválida' }; } });
    await flush();
    actor.send({ type: 'connection.submit', values: { api_key: 'x' } });
    await flush();
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('API key inválida');
  });

  it('closing the modal during the success screen still counts as connected', async () => {
    const { actor } = start([{}]);
    await flush();
    actor.send({ type: 'connection.cancel' });
    expect(actor.getSnapshot().output).toEqual({ serviceId: 'gmail', connected: true });
  });

  it('closing the modal while waiting for the popup cancels', async () => {
    const { actor } = start([OAUTH]);
    await flush();
    actor.send({ type: 'connection.useDefaults' });
    actor.send({ type: 'connection.cancel' });
    expect(actor.getSnapshot().output).toEqual({ serviceId: 'gmail', connected: false });
  });
});

describe('service form rules (spec §5)', () => {
  it('fields by mechanism, required unless required is false, password types', () => {
    expect(formFields({ ...API_KEY, category: undefined } as any).map((f) => f.name)).toEqual(['api_key']);
    expect(formFields(API_KEY as any).map((f) => f.name)).toEqual(['api_key', 'provider']);
    expect(formFields({ service_id: 't', service_name: 'T', mechanism: 'bot_token', provider: null }).map((f) => f.name)).toEqual(['bot_token']);
    const fields = [
      { name: 'host', label: 'Host', type: 'text' },
      { name: 'notes', label: 'Notas', type: 'text', required: false },
    ];
    expect(missingFields(fields, { host: ' ' })).toEqual(['host']);
    expect(missingFields(fields, { host: 'db' })).toEqual([]);
    expect(inputTypeOf({ name: 'db_password', label: '', type: 'text' })).toBe('password');
    expect(inputTypeOf({ name: 'api_key', label: '', type: 'text' })).toBe('password');
    expect(inputTypeOf({ name: 'bot_token', label: '', type: 'text' })).toBe('password');
    expect(inputTypeOf({ name: 'host', label: '', type: 'text' })).toBe('text');
    expect(initiatePath('gmail', null)).toBe('/api/oauth/initiate?service_id=gmail');
    expect(popupUrl(null, 'gmail', null, 'own')).toBe('/api/oauth/initiate?service_id=gmail&app=own');
    expect(popupUrl({ ...REDIRECT } as any, 'legacy', null, 'system')).toBe('https://legacy.example/auth');
    expect(defaultsAvailable(OAUTH as any)).toBe(true);
    expect(defaultsAvailable(OAUTH_NO_DEFAULTS as any)).toBe(false);
    expect(defaultsAvailable({ ...OAUTH, default_app_available: undefined } as any)).toBe(true);
  });
});
