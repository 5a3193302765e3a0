import { Link } from 'wouter';
import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';

/** /executions: the history is per flow, so this page points to My Workflows. */
export function ExecutionsIndex() {
  return (
    <div className="center-page">
      <div className="card state-card">
        <div className="state-icon" aria-hidden="true">
          <Icon name="history" size={36} />
        </div>
        <h1>{t.executions.listTitle}</h1>
        <p className="muted">{t.executions.listBody}</p>
        <Link href="/workflows" className="button button-primary">
          {t.executions.toWorkflows}
        </Link>
      </div>
    </div>
  );
}
