import { useCallback, useEffect, useState } from 'react';
import { Popover } from 'radix-ui';
import { Link, useLocation } from 'wouter';
import type { AppNotification } from '../../../contracts';
import { alerts } from '../../api/alerts';
import { Icon } from '../../components/Icon';
import { alertTexts } from '../../i18n/alerts';
import { formatDateTime } from '../../i18n/messages';

/** How often the bell asks for new alerts while the page is open. */
export const BELL_POLL_MS = 15_000;

/** The header's bell: unread failure alerts, each opening its execution (docs/alerts.md). */
export function NotificationBell() {
  const [items, setItems] = useState<AppNotification[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const tx = alertTexts.bell;

  const load = useCallback(async () => {
    try {
      setItems(await alerts.notifications());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), BELL_POLL_MS);
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [load]);

  const unread = items?.filter((n) => !n.read).length ?? 0;

  const openOne = async (n: AppNotification) => {
    setOpen(false);
    if (!n.read) {
      setItems((list) => list?.map((x) => (x.id === n.id ? { ...x, read: true } : x)) ?? null);
      void alerts.markRead(n.id).catch(() => {});
    }
    if (n.link) navigate(n.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={(o) => { setOpen(o); if (o) void load(); }}>
      <Popover.Trigger asChild>
        <button type="button" className="icon-button bell-button" aria-label={unread ? `${tx.label}: ${tx.unread(unread)}` : tx.label} data-testid="notification-bell">
          <Icon name="bell" />
          {unread ? <span className="bell-count" data-testid="notification-count">{unread > 9 ? '9+' : unread}</span> : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="bell-panel" align="end" sideOffset={8} aria-label={tx.title}>
          <div className="bell-header">
            <strong>{tx.title}</strong>
            <Link href="/settings/alerts" className="text-link" onClick={() => setOpen(false)}>
              {tx.settings}
            </Link>
          </div>
          {failed && !items ? <p className="muted bell-empty">{tx.loadError}</p> : null}
          {items && items.length === 0 ? <p className="muted bell-empty">{tx.empty}</p> : null}
          <ul className="bell-list">
            {items?.map((n) => (
              <li key={n.id} className={`bell-item bell-${n.kind} ${n.read ? '' : 'is-unread'}`} data-testid="notification-item">
                <button type="button" className="bell-item-button" onClick={() => void openOne(n)}>
                  <span className="bell-item-title">{n.title}</span>
                  <span className="bell-item-message">{n.message}</span>
                  <span className="bell-item-meta muted">
                    {formatDateTime(n.created_at)}
                    {n.link ? ` · ${tx.open}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
