import type { AgentRun } from '../../../contracts/agents';
import { agentsText as a, formatRunDuration } from '../../i18n/agents';
import { formatDateTime } from '../../i18n/messages';
import { RunStatusBadge } from './AgentBadges';
import { ToolCalls } from './ToolCalls';

/** Spec §2: Resultado is the error, 'Completado', or 'En progreso...'. */
export function runResult(run: AgentRun): string {
  if (run.status === 'failed') return run.error ?? a.runStatusOne.failed;
  if (run.status === 'succeeded') return a.runs.completed;
  return a.runs.inProgress;
}

/** Runs: Objetivo, Estado, Iniciado, Duración (minutes and seconds), Resultado; each run's tool calls under its goal. */
export function RunsTable({ runs }: { runs: AgentRun[] }) {
  const c = a.runs.columns;
  return (
    <div className="table-wrap card" tabIndex={0} role="region" aria-label={a.detail.tabs.runs}>
      <table className="table runs-table">
        <thead>
          <tr>
            <th scope="col">{c.goal}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.started}</th>
            <th scope="col">{c.duration}</th>
            <th scope="col">{c.result}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.run_id} data-testid="agent-run">
              <td className="run-goal">
                <span className="run-goal-text">{run.goal}</span>
                <span className="cell-sub muted">{a.runs.source[run.source] ?? run.source}</span>
                {run.tool_calls.length ? <ToolCalls calls={run.tool_calls} /> : null}
              </td>
              <td>
                <RunStatusBadge status={run.status} error={run.error} />
              </td>
              <td>{formatDateTime(run.started_at ?? run.created_at)}</td>
              <td>{formatRunDuration(run.duration_ms)}</td>
              <td className={run.status === 'failed' ? 'cell-error' : undefined}>{runResult(run)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
