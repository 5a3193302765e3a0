import { assign, fromPromise, not, sendTo, setup } from 'xstate';
import type { AuthStep } from '../contracts';
import { OAUTH_PROVIDERS } from '../contracts';
import { oauthPopupMachine, POPUP_BLOCKED_ALERT, type PopupOutcome, type TrustedOrigins } from './oauthPopup.machine';
import { errorText } from './shared';
import { formFields, missingFields } from './serviceForm';

export { AI_KEY_PROVIDERS, formFields, inputTypeOf, missingFields, type FormField } from './serviceForm';

/**
 * serviceConnection — connecting one service, the 'Autenticar {service}' modal (spec §2 "Service
 * authentication modal", §4 "Service connection flow", §5 "Service form").
 *
 *   Diagram: docs/machines/serviceConnection.md (generated from this definition by `npm run diagrams`).
 *
 * The popup opens the initiate URL with the choice made (`app=system` or `app=own`), so the server
 * uses exactly the app the user picked. When the server has no default app for the provider
 * (auth step `default_app_available: false`) only the user's own app is offered.
 */

// ---- constants (spec §2, §8, §9) -------------------------------------------------------------

export const SUCCESS_CLOSE_MS = 1_500;
export const LOADING_TEXT = 'Cargando configuración...';
export const SUCCESS_TEXT = '¡Conexión exitosa!';
/** The popup was closed and the service is still not connected (not worded by the spec). */
export const POPUP_CLOSED_ERROR = 'La ventana de autenticación se cerró antes de completar la conexión.';
export const CONNECTION_ERROR_FALLBACK = 'No se pudo conectar el servicio';
export const APP_REQUIRED_ERROR = 'Client ID y Client Secret son requeridos';

// ---- types -----------------------------------------------------------------------------------

/** What the connection needs to know up front (an OAuth requirement of a chat reply, or a credential row). */
export type ServiceConnectionInput = {
  serviceId: string;
  serviceName?: string;
  chatId: string | null;
  origins: TrustedOrigins;
  /** Service category when known ('ai' services also need a provider with their API key). */
  category?: string;
};

/** The answer of the auth-step call. `{}` means already authenticated. */
export type AuthStepAnswer = AuthStep | Record<string, never>;

export type OwnAppDraft = { app_name?: string; client_id: string; client_secret: string };

export type StoreInput = {
  serviceId: string;
  mechanism: AuthStep['mechanism'];
  provider: string | null;
  values: Record<string, string>;
  chatId: string | null;
};

/** Which OAuth app the popup asks for: the server's defaults or the user's own; null = no choice offered. */
export type AppChoice = 'system' | 'own';

export type ServiceConnectionContext = ServiceConnectionInput & {
  step: AuthStep | null;
  error: string | null;
  connected: boolean;
  appChoice: AppChoice | null;
};

export type ServiceConnectionEvent =
  | { type: 'connection.useDefaults' }
  | { type: 'connection.useOwnApp' }
  | { type: 'connection.back' }
  | { type: 'connection.submitApp'; app: OwnAppDraft }
  | { type: 'connection.submit'; values: Record<string, string> }
  | { type: 'connection.retry' }
  /** Open the popup now instead of after 5 s (or bring it to the front). */
  | { type: 'connection.openPopup' }
  /** Open the provider's page in this tab instead of a popup. */
  | { type: 'connection.redirect' }
  /** The modal was closed. */
  | { type: 'connection.cancel' };

export type ServiceConnectionOutput = { serviceId: string; connected: boolean };

// ---- pure helpers ----------------------------------------------------------------------------

export const isAuthenticatedAnswer = (a: unknown): boolean =>
  !a || typeof a !== 'object' || !('mechanism' in a) || !(a as { mechanism?: unknown }).mechanism;

/** The URL the OAuth popup opens (the access token is appended by src/, never kept here). */
export function initiatePath(serviceId: string, chatId: string | null): string {
  const q = new URLSearchParams({ service_id: serviceId });
  if (chatId) q.set('chat_id', chatId);
  return `/api/oauth/initiate?${q.toString()}`;
}

/** The popup's URL: the step's auth_url (or the initiate path), with the app choice for our own initiate endpoint. */
export function popupUrl(step: AuthStep | null, serviceId: string, chatId: string | null, appChoice: AppChoice | null = null): string {
  const url = step?.auth_url || initiatePath(serviceId, chatId);
  if (!appChoice || !url.startsWith('/api/oauth/initiate')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}app=${appChoice}`;
}

/** False only when the server said it has no default OAuth app for the service's provider. */
export const defaultsAvailable = (step: AuthStep | null) => step?.default_app_available !== false;

/** The provider whose own OAuth app can be registered, if the service has one. */
export function appProviderOf(step: AuthStep | null): (typeof OAUTH_PROVIDERS)[number] | null {
  const p = step?.provider;
  return p && (OAUTH_PROVIDERS as readonly string[]).includes(p) ? (p as (typeof OAUTH_PROVIDERS)[number]) : null;
}

export const ownAppValid = (app: OwnAppDraft) => !!app.client_id?.trim() && !!app.client_secret?.trim();

// ---- machine ---------------------------------------------------------------------------------

export const serviceConnectionMachine = setup({
  types: {
    context: {} as ServiceConnectionContext,
    events: {} as ServiceConnectionEvent,
    input: {} as ServiceConnectionInput,
    output: {} as ServiceConnectionOutput,
  },
  actors: {
    /** POST /api/v1/auth-service-discovery/service/{serviceId}/auth-step?chat_id= */
    fetchAuthStep: fromPromise<AuthStepAnswer, { serviceId: string; chatId: string | null }>(async () => ({})),
    /** POST (or PUT when one exists) /api/oauth-apps/{provider} */
    saveOAuthApp: fromPromise<unknown, { provider: string; app: OwnAppDraft }>(async () => {
      throw new Error('saveOAuthApp not provided');
    }),
    /** POST /api/oauth/api-key|db-credentials/{serviceId}/store, or POST /api/credentials/ */
    storeCredential: fromPromise<unknown, StoreInput>(async () => {
      throw new Error('storeCredential not provided');
    }),
    oauthPopup: oauthPopupMachine,
  },
  actions: {
    /** Full-page navigation to the provider (the 'redirecting' state). */
    redirectTo: (_: unknown, _params: { url: string }) => {},
  },
  guards: {
    authenticated: ({ event }) => isAuthenticatedAnswer((event as { output?: unknown }).output),
    isOAuth: ({ event }) => ((event as { output?: AuthStep }).output?.mechanism ?? null) === 'oauth2',
    redirectOnly: ({ event }) => {
      const s = (event as { output?: AuthStep }).output;
      return !!s?.auth_url && formFields(s).length === 0;
    },
    hasAppProvider: ({ context }) => appProviderOf(context.step) !== null,
    defaultsAvailable: ({ context }) => defaultsAvailable(context.step),
    appValid: ({ event }) => event.type === 'connection.submitApp' && ownAppValid(event.app),
    formValid: ({ context, event }) =>
      event.type === 'connection.submit' && missingFields(formFields(context.step, context.category), event.values).length === 0,
    popupSucceeded: ({ event }) => (event as { output?: PopupOutcome }).output?.status === 'success',
    popupClosed: ({ event }) => (event as { output?: PopupOutcome }).output?.status === 'closed',
    popupCancelled: ({ event }) => (event as { output?: PopupOutcome }).output?.status === 'cancelled',
    canRedirect: ({ context }) => context.step?.mechanism === 'oauth2' || !!context.step?.auth_url,
  },
  delays: {
    SUCCESS_CLOSE: SUCCESS_CLOSE_MS,
  },
}).createMachine({
  id: 'serviceConnection',
  context: ({ input }) => ({ ...input, step: null, error: null, connected: false, appChoice: null }),
  initial: 'loading',
  output: ({ context }) => ({ serviceId: context.serviceId, connected: context.connected }),
  on: {
    'connection.cancel': { target: '.cancelled' },
  },
  states: {
    loading: {
      entry: assign({ error: null, appChoice: null }),
      invoke: {
        id: 'fetchAuthStep',
        src: 'fetchAuthStep',
        input: ({ context }) => ({ serviceId: context.serviceId, chatId: context.chatId }),
        onDone: [
          { guard: 'authenticated', target: 'success' },
          { guard: 'isOAuth', target: 'choosingCredentials', actions: assign({ step: ({ event }) => event.output as AuthStep }) },
          { guard: 'redirectOnly', target: 'redirecting', actions: assign({ step: ({ event }) => event.output as AuthStep }) },
          { target: 'form', actions: assign({ step: ({ event }) => event.output as AuthStep }) },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error, CONNECTION_ERROR_FALLBACK) }) },
      },
    },

    /** Own OAuth credentials or the system defaults. Services without a registrable provider skip it. */
    choosingCredentials: {
      always: [
        { guard: not('hasAppProvider'), target: 'oauthWaiting' },
        { guard: not('defaultsAvailable'), target: 'defaultsMissing' },
      ],
      on: {
        'connection.useDefaults': { target: 'oauthWaiting', actions: assign({ appChoice: 'system' as const }) },
        'connection.useOwnApp': { target: 'oauthConfig' },
      },
    },

    /** The server has no default app for this provider: it says so and offers only the user's own app. */
    defaultsMissing: {
      on: {
        'connection.useOwnApp': { target: 'oauthConfig' },
      },
    },

    oauthConfig: {
      on: {
        'connection.submitApp': { guard: 'appValid', target: 'savingApp' },
        'connection.back': { target: 'choosingCredentials' },
      },
    },

    savingApp: {
      invoke: {
        id: 'saveOAuthApp',
        src: 'saveOAuthApp',
        input: ({ context, event }) => ({
          provider: appProviderOf(context.step)!,
          app: (event as Extract<ServiceConnectionEvent, { type: 'connection.submitApp' }>).app,
        }),
        onDone: { target: 'oauthWaiting', actions: assign({ appChoice: 'own' as const }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error, CONNECTION_ERROR_FALLBACK) }) },
      },
    },

    oauthWaiting: {
      invoke: {
        id: 'oauthPopup',
        src: 'oauthPopup',
        input: ({ context }) => ({
          url: popupUrl(context.step, context.serviceId, context.chatId, context.appChoice),
          serviceId: context.serviceId,
          origins: context.origins,
        }),
        onDone: [
          { guard: 'popupSucceeded', target: 'success' },
          { guard: 'popupClosed', target: 'checking' },
          { guard: 'popupCancelled', target: 'cancelled' },
          {
            // blocked (alerted by the popup machine) or an OAuth error
            target: 'error',
            actions: assign({
              error: ({ event }) => {
                const o = event.output as PopupOutcome;
                return 'error' in o && o.error ? o.error : o.status === 'blocked' ? POPUP_BLOCKED_ALERT : CONNECTION_ERROR_FALLBACK;
              },
            }),
          },
        ],
      },
      on: {
        'connection.openPopup': { actions: sendTo('oauthPopup', { type: 'popup.openNow' }) },
      },
    },

    /** The popup closed without a message: ask the server whether the service is connected now. */
    checking: {
      invoke: {
        id: 'checkAuthStep',
        src: 'fetchAuthStep',
        input: ({ context }) => ({ serviceId: context.serviceId, chatId: context.chatId }),
        onDone: [
          { guard: 'authenticated', target: 'success' },
          { target: 'error', actions: assign({ error: POPUP_CLOSED_ERROR }) },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error, CONNECTION_ERROR_FALLBACK) }) },
      },
    },

    redirecting: {
      entry: { type: 'redirectTo', params: ({ context }) => ({ url: popupUrl(context.step, context.serviceId, context.chatId, context.appChoice) }) },
    },

    form: {
      on: {
        'connection.submit': { guard: 'formValid', target: 'processing' },
      },
    },

    processing: {
      invoke: {
        id: 'storeCredential',
        src: 'storeCredential',
        input: ({ context, event }) => ({
          serviceId: context.serviceId,
          mechanism: context.step!.mechanism,
          provider: context.step!.provider,
          values: (event as Extract<ServiceConnectionEvent, { type: 'connection.submit' }>).values,
          chatId: context.chatId,
        }),
        onDone: { target: 'success' },
        onError: { target: 'error', actions: assign({ error: ({ event }) => errorText(event.error, CONNECTION_ERROR_FALLBACK) }) },
      },
    },

    success: {
      entry: assign({ connected: true, error: null }),
      after: { SUCCESS_CLOSE: { target: 'connected' } },
      on: { 'connection.cancel': { target: 'connected' } },
    },

    error: {
      on: {
        'connection.retry': { target: 'loading' },
        'connection.redirect': { guard: 'canRedirect', target: 'redirecting' },
      },
    },

    connected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ServiceConnectionMachine = typeof serviceConnectionMachine;
