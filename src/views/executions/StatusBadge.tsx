import { displayStatus, statusLabel } from '../../../contracts/labels';

/**
 * A coloured status pill with the status in Spanish ('Éxito', 'Error', 'En ejecución',
 * 'Interrumpida'; contracts/labels.ts); pass the run's error so an interrupted run reads as such.
 */
export function StatusBadge({ status, error }: { status: string; error?: string | null }) {
  const shown = displayStatus(status, error);
  const known = ['success', 'error', 'running', 'skipped', 'pending', 'interrupted'].includes(shown);
  return <span className={`status ${known ? `status-${shown}` : 'status-neutral'}`}>{statusLabel(status, error)}</span>;
}
