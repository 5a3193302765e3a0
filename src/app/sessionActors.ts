/**
 * The session machine's `.provide()` (sign-in, refresh, sign-out) and the app's dependencies
 * (`AppDeps`): what the first page needs, apart from the other machines' actors (actors.ts), so
 * the landing page loads without them.
 */
import { fromPromise } from 'xstate';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { auth } from '../api/authEndpoints';
import { clearInFlight } from '../api/client';
import { clearTokens, getRefreshToken, setTokens, storedRefreshToken } from '../api/tokens';
import { notify as toast, type NotifyOptions } from '../stores/notifications';
import { modelChoice, workflowType, type ModelChoice } from '../stores/preferences';
import { sessionMachine, SESSION_EXPIRED_TOAST, type TokenAnswer } from '../../machines/session.machine';
import type { OAuthWindowDeps } from './oauthActors';

/**
 * Wraps a `fromPromise` body whose own abort must stay silent. Leaving a state (or React
 * StrictMode's unmount → remount, which stops and rehydrates the actor) aborts the call; the
 * aborted call must not settle, or its late rejection would reach the rehydrated actor as a
 * failure ('signal is aborted without reason') while the restarted call is still on its way.
 */
export function silentAbort<A extends { signal: AbortSignal }, O>(call: (args: A) => Promise<O>): (args: A) => Promise<O> {
  return async (args) => {
    try {
      return await call(args);
    } catch (error) {
      if (args.signal.aborted) return new Promise<never>(() => {});
      throw error;
    }
  };
}

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export type AppDeps = {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  alert: (message: string) => void;
  notify: (type: NotifyType, message: string, options?: NotifyOptions) => void;
  storage: Storage | null;
  /** 'agent' when the mode preference is ai, else 'classic'. */
  workflowType: () => 'agent' | 'classic';
  /** The model picker's choice, sent with POST /api/chat in the ai mode; null when none. */
  modelChoice: () => ModelChoice | null;
  log: (message: string, error?: unknown) => void;
  /** Browser pieces of the OAuth flows (popup window, message listener, opener); defaults to the real window. */
  oauthWindow?: Partial<OAuthWindowDeps>;
};

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * An alert text of the spec as a toast: its leading ✅/❌ becomes the toast's kind (and its icon),
 * since emoji carry meaning but render as empty boxes where no emoji font is installed.
 */
export function alertAsToast(message: string): { type: NotifyType; text: string } {
  const m = /^\s*(✅|❌|⚠️|⚠)\s*/u.exec(message);
  const text = m ? message.slice(m[0].length) : message;
  if (m?.[1] === '✅') return { type: 'success', text };
  if (m?.[1] === '❌' || /\berror\b/i.test(text)) return { type: 'error', text };
  return { type: 'warning', text };
}

export function defaultDeps(overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    navigate: (to, options) => browserNavigate(to, options),
    // The spec's alerts are shown inside the app, as toasts, never in the browser's native box.
    alert: (message) => {
      const { type, text } = alertAsToast(message);
      toast(type, text);
    },
    notify: (type, message, options) => {
      toast(type, message, options);
    },
    storage: browserStorage(),
    workflowType: () => workflowType(),
    modelChoice: () => modelChoice(),
    log: (message, error) => console.warn(message, error),
    ...overrides,
  };
}

export const HOME = '/';

/** Where the browser was when the last sign-in answered (see goHomeAfterLogin). */
let signedInAt: string | null = null;
const here = () => (typeof window === 'undefined' ? null : window.location.pathname);

/** Remembers the page a sign-in answered on, once the call succeeds. */
function rememberPage<T>(call: Promise<T>): Promise<T> {
  return call.then((answer) => {
    signedInAt = here();
    return answer;
  });
}

export function provideSession(deps: AppDeps) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise<TokenAnswer, { username: string; password: string }>(silentAbort(({ input, signal }) => rememberPage(auth.login(input, { signal })))),
      register: fromPromise<TokenAnswer, { email: string; username: string; password: string }>(silentAbort(({ input, signal }) => rememberPage(auth.register(input, { signal })))),
      refresh: fromPromise<TokenAnswer, { refreshToken: string | null }>(silentAbort(async ({ input, signal }) => {
        // Another tab may have rotated the token since: the newest one is in local storage.
        const token = storedRefreshToken() ?? input.refreshToken ?? getRefreshToken();
        if (!token) throw new Error('Sin refresh token');
        return auth.refresh(token, { signal });
      })),
      logout: fromPromise<void, { refreshToken: string | null }>(silentAbort(async ({ input, signal }) => {
        if (input.refreshToken) await auth.logout(input.refreshToken, { signal });
      })),
    },
    actions: {
      persistTokens: ({ context }) => setTokens({ accessToken: context.accessToken, refreshToken: context.refreshToken }),
      clearTokens: () => {
        clearTokens();
        clearInFlight();
      },
      notifyExpired: () => deps.notify('error', SESSION_EXPIRED_TOAST),
      goHome: () => deps.navigate(HOME),
      // The spec's redirect 300 ms after signing in, unless the person already went somewhere else
      // in the meantime ('Crear Workflow' clicked at once must not be undone).
      goHomeAfterLogin: () => {
        if (signedInAt !== null && here() !== null && here() !== signedInAt) return;
        deps.navigate(HOME);
      },
      logRefreshFailure: (_, params) => deps.log('Token auto-refresh failed; auto-refresh stopped', params.error),
      logLogoutFailure: (_, params) => deps.log('Server logout failed; the tokens were dropped locally', params.error),
    },
  });
}
