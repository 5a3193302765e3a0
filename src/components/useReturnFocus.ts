import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to what had it when a controlled dialog opened. Radix returns it to the
 * dialog's Trigger only, and our dialogs open from state (a machine, a menu item), not a Trigger,
 * so without this the focus fell to the page's body. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // a layout effect runs before Radix moves the focus into the dialog (its FocusScope uses an effect)
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const el = opener.current;
    opener.current = null;
    if (el && el.isConnected) {
      event.preventDefault();
      el.focus();
    }
  };
}
