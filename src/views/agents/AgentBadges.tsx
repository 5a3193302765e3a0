import type { AgentRunStatus } from '../../../contracts/agents';
import { agentsText as a } from '../../i18n/agents';

/** Agent status (spec §4): active, inactive, error; any other value gets a neutral look. */
export function AgentStatusBadge({ status }: { status: string }) {
  const look = status === 'active' ? 'status-success' : status === 'error' ? 'status-error' : 'status-neutral';
  return <span className={`status ${look}`}>{a.status[status as keyof typeof a.status] ?? status}</span>;
}

const RUN_LOOK: Record<AgentRunStatus, string> = { succeeded: 'status-success', failed: 'status-error', running: 'status-running', queued: 'status-pending' };

export function RunStatusBadge({ status }: { status: string }) {
  return <span className={`status ${RUN_LOOK[status as AgentRunStatus] ?? 'status-neutral'}`}>{a.runStatusOne[status as AgentRunStatus] ?? status}</span>;
}
