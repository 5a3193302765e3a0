import { Link } from 'wouter';
import type { Execution } from '../../../contracts';
import { formatDateTime, t } from '../../i18n/messages';
import { StatePanel } from '../../components/StatePanel';
import { StatusBadge } from './StatusBadge';
import { triggerTypeLabel } from '../../../contracts/labels';

type Props = { executions: Execution[] | null; loading: boolean; error: string | null; flowName?: string | null };

/** Per-flow execution history: Inició, Finalizó, Estado and 'Ver detalle'. */
export function ExecutionHistoryView({ executions, loading, error, flowName }: Props) {
  let body;
  if (loading && !executions) body = <StatePanel kind="loading" title={t.executions.loading} />;
  else if (error) body = <StatePanel kind="error" title={t.executions.loadError} />;
  else if (!executions || executions.length === 0) body = <StatePanel kind="empty" title={t.executions.empty} />;
  else
    body = (
      <div className="table-wrap card" tabIndex={0} role="region" aria-label={t.executions.historyTitle}>
        <table className="table table-stack">
          <thead>
            <tr>
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
      </header>
      {body}
    </div>
  );
}
