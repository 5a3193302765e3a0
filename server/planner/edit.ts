/**
 * Follow-up messages that edit the chat's current plan: remove a step, switch a service
 * ("mejor mándalo por Telegram"), move the schedule ("cámbialo a las 10"), change a detail
 * (channel, recipient, URL…) or add steps at the end.
 */
import { literalsIn, phones, telegramChatId, type Literal } from './extract';
import { makeStep, renumber } from './compose';
import { actionParams } from './fill';
import { nodeName } from './catalog';
import { clauseIntents, splitClauses } from './parse';
import { shiftRefs } from './refs';
import { insertStep } from './insert';
import { findTimes, parseDays, parseSchedule, withDays, withTime } from './time';
import { describeCron } from './cron-text';
import type { Intent, PlanStep } from './types';
import { SERVICES, serviceWord } from './vocabulary';

export type Edit = { steps: PlanStep[]; change: string };
type Ctx = { text: string; literals: Literal[]; userEmail?: string; timezone: string; selected?: string[] };

export const EDIT_CUE = /\b(?:mejor|en vez|en lugar|cambia|cambialo|cambiala|cambiar|cambies|quita|quitale|quitalo|elimina|eliminalo|borra|borralo|saca|remueve|agrega|agregale|anade|anadele|ademas|tambien|ya no|sin|que sea|mandalo|envialo|pasalo|ponlo|ahora|mueve|muevelo|usa|el canal|el correo es|el destinatario|el asunto|el mensaje)\b/;
const REMOVE = /\b(?:quita|quitale|quitalo|elimina|eliminale|eliminalo|borra|borrale|borralo|saca|remueve|ya no (?:quiero|necesito|mandes|envies|avises|guardes|uses)|sin)\b/;
const OLD_MARK = /\b(?:en vez de|en lugar de|ya no por|cambia|cambiar)\b/;

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
  const named = mentions(ctx.text);
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
  const fill = actionParams(target.node_id, action.action_id, { clause, literals: ctx.literals, steps: steps.slice(0, index), userEmail: ctx.userEmail, whole: ctx.text });
  const carried = params(before).message ?? params(before).body;
  if (carried !== undefined && 'message' in fill && !literalsIn(clause, ctx.literals, 'quote').length) fill.message = carried;
  if (carried !== undefined && 'body' in fill && !literalsIn(clause, ctx.literals, 'quote').length) fill.body = carried;
  const next = steps.slice();
  next[index] = makeStep(before.step, target.node_id, action.action_id, fill);
  return { steps: next, change: `Listo, cambié ${nodeName(before.node_id)} por ${nodeName(target.node_id)}.` };
}

/** "que sea a las 3" when it ran at 2 p. m. means 3 p. m.: an hour said without a. m./p. m. keeps the half of the day. */
function sameHalfOfDay(cron: string, t: { time: { hour: number; minute: number }; explicit: boolean }): { hour: number; minute: number } {
  const hour = Number(cron.split(' ')[1]);
  if (t.explicit || !Number.isInteger(hour) || hour < 13 || t.time.hour < 1 || t.time.hour > 11) return t.time;
  return { hour: t.time.hour + 12, minute: t.time.minute };
}

/** "cámbialo a las 10", "mejor los viernes", "que sea cada hora". */
function moveSchedule(steps: PlanStep[], ctx: Ctx): Edit | null {
  const full = parseSchedule(ctx.text);
  const times = findTimes(ctx.text);
  const days = parseDays(ctx.text);
  if (!full && !times.length && !days) return null;
  const trigger = steps[0];
  const current = trigger.node_id === 'schedule' ? String(params(trigger).cron_expression ?? '') : '';
  let cron: string;
  if (current && !full && times.length) cron = withTime(current, sameHalfOfDay(current, times[0]));
  else if (current && days && !times.length) cron = withDays(current, days);
  else if (full) cron = full.cron;
  else if (current && days) cron = withTime(withDays(current, days), sameHalfOfDay(current, times[0]));
  else return null;
  const tz = String(params(trigger).timezone ?? ctx.timezone);
  const next = [makeStep(1, 'schedule', 'cron', { cron_expression: cron, timezone: tz }), ...steps.slice(1)];
  return { steps: next, change: `Listo, ahora se ejecutará ${describeCron(cron)}.` };
}

/** "el canal es #soporte", "mándalo a ana@tienda.mx", "usa https://…", a phone number, a quoted message. */
function changeDetails(steps: PlanStep[], ctx: Ctx): Edit | null {
  const next = steps.map((s) => ({ ...s, params: { ...params(s) } }));
  const changed: string[] = [];
  const set = (pred: (s: PlanStep) => boolean, key: string, value: unknown, label: string) => {
    const hit = next.filter((s) => s.step > 1 && pred(s));
    for (const s of hit) s.params[key] = value;
    if (hit.length) changed.push(label);
  };
  const channel = literalsIn(ctx.text, ctx.literals, 'channel')[0];
  if (channel) set((s) => s.node_id === 'slack', 'channel', channel, `el canal a ${channel}`);
  const emails = literalsIn(ctx.text, ctx.literals, 'email');
  if (emails.length) set((s) => s.action_id === 'send_email', 'to', emails.join(', '), `el destinatario a ${emails.join(', ')}`);
  const url = literalsIn(ctx.text, ctx.literals, 'url')[0];
  if (url) set((s) => s.node_id === 'http', 'url', url, `la dirección a ${url}`);
  const phone = phones(ctx.text)[0];
  if (phone) set((s) => s.node_id === 'whatsapp', 'to', phone, `el número a ${phone}`);
  const chat = telegramChatId(ctx.text);
  if (chat) set((s) => s.node_id === 'telegram', 'chat_id', chat, `el chat de Telegram a ${chat}`);
  const quote = /\{q(\d+)\}/.exec(ctx.text);
  if (quote) {
    const value = ctx.literals[Number(quote[1])].value;
    if (/\basunto\b/.test(ctx.text)) set((s) => s.action_id === 'send_email', 'subject', value, 'el asunto');
    else if (/\b(?:mensaje|texto|diga|cuerpo)\b/.test(ctx.text)) {
      set((s) => 'message' in (s.params ?? {}), 'message', value, 'el mensaje');
      set((s) => s.action_id === 'send_email', 'body', value, 'el texto del correo');
    }
  }
  if (!changed.length) return null;
  return { steps: next, change: `Listo, cambié ${[...new Set(changed)].join(' y ')}.` };
}

/** Where new steps go: "al principio", "antes del correo", else at the end (array index). */
function insertionPoint(steps: PlanStep[], text: string): number {
  if (/\b(?:al principio|antes de todo|primero)\b|\bantes\s*$/.test(text)) return 1;
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
  const added: string[] = [];
  for (const intent of intents) {
    const fillCtx = { clause: intent.clause, literals: ctx.literals, steps: next.slice(0, at), userEmail: ctx.userEmail, whole: ctx.text };
    const step = intent.kind === 'service' ? makeStep(0, intent.node_id, intent.action_id, actionParams(intent.node_id, intent.action_id, fillCtx))
      : intent.kind === 'http' ? makeStep(0, 'http', 'request', actionParams('http', 'request', fillCtx))
        : intent.kind === 'delay' ? makeStep(0, 'delay', 'wait', { seconds: intent.seconds })
          : intent.kind === 'condition' ? makeStep(0, 'filter', 'condition', { left: `{{trigger.body.${intent.field}}}`, operator: intent.operator, right: intent.value })
            : null;
    if (!step) continue;
    next = insertStep(next, at, step);
    at++;
    added.push(nodeName(step.node_id));
  }
  return { steps: renumber(next), change: `Listo, agregué ${added.length === 1 ? 'el paso' : 'los pasos'} de ${[...new Set(added)].join(' y ')}.` };
}

/** Applies the first edit the message asks for, or null when it asks for none. */
export function editPlan(steps: PlanStep[], ctx: Ctx): Edit | null {
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
  const adding = /\b(?:agrega|agregale|anade|anadele|ademas|tambien)\b|^(?:y\s+)?(?:luego|despues|al final)\b|^y\s+/.test(ctx.text);
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
