import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { t } from '../i18n/messages';
import { useReturnFocus } from './useReturnFocus';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Red confirm button for destructive actions (default true). */
  danger?: boolean;
};

/** A yes/no confirmation (Radix AlertDialog): Escape or Cancel closes without confirming. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = t.common.delete,
  cancelLabel = t.common.cancel,
  onConfirm,
  danger = true,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="modal-overlay" />
        <AlertDialog.Content className="modal modal-small" onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="modal-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="modal-description">{description}</AlertDialog.Description>
          <div className="modal-actions">
            <AlertDialog.Cancel className="button button-ghost">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={danger ? 'button button-danger' : 'button button-primary'} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
