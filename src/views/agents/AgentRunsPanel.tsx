import type { AgentRunStatus } from '../../../contracts/agents';
import { agentsText as a } from '../../i18n/agents';
import { useAgentRuns } from '../../app/agents';
import { Spinner } from '../../components/Spinner';
import { StatePanel } from '../../components/StatePanel';
import { RunsTable } from './RunsTable';

/** Spec §2 order: Todos, Exitosas, Fallidas, Ejecutando, En Cola. */
const FILTERS: (AgentRunStatus | null)[] = [null, 'succeeded', 'failed', 'running', 'queued'];

/** 'Ejecuciones': the status filter, the runs table and 'Cargar Más'. */
export function AgentRunsPanel({ agentId }: { agentId: string }) {
  const r = useAgentRuns(agentId);
  let body;
  if (r.failed) {
    body = (
      <StatePanel kind="error" title={a.runs.loadError}>
        <button type="button" className="button button-primary" onClick={r.reload}>
          {a.list.retry}
        </button>
      </StatePanel>
    );
  } else if (r.loading) body = <StatePanel kind="loading" title={a.runs.loading} />;
  else if (r.runs.length === 0) body = <StatePanel kind="empty" title={a.runs.empty} />;
  else body = <RunsTable runs={r.runs} />;
  return (
    <section className="agent-runs" aria-label={a.detail.tabs.runs}>
      <div className="segmented runs-filter" role="radiogroup" aria-label={a.runs.filterLabel}>
        {FILTERS.map((status) => (
          <button
            key={status ?? 'all'}
            type="button"
            role="radio"
            aria-checked={r.status === status}
            className={r.status === status ? 'is-selected' : undefined}
            onClick={() => r.filter(status)}
          >
            {status ? a.runStatus[status] : a.runs.all}
          </button>
        ))}
      </div>
      {body}
      {r.error && !r.failed ? <p className="notice notice-error">{r.error}</p> : null}
      {r.hasMore && !r.loading ? (
        <div className="load-more">
          <button type="button" className="button button-ghost" onClick={r.loadMore} disabled={r.loadingMore}>
            {r.loadingMore ? <Spinner /> : null}
            {a.runs.loadMore}
          </button>
        </div>
      ) : null}
    </section>
  );
}
