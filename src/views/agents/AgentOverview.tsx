import { RECENT_RUNS_SHOWN, type Agent, type AgentRun } from '../../../contracts/agents';
import { agentsText as a } from '../../i18n/agents';
import { StatePanel } from '../../components/StatePanel';
import { RunsTable } from './RunsTable';

/** 'Resumen' (spec §2): system prompt, tools, temperature, max iterations and the last 5 runs. */
export function AgentOverview({ agent, recent, loadingRecent }: { agent: Agent; recent: AgentRun[] | null; loadingRecent: boolean }) {
  const shown = (recent ?? []).slice(0, RECENT_RUNS_SHOWN);
  return (
    <div className="agent-overview">
      <div className="overview-grid">
        <section className="card overview-prompt">
          <h3>{a.detail.systemPrompt}</h3>
          <pre className="prompt-text">{agent.system_prompt || a.detail.noPrompt}</pre>
        </section>
        <section className="card overview-settings">
          <h3>{a.detail.tools}</h3>
          {agent.tools.length ? (
            <ul className="tool-chips">
              {agent.tools.map((tool) => (
                <li key={tool.id} className="pill">{tool.name}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{a.detail.noTools}</p>
          )}
          <dl className="agent-facts">
            <div>
              <dt>{a.detail.temperature}</dt>
              <dd>{agent.temperature}</dd>
            </div>
            <div>
              <dt>{a.detail.maxIterations}</dt>
              <dd>{agent.max_iterations}</dd>
            </div>
          </dl>
        </section>
      </div>
      <h3 className="section-heading">{a.detail.recent}</h3>
      {loadingRecent && !recent ? <StatePanel kind="loading" title={a.runs.loading} /> : shown.length ? <RunsTable runs={shown} /> : <p className="muted">{a.detail.noRuns}</p>}
    </div>
  );
}
