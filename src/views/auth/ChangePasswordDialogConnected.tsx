import { useEffect } from 'react';
import { usePasswordChange, type PasswordChangeOverride } from '../../app/passwordChange';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The dialog driven by the password-change machine: closes once changed; closing starts afresh. */
export function ChangePasswordDialogConnected({ open, onOpenChange, override }: { open: boolean; onOpenChange: (open: boolean) => void; override?: PasswordChangeOverride }) {
  const change = usePasswordChange(override);
  const { reset, changed } = change;

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  useEffect(() => {
    if (changed) onOpenChange(false);
  }, [changed, onOpenChange]);

  return <ChangePasswordDialog open={open} onOpenChange={onOpenChange} submitting={change.submitting} error={change.error} onSubmit={change.submit} />;
}
