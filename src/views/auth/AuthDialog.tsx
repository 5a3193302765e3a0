import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { t } from '../../i18n/messages';
import type { AuthDialogMode } from '../../stores/ui';

export type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthDialogMode;
  onModeChange: (mode: AuthDialogMode) => void;
  /** A login or register call is in flight. */
  submitting: boolean;
  /** The server's detail or the fallback text, already resolved. */
  error: string | null;
  /** The session machine's expired flag. */
  expired: boolean;
  onLogin: (credentials: { username: string; password: string }) => void;
  onRegister: (account: { email: string; username: string; password: string }) => void;
};

/**
 * Login / register dialog (spec §2, §5): Enter submits; the submit button is disabled while
 * loading or while a required field is blank after trimming.
 */
export function AuthDialog({ open, onOpenChange, mode, onModeChange, submitting, error, expired, onLogin, onRegister }: AuthDialogProps) {
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const isRegister = mode === 'register';

  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);

  const blank = !username.trim() || !password.trim() || (isRegister && !email.trim());
  const disabled = submitting || blank;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    if (isRegister) onRegister({ email: email.trim(), username: username.trim(), password });
    else onLogin({ username: username.trim(), password });
  };

  const title = isRegister ? t.auth.registerTitle : t.auth.loginTitle;
  const id = (name: string) => `auth-${name}`;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={isRegister ? t.auth.registerSubtitle : t.auth.loginSubtitle} className="modal-narrow">
      <form className="form" onSubmit={submit} noValidate>
        {expired && !isRegister ? (
          <p className="notice notice-warning" role="status">
            {t.auth.expired}
          </p>
        ) : null}
        {isRegister ? (
          <div className="field">
            <label htmlFor={id('email')}>{t.auth.email}</label>
            <input id={id('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={id('username')}>{t.auth.username}</label>
          <input id={id('username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
        </div>
        <div className="field">
          <label htmlFor={id('password')}>{t.auth.password}</label>
          <input
            id={id('password')}
            type="password"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary button-block" disabled={disabled}>
          {submitting ? <Spinner /> : null}
          {isRegister ? t.auth.registerButton : t.auth.loginButton}
        </button>
        <p className="auth-switch">
          {isRegister ? (
            <button type="button" className="link-button" onClick={() => onModeChange('login')}>
              {t.auth.toLogin}
            </button>
          ) : (
            <>
              {t.auth.noAccount}{' '}
              <button type="button" className="link-button" onClick={() => onModeChange('register')}>
                {t.auth.toRegister}
              </button>
            </>
          )}
        </p>
      </form>
    </Modal>
  );
}
