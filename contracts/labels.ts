/**
 * Names for people, shared by the server and the SPA: execution and step statuses, what started
 * a run, and a readable fallback for a node or action the catalogue did not name. Raw ids
 * ('success', 'webhook_received', 'google_sheets') never reach the screen through these.
 */

/** The error text of a run that a shutdown or a dead process cut short (server/engine/recorder.ts). */
export const INTERRUPTED_ERROR = 'Ejecución interrumpida';

export const STATUS_LABELS: Readonly<Record<string, string>> = {
  success: 'Éxito',
  error: 'Error',
  running: 'En ejecución',
  interrupted: 'Interrumpida',
  pending: 'Pendiente',
  skipped: 'Omitido',
  // agent runs (contracts/agents.ts AgentRunStatus)
  succeeded: 'Éxito',
  failed: 'Error',
  queued: 'En cola',
  completed: 'Éxito',
  timeout: 'Tiempo agotado',
};

/** 'interrupted' for an error run cut short by a shutdown, else the status itself. */
export function displayStatus(status: string | null | undefined, error?: string | null): string {
  if ((status === 'error' || status === 'failed') && error === INTERRUPTED_ERROR) return 'interrupted';
  return status ?? '';
}

/** 'Éxito', 'Error', 'En ejecución', 'Interrumpida', …; an unknown status is made readable. */
export function statusLabel(status: string | null | undefined, error?: string | null): string {
  const shown = displayStatus(status, error);
  if (!shown) return '—';
  return STATUS_LABELS[shown] ?? humanizeId(shown);
}

export const TRIGGER_TYPE_LABELS: Readonly<Record<string, string>> = {
  manual: 'Ejecución manual',
  webhook: 'Llegaron datos al webhook',
  schedule: 'Horario programado',
  test: 'Prueba',
  poll: 'Cambio detectado en el servicio',
};

/** What started a run, in words ('Horario programado'), from the execution's trigger_type. */
export function triggerTypeLabel(type: string | null | undefined): string {
  if (!type) return '—';
  return TRIGGER_TYPE_LABELS[type] ?? humanizeId(type);
}

/** 'google_sheets' → 'Google sheets', 'google/github' → 'Google github': last resort for an unnamed id. */
export function humanizeId(id: string): string {
  const words = id.replace(/[_\-/.]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}

/** A step's node as people read it: the catalogue's name ('Google Sheets'), never its id. */
export function nodeLabel(step: { node_id: string; node_name?: string | null }): string {
  return step.node_name || humanizeId(step.node_id);
}

/** A step's action as people read it ('Webhook recibido'), never its id. */
export function actionLabel(step: { action_id: string; action_name?: string | null }): string {
  return step.action_name || humanizeId(step.action_id);
}
