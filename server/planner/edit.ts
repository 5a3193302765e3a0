/**
 * Follow-up messages that edit the chat's current plan: remove a step, switch a service
 * ("mejor mándalo por Telegram"), move the schedule ("cámbialo a las 10"), change a detail
 * (channel, recipient, URL…) or add steps at the end.
 */
import { literalsIn } from './extract';
import { makeStep, renumber } from './compose';
import { actionParams } from './fill';
import { nodeName } from './catalog';
import { clauseIntents, splitClauses } from './parse';
import { latestFieldRef, shiftRefs } from './refs';
import { insertStep } from './insert';
import { parseCondition } from './conditions';
import { moveSchedule } from './edit-schedule';
import { editInTurn } from './edit-compound';
import { changeThreshold } from './edit-threshold';
import type { Intent, PlanStep } from './types';
import { SERVICES, serviceWord } from './vocabulary';
import { addRecipient, changeDetails, changeFormFields, isSourceStep, narrowTrigger, SENDER, type Ctx, type Edit } from './edit-details';

export type { Edit } from './edit-details';

export const EDIT_CUE = /\b(?:mejor|en vez|en lugar|cambia|cambialo|cambiala|cambiar|cambies|quita|quitale|quitalo|elimina|eliminalo|borra|borralo|saca|remueve|agrega|agregale|anade|anadele|ademas|tambien|ya no|sin|que sea|mandalo|envialo|pasalo|ponlo|ahora|mueve|muevelo|usa|el canal|el correo es|el destinatario|el asunto|el mensaje)\b/;
const REMOVE = /\b(?:quita|quitale|quitalo|elimina|eliminale|eliminalo|borra|borrale|borralo|saca|remueve|ya no (?:quiero|necesito|mandes|envies|avises|guardes|uses)|sin)\b/;
const OLD_MARK = /\b(?:en vez de|en lugar de|ya no por|no (?:sea )?por|cambia|cambiar)\b/;

const params = (s: PlanStep) => s.params ?? s.parameters ?? {};

/** Service ids named in the text with their positions. */
function mentions(text: string): { node_id: string; at: number }[] {
  const found: { node_id: string; at: number }[] = [];
  for (const s of SERVICES) {
    const m = s.mention.exec(text);
    if (m) found.push({ node_id: s.node_id, at: m.index });
  }
  if (found.some((f) => f.node_id === 'gmail')) return found.filter((f) => f.node_id !== 'email');
  return found.sort((a, b) => a.at - b.at);
}

function removeSteps(steps: PlanStep[], ctx: Ctx): Edit | null {
  const m = REMOVE.exec(ctx.text);
  if (!m) return null;
  const tail = ctx.text.slice(m.index);
  const number = /\bpaso\s+(\d+)\b/.exec(tail);
  let doomed: number[] = [];
  if (number) doomed = [Number(number[1])];
  else {
    const named = mentions(tail).map((x) => x.node_id);
    const kinds = [
      ...named,
      ...(/\b(?:correo|email|mail)s?\b/.test(tail) ? ['email', 'gmail'] : []),
      ...(/\b(?:espera|pausa|retraso)\b/.test(tail) ? ['delay'] : []),
      ...(/\b(?:filtro|condicion)\b/.test(tail) ? ['filter'] : []),
      ...(/\b(?:solicitud|peticion|http)\b/.test(tail) ? ['http'] : []),
    ];
    doomed = steps.filter((s) => s.step > 1 && kinds.includes(s.node_id)).map((s) => s.step);
  }
  doomed = doomed.filter((n) => n > 1 && n <= steps.length);
  if (!doomed.length) return null;
  let out = steps;
  for (const n of [...doomed].sort((a, b) => b - a)) {
    out = out.filter((s) => s.step !== n).map((s) => ({ ...s, params: shiftRefs(params(s), n) as Record<string, unknown> }));
  }
  const names = [...new Set(steps.filter((s) => doomed.includes(s.step)).map((s) => nodeName(s.node_id)))];
  return { steps: renumber(out), change: `Listo, quité el paso de ${names.join(' y ')}.` };
}

/** "mejor mándalo por Telegram", "en vez de Slack usa WhatsApp". */
function switchService(steps: PlanStep[], ctx: Ctx): Edit | null {
  const named = mentions(ctx.text).filter((n) => !(n.node_id === 'email' && steps[0].node_id === 'gmail' && SENDER.test(ctx.text)));
  if (!named.length) return null;
  const old = OLD_MARK.exec(ctx.text);
  const oldNode = old && named.length > 1 ? named.find((n) => n.at > old.index) : undefined;
  const fresh = named.filter((n) => n !== oldNode && n.node_id !== oldNode?.node_id);
  const target = fresh[0];
  if (!target) return null;
  const word = serviceWord(target.node_id)!;
  const index = oldNode
    ? steps.findIndex((s) => s.step > 1 && s.node_id === oldNode.node_id)
    : steps.map((s, i) => ({ s, i })).reverse().find(({ s, i }) => i > 0 && serviceWord(s.node_id)?.category === word.category && s.node_id !== target.node_id)?.i ?? -1;
  if (index <= 0) return null;
  const before = steps[index];
  const clause = ctx.text;
  const action = word.actions.find((a) => !a.verbs || a.verbs.test(clause)) ?? word.actions.at(-1)!;
  const fill = actionParams(target.node_id, action.action_id, { clause, literals: ctx.literals, steps: steps.slice(0, index), userEmail: ctx.userEmail, whole: ctx.text, original: ctx.original });
  const carried = params(before).message ?? params(before).body;
  if (carried !== undefined && 'message' in fill && !literalsIn(clause, ctx.literals, 'quote').length) fill.message = carried;
  if (carried !== undefined && 'body' in fill && !literalsIn(clause, ctx.literals, 'quote').length) fill.body = carried;
  let next = steps.slice();
  next[index] = makeStep(before.step, target.node_id, action.action_id, fill);
  // "mejor por WhatsApp al 55… y por correo": the other channels named come right after it.
  const more = [...new Set(fresh.slice(1).map((n) => n.node_id))].filter((id) => id !== target.node_id && serviceWord(id)?.category === word.category && !steps.some((s) => s.node_id === id));
  for (const [k, id] of more.entries()) {
    const w = serviceWord(id)!;
    const extra = actionParams(id, w.actions.at(-1)!.action_id, { clause, literals: ctx.literals, steps: steps.slice(0, index), userEmail: ctx.userEmail, whole: ctx.text, original: ctx.original });
    if ('to' in extra && !extra.to && id === 'email' && ctx.userEmail) extra.to = ctx.userEmail; // a notification goes to the owner
    if (carried !== undefined && 'message' in extra) extra.message = carried;
    if (carried !== undefined && 'body' in extra) extra.body = carried;
    next = insertStep(next, index + 1 + k, makeStep(0, id, w.actions.at(-1)!.action_id, extra));
  }
  const names = [target.node_id, ...more].map(nodeName).join(' y ');
  return { steps: renumber(next), change: `Listo, cambié ${nodeName(before.node_id)} por ${names}.` };
}

/** Where new steps go: "al principio", "antes del correo", else at the end (array index). */
function insertionPoint(steps: PlanStep[], text: string): number {
  if (/\b(?:al principio|antes de todo|primero)\b|\bantes\b(?!\s+(?:de|del|que)\b)/.test(text)) return 1;
  const before = /\bantes\s+(?:de|del)\s+(.+)$/.exec(text);
  if (before) {
    const named = mentions(before[1]).map((m) => m.node_id);
    const bare = /\b(?:correo|email|mail)\b/.test(before[1]) ? ['email', 'gmail'] : [];
    const at = steps.findIndex((s, i) => i > 0 && [...named, ...bare].includes(s.node_id));
    if (at > 0) return at;
  }
  return steps.length;
}

/** "agrega un correo a ana@x.com", "además avísame por Slack", "agrega un resumen con IA antes del correo". */
function addSteps(steps: PlanStep[], ctx: Ctx, skip: string[] = []): Edit | null {
  const where = ctx.text.replace(/\bantes\s+(?:de|del)\s+.+$/, ' ');
  const intents: Intent[] = splitClauses(where).flatMap((c) => clauseIntents(c, ctx.literals))
    .filter((i) => i.kind === 'service' || i.kind === 'http' || i.kind === 'delay' || i.kind === 'condition')
    .filter((i) => !(i.kind === 'service' && skip.includes(i.node_id)));
  if (!intents.length) return null;
  let next = steps.slice();
  let at = insertionPoint(steps, ctx.text);
  // "agrega un filtro: solo si el total…" guards the plan's actions, and "ponle que lo resuma la IA
  // antes" works on the data: both go after the data sources, before what sends or stores.
  const onData = intents.every((i) => i.kind === 'condition' || (i.kind === 'service' && (i.node_id === 'ai' || i.node_id === 'ai_agent')));
  const bareBefore = /\bantes\s*$/.test(ctx.text) || /\bantes\b(?!\s+(?:de|del|que)\b)/.test(ctx.text) && !/\b(?:al principio|antes de todo|primero)\b/.test(ctx.text);
  if (onData && (at === steps.length || (at === 1 && bareBefore)) && !/\b(?:al final|despues de|luego de)\b/.test(ctx.text)) {
    const guarded = steps.findIndex((s, i) => i > 0 && !isSourceStep(s));
    if (guarded > 0) at = guarded;
  }
  const added: string[] = [];
  for (const intent of intents) {
    const fillCtx = { clause: intent.clause, literals: ctx.literals, steps: next.slice(0, at), userEmail: ctx.userEmail, whole: ctx.text, original: ctx.original };
    const step = intent.kind === 'service' ? makeStep(0, intent.node_id, intent.action_id, actionParams(intent.node_id, intent.action_id, fillCtx))
      : intent.kind === 'http' ? makeStep(0, 'http', 'request', actionParams('http', 'request', fillCtx))
        : intent.kind === 'delay' ? makeStep(0, 'delay', 'wait', { seconds: intent.seconds })
          : intent.kind === 'condition' ? makeStep(0, 'filter', 'condition', { left: latestFieldRef(next.slice(0, at), intent.field || 'valor'), operator: intent.operator, right: intent.value })
            : null;
    if (!step) continue;
    // "y también por Discord": a written text the plan already sends goes out on the new channel too.
    const written = next.slice(1).map((s) => params(s).message).find((m) => typeof m === 'string' && m && !m.includes('{{'));
    if (written && 'message' in (step.params ?? {}) && !literalsIn(intent.clause, ctx.literals, 'quote').length) step.params!.message = written;
    next = insertStep(next, at, step);
    at++;
    added.push(nodeName(step.node_id));
  }
  return { steps: renumber(next), change: `Listo, agregué ${added.length === 1 ? 'el paso' : 'los pasos'} de ${[...new Set(added)].join(' y ')}.` };
}

/** "invierte el orden": the actions in reverse, when none uses another's output. */
function reverseOrder(steps: PlanStep[], ctx: Ctx): Edit | null {
  if (!/\b(?:invierte|voltea|cambia|al reves)\b.*\borden\b|\borden al reves\b/.test(ctx.text) || steps.length < 3) return null;
  if (JSON.stringify(steps.slice(1).map((s) => s.params ?? {})).includes('{{steps.')) return null;
  return { steps: renumber([steps[0], ...steps.slice(1).reverse()]), change: 'Listo, invertí el orden de los pasos.' };
}

/**
 * Applies every edit the message asks for: a compound follow-up ("cámbialo a las 10 y mándalo por
 * Telegram") clause by clause, else the message whole. Null when it asks for none.
 */
export function editPlan(steps: PlanStep[], ctx: Ctx): Edit | null {
  return editInTurn(steps, ctx, editOnce) ?? editOnce(steps, ctx);
}

/** Applies the first edit one clause asks for, or null when it asks for none. */
export function editOnce(steps: PlanStep[], ctx: Ctx): Edit | null {
  const reversed = reverseOrder(steps, ctx);
  if (reversed) return reversed;
  const narrowed = narrowTrigger(steps, ctx);
  if (narrowed) return narrowed;
  const fields = changeFormFields(steps, ctx);
  if (fields) return fields;
  const recipient = addRecipient(steps, ctx);
  if (recipient) return recipient;
  const threshold = changeThreshold(steps, ctx);
  if (threshold) return threshold;
  // "pero nada más si el total es mayor a 1500": a condition that guards what the plan does.
  if (/^(?:(?:y|pero|que|sea|sean)\s+)*solo\s+(?:(?:que|sea|sean)\s+)*(?:si|cuando)\b/.test(ctx.text) && !SENDER.test(ctx.text) && parseCondition(ctx.text, ctx.literals)) {
    const guarded = addSteps(steps, ctx);
    if (guarded) return guarded;
  }
  if (REMOVE.test(ctx.text)) {
    const removed = removeSteps(steps, ctx);
    // "quita Slack y mejor crea un issue en …": what comes after the removal is added.
    const tail = removed ? /\by\s+(?:mejor\s+|en su lugar\s+|ahora\s+)?(.+)$/.exec(ctx.text.slice(REMOVE.exec(ctx.text)!.index)) : null;
    if (removed && tail) {
      const gone = steps.filter((s) => !removed.steps.some((r) => r.node_id === s.node_id)).map((s) => s.node_id);
      const added = addSteps(removed.steps, { ...ctx, text: tail[1] }, gone);
      if (added) return { steps: added.steps, change: `${removed.change.replace(/\.$/, '')} y ${added.change.replace(/^Listo, /, '')}` };
    }
    if (removed) return removed;
  }
  // "agrega…", "además…", or a message that goes on from the plan: "y luego mándale un correo".
  const adding = /\b(?:agrega|agregale|anade|anadele|ponle|metele|mete|incluye|incluyele|ademas|tambien)\b|\bpon\s+(?:un|una|antes|al)\b|^(?:y\s+)?(?:luego|despues|al final)\b|^y\s+/.test(ctx.text);
  if (!adding) {
    const switched = switchService(steps, ctx);
    if (switched) return switched;
  }
  const moved = moveSchedule(steps, ctx);
  if (moved) return moved;
  if (adding) {
    const added = addSteps(steps, ctx);
    if (added) return added;
  }
  return changeDetails(steps, ctx);
}
