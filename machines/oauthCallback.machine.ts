import { and, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import type { OAuthPopupMessage } from '../contracts';
import { errorText } from './shared';

/**
 * oauthCallback — the /oauth-callback screen (spec §2, §4 "OAuth callback screen", §5 "OAuth
 * callback", §8). The provider (or our server, after it exchanged the code) lands here.
 *
 *   Diagram: docs/machines/oauthCallback.md (generated from this definition by `npm run diagrams`).
 */

// ---- constants (spec §8, §9) -----------------------------------------------------------------

export const POPUP_CLOSE_MS = 2_000;
export const REDIRECT_HOME_MS = 3_000;
export const PROVIDER_ERROR_REDIRECT_MS = 5_000;

export const NO_CODE_ERROR = 'No se recibió código de autorización';
export const providerErrorText = (error: string, description?: string | null) =>
  `Error en autorización: ${error}${description ? `: ${description}` : ''}`;
export const processingErrorText = (message: string) => `Error procesando autorización: ${message}`;
export const UNKNOWN_SERVICE = 'unknown';

/** Provider errors a retry cannot fix (the app's configuration is wrong). */
const NON_RETRYABLE = new Set(['invalid_client', 'unauthorized_client', 'unsupported_response_type', 'invalid_scope']);

// ---- types -----------------------------------------------------------------------------------

export type CallbackParams = {
  service?: string | null;
  code?: string | null;
  state?: string | null;
  error?: string | null;
  error_description?: string | null;
  status?: string | null;
  can_retry?: string | null;
};

export type OAuthCallbackInput = {
  params: CallbackParams;
  /** Opened as a popup (window.opener is there). */
  popup: boolean;
  /** Host name to guess the service from (the provider page that redirected here). */
  host?: string | null;
};

export type ExchangeAnswer = { success: boolean; service_id?: string; message?: string };

export type OAuthCallbackContext = {
  params: CallbackParams;
  popup: boolean;
  service: string;
  message: string | null;
  providerError: boolean;
};

// ---- pure helpers ----------------------------------------------------------------------------

function decodeBase64Url(s: string): string | null {
  try {
    const b64 = s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '=');
    return atob(b64);
  } catch {
    return null;
  }
}

function serviceInJson(text: string | null): string | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const s = v && typeof v === 'object' ? (v.service ?? v.service_id ?? v.provider) : null;
    return typeof s === 'string' && s ? s : null;
  } catch {
    return null;
  }
}

/** The service named inside an OAuth `state` (JSON or base64url JSON), if any. */
export function serviceFromState(state: string | null | undefined): string | null {
  if (!state) return null;
  return serviceInJson(state) ?? serviceInJson(decodeBase64Url(state)) ?? serviceInJson(safeDecodeURIComponent(state));
}

function safeDecodeURIComponent(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

const HOST_SERVICES = ['google', 'microsoft', 'slack'] as const;

/** spec §5: the decoded state, else the URL's service, else the host name (google, microsoft, slack), else unknown. */
export function resolveService(params: CallbackParams, host?: string | null): string {
  const fromState = serviceFromState(params.state);
  if (fromState) return fromState;
  if (params.service) return params.service;
  const h = (host ?? '').toLowerCase();
  const known = HOST_SERVICES.find((s) => h.includes(s));
  return known ?? UNKNOWN_SERVICE;
}

export function canRetryAfter(params: CallbackParams): boolean {
  if (params.can_retry === 'false') return false;
  return !NON_RETRYABLE.has(params.error ?? '');
}

/** The message a popup posts to its opener. */
export function openerMessage(c: OAuthCallbackContext, outcome: 'success' | 'error'): OAuthPopupMessage {
  if (outcome === 'success') {
    return {
      type: 'OAUTH_SUCCESS',
      service: c.service,
      ...(c.params.code ? { code: c.params.code } : {}),
      ...(c.params.state ? { state: c.params.state } : {}),
    };
  }
  const error = c.params.error
    ? `${c.params.error}${c.params.error_description ? `: ${c.params.error_description}` : ''}`
    : (c.message ?? NO_CODE_ERROR);
  return { type: 'OAUTH_ERROR', service: c.service, error, can_retry: c.params.error ? canRetryAfter(c.params) : true };
}

// ---- machine ---------------------------------------------------------------------------------

export const oauthCallbackMachine = setup({
  types: {
    context: {} as OAuthCallbackContext,
    input: {} as OAuthCallbackInput,
  },
  actors: {
    /** GET /api/oauth/callback?service&code&state with Accept: application/json */
    exchangeCode: fromPromise<ExchangeAnswer, { service: string; code: string; state: string | null }>(async () => {
      throw new Error('exchangeCode not provided');
    }),
    /** GET /api/credentials/{service} */
    confirmCredential: fromPromise<unknown, { service: string }>(async () => {
      throw new Error('confirmCredential not provided');
    }),
  },
  actions: {
    postToOpener: (_: unknown, _params: { message: OAuthPopupMessage }) => {},
    closeWindow: () => {},
    goHome: () => {},
  },
  guards: {
    isPopup: ({ context }) => context.popup,
    hasProviderError: ({ context }) => !!context.params.error,
    hasCode: ({ context }) => !!context.params.code,
    statusSuccess: ({ context }) => context.params.status === 'success',
    providerError: ({ context }) => context.providerError,
    exchanged: ({ event }) => (event as { output?: ExchangeAnswer }).output?.success !== false,
  },
  delays: {
    POPUP_CLOSE: POPUP_CLOSE_MS,
    REDIRECT_HOME: REDIRECT_HOME_MS,
    PROVIDER_ERROR_REDIRECT: PROVIDER_ERROR_REDIRECT_MS,
  },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({
    params: input.params,
    popup: input.popup,
    service: resolveService(input.params, input.host),
    message: null,
    providerError: false,
  }),
  initial: 'processing',
  states: {
    processing: {
      initial: 'routing',
      states: {
        routing: {
          always: [
            {
              guard: 'hasProviderError',
              target: '#oauthCallback.error',
              actions: assign(({ context }) => ({
                providerError: true,
                message: providerErrorText(context.params.error!, context.params.error_description),
              })),
            },
            { guard: and(['isPopup', 'hasCode']), target: '#oauthCallback.success' },
            { guard: and(['isPopup', 'statusSuccess']), target: '#oauthCallback.success' },
            { guard: 'hasCode', target: 'exchanging' },
            { guard: 'statusSuccess', target: 'confirming' },
            { target: '#oauthCallback.error', actions: assign({ message: NO_CODE_ERROR }) },
          ],
        },
        exchanging: {
          invoke: {
            id: 'exchangeCode',
            src: 'exchangeCode',
            input: ({ context }) => ({ service: context.service, code: context.params.code!, state: context.params.state ?? null }),
            onDone: [
              {
                guard: 'exchanged',
                target: 'confirming',
                actions: assign({ service: ({ context, event }) => event.output?.service_id || context.service }),
              },
              {
                target: '#oauthCallback.error',
                actions: assign({ message: ({ event }) => processingErrorText(event.output.message || 'Error') }),
              },
            ],
            onError: {
              target: '#oauthCallback.error',
              actions: assign({ message: ({ event }) => processingErrorText(errorText(event.error, 'Error')) }),
            },
          },
        },
        confirming: {
          invoke: {
            id: 'confirmCredential',
            src: 'confirmCredential',
            input: ({ context }) => ({ service: context.service }),
            onDone: { target: '#oauthCallback.success' },
            onError: {
              target: '#oauthCallback.error',
              actions: assign({ message: ({ event }) => processingErrorText(errorText(event.error, 'Error')) }),
            },
          },
        },
      },
    },

    success: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.popup) enqueue({ type: 'postToOpener', params: { message: openerMessage(context, 'success') } });
      }),
      after: {
        POPUP_CLOSE: { guard: 'isPopup', target: 'done', actions: 'closeWindow' },
        REDIRECT_HOME: { guard: not('isPopup'), target: 'done', actions: 'goHome' },
      },
    },

    error: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.popup) enqueue({ type: 'postToOpener', params: { message: openerMessage(context, 'error') } });
      }),
      after: {
        POPUP_CLOSE: { guard: 'isPopup', target: 'done', actions: 'closeWindow' },
        REDIRECT_HOME: { guard: and([not('isPopup'), not('providerError')]), target: 'done', actions: 'goHome' },
        PROVIDER_ERROR_REDIRECT: { guard: and([not('isPopup'), 'providerError']), target: 'done', actions: 'goHome' },
      },
    },

    done: { type: 'final' },
  },
});

export type OAuthCallbackMachine = typeof oauthCallbackMachine;
