import { useEffect, useState } from 'react';
import { alerts } from '../../api/alerts';
import { Icon } from '../../components/Icon';

const HEALTH_POLL_MS = 60_000;

/** A banner when /api/health says the disk or the database is full (its Spanish message). */
export function StorageBanner() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const check = () =>
      alerts.health().then(
        (h) => alive && setMessage(h.status === 'degraded' ? (h.storage?.message ?? null) : null),
        () => {},
      );
    void check();
    const timer = setInterval(check, HEALTH_POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  if (!message) return null;
  return (
    <div className="notice notice-error storage-banner" role="alert" data-testid="storage-banner">
      <Icon name="warning" /> {message}
    </div>
  );
}
