import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { t } from '../i18n/messages';
import { Icon } from './Icon';
import { useReturnFocus } from './useReturnFocus';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Extra class on the content box (width variants). */
  className?: string;
};

/**
 * The shared dialog: at most 800 px wide and 80% of the viewport high (spec §2 "Other modals").
 * Closes with Escape, the close button or a click on the backdrop; the focus goes back to what opened it.
 */
export function Modal({ open, onOpenChange, title, description, children, className }: ModalProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className={`modal ${className ?? ''}`} onCloseAutoFocus={returnFocus}>
          <div className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button modal-close" aria-label={t.common.close}>
              <Icon name="x" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          <div className="modal-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
