import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Execution, ExecutionQuery } from '../../../contracts';
import { formatDateTime, t } from '../../i18n/messages';
import { alertTexts } from '../../i18n/alerts';
import { StatePanel } from '../../components/StatePanel';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from './StatusBadge';
import { triggerTypeLabel } from '../../../contracts/labels';

export const HISTORY_PAGE_SIZE = 25;

type Props = {
  executions: Execution[] | null;
  loading: boolean;
  error: string | null;
  flowName?: string | null;
  /** Filters, search and paging (issue 18); absent: the plain list. */
  query?: ExecutionQuery;
  onQuery?: (q: ExecutionQuery) => void;
  /** Bulk 'Reintentar' of the selected failed executions. */
  onRetrySelected?: (ids: string[]) => Promise<void>;
};

/** Per-flow execution history: filters, Inició, Finalizó, Estado, 'Ver detalle', and bulk retry. */
export function ExecutionHistoryView({ executions, loading, error, flowName, query = {}, onQuery, onRetrySelected }: Props) {
  const tx = alertTexts;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const filtered = !!(query.status || query.from || query.to || query.q);
  const failed = executions?.filter((e) => e.status === 'error') ?? [];
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const retrySelected = async () => {
    if (!onRetrySelected) return;
    setBusy(true);
    try {
      await onRetrySelected([...selected]);
      setSelected(new Set());
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (loading && !executions) body = <StatePanel kind="loading" title={t.executions.loading} />;
  else if (error) body = <StatePanel kind="error" title={t.executions.loadError} />;
  else if (!executions || executions.length === 0) body = <StatePanel kind="empty" title={filtered ? tx.filters.noMatch : t.executions.empty} />;
  else
    body = (
      <div className="table-wrap card" tabIndex={0} role="region" aria-label={t.executions.historyTitle}>
        <table className="table table-stack">
          <thead>
            <tr>
              {onRetrySelected ? (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={tx.retry.selectAll}
                    checked={failed.length > 0 && failed.every((e) => selected.has(e.execution_id))}
                    disabled={failed.length === 0}
                    onChange={(e) => setSelected(new Set(e.target.checked ? failed.map((x) => x.execution_id) : []))}
                  />
                </th>
              ) : null}
              <th scope="col">{t.executions.started}</th>
              <th scope="col">{t.executions.ended}</th>
              <th scope="col">{t.executions.status}</th>
              <th scope="col">{t.executions.trigger}</th>
              <th scope="col">
                <span className="visually-hidden">{t.executions.detail}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {executions.map((e) => (
              <tr key={e.execution_id}>
                {onRetrySelected ? (
                  <td>
                    {e.status === 'error' ? (
                      <input type="checkbox" aria-label={`${tx.retry.select} ${formatDateTime(e.started_at)}`} checked={selected.has(e.execution_id)} onChange={() => toggle(e.execution_id)} />
                    ) : null}
                  </td>
                ) : null}
                <td data-label={t.executions.started}>{formatDateTime(e.started_at)}</td>
                <td data-label={t.executions.ended}>{formatDateTime(e.ended_at)}</td>
                <td data-label={t.executions.status}>
                  <StatusBadge status={e.status} error={e.error} />
                </td>
                <td data-label={t.executions.trigger}>{triggerTypeLabel(e.trigger_type)}</td>
                <td className="cell-action">
                  <Link href={`/executions/${e.execution_id}`} className="text-link">
                    {t.executions.detail}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  const page = query.page ?? 1;
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <Link href="/workflows" className="back-link">
            ← {t.workflows.title}
          </Link>
          <h1>{t.executions.historyTitle}</h1>
          {flowName ? <p className="muted">{flowName}</p> : null}
        </div>
        {onRetrySelected && selected.size ? (
          <div className="row-actions">
            <button type="button" className="button button-primary" onClick={() => void retrySelected()} disabled={busy} data-testid="bulk-retry">
              {busy ? <Spinner /> : null}
              {tx.retry.selected(selected.size)}
            </button>
          </div>
        ) : null}
      </header>
      {onQuery ? <Filters query={query} onQuery={onQuery} /> : null}
      {body}
      {onQuery && executions && (page > 1 || executions.length >= (query.page_size ?? HISTORY_PAGE_SIZE)) ? (
        <nav className="row-actions pager" aria-label={tx.filters.page(page)}>
          <button type="button" className="button button-ghost button-small" disabled={page <= 1} onClick={() => onQuery({ ...query, page: page - 1 })}>
            {tx.filters.previous}
          </button>
          <span className="muted">{tx.filters.page(page)}</span>
          <button type="button" className="button button-ghost button-small" disabled={executions.length < (query.page_size ?? HISTORY_PAGE_SIZE)} onClick={() => onQuery({ ...query, page: page + 1 })}>
            {tx.filters.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function Filters({ query, onQuery }: { query: ExecutionQuery; onQuery: (q: ExecutionQuery) => void }) {
  const tx = alertTexts.filters;
  const [draft, setDraft] = useState<ExecutionQuery>(query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onQuery({ ...draft, page: 1 });
  };
  return (
    <form className="card execution-filters" onSubmit={submit} role="search">
      <div className="field">
        <label htmlFor="filter-status">{tx.status}</label>
        <select id="filter-status" className="select" value={draft.status ?? ''} onChange={(e) => setDraft({ ...draft, status: (e.target.value || undefined) as ExecutionQuery['status'] })}>
          <option value="">{tx.any}</option>
          {(['error', 'success', 'running'] as const).map((s) => (
            <option key={s} value={s}>
              {alertTexts.status[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-from">{tx.from}</label>
        <input id="filter-from" type="date" value={draft.from ?? ''} onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">{tx.to}</label>
        <input id="filter-to" type="date" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })} />
      </div>
      <div className="field filter-search">
        <label htmlFor="filter-q">{tx.search}</label>
        <input id="filter-q" type="search" placeholder={tx.searchPlaceholder} value={draft.q ?? ''} onChange={(e) => setDraft({ ...draft, q: e.target.value || undefined })} />
      </div>
      <div className="row-actions">
        <button type="submit" className="button button-primary button-small">{tx.apply}</button>
        <button type="button" className="button button-ghost button-small" onClick={() => { setDraft({}); onQuery({ page: 1 }); }}>
          {tx.clear}
        </button>
      </div>
    </form>
  );
}
