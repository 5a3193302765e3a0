import { Link } from 'wouter';
import type { Agent } from '../../../contracts/agents';
import { agentsText as a } from '../../i18n/agents';
import { StatePanel } from '../../components/StatePanel';
import { AgentCard } from './AgentCard';

type Props = { agents: Agent[] | null; loading: boolean; failed: boolean; onRetry: () => void };

/** /agents (spec §2 Agents list): 'AI Agents' with a count, the cards, the empty and error states. */
export function AgentsView({ agents, loading, failed, onRetry }: Props) {
  let body;
  if (failed) {
    body = (
      <StatePanel kind="error" title={a.list.loadError}>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {a.list.retry}
        </button>
      </StatePanel>
    );
  } else if (loading && !agents) body = <StatePanel kind="loading" title={a.list.loading} />;
  else if (!agents || agents.length === 0) {
    body = (
      <StatePanel kind="empty" title={a.list.emptyTitle}>
        <p className="muted state-body">{a.list.emptyBody}</p>
        <Link href="/chat" className="button button-primary">
          {a.list.openChat}
        </Link>
      </StatePanel>
    );
  } else {
    body = (
      <div className="grid grid-cards">
        {agents.map((agent) => (
          <AgentCard key={agent.agent_id} agent={agent} />
        ))}
      </div>
    );
  }
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>
            {a.list.title} {agents ? <span className="count-badge">{agents.length}</span> : null}
          </h1>
          {agents ? <p className="muted">{a.list.count(agents.length)}</p> : null}
        </div>
      </header>
      {body}
    </div>
  );
}
