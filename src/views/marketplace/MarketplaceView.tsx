import { useMemo, useState } from 'react';
import type { MarketplaceTemplate } from '../../../contracts/marketplace';
import { Icon } from '../../components/Icon';
import { StatePanel } from '../../components/StatePanel';
import { marketplaceText as m } from '../../i18n/marketplace';
import { categoriesOf, filterTemplates } from './filterTemplates';
import { TemplateCard } from './TemplateCard';

export type MarketplaceViewProps = {
  /** Null until the first load answers. */
  templates: MarketplaceTemplate[] | null;
  /** Why the load failed (after its retries), or null. */
  error: string | null;
  onRetry: () => void;
  /** The template whose install is on its way, and the one just installed. */
  installingId: string | null;
  installedId: string | null;
  onInstall: (templateId: string) => void;
  onOpenChat: () => void;
};

/** /marketplace: search box, category filter and the template cards. */
export function MarketplaceView(p: MarketplaceViewProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const all = p.templates ?? [];
  const categories = useMemo(() => categoriesOf(all), [all]);
  const shown = useMemo(() => filterTemplates(all, query, category), [all, query, category]);
  const clear = () => {
    setQuery('');
    setCategory(null);
  };

  let body;
  if (!p.templates && p.error) {
    body = (
      <StatePanel kind="error" title={m.loadError}>
        <p className="muted">{p.error}</p>
        <button type="button" className="button button-primary" onClick={p.onRetry}>
          {m.retry}
        </button>
      </StatePanel>
    );
  } else if (!p.templates) {
    body = <StatePanel kind="loading" title={m.loading} />;
  } else if (shown.length === 0) {
    body = (
      <StatePanel kind="empty" title={m.empty}>
        <p className="muted">{m.emptyHint}</p>
        <button type="button" className="button button-ghost" onClick={clear}>
          {m.clearFilters}
        </button>
      </StatePanel>
    );
  } else {
    body = (
      <div className="grid template-grid">
        {shown.map((t) => (
          <TemplateCard
            key={t.template_id}
            template={t}
            installing={p.installingId === t.template_id}
            busy={p.installingId !== null}
            installed={p.installedId === t.template_id}
            onInstall={() => p.onInstall(t.template_id)}
            onOpenChat={p.onOpenChat}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="page marketplace">
      <header className="page-header">
        <div>
          <h1>{m.title}</h1>
          <p className="muted">{m.subtitle}</p>
        </div>
      </header>
      {p.templates ? (
        <div className="marketplace-toolbar">
          <label className="marketplace-search">
            <Icon name="search" />
            <span className="visually-hidden">{m.searchLabel}</span>
            <input type="search" value={query} placeholder={m.searchPlaceholder} onChange={(e) => setQuery(e.target.value)} />
          </label>
          <div className="category-chips" role="group" aria-label={m.categoriesLabel}>
            <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
              {m.all} <span className="chip-count">{all.length}</span>
            </button>
            {categories.map((c) => (
              <button key={c.id} type="button" className="chip" aria-pressed={category === c.id} onClick={() => setCategory(category === c.id ? null : c.id)}>
                {c.label} <span className="chip-count">{c.count}</span>
              </button>
            ))}
          </div>
          <p className="muted marketplace-count" role="status">
            {m.count(shown.length, all.length)}
          </p>
        </div>
      ) : null}
      {body}
    </div>
  );
}
