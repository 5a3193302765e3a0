import { MAX_WORKFLOW_NAME } from '../../contracts/flows';
import { cutAtWord } from '../../contracts/text';

const NAME_WORDS = 4;

/**
 * Spec §5 generated workflow name: the first 4 words of the description, plus ' (N servicios)'
 * counting distinct services (node ids) when steps are given. Words are cut whole, without
 * trailing punctuation or a dangling connector ('cada lunes a las' → 'Cada lunes'); a name over
 * 50 characters loses whole words and ends in '...'. Without a description: 'Workflow {date}' (es-MX).
 */
export function generateWorkflowName(
  description: string | null | undefined,
  steps?: { node_id?: unknown }[] | null,
  opts: { now?: Date; timeZone?: string } = {},
): string {
  const head = cutAtWord(description, { maxWords: NAME_WORDS });
  if (!head.text) {
    const date = (opts.now ?? new Date()).toLocaleDateString('es-MX', { timeZone: opts.timeZone ?? 'America/Mexico_City' });
    return `Workflow ${date}`;
  }
  let suffix = '';
  if (steps && steps.length) {
    const services = new Set(steps.map((s) => s.node_id).filter((id): id is string => typeof id === 'string' && id !== ''));
    suffix = ` (${services.size} ${services.size === 1 ? 'servicio' : 'servicios'})`;
  }
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const name = capital(head.text) + suffix;
  if (name.length <= MAX_WORKFLOW_NAME) return name;
  const shorter = cutAtWord(head.text, { maxChars: MAX_WORKFLOW_NAME - 3 - suffix.length });
  return `${capital(shorter.text)}...${suffix}`;
}
