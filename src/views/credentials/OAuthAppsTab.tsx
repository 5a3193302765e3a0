import type { OAuthApp } from '../../../contracts';
import { OAUTH_PROVIDERS } from '../../../contracts';
import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { StatePanel } from '../../components/StatePanel';
import { truncateClientId, type AppFormValues } from '../../../machines/credentials.machine';
import { OAuthAppForm } from './OAuthAppForm';
import { providerName } from '../oauth/providerSetup';

export type AppFormState = { mode: 'create' } | { mode: 'edit'; app: OAuthApp } | null;

type Props = {
  apps: OAuthApp[];
  loading: boolean;
  error: string | null;
  busy: boolean;
  form: AppFormState;
  onFormChange: (form: AppFormState) => void;
  onSave: (values: AppFormValues, original: OAuthApp | null) => void;
  onDelete: (app: OAuthApp) => void;
  onRetry: () => void;
};

const c = t.credentials;

/** The 'OAuth Applications' tab: the user's own apps per provider, with create/edit/delete. */
export function OAuthAppsTab({ apps, loading, error, busy, form, onFormChange, onSave, onDelete, onRetry }: Props) {
  const configured = apps.map((a) => a.provider);
  const allConfigured = OAUTH_PROVIDERS.every((p) => configured.includes(p));
  if (form) {
    const original = form.mode === 'edit' ? form.app : null;
    return (
      <OAuthAppForm
        key={original?.provider ?? 'new'}
        app={original}
        configured={configured}
        busy={busy}
        onSubmit={(values) => onSave(values, original)}
        onCancel={() => onFormChange(null)}
      />
    );
  }
  return (
    <div className="oauth-apps">
      <p className="muted">{c.appsIntro}</p>
      {loading && apps.length === 0 ? <StatePanel kind="loading" title={c.appsLoading} /> : null}
      {error ? (
        <StatePanel kind="error" title={c.appsLoadError}>
          <button type="button" className="button button-ghost button-small" onClick={onRetry}>
            {c.retry}
          </button>
        </StatePanel>
      ) : null}
      {!loading && !error && apps.length === 0 ? <p className="muted">{c.appsEmpty}</p> : null}
      {apps.length ? (
        <ul className="credential-list" aria-label={t.credentials.tabApps}>
          {apps.map((app) => (
            <li key={app.provider} className="credential-item">
              <div className="credential-main">
                <strong className="credential-name">{providerName(app.provider)}</strong>
                {app.app_name ? <span className="muted">{app.app_name}</span> : null}
                <span className="credential-meta">
                  {c.clientId}: <code title={app.client_id}>{truncateClientId(app.client_id)}</code>
                </span>
              </div>
              <div className="row-actions">
                <button type="button" className="button button-ghost button-small" disabled={busy} onClick={() => onFormChange({ mode: 'edit', app })}>
                  <Icon name="pencil" size={14} /> {c.edit}
                </button>
                <button type="button" className="button button-ghost button-small icon-danger" disabled={busy} onClick={() => onDelete(app)} aria-label={`${c.delete} ${providerName(app.provider)}`}>
                  <Icon name="trash" size={14} /> {c.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button button-primary" disabled={busy || allConfigured} onClick={() => onFormChange({ mode: 'create' })}>
          <Icon name="plus" size={14} /> {c.newApp}
        </button>
      </div>
    </div>
  );
}
