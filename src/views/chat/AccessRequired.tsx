import { Link } from 'wouter';
import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';

/** The chat without a token: 'Acceso Requerido' with a go-home button. */
export function AccessRequired() {
  return (
    <div className="center-page">
      <div className="card state-card">
        <div className="state-icon" aria-hidden="true">
          <Icon name="lock" size={36} />
        </div>
        <h1>{t.chat.accessRequired}</h1>
        <p className="muted">{t.chat.accessBody}</p>
        <Link href="/" className="button button-primary">
          {t.chat.goHome}
        </Link>
      </div>
    </div>
  );
}
