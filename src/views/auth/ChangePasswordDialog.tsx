import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { t } from '../../i18n/messages';
import type { PasswordForm } from '../../../machines/passwordChange.machine';

export type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The change is on its way to the server (the dialog cannot be closed meanwhile). */
  submitting: boolean;
  /** A Spanish sentence: the form's problem or the server's detail. */
  error: string | null;
  onSubmit: (form: PasswordForm) => void;
};

/** 'Cambiar contraseña': current password, new password twice; Enter submits. */
export function ChangePasswordDialog({ open, onOpenChange, submitting, error, onSubmit }: ChangePasswordDialogProps) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const a = t.account;

  useEffect(() => {
    if (open) return;
    setCurrent('');
    setNew('');
    setConfirm('');
  }, [open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitting) onSubmit({ currentPassword, newPassword, confirmPassword });
  };
  const field = (id: string, label: string, value: string, set: (v: string) => void, autoComplete: string, help?: string) => (
    <div className="field">
      <label htmlFor={`password-${id}`}>{label}</label>
      <input
        id={`password-${id}`}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-describedby={help ? `password-${id}-help` : undefined}
      />
      {help ? <p id={`password-${id}-help`} className="field-help muted">{help}</p> : null}
    </div>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (submitting && !next ? undefined : onOpenChange(next))}
      title={a.changePassword}
      description={a.changePasswordHint}
      className="modal-narrow"
    >
      <form className="form" onSubmit={submit} noValidate>
        {field('current', a.currentPassword, currentPassword, setCurrent, 'current-password')}
        {field('new', a.newPassword, newPassword, setNew, 'new-password', a.newPasswordHelp)}
        {field('confirm', a.confirmPassword, confirmPassword, setConfirm, 'new-password')}
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={() => onOpenChange(false)} disabled={submitting}>
            {t.common.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? <Spinner /> : null}
            {a.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
