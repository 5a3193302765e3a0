import { Link } from 'wouter';
import type { Agent } from '../../../contracts/agents';
import { agentsText as a } from '../../i18n/agents';
import { formatDate } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { AgentStatusBadge } from './AgentBadges';

/** One agent (spec §2 Agents list): name, status, model, tools, temperature, max iterations, created. */
export function AgentCard({ agent }: { agent: Agent }) {
  const facts: [string, string][] = [
    [a.list.model, agent.model ?? a.automaticModel],
    [a.list.tools, String(agent.tools.length)],
    [a.list.temperature, String(agent.temperature)],
    [a.list.maxIterations, String(agent.max_iterations)],
    [a.list.created, agent.created_at ? formatDate(agent.created_at) : a.list.never],
  ];
  return (
    <article className="card agent-card" data-testid="agent-card">
      <header className="agent-card-header">
        <span className="agent-avatar" aria-hidden="true">
          <Icon name="bot" size={22} />
        </span>
        <div>
          <h2 className="agent-name">{agent.name}</h2>
          <p className="muted agent-flow">
            {a.list.workflow}: {agent.flow_name ?? a.list.noWorkflow}
          </p>
        </div>
        <AgentStatusBadge status={agent.status} />
      </header>
      <dl className="agent-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="row-actions agent-card-actions">
        <Link href={`/agents/${agent.agent_id}`} className="button button-primary button-small">
          {a.list.details}
        </Link>
        <Link href={`/agents/${agent.agent_id}/runs`} className="button button-ghost button-small">
          <Icon name="history" size={16} /> {a.list.history}
        </Link>
      </div>
    </article>
  );
}
