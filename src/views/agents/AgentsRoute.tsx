import { agents } from '../../api/agents';
import { useResource } from '../../app';
import { AgentsView } from './AgentsView';

/** /agents */
export function AgentsRoute() {
  const r = useResource((signal) => agents.list({ signal }), []);
  return <AgentsView agents={r.data} loading={r.loading || r.retrying} failed={r.failed} onRetry={r.reload} />;
}
