import type { MarketplaceTemplate } from '../../../contracts/marketplace';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { marketplaceText as m } from '../../i18n/marketplace';

type TemplateCardProps = {
  template: MarketplaceTemplate;
  /** This card's install is on its way. */
  installing: boolean;
  /** Another card is installing: this one's button waits. */
  busy: boolean;
  /** This card was just installed: it offers to open the chat. */
  installed: boolean;
  onInstall: () => void;
  onOpenChat: () => void;
};

/** One template (spec §2 Marketplace): name, category, description, the services it uses and 'Instalar'. */
export function TemplateCard({ template, installing, busy, installed, onInstall, onOpenChat }: TemplateCardProps) {
  const titleId = `template-${template.template_id}`;
  return (
    <article className={`card template-card category-${template.category_id}`} aria-labelledby={titleId} data-testid="template-card">
      <p className="template-category">{template.category}</p>
      <h2 id={titleId} className="template-name">
        {template.name}
      </h2>
      <p className="template-description">{template.description}</p>
      <ol className="template-services" aria-label={m.steps(template.steps_count)}>
        {template.services.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <div className="template-footer">
        <span className="muted template-steps">{m.steps(template.steps_count)}</span>
        {installed ? (
          <div className="row-actions">
            <span className="pill pill-success">
              <Icon name="check" size={14} /> {m.installedBadge}
            </span>
            <button type="button" className="button button-primary button-small" onClick={onOpenChat}>
              <Icon name="chat" size={16} /> {m.openChat}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button-primary button-small"
            onClick={onInstall}
            disabled={installing || busy}
            aria-label={m.installLabel(template.name)}
            aria-busy={installing || undefined}
          >
            {installing ? <Spinner /> : <Icon name="plus" size={16} />}
            {installing ? m.installing : m.install}
          </button>
        )}
      </div>
    </article>
  );
}
