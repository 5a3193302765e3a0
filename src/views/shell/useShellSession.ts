import { useSession, type SessionView } from '../../app/session';

/** What the shell and the login dialog need from the session (the session machine's view). */
export type ShellSession = SessionView;

export function useShellSession(): ShellSession {
  return useSession();
}
