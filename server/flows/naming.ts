import { MAX_WORKFLOW_NAME } from '../../contracts/flows';

/**
 * Spec §5 generated workflow name: the first 4 words of the description, plus ' (N servicios)'
 * counting distinct services (node ids) when steps are given; over 50 characters it is cut to
 * 47 + '...'. Without a description: 'Workflow {date}' (date in es-MX).
 */
export function generateWorkflowName(
  description: string | null | undefined,
  steps?: { node_id?: unknown }[] | null,
  opts: { now?: Date; timeZone?: string } = {},
): string {
  const words = (description ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) {
    const date = (opts.now ?? new Date()).toLocaleDateString('es-MX', { timeZone: opts.timeZone ?? 'America/Mexico_City' });
    return `Workflow ${date}`;
  }
  let name = words.slice(0, 4).join(' ');
  if (steps && steps.length) {
    const services = new Set(steps.map((s) => s.node_id).filter((id): id is string => typeof id === 'string' && id !== ''));
    name += ` (${services.size} servicios)`;
  }
  return name.length > MAX_WORKFLOW_NAME ? `${name.slice(0, MAX_WORKFLOW_NAME - 3)}...` : name;
}
