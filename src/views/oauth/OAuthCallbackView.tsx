import { Link } from 'wouter';
import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';

export type OAuthCallbackViewProps = {
  status: 'processing' | 'success' | 'error';
  message: string | null;
  service: string;
  popup: boolean;
};

const o = t.oauthCallback;

/** The /oauth-callback screen: processing, success or error, each with its message (spec §2). */
export function OAuthCallbackView({ status, message, service, popup }: OAuthCallbackViewProps) {
  return (
    <section className="oauth-callback" aria-labelledby="oauth-callback-title">
      <h1 id="oauth-callback-title" className="visually-hidden">
        {o.title}
      </h1>
      {status === 'processing' ? (
        <div className="auth-status" role="status">
          <Spinner className="spinner-large" />
          <p>{o.processing}</p>
        </div>
      ) : null}
      {status === 'success' ? (
        <div className="auth-status auth-success" role="status">
          <Icon name="check" size={32} />
          <p className="oauth-callback-title">{o.success}</p>
          {service !== 'unknown' ? <p className="muted">{o.successService(service)}</p> : null}
          <p className="muted">{popup ? o.closing : o.redirecting}</p>
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="auth-status auth-failed">
          <Icon name="warning" size={32} />
          <p className="oauth-callback-title">{o.errorTitle}</p>
          <p className="notice notice-error" role="alert">
            {message}
          </p>
          <p className="muted">{popup ? o.closing : o.redirecting}</p>
          {popup ? null : (
            <Link href="/" className="button button-ghost button-small">
              {o.goHome}
            </Link>
          )}
        </div>
      ) : null}
    </section>
  );
}
