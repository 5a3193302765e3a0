import { useState, type FormEvent } from 'react';
import { t } from '../../i18n/messages';
import { APP_REQUIRED_ERROR, type OwnAppDraft } from '../../../machines/serviceConnection.machine';
import { CopyButton } from './CopyButton';
import { PROVIDER_CONSOLES } from './providerSetup';
import type { OAuthProvider } from '../../../contracts';

type Props = {
  provider: string;
  redirectUri: string;
  onSubmit: (app: OwnAppDraft) => void;
  onBack: () => void;
};

/** oauth_config: the user's own OAuth app (optional name, Client ID and Client Secret required) and the redirect URI to register. */
export function OwnAppConfig({ provider, redirectUri, onSubmit, onBack }: Props) {
  const [app, setApp] = useState<OwnAppDraft>({ app_name: '', client_id: '', client_secret: '' });
  const [error, setError] = useState<string | null>(null);
  const s = t.serviceAuth;
  const where = PROVIDER_CONSOLES[provider as OAuthProvider];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!app.client_id.trim() || !app.client_secret.trim()) {
      setError(APP_REQUIRED_ERROR);
      return;
    }
    onSubmit({ ...app, app_name: app.app_name?.trim() || undefined });
  };
  return (
    <form className="form service-auth-form" onSubmit={submit} noValidate>
      <p className="muted">
        {s.ownTitle}: <strong>{where?.name ?? provider}</strong>
      </p>
      {where ? (
        <p className="muted field-hint">
          {s.setupCreate(where.name)}{' '}
          <a className="text-link" href={where.url} target="_blank" rel="noopener noreferrer">
            {s.setupOpenConsole(where.name)}
          </a>{' '}
          {s.setupWhere[provider] ?? ''}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="own-app-name">{s.appName}</label>
        <input id="own-app-name" value={app.app_name} onChange={(e) => setApp({ ...app, app_name: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="own-client-id">{s.clientId} *</label>
        <input id="own-client-id" required value={app.client_id} onChange={(e) => setApp({ ...app, client_id: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="own-client-secret">{s.clientSecret} *</label>
        <input
          id="own-client-secret"
          type="password"
          required
          autoComplete="off"
          value={app.client_secret}
          onChange={(e) => setApp({ ...app, client_secret: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="own-redirect-uri">{s.redirectUri}</label>
        <div className="copy-row">
          <input id="own-redirect-uri" readOnly value={redirectUri} onFocus={(e) => e.target.select()} />
          <CopyButton text={redirectUri} />
        </div>
        <span className="muted field-hint">{s.redirectUriHint}</span>
      </div>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={onBack}>
          {s.back}
        </button>
        <button type="submit" className="button button-primary">
          {s.continue}
        </button>
      </div>
    </form>
  );
}
