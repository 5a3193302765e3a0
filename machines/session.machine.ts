import { and, assign, fromPromise, raise, setup } from 'xstate';
import { errorText, jwtExpiry } from './shared';

/**
 * session — tokens, login/register, refresh (on 401 and on schedule), expiry and logout.
 *
 *   Diagram: docs/machines/session.md (generated from this definition by `npm run diagrams`).
 */

// ---- constants (spec §8, §9) -----------------------------------------------------------------

export const LOGIN_REDIRECT_MS = 300;
/** Signing out never waits longer than this for the server (the tokens are dropped either way). */
export const LOGOUT_TIMEOUT_MS = 5_000;
/** Token auto-refresh period (spec §9 gives 432,000,000 ms, i.e. 5 days). */
export const REFRESH_INTERVAL_MS = 432_000_000;
/** Refresh at once when the access token expires within this window. */
export const REFRESH_IF_EXPIRING_WITHIN_MS = 24 * 60 * 60 * 1000;

export const SESSION_EXPIRED_TOAST = 'Sesión expirada, por favor vuelve a iniciar sesión.';
export const SESSION_EXPIRED_LOGIN_NOTICE = 'Tu sesión expiró. Por favor, inicia sesión de nuevo.';
export const LOGIN_ERROR_FALLBACK = 'Error al iniciar sesión';
export const REGISTER_ERROR_FALLBACK = 'Error en el registro';

// ---- types -----------------------------------------------------------------------------------

export type SessionInput = { accessToken: string | null; refreshToken: string | null };

export type SessionContext = {
  accessToken: string | null;
  refreshToken: string | null;
  authError: string | null;
  /** Set when a refresh after a 401 failed; the login modal shows SESSION_EXPIRED_LOGIN_NOTICE. */
  expired: boolean;
  /** Cleared when a scheduled refresh fails: auto-refresh stops until the next sign-in. */
  autoRefresh: boolean;
  refreshReason: 'scheduled' | 'unauthorized' | null;
};

export type SessionEvent =
  | { type: 'auth.login'; username: string; password: string }
  | { type: 'auth.register'; email: string; username: string; password: string }
  /** Signs out here and on the server (the session's refresh family is revoked). */
  | { type: 'auth.logout' }
  /** The password was changed: the server answered a fresh pair and signed out every other session. */
  | { type: 'auth.passwordChanged'; tokens: TokenAnswer }
  | { type: 'auth.clearError' }
  /** The API saw a 401. `token` is the access token the request carried (stale ones are ignored). */
  | { type: 'session.unauthorized'; token?: string | null }
  | { type: 'session.refreshDue' }
  /** Internal: raised LOGIN_REDIRECT_MS after a successful login or register. */
  | { type: 'session.redirectHome' };

export type TokenAnswer = { access_token: string; refresh_token?: string | null };

const blank = (s: string | undefined | null) => !s || !s.trim();

function accessExpiresSoon(token: string | null, now: number): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 - now < REFRESH_IF_EXPIRING_WITHIN_MS;
}

// ---- machine ---------------------------------------------------------------------------------

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<TokenAnswer, { username: string; password: string }>(async () => {
      throw new Error('login not provided');
    }),
    register: fromPromise<TokenAnswer, { email: string; username: string; password: string }>(async () => {
      throw new Error('register not provided');
    }),
    refresh: fromPromise<TokenAnswer, { refreshToken: string | null }>(async () => {
      throw new Error('refresh not provided');
    }),
    logout: fromPromise<void, { refreshToken: string | null }>(async () => {}),
  },
  actions: {
    persistTokens: () => {},
    clearTokens: () => {},
    notifyExpired: () => {},
    goHome: () => {},
    goHomeAfterLogin: () => {},
    logRefreshFailure: (_: unknown, _params: { error: unknown }) => {},
    logLogoutFailure: (_: unknown, _params: { error: unknown }) => {},
  },
  guards: {
    hasAccessToken: ({ context }) => !!context.accessToken,
    accessTokenExpiresSoon: ({ context }) => accessExpiresSoon(context.accessToken, Date.now()),
    loginFieldsFilled: ({ event }) => event.type === 'auth.login' && !blank(event.username) && !blank(event.password),
    registerFieldsFilled: ({ event }) =>
      event.type === 'auth.register' && !blank(event.email) && !blank(event.username) && !blank(event.password),
    autoRefreshOn: ({ context }) => context.autoRefresh,
    /** A 401 for the token we hold (a 401 for an older token was already dealt with). */
    tokenIsCurrent: ({ context, event }) =>
      event.type === 'session.unauthorized' && (event.token == null || event.token === context.accessToken),
    refreshAfterUnauthorized: ({ context }) => context.refreshReason === 'unauthorized',
  },
  delays: {
    LOGIN_REDIRECT: LOGIN_REDIRECT_MS,
    REFRESH_INTERVAL: REFRESH_INTERVAL_MS,
    LOGOUT_TIMEOUT: LOGOUT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    accessToken: input?.accessToken ?? null,
    refreshToken: input?.refreshToken ?? null,
    authError: null,
    expired: false,
    autoRefresh: true,
    refreshReason: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        {
          guard: and(['hasAccessToken', 'accessTokenExpiresSoon']),
          target: 'authenticated.refreshing',
          actions: assign({ refreshReason: 'scheduled' }),
        },
        { guard: 'hasAccessToken', target: 'authenticated' },
        { target: 'signedOut' },
      ],
    },

    signedOut: {
      initial: 'idle',
      on: {
        'auth.clearError': { actions: assign({ authError: null }) },
      },
      states: {
        idle: {
          on: {
            'auth.login': { guard: 'loginFieldsFilled', target: 'submitting.login' },
            'auth.register': { guard: 'registerFieldsFilled', target: 'submitting.register' },
          },
        },
        submitting: {
          initial: 'login',
          entry: assign({ authError: null }),
          states: {
            login: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ event }) => {
                  const e = event as Extract<SessionEvent, { type: 'auth.login' }>;
                  return { username: e.username.trim(), password: e.password };
                },
                onDone: {
                  target: '#session.authenticated',
                  actions: [
                    assign(({ event }) => ({
                      accessToken: event.output.access_token,
                      refreshToken: event.output.refresh_token ?? null,
                      expired: false,
                      autoRefresh: true,
                      authError: null,
                    })),
                    'persistTokens',
                    raise({ type: 'session.redirectHome' }, { delay: 'LOGIN_REDIRECT', id: 'redirectHome' }),
                  ],
                },
                onError: {
                  target: '#session.signedOut.idle',
                  actions: assign({ authError: ({ event }) => errorText(event.error, LOGIN_ERROR_FALLBACK) }),
                },
              },
            },
            register: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ event }) => {
                  const e = event as Extract<SessionEvent, { type: 'auth.register' }>;
                  return { email: e.email.trim(), username: e.username.trim(), password: e.password };
                },
                onDone: {
                  target: '#session.authenticated',
                  actions: [
                    assign(({ event }) => ({
                      accessToken: event.output.access_token,
                      refreshToken: event.output.refresh_token ?? null,
                      expired: false,
                      autoRefresh: true,
                      authError: null,
                    })),
                    'persistTokens',
                    raise({ type: 'session.redirectHome' }, { delay: 'LOGIN_REDIRECT', id: 'redirectHome' }),
                  ],
                },
                onError: {
                  target: '#session.signedOut.idle',
                  actions: assign({ authError: ({ event }) => errorText(event.error, REGISTER_ERROR_FALLBACK) }),
                },
              },
            },
          },
        },
      },
    },

    authenticated: {
      initial: 'active',
      on: {
        'session.redirectHome': { actions: 'goHomeAfterLogin' },
        'auth.logout': { target: 'signingOut' },
        'auth.passwordChanged': {
          target: '.active',
          actions: [
            assign(({ context, event }) => ({
              accessToken: event.tokens.access_token,
              refreshToken: event.tokens.refresh_token ?? context.refreshToken,
              refreshReason: null,
              autoRefresh: true,
            })),
            'persistTokens',
          ],
        },
      },
      states: {
        active: {
          after: {
            REFRESH_INTERVAL: {
              guard: 'autoRefreshOn',
              target: 'refreshing',
              actions: assign({ refreshReason: 'scheduled' }),
            },
          },
          on: {
            'session.refreshDue': {
              guard: 'autoRefreshOn',
              target: 'refreshing',
              actions: assign({ refreshReason: 'scheduled' }),
            },
            'session.unauthorized': {
              guard: 'tokenIsCurrent',
              target: 'refreshing',
              actions: assign({ refreshReason: 'unauthorized' }),
            },
          },
        },
        refreshing: {
          on: {
            // Single flight: a 401 during a refresh joins it (and makes its failure fatal).
            'session.unauthorized': { actions: assign({ refreshReason: 'unauthorized' }) },
          },
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: ({ context }) => ({ refreshToken: context.refreshToken }),
            onDone: {
              target: 'active',
              actions: [
                assign(({ context, event }) => ({
                  accessToken: event.output.access_token,
                  refreshToken: event.output.refresh_token ?? context.refreshToken,
                  refreshReason: null,
                })),
                'persistTokens',
              ],
            },
            onError: [
              {
                guard: 'refreshAfterUnauthorized',
                target: '#session.signedOut',
                actions: [
                  assign({ accessToken: null, refreshToken: null, expired: true, refreshReason: null }),
                  'clearTokens',
                  'notifyExpired',
                  'goHome',
                ],
              },
              {
                // A failed scheduled refresh is only logged; auto-refresh stops (spec §8).
                target: 'active',
                actions: [
                  assign({ autoRefresh: false, refreshReason: null }),
                  { type: 'logRefreshFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
      },
    },

    /** Asks the server to revoke the session; the local tokens go when it answers, fails or times out. */
    signingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: { target: 'signedOut' },
        onError: {
          target: 'signedOut',
          actions: { type: 'logLogoutFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: {
        LOGOUT_TIMEOUT: { target: 'signedOut', actions: { type: 'logLogoutFailure', params: { error: 'timeout' } } },
      },
      exit: [
        assign({ accessToken: null, refreshToken: null, expired: false, authError: null, refreshReason: null }),
        'clearTokens',
        'goHome',
      ],
    },
  },
});

export type SessionMachine = typeof sessionMachine;
