import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { waitFor, type Actor } from 'xstate';
import { actorOptions } from './inspect';
import { sessionMachine, type SessionMachine } from '../../machines/session.machine';
import { setUnauthorizedHandler } from '../api/client';
import { getAccessToken, getRefreshToken } from '../api/tokens';
import { defaultDeps, provideSession, type AppDeps } from './sessionActors';

/** The session actor for the whole app (one per page). */
export const SessionActor = createActorContext(sessionMachine);

// The dev inspector (on demand) lives in ./inspect.
export { inspectOption, actorOptions } from './inspect';

// ---- app dependencies (navigate, alert, notify, storage) -------------------------------------

const DepsContext = createContext<AppDeps | null>(null);
let fallbackDeps: AppDeps | null = null;

/** Navigation/alert/toast/storage implementations; SessionProvider's, or browser defaults. */
export function useAppDeps(): AppDeps {
  const deps = useContext(DepsContext);
  return deps ?? (fallbackDeps ??= defaultDeps());
}

// ---- provider --------------------------------------------------------------------------------

export type SessionProviderProps = {
  children: ReactNode;
  /** Overrides (e.g. wouter's navigate, a fake alert in tests). */
  deps?: Partial<AppDeps>;
  /** A fully provided session machine (tests). */
  logic?: SessionMachine;
  /** Initial tokens (default: local storage). */
  input?: { accessToken: string | null; refreshToken: string | null };
};

export function SessionProvider({ children, deps: overrides, logic, input }: SessionProviderProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const deps = useMemo(() => defaultDeps(overrides), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const machine = useMemo(() => logic ?? provideSession(deps), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => input ?? { accessToken: getAccessToken(), refreshToken: getRefreshToken() }, []);
  return (
    <DepsContext.Provider value={deps}>
      <SessionActor.Provider logic={machine} options={{ input: initial, ...actorOptions('session') }}>
        <UnauthorizedBridge />
        {children}
      </SessionActor.Provider>
    </DepsContext.Provider>
  );
}

/**
 * Lets the API client ask the session for one single-flight refresh on a 401: the client sends
 * `session.unauthorized` with the token the request carried, waits for the refresh to settle and
 * retries with the new token (or raises the 401 when the session is gone). Returns the disconnect.
 */
export function connectSessionToApi(actor: Actor<SessionMachine>): () => void {
  setUnauthorizedHandler(async (stale) => {
    actor.send({ type: 'session.unauthorized', token: stale });
    const s = await waitFor(actor, (snap) => !snap.matches({ authenticated: 'refreshing' }));
    const token = s.matches('authenticated') ? s.context.accessToken : null;
    return token && token !== stale ? token : null;
  });
  return () => setUnauthorizedHandler(null);
}

function UnauthorizedBridge() {
  const actor = SessionActor.useActorRef();
  useEffect(() => connectSessionToApi(actor), [actor]);
  return null;
}

// ---- hooks -----------------------------------------------------------------------------------

export const useSessionSelector = SessionActor.useSelector;
export const useSessionActorRef = SessionActor.useActorRef;

export function useIsAuthenticated(): boolean {
  return SessionActor.useSelector((s) => s.matches('authenticated'));
}

export function useSessionSend() {
  return SessionActor.useActorRef().send;
}

/** Everything the shell and the login dialog need (same shape as views/shell/useShellSession). */
export type SessionView = {
  loggedIn: boolean;
  checking: boolean;
  submitting: boolean;
  authError: string | null;
  expired: boolean;
  login: (c: { username: string; password: string }) => void;
  register: (a: { email: string; username: string; password: string }) => void;
  logout: () => void;
  clearError: () => void;
};

export function useSession(): SessionView {
  const actor = SessionActor.useActorRef();
  const loggedIn = SessionActor.useSelector((s) => s.matches('authenticated'));
  const checking = SessionActor.useSelector((s) => s.matches('checking'));
  const submitting = SessionActor.useSelector((s) => s.matches({ signedOut: 'submitting' }));
  const authError = SessionActor.useSelector((s) => s.context.authError);
  const expired = SessionActor.useSelector((s) => s.context.expired);
  return useMemo(
    () => ({
      loggedIn,
      checking,
      submitting,
      authError,
      expired,
      login: (c) => actor.send({ type: 'auth.login', ...c }),
      register: (a) => actor.send({ type: 'auth.register', ...a }),
      logout: () => actor.send({ type: 'auth.logout' }),
      clearError: () => actor.send({ type: 'auth.clearError' }),
    }),
    [actor, loggedIn, checking, submitting, authError, expired],
  );
}
