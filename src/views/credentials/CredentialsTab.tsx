import { t, formatDateTime as formDateTime } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { StatePanel } from '../../components/StatePanel';
import type { CredentialRow } from '../../../machines/credentials.machine';

type Props = {
  rows: CredentialRow[];
  loading: boolean;
  error: string | null;
  busy: boolean;
  onConnect: (row: CredentialRow) => void;
  onDelete: (row: CredentialRow) => void;
  onRetry: () => void;
};

const c = t.credentials;
const PILL: Record<string, string> = { connected: 'pill pill-success', expired: 'pill pill-danger', disconnected: 'pill' };

/** 'Credenciales Activas': every service with connected / expired (renew) / disconnected (connect). */
export function CredentialsTab({ rows, loading, error, busy, onConnect, onDelete, onRetry }: Props) {
  if (loading && rows.length === 0) return <StatePanel kind="loading" title={c.loading} />;
  if (error)
    return (
      <StatePanel kind="error" title={c.loadError}>
        <button type="button" className="button button-ghost button-small" onClick={onRetry}>
          {c.retry}
        </button>
      </StatePanel>
    );
  if (rows.length === 0) return <p className="muted">{c.empty}</p>;
  return (
    <ul className="credential-list" aria-label={c.tabActive}>
      {rows.map((row) => (
        <li key={row.serviceId} className="credential-item" data-status={row.status}>
          <div className="credential-main">
            <strong className="credential-name">{row.name}</strong>
            <span className={PILL[row.status]}>{c.status[row.status]}</span>
            {row.credential ? (
              <span className="credential-meta">
                {c.connectedSince} {formDateTime(row.credential.created_at)}
                {row.credential.expires_at ? ` · ${row.status === 'expired' ? c.expiredAt : c.expiresAt} ${formDateTime(row.credential.expires_at)}` : ''}
              </span>
            ) : null}
          </div>
          <div className="row-actions">
            {row.status === 'expired' ? (
              <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => onConnect(row)}>
                {c.renew}
              </button>
            ) : null}
            {row.status === 'disconnected' ? (
              <button type="button" className="button button-ghost button-small" disabled={busy} onClick={() => onConnect(row)}>
                <Icon name="plug" size={14} /> {c.connect}
              </button>
            ) : (
              <button type="button" className="button button-ghost button-small icon-danger" disabled={busy} onClick={() => onDelete(row)} aria-label={`${c.delete} ${row.name}`}>
                <Icon name="trash" size={14} /> {c.delete}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
