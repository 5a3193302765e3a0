import { AlertDialog } from 'radix-ui';
import { chatDelete } from '../../i18n/chatDelete';
import { useReturnFocus } from '../../components/useReturnFocus';
import type { WorkflowChoice } from '../../../machines/chatList.machine';

type Props = {
  /** The chat's title, or null when the dialog is closed. */
  chatTitle: string | null;
  onChoose: (workflow: WorkflowChoice) => void;
  onCancel: () => void;
};

/** Deleting a chat whose workflow is active: delete the workflow too, keep it running, or cancel. */
export function ActiveWorkflowDeleteDialog({ chatTitle, onChoose, onCancel }: Props) {
  const returnFocus = useReturnFocus(chatTitle !== null);
  return (
    <AlertDialog.Root open={chatTitle !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="modal-overlay" />
        <AlertDialog.Content className="modal modal-small" onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="modal-title">{chatDelete.title}</AlertDialog.Title>
          <AlertDialog.Description className="modal-description">{chatDelete.description(chatTitle ?? '')}</AlertDialog.Description>
          <p className="muted">{chatDelete.keepHint}</p>
          {/* shown bottom-up (column-reverse): keep, delete too, cancel */}
          <div className="modal-actions modal-actions-stack">
            <AlertDialog.Cancel className="button button-ghost">{chatDelete.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className="button button-danger" onClick={() => onChoose('delete')}>
              {chatDelete.deleteBoth}
            </AlertDialog.Action>
            <AlertDialog.Action className="button button-primary" onClick={() => onChoose('keep')}>
              {chatDelete.keep}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
