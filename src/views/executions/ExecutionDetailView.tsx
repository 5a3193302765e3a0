import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { Link } from 'wouter';
import type { ExecutionDetail } from '../../../contracts';
import { formatCost, formatDateTime, formatDuration, t } from '../../i18n/messages';
import { StatePanel } from '../../components/StatePanel';
import { StatusBadge } from './StatusBadge';
import { actionLabel, nodeLabel, triggerTypeLabel } from '../../../contracts/labels';
import { RetryButton } from './RetryDialog';
import { alertTexts } from '../../i18n/alerts';

type Props = { execution: ExecutionDetail | null; loading: boolean; error: string | null; notFound: boolean };

/**
 * One execution: flow, status, start, end, cost and error if present, and the steps table. A run
 * parked by a long wait says until when ('Esperando hasta …', from the server, in the flow's zone).
 */
export function ExecutionDetailView({ execution, loading, error, notFound }: Props) {
  if (loading && !execution) return <Page><StatePanel kind="loading" title={t.executions.loadingDetail} /></Page>;
  if (notFound) return <Page><StatePanel kind="empty" title={t.executions.notFound} /></Page>;
  if (error) return <Page><StatePanel kind="error" title={t.executions.detailError} /></Page>;
  if (!execution) return <Page><StatePanel kind="empty" title={t.executions.notFound} /></Page>;
  const e = execution;
  const hasCost = e.cost !== undefined && e.cost !== null;
  return (
    <Page flowId={e.flow_id} actions={e.status === 'error' ? <RetryButton execution={e} /> : null}>
      {e.retry_of ? (
        <p className="muted retry-of">
          {alertTexts.retry.retryOf}{' '}
          <Link href={`/executions/${e.retry_of}`} className="text-link">
            {alertTexts.retry.original}
          </Link>
        </p>
      ) : null}
      <dl className="card facts">
        <div>
          <dt>{t.executions.flow}</dt>
          <dd>{e.flow_name || e.flow_id}</dd>
        </div>
        <div>
          <dt>{t.executions.status}</dt>
          <dd>
            <StatusBadge status={e.status} error={e.error} />
          </dd>
        </div>
        <div>
          <dt>{t.executions.trigger}</dt>
          <dd>{triggerTypeLabel(e.trigger_type)}</dd>
        </div>
        <div>
          <dt>{t.executions.start}</dt>
          <dd>{formatDateTime(e.started_at)}</dd>
        </div>
        <div>
          <dt>{t.executions.end}</dt>
          <dd>{formatDateTime(e.ended_at)}</dd>
        </div>
        {hasCost ? (
          <div>
            <dt>{t.executions.cost}</dt>
            <dd>{formatCost(e.cost)}</dd>
          </div>
        ) : null}
      </dl>
      {e.waiting_message ? (
        <p className="notice notice-info execution-waiting" role="status">
          <Icon name="hourglass" size={14} /> {e.waiting_message}
        </p>
      ) : null}
      {e.error ? (
        <p className="notice notice-error" role="alert">
          <strong>{t.executions.error}:</strong> {e.error}
        </p>
      ) : null}
      <h2 className="section-subtitle">{t.executions.steps}</h2>
      <div className="table-wrap card" tabIndex={0} role="region" aria-label={t.executions.steps}>
        <table className="table table-stack">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t.executions.node}</th>
              <th scope="col">{t.executions.action}</th>
              <th scope="col">{t.executions.status}</th>
              <th scope="col">{t.executions.start}</th>
              <th scope="col">{t.executions.end}</th>
              <th scope="col">{t.chat.duration}</th>
              <th scope="col">{t.executions.error}</th>
            </tr>
          </thead>
          <tbody>
            {e.steps.map((s) => (
              <tr key={s.step_id}>
                <td data-label="#">{s.step}</td>
                <td data-label={t.executions.node}>{nodeLabel(s)}</td>
                <td data-label={t.executions.action}>{actionLabel(s)}</td>
                <td data-label={t.executions.status}>
                  <StatusBadge status={s.status} error={s.error} />
                </td>
                <td data-label={t.executions.start}>{formatDateTime(s.started_at)}</td>
                <td data-label={t.executions.end}>{formatDateTime(s.ended_at)}</td>
                <td data-label={t.chat.duration}>{formatDuration(s.duration_ms)}</td>
                <td data-label={t.executions.error} className={s.error ? 'cell-error' : 'muted'}>{s.error || t.common.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  );
}

function Page({ children, flowId, actions }: { children: ReactNode; flowId?: string; actions?: ReactNode }) {
  return (
    <div className="page">
      <header className="page-header">
        <div>
          {flowId ? (
            <Link href={`/flows/${flowId}/executions`} className="back-link">
              ← {t.executions.back}
            </Link>
          ) : (
            <Link href="/workflows" className="back-link">
              ← {t.workflows.title}
            </Link>
          )}
          <h1>{t.executions.detailTitle}</h1>
        </div>
        {actions ? <div className="row-actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
