import { useState, type FormEvent } from 'react';
import { OAUTH_PROVIDERS, type OAuthApp } from '../../../contracts';
import { t } from '../../i18n/messages';
import { validateAppForm, type AppFormValues } from '../../../machines/credentials.machine';
import { providerName } from '../oauth/providerSetup';

type Props = {
  /** The app being edited; absent on create. */
  app?: OAuthApp | null;
  /** Providers that already have an app (disabled on create, marked '(Ya configurado)'). */
  configured: string[];
  busy: boolean;
  onSubmit: (values: AppFormValues) => void;
  onCancel: () => void;
};

const c = t.credentials;

/**
 * OAuth app create/edit (spec §5): provider required on create, configured providers disabled;
 * client_id required; client_secret required on create, optional on edit (empty keeps it).
 */
export function OAuthAppForm({ app, configured, busy, onSubmit, onCancel }: Props) {
  const editing = !!app;
  const [values, setValues] = useState<AppFormValues>({
    provider: app?.provider ?? '',
    client_id: app?.client_id ?? '',
    client_secret: '',
    app_name: app?.app_name ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof AppFormValues) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateAppForm(values, editing);
    setError(problem);
    if (!problem) onSubmit(values);
  };
  return (
    <form className="form oauth-app-form" onSubmit={submit} noValidate aria-label={editing ? c.formEditTitle(app!.provider) : c.formCreateTitle}>
      <h3 className="section-title">{editing ? c.formEditTitle(app!.provider) : c.formCreateTitle}</h3>
      {editing ? null : (
        <div className="field">
          <label htmlFor="oauth-app-provider">{c.provider} *</label>
          <select id="oauth-app-provider" className="select" required value={values.provider} onChange={set('provider')}>
            <option value="" disabled>
              {c.selectProvider}
            </option>
            {OAUTH_PROVIDERS.map((p) => {
              const taken = configured.includes(p);
              return (
                <option key={p} value={p} disabled={taken}>
                  {taken ? `${providerName(p)} ${c.configured}` : providerName(p)}
                </option>
              );
            })}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="oauth-app-name">{c.appName}</label>
        <input id="oauth-app-name" value={values.app_name} onChange={set('app_name')} />
      </div>
      <div className="field">
        <label htmlFor="oauth-app-client-id">{c.clientId} *</label>
        <input id="oauth-app-client-id" required autoComplete="off" value={values.client_id} onChange={set('client_id')} />
      </div>
      <div className="field">
        <label htmlFor="oauth-app-client-secret">
          {c.clientSecret}
          {editing ? '' : ' *'}
        </label>
        <input
          id="oauth-app-client-secret"
          type="password"
          autoComplete="off"
          required={!editing}
          placeholder={editing ? c.clientSecretKeep : undefined}
          value={values.client_secret}
          onChange={set('client_secret')}
        />
      </div>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={busy}>
          {c.cancel}
        </button>
        <button type="submit" className="button button-primary" disabled={busy || (!editing && !values.provider)}>
          {busy ? c.saving : editing ? c.update : c.create}
        </button>
      </div>
    </form>
  );
}
