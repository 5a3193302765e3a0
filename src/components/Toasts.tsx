import { Toast } from 'radix-ui';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { dismiss, notifications, TOAST_LIFETIME_MS } from '../stores/notifications';
import { t } from '../i18n/messages';
import { Icon, type IconName } from './Icon';

/**
 * Escape belongs to the dialog the person is in. Radix stacks a toast above a dialog when the
 * toast appears after the dialog opened, so the toast would take the Escape: it hands it on to
 * the topmost open dialog's close button instead (the focus goes back as when Escape closes it).
 */
function escapeToDialog(event: KeyboardEvent) {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
  const close = dialogs[dialogs.length - 1]?.querySelector<HTMLElement>('.modal-close');
  if (!close) return;
  event.preventDefault();
  close.click();
}

const ICONS = { success: 'check', error: 'x', warning: 'warning', info: 'info' } as const satisfies Record<string, IconName>;

/** Toast notifications from the notifications store: bottom right, gone after 3 s. */
export function Toasts() {
  const { items } = useSnapshot(notifications);
  return (
    <Toast.Provider duration={TOAST_LIFETIME_MS} swipeDirection="right" label={t.shell.notifications}>
      {items.map((n) => (
        <Toast.Root
          key={n.id}
          className={`toast toast-${n.type}`}
          type={n.type === 'error' ? 'foreground' : 'background'}
          onEscapeKeyDown={escapeToDialog}
          onOpenChange={(open) => {
            if (!open) dismiss(n.id);
          }}
        >
          <span className="toast-icon" aria-hidden="true">
            <Icon name={ICONS[n.type as keyof typeof ICONS] ?? 'info'} size={14} />
          </span>
          <Toast.Description className="toast-message">{n.message}</Toast.Description>
          {n.action ? (
            <Toast.Action asChild altText={`${n.action.label}: ${n.action.href}`}>
              <a
                href={n.action.href}
                className="button button-ghost button-small toast-action"
                onClick={(e) => {
                  // followed inside the SPA; a modified click (new tab) keeps the browser's behaviour
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  navigate(n.action!.href);
                }}
              >
                {n.action.label}
              </a>
            </Toast.Action>
          ) : null}
          <Toast.Close className="icon-button toast-close" aria-label={t.common.close}>
            <Icon name="x" size={14} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
