import type { AgentRunStatus } from '../../../contracts/agents';
import { agentsText as a } from '../../i18n/agents';
import { displayStatus, statusLabel } from '../../../contracts/labels';

/** Agent status (spec §4): active, inactive, error; any other value gets a neutral look. */
export function AgentStatusBadge({ status }: { status: string }) {
  const look = status === 'active' ? 'status-success' : status === 'error' ? 'status-error' : 'status-neutral';
  return <span className={`status ${look}`}>{a.status[status as keyof typeof a.status] ?? status}</span>;
}

const RUN_LOOK: Record<AgentRunStatus, string> = { succeeded: 'status-success', failed: 'status-error', running: 'status-running', queued: 'status-pending' };

/** A run's status with the labels every execution uses ('Éxito', 'Error', 'En ejecución', 'Interrumpida'; contracts/labels.ts). */
export function RunStatusBadge({ status, error }: { status: string; error?: string | null }) {
  const look = displayStatus(status, error) === 'interrupted' ? 'status-interrupted' : RUN_LOOK[status as AgentRunStatus] ?? 'status-neutral';
  return <span className={`status ${look}`}>{statusLabel(status, error)}</span>;
}
