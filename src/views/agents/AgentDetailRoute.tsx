import { useCallback, useState } from 'react';
import { agents } from '../../api/agents';
import { useResource } from '../../app';
import { useDeployAgent } from '../../app/agents';
import { agentsText as a } from '../../i18n/agents';
import { StatePanel } from '../../components/StatePanel';
import { AgentDetailView, type DetailTab } from './AgentDetailView';
import { DeployAgentDialog } from './DeployAgentDialog';

/** /agents/{agentId} and /agents/{agentId}/runs (opens on 'Ejecuciones'). */
export function AgentDetailRoute({ agentId, initialTab = 'overview' }: { agentId: string; initialTab?: DetailTab }) {
  const agent = useResource((signal) => agents.get(agentId, { signal }), [agentId]);
  const statistics = useResource((signal) => agents.statistics(agentId, { signal }), [agentId]);
  const analytics = useResource((signal) => agents.analytics(agentId, {}, { signal }), [agentId]);
  const [tab, setTab] = useState<DetailTab>(initialTab);
  const [deploying, setDeploying] = useState(false);
  const reloadAgent = agent.reload;
  const onChanged = useCallback(() => reloadAgent(), [reloadAgent]);
  const deploy = useDeployAgent(agentId, onChanged);

  if (agent.failed) {
    const notFound = agent.status === 404;
    return (
      <div className="page">
        <StatePanel kind="error" title={notFound ? a.detail.notFound : a.detail.loadError}>
          {notFound ? null : (
            <button type="button" className="button button-primary" onClick={agent.reload}>
              {a.list.retry}
            </button>
          )}
        </StatePanel>
      </div>
    );
  }
  if (!agent.data) return <div className="page"><StatePanel kind="loading" title={a.detail.loading} /></div>;
  return (
    <>
      <AgentDetailView
        agent={agent.data}
        statistics={statistics.data}
        analytics={{ data: analytics.data, loading: analytics.loading || analytics.retrying, failed: analytics.failed, reload: analytics.reload }}
        tab={tab}
        onTab={setTab}
        onDeploy={() => setDeploying(true)}
      />
      <DeployAgentDialog open={deploying} onClose={() => setDeploying(false)} agent={agent.data} deploy={deploy} />
    </>
  );
}
