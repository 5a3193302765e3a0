import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { closeAuth, openAuth, setAuthMode, ui } from '../../stores/ui';
import type { ShellSession } from '../shell/useShellSession';

// The dialog's chunk loads the first time it opens (the landing page does not ship it).
const AuthDialog = lazy(async () => ({ default: (await import('./AuthDialog')).AuthDialog }));

/** The login dialog driven by the session: opens on expiry, closes once signed in. */
export function AuthDialogConnected({ session }: { session: ShellSession }) {
  const snap = useSnapshot(ui);
  const wasExpired = useRef(session.expired);

  useEffect(() => {
    if (session.expired && !wasExpired.current) openAuth('login');
    wasExpired.current = session.expired;
  }, [session.expired]);

  useEffect(() => {
    if (session.loggedIn) closeAuth();
  }, [session.loggedIn]);

  const open = snap.authOpen && !session.loggedIn;
  const [used, setUsed] = useState(open);
  useEffect(() => setUsed((u) => u || open), [open]);
  if (!open && !used) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open={open}
        onOpenChange={(open) => {
          if (!open) {
            closeAuth();
            session.clearError();
          }
        }}
        mode={snap.authMode}
        onModeChange={(mode) => {
          session.clearError();
          setAuthMode(mode);
        }}
        submitting={session.submitting}
        error={session.authError}
        expired={session.expired}
        onLogin={session.login}
        onRegister={session.register}
      />
    </Suspense>
  );
}
