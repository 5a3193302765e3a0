import type { ReactNode } from 'react';
import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import type { ServiceConnectionEvent } from '../../../machines/serviceConnection.machine';
import type { ConnectionView } from './connectionView';
import { OwnAppConfig } from './OwnAppConfig';
import { ProviderSetupSteps } from './ProviderSetupSteps';
import { providerName } from './providerSetup';
import { ServiceForm } from './ServiceForm';

type Props = {
  view: ConnectionView;
  send: (event: ServiceConnectionEvent) => void;
  /** 'Cancelar' while the OAuth window is awaited (stops the popup; the connection ends as cancelled). */
  onCancelPopup?: () => void;
  redirectUri: string;
  linkFor: (url: string) => string;
};

const s = t.serviceAuth;

function Status({ children, spinner = true }: { children: ReactNode; spinner?: boolean }) {
  return (
    <div className="auth-status" role="status">
      {spinner ? <Spinner /> : null}
      <p>{children}</p>
    </div>
  );
}

/** One screen per state of the connection: loading, choosing, oauth_config, oauth_waiting, form, processing, success, error. */
export function ServiceAuthBody({ view, send, onCancelPopup, redirectUri: fallbackRedirectUri, linkFor }: Props) {
  // The server's own redirect URI (ENLAZA_PUBLIC_URL) when it said; else this page's origin.
  const redirectUri = view.redirectUri ?? fallbackRedirectUri;
  switch (view.phase) {
    case 'loading':
      return <Status>{s.loading}</Status>;
    case 'choosing':
      return (
        <div className="auth-choices">
          <p className="muted">{s.chooseTitle}</p>
          <button type="button" className="auth-choice" onClick={() => send({ type: 'connection.useDefaults' })}>
            <strong>{s.useDefaults}</strong>
            <span>{s.useDefaultsHint}</span>
          </button>
          <button type="button" className="auth-choice" onClick={() => send({ type: 'connection.useOwnApp' })}>
            <strong>{s.useOwn}</strong>
            <span>{s.useOwnHint}</span>
          </button>
        </div>
      );
    case 'defaultsMissing':
      return (
        <div className="auth-choices">
          <div className="notice notice-warning auth-no-defaults" role="status">
            <strong>{s.noDefaultsTitle(providerName(view.provider))}</strong>
            <p>{s.noDefaults(view.serviceName, providerName(view.provider))}</p>
          </div>
          <ProviderSetupSteps provider={view.provider ?? ''} redirectUri={redirectUri} />
          <button type="button" className="auth-choice" onClick={() => send({ type: 'connection.useOwnApp' })}>
            <strong>{s.useOwn}</strong>
            <span>{s.useOwnHint}</span>
          </button>
        </div>
      );
    case 'oauthConfig':
      return (
        <OwnAppConfig
          provider={view.provider ?? ''}
          redirectUri={redirectUri}
          onSubmit={(app) => send({ type: 'connection.submitApp', app })}
          onBack={() => send({ type: 'connection.back' })}
        />
      );
    case 'processing':
      return <Status>{s.processing}</Status>;
    case 'oauthWaiting':
      return (
        <div className="auth-waiting">
          <Status>{s.waiting}</Status>
          <p className="notice notice-warning">{s.popupHint}</p>
          <div className="modal-actions">
            {onCancelPopup ? (
              <button type="button" className="button button-ghost button-small" onClick={onCancelPopup}>
                {s.cancelWaiting}
              </button>
            ) : null}
            <button type="button" className="button button-ghost button-small" onClick={() => send({ type: 'connection.openPopup' })}>
              {s.openNow}
            </button>
          </div>
        </div>
      );
    case 'checking':
      return <Status>{s.checking}</Status>;
    case 'redirecting':
      return (
        <div className="auth-waiting">
          <Status>{s.redirecting}</Status>
          <a className="text-link" href={linkFor(view.url)}>
            {s.manualLink}
          </a>
        </div>
      );
    case 'form':
      return <ServiceForm fields={view.fields} onSubmit={(values) => send({ type: 'connection.submit', values })} />;
    case 'success':
    case 'closed':
      return (
        <div className="auth-status auth-success" role="status">
          <Icon name="check" size={28} />
          <p>{s.success}</p>
        </div>
      );
    case 'error':
      return (
        <div className="auth-error">
          <p className="notice notice-error" role="alert">
            {s.error(view.error ?? '')}
          </p>
          {view.canRedirect ? <p className="muted">{s.popupHint}</p> : null}
          <div className="modal-actions">
            {view.canRedirect ? (
              <button type="button" className="button button-ghost" onClick={() => send({ type: 'connection.redirect' })}>
                {s.openHere}
              </button>
            ) : null}
            <button type="button" className="button button-primary" onClick={() => send({ type: 'connection.retry' })}>
              {s.retry}
            </button>
          </div>
        </div>
      );
  }
}
