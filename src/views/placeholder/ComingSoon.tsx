import { Link } from 'wouter';
import { t } from '../../i18n/messages';
import { Icon, type IconName } from '../../components/Icon';

/** An honest page for screens that later issues build: title + 'Próximamente'. */
export function ComingSoon({ title, body, icon = 'compass', soon = true }: { title: string; body: string; icon?: IconName; soon?: boolean }) {
  return (
    <div className="center-page">
      <div className="card state-card">
        <div className="state-icon" aria-hidden="true">
          <Icon name={icon} size={36} />
        </div>
        <h1>{title}</h1>
        {soon ? <p className="pill pill-soon">{t.placeholder.soon}</p> : null}
        <p className="muted">{body}</p>
        <Link href="/" className="button button-ghost">
          {t.common.goHome}
        </Link>
      </div>
    </div>
  );
}
