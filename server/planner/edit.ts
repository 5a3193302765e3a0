/**
 * Follow-up messages that edit the chat's current plan: remove a step, add steps at a position,
 * switch a service or the trigger keeping the data, move the schedule, change a value (channel,
 * recipient, threshold, sheet, wait…). The plan is never thrown away: a follow-up either edits it
 * or, when nothing it asks can be applied, the caller asks what to change and keeps the plan.
 */
import { ACTION_VERB } from './verbs';
import { renumber } from './compose';
import { parseCondition } from './conditions';
import { editInTurn } from './edit-compound';
import { addRecipient, changeDetails, changeFormFields, narrowTrigger, SENDER, type Ctx, type Edit } from './edit-details';
import { namedSteps, positionIn } from './edit-refs';
import { moveSchedule } from './edit-schedule';
import { addSteps, asksRemoval, keepOnly, removalPhrase, removeSteps } from './edit-steps';
import { mentions, switchService, switchTrigger } from './edit-swap';
import { nodeName } from './catalog';
import { changeFilterField, changeThreshold } from './edit-threshold';
import { ADD, NEW_ARTICLE, REMARK, REMOVE } from './lexicon/edit-words';
import { moveStep } from './edit-move';
import { redirectRecipient } from './edit-redirect';
import { retellMessage } from './edit-message-text';
import type { PlanStep } from './types';

export type { Edit } from './edit-details';

export const EDIT_CUE = /\b(?:mejor|en vez|en lugar|cambia|cambialo|cambiala|cambiar|cambies|quita|quitale|quitalo|elimina|eliminalo|borra|borralo|saca|remueve|agrega|agregale|anade|anadele|ademas|tambien|ya no|sin|que sea|mandalo|envialo|pasalo|ponlo|ahora|mueve|muevelo|usa|el canal|el correo es|el destinatario|el asunto|el mensaje)\b/;

/** An order to send a message to someone: "avísame", "mándale", "notifícanos". */
const NEW_MESSAGE = /\b(?:avisa|manda|envia|notifica|escribe|reporta)(?:me|le|les|nos)\b/;

/** A message or body the user names as a thing to change ("ponle al correo el asunto…", "la hoja es https://…"). */
const VALUE_NOUN = /\b(?:asunto|canal|chat|pestana|hoja|mensaje|texto|numero|destinatario|url|link|liga|webhook|espera)\b/;

/** "quita Slack y mejor crea un issue…": after a removal, what takes its place (not "y el correo", more to remove). */
// "quita lo de Slack. Mándamelo mejor por Telegram": the next sentence of a list of changes, and any order, too.
const REPLACED_BY = new RegExp(`(?:\\by|[.;])\\s+(?:(?:mejor|en su lugar|ahora|a cambio)\\s+(.+)|((?:agrega|agregale|pon|ponle|mete|crea|creame|manda|mandame|mandalo|envia|enviame|guarda|guardalo|avisa|avisame|usa|${ACTION_VERB.source.slice(5, -3)})\\b.+))$`);

/** "la carpeta es https://…", "mi número es…": a value stated, not a step asked for. */
const VALUE_STATEMENT = /^(?:(?:y|pero|oye)\s+)?(?:el|la|los|las|mi|mis|tu|su)\s+(?:[a-z]+\s+){0,3}(?:es|son|seria|va a ser)\b/;

/** "quita el WhatsApp" when the plan sends none: the service named, for saying so. */
function missingStep(steps: PlanStep[], text: string): string | null {
  const named = mentions(text).map((m) => m.node_id).find((id) => !steps.some((s) => s.node_id === id));
  return named ? nodeName(named) : null;
}

/** "invierte el orden": the actions in reverse, when none uses another's output. */
function reverseOrder(steps: PlanStep[], ctx: Ctx): Edit | null {
  if (!/\b(?:invierte|voltea|cambia|al reves)\b.*\borden\b|\borden al reves\b/.test(ctx.text) || steps.length < 3) return null;
  if (JSON.stringify(steps.slice(1).map((s) => s.params ?? {})).includes('{{steps.')) return null;
  return { steps: renumber([steps[0], ...steps.slice(1).reverse()]), change: 'Listo, invertí el orden de los pasos.' };
}

/**
 * "el whatsapp solo si el total pasa de 150", "pero nada más si el total es mayor a 1500": a
 * condition that guards the step it names, else what the plan does.
 */
function guard(steps: PlanStep[], ctx: Ctx): Edit | null {
  const leading = /^(?:(?:y|pero|que|sea|sean)\s+)*solo\s+(?:(?:que|sea|sean)\s+)*(?:si|cuando)\b/.test(ctx.text);
  const named = /^(?:(?:y|pero)\s+)?(?:el|la|lo del?|los|las)\s+([a-z]+)\s+(?:solo|nada mas|solamente|unicamente)\s+(?:si|cuando)\b/.exec(ctx.text);
  if ((!leading && !named) || SENDER.test(ctx.text) || !parseCondition(ctx.text, ctx.literals)) return null;
  const target = named ? namedSteps(steps, named[1]).filter((i) => i > 0) : [];
  if (named && !target.length) return null;
  if (!named) return addSteps(steps, ctx);
  // "el whatsapp solo si…": the condition alone, placed right before the step it names.
  return addSteps(steps, { ...ctx, text: ctx.text.slice(named[0].length - /(?:si|cuando)$/.exec(named[0])![0].length) }, { at: Math.min(...target) });
}

/**
 * Applies every edit the message asks for: a compound follow-up ("cámbialo a las 10 y mándalo por
 * Telegram") clause by clause, else the message whole. Null when it asks for none.
 */
export function editPlan(steps: PlanStep[], ctx: Ctx): Edit | null {
  const edit = editInTurn(steps, ctx, editOnce) ?? editOnce(steps, ctx);
  return edit && edit.change ? edit : null;
}

/** Applies the first edit one clause asks for, or null when it asks for none. A remark changes nothing (change ''). */
export function editOnce(steps: PlanStep[], ctx: Ctx): Edit | null {
  if (REMARK.test(ctx.text.trim())) return { steps, change: '' };
  const reversed = reverseOrder(steps, ctx);
  if (reversed) return reversed;
  const narrowed = narrowTrigger(steps, ctx);
  if (narrowed) return narrowed;
  const trigger = switchTrigger(steps, ctx);
  if (trigger) return trigger;
  const moved = moveStep(steps, ctx);
  if (moved) return moved;
  const fields = changeFormFields(steps, ctx);
  if (fields) return fields;
  const recipient = addRecipient(steps, ctx) ?? redirectRecipient(steps, ctx);
  if (recipient) return recipient;
  const threshold = changeThreshold(steps, ctx) ?? changeFilterField(steps, ctx);
  if (threshold) return threshold;
  const guarded = guard(steps, ctx);
  if (guarded) return guarded;
  const kept = keepOnly(steps, ctx);
  if (kept) return kept;
  if (asksRemoval(ctx.text)) {
    const removed = removeSteps(steps, ctx);
    // "quita Slack y mejor crea un issue en …": what comes after the removal is added.
    const tail = removed && REMOVE.test(ctx.text) ? REPLACED_BY.exec(ctx.text.slice(REMOVE.exec(ctx.text)!.index)) : null;
    if (removed && tail) {
      const gone = steps.filter((s) => !removed.steps.some((r) => r.node_id === s.node_id)).map((s) => s.node_id);
      const added = addSteps(removed.steps, { ...ctx, text: tail[1] ?? tail[2] }, { skip: gone });
      if (added) return { steps: added.steps, change: `${removed.change.replace(/\.$/, '')} y ${added.change.replace(/^Listo, /, '')}` };
    }
    if (removed) return removed;
    const phrase = removalPhrase(ctx.text);
    const missing = phrase && !/^sin\b/.test(phrase) ? missingStep(steps, phrase) : null;
    if (missing) return { steps, change: `No encontré un paso de ${missing} en tu workflow, así que no quité nada.`, refused: true };
  }
  // "nomás contéstale que ya lo recibimos": the text of the message the plan already sends to that person.
  const retold = retellMessage(steps, ctx);
  if (retold) return retold;
  // "antes del correo guárdalo en Postgres": a place in the plan says a step is added there.
  const adding = ADD.test(ctx.text) || positionIn(steps, ctx.text) !== null;
  // "ponle al correo el asunto…": a value for a step the plan has, not a new step.
  // "y al final avísame a mí por Gmail, asunto '…'": a message ordered at a place in the plan is a new step whose subject that is.
  const newMessage = positionIn(steps, ctx.text) !== null && NEW_MESSAGE.test(ctx.text);
  if (adding && !newMessage && VALUE_NOUN.test(ctx.text) && !NEW_ARTICLE.test(ctx.text) && !parseCondition(ctx.text, ctx.literals)) {
    const details = changeDetails(steps, ctx);
    if (details) return details;
  }
  if (!adding) {
    const switched = switchService(steps, ctx);
    if (switched) return switched;
  }
  const schedule = moveSchedule(steps, ctx);
  if (schedule) {
    // "mi número es 55… y que sea a las 8": values said along with the schedule are set too.
    const details = changeDetails(schedule.steps, ctx);
    return details ? { steps: details.steps, change: `${schedule.change.replace(/\.$/, '')}; también ${details.change.replace(/^Listo, /, '')}` } : schedule;
  }
  if (adding) {
    const added = addSteps(steps, ctx);
    if (added) return added;
  }
  const details = changeDetails(steps, ctx);
  if (details) return details;
  // "espera 2 días y luego mándame un correo": new actions with nothing else asked go on after the plan.
  // A service the plan already has, named again, is that step ("regrésalo a Slack"), not a new one;
  // "el repo es acme/x" states a value: it adds nothing.
  if (adding || VALUE_STATEMENT.test(ctx.text)) return null;
  return addSteps(steps, ctx, { skip: steps.slice(1).map((s) => s.node_id), only: ['service', 'delay'] });
}
