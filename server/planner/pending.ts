/**
 * A part of the request the planner could not place (an order that made no step, a value that fits
 * no step) is never presented as ready: the owner gets one short question with two choices — keep
 * the plan as it is, or explain that part in the chat. Field ids start with "plan." (they belong to
 * no step), so a submitted answer changes nothing in the plan.
 */
import type { SmartForm } from '../../contracts/chat';

type Field = SmartForm['sections'][number]['fields'][number];

export const KEEP_PLAN = 'Nada más: el plan está bien así';
export const EXPLAIN_IN_CHAT = 'Te lo explico en el chat';

/** Ids of the fields this file adds. */
export const PENDING_FIELD = /^plan\.pending_\d+$/;

/** The question when a plan is only its trigger: keeping it as it is would run nothing. */
export const ONLY_TRIGGER = 'Solo entendí cuándo empieza tu workflow. ¿Qué debe pasar después?';

/** The question when a step reads data no later step uses ("consulta la hoja…" and nothing is done with it). */
export const unusedData = (step: number, what: string) => `El paso ${step} lee ${what}, pero ningún paso usa esos datos. ¿Qué hago con ellos?`;

/**
 * One question per part left over: an order that made no step, a value that fits no step, data read and never used,
 * and a plan that is only its trigger (which cannot be kept as it is).
 */
export function pendingFields(unplanned: string[], loose: string[], opts: { onlyTrigger?: boolean; unused?: string[] } = {}): Field[] {
  const asks = [
    ...unplanned.map((u) => `No entendí «${u}». ¿Qué hago con esa parte?`),
    ...loose.map((v) => `Mencionaste «${v}» y no supe en qué paso va. ¿Qué hago con eso?`),
    ...(opts.unused ?? []),
  ];
  const fields: Field[] = asks.map((label, i) => ({ id: `plan.pending_${i + 1}`, label, type: 'select', options: [KEEP_PLAN, EXPLAIN_IN_CHAT], required: true }));
  if (opts.onlyTrigger) fields.push({ id: `plan.pending_${fields.length + 1}`, label: ONLY_TRIGGER, type: 'select', options: [EXPLAIN_IN_CHAT], required: true });
  return fields;
}

/** The form's title and description when these questions are all it asks (forms.ts `withConfirmation`). */
export const PENDING_FORM = { title: 'Confírmame un detalle', description: 'Hay una parte de tu mensaje que no supe convertir en un paso.' };

/** The reply to a submitted form whose answers asked to explain a part in the chat. */
export const EXPLAIN_REPLY = 'Va: escríbeme aquí qué debe hacer esa parte (por ejemplo «agrega al final un correo a ventas@tu-negocio.mx») y la agrego a tu workflow.';

/** The reply when every answer kept the plan as it is. */
export const KEPT_REPLY = 'Perfecto, dejo esa parte fuera del workflow.';
