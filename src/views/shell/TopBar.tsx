import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_NAME, t } from '../../i18n/messages';

type TopBarProps = {
  loggedIn: boolean;
  onLogin: () => void;
  onLogout: () => void;
  /** Opens the 'Cambiar contraseña' dialog (logged in only). */
  onChangePassword?: () => void;
  /** The failure alerts bell (logged in only). */
  bell?: ReactNode;
};

/** The top bar outside the chat: logo, 'Mis Workflows' / 'Crear Workflow' (logged in), marketplace (soon), login / logout. */
export function TopBar({ loggedIn, onLogin, onLogout, onChangePassword, bell }: TopBarProps) {
  return (
    <header className="topbar">
      <Link href="/" className="brand" aria-label={`${APP_NAME} — ${t.shell.home}`}>
        <Logo />
        <span className="brand-name">{APP_NAME}</span>
      </Link>
      <nav className="topbar-nav" aria-label={t.shell.mainNav}>
        {loggedIn ? (
          <>
            <Link href="/workflows" className="nav-link">
              {t.shell.myWorkflows}
            </Link>
            <Link href="/chat" className="button button-primary button-small">
              {t.shell.createWorkflow}
            </Link>
          </>
        ) : null}
        {loggedIn ? bell : null}
        <button type="button" className="button button-ghost button-small nav-soon" disabled>
          {t.shell.marketplaceSoon}
        </button>
        {loggedIn && onChangePassword ? (
          <button type="button" className="button button-ghost button-small" onClick={onChangePassword}>
            {t.account.changePassword}
          </button>
        ) : null}
        {loggedIn ? (
          <button type="button" className="button button-ghost button-small" onClick={onLogout}>
            {t.shell.logout}
          </button>
        ) : (
          <button type="button" className="button button-primary button-small" onClick={onLogin}>
            {t.shell.login}
          </button>
        )}
      </nav>
    </header>
  );
}

/** The Enlaza mark: two linked rings. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="logo">
      <rect width="32" height="32" rx="9" fill="var(--brand)" />
      <circle cx="12.5" cy="16" r="5.5" fill="none" stroke="#fff" strokeWidth="2.6" />
      <circle cx="19.5" cy="16" r="5.5" fill="none" stroke="#fff" strokeWidth="2.6" opacity="0.85" />
    </svg>
  );
}
