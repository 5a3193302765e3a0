/**
 * The built-in Spanish planner: a pure, synchronous function from a chat message (plus the
 * chat's current plan, submitted form values and picked services) to a reply and a plan.
 */
import { compose } from './compose';
import { clarificationReply, converse, serviceGroups } from './conversation';
import { editOnce, editPlan } from './edit';
import { EDIT_START, editInTurn } from './edit-compound';
import { stripMarkers } from './extract';
import { applyFormInputs, smartFormFor, withDoubts } from './forms';
import { assess, type Assessment } from './confidence';
import { parseRequest } from './parse';
import { planReply } from './reply';
import type { PlannerInput, PlannerResult, PlanStep } from './types';
import { ACTION_VERB } from './verbs';

export type { PlannerInput, PlannerResult } from './types';
export const DEFAULT_TIMEZONE = 'America/Mexico_City';
export const MAX_MESSAGE = 2000;

function finish(steps: PlanStep[], opts: { updated: boolean; notes?: string[]; change?: string; assessment?: Assessment }): PlannerResult {
  const doubts = opts.assessment?.doubts ?? [];
  const form = withDoubts(smartFormFor(steps), doubts);
  const notes = [...(opts.notes ?? [])];
  // A value that fits no step is said back, so the owner can tell where it goes.
  const loose = doubts.filter((d) => !d.field).map((d) => `«${d.value}»`);
  if (loose.length) notes.push(`No supe dónde usar ${loose.join(', ')}; si va en algún paso, dímelo y lo agrego.`);
  const unplanned = opts.assessment?.unplanned ?? [];
  if (unplanned.length) notes.push(`No entendí cómo hacer esta parte: ${unplanned.map((u) => `«${u}»`).join(', ')}. Si me dices con qué servicio, la agrego.`);
  const asked = doubts.filter((d) => d.field && !d.field.id.endsWith('.left')).map((d) => `«${d.value}»`);
  if (asked.length) notes.push(`Tengo una duda: mencionaste ${asked.join(', ')} y no estoy seguro de en qué paso va; confírmamelo en el formulario.`);
  if (doubts.some((d) => d.field?.id.endsWith('.left'))) notes.push('No me quedó claro qué dato quieres comparar en la condición; elígelo en el formulario.');
  if (steps.length === 1) notes.push('Ahora dime qué quieres que pase después: por ejemplo guardar los datos, mandarte un aviso o enviar un correo.');
  const result: PlannerResult = {
    reply: planReply(steps, { updated: opts.updated, notes, needsForm: !!form, change: opts.change }),
    status: form ? 'smart_forms_required' : 'plan_ready',
    workflow_action: opts.updated ? 'plan_updated' : 'plan_created',
    execution_plan: steps,
  };
  if (form) {
    result.smart_form = form;
    result.smart_forms_required = true;
  }
  if (opts.assessment) result.confidence = opts.assessment.confidence;
  return result;
}

const HOW_QUESTION = /^(?:y\s+)?(?:eso\s+|oye\s+)?(?:como (?:se|le|lo|hago|hago para|puedo|conecto|configuro|vinculo|ligo|integro|activo|instalo|desactivo|cancelo|pago)|que es|para que sirve|como funciona|donde (?:se|veo|esta)|(?:que|cual es la) diferencia|cual (?:es )?mejor|que me conviene|vale la pena)\b/;

export function planRequest(input: PlannerInput): PlannerResult {
  const timezone = input.timezone || DEFAULT_TIMEZONE;
  const current = Array.isArray(input.currentPlan) && input.currentPlan.length ? input.currentPlan : null;
  // Chat messages are short; a pasted novel is read up to this length so a turn stays fast.
  const message = (input.message ?? '').slice(0, MAX_MESSAGE);
  const inputs = input.formInputs && Object.keys(input.formInputs).length ? input.formInputs : null;
  const selected = input.selectedServices?.filter(Boolean) ?? [];

  if (inputs) {
    if (!current) return { reply: 'No encontré un workflow que completar. Cuéntame qué quieres automatizar y lo preparo.', status: 'conversation', workflow_action: null };
    const { steps, applied } = applyFormInputs(current, inputs);
    return finish(steps, { updated: true, change: applied ? 'Gracias, ya agregué los datos que me diste.' : 'No recibí datos nuevos en el formulario.' });
  }

  const parsed = parseRequest(message);
  const { text, literals } = parsed;
  // A trigger and a bare condition ("que sea solo cuando el pedido traiga…") narrow the plan; a new request also acts.
  const looksNew = !!parsed.trigger && parsed.intents.some((i) => i.kind !== 'condition');
  const ctx = { text, literals, timezone, userEmail: input.userEmail, selected, original: message };
  if (current && !looksNew && !selected.length) {
    const edit = editPlan(current, ctx);
    if (edit) return finish(edit.steps, { updated: true, change: edit.change });
  }
  // "mejor que sea cada lunes a las 10 y mándalo por Telegram" names a schedule and a channel, yet
  // it changes the plan: a follow-up that starts like an edit and applies clause by clause is one.
  if (current && looksNew && !selected.length && EDIT_START.test(text)) {
    const edit = editInTurn(current, ctx, editOnce);
    if (edit) return finish(edit.steps, { updated: true, change: edit.change });
  }

  // "¿y eso cómo se hace en Excel?": a question about how, with nothing to do, is small talk.
  if (!parsed.trigger && !current && HOW_QUESTION.test(stripMarkers(text)) && !ACTION_VERB.test(stripMarkers(text))) {
    return { reply: converse(stripMarkers(text)).reply, status: 'conversation', workflow_action: null };
  }

  if (!parsed.trigger && parsed.intents.length === 0) {
    const plain = stripMarkers(text);
    if (current && /\b(?:cambia|cambialo|mejor|quita|elimina|borra|agrega|anade)\b/.test(plain)) {
      return { reply: 'No me quedó claro qué cambiar. Puedes decirme, por ejemplo, «quita el paso de Slack», «mejor mándalo por Telegram» o «cámbialo a las 10».', status: 'conversation', workflow_action: null };
    }
    return { reply: converse(plain).reply, status: 'conversation', workflow_action: null };
  }

  const composed = compose(parsed, { selected, timezone, userEmail: input.userEmail });
  if (composed.unresolved.length) {
    return {
      reply: clarificationReply(composed.unresolved),
      status: 'clarification_needed',
      workflow_action: null,
      service_groups: serviceGroups(composed.unresolved),
    };
  }
  return finish(composed.steps, { updated: false, notes: composed.notes, assessment: assess(composed.steps, text, literals, message, parsed.orphans) });
}
