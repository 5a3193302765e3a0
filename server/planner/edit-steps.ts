/**
 * Follow-ups that take steps out or put new ones in: "quita lo de Slack", "borra el último paso",
 * "agrega antes del correo un paso que guarde en Sheets", "entre el correo y el WhatsApp mete una
 * espera de 2 horas", "agrega que un día después le llegue otro correo". Only the steps named
 * change; the trigger and every other step stay, and data references are kept consistent.
 */
import { nodeName } from './catalog';
import { makeStep, renumber } from './compose';
import type { Ctx, Edit } from './edit-details';
import { isSourceStep } from './edit-details';
import { namedSteps, positionIn, without } from './edit-refs';
import { literalsIn } from './extract';
import { actionParams } from './fill';
import { insertStep } from './insert';
import { namedField } from './edit-values';
import { waitAfter } from './lexicon/durations';
import { BARE_BEFORE, KEEP_ONLY, MAIL_WORD, REMOVAL_END, REMOVE, REMOVE_AFTER } from './lexicon/edit-words';
import { readClauses } from './parse';
import { splitClauses } from './clauses';
import { dataRef, latestFieldRef, latestOutput, messageFor, personRef, shiftRefs } from './refs';
import { asTyped, typedName } from './values';
import type { Intent, PlanStep } from './types';
import { stepParams as params } from '../../contracts/plan';

const TEXT_KEYS = ['message', 'body', 'text'];
/** A notice ("que avise", "notifica") and a person it goes to ("al cliente", "le…"). */
const NOTICE = /\b(?:avise|avisa|avisar|aviso|notifique|notifica|alerta|alerte)\b/;
const TO_SOMEONE = /\b(?:le|les|al cliente|a la clienta|a los clientes|al paciente|al alumno|al usuario)\b/;
/** The order that only introduces what is added ("agrega que la IA lo resuma" → "que la IA lo resuma"). */
const ADD_VERB = /^\s*(?:agrega|agregale|anade|anadele|ponle|pon|mete|metele|incluye|inserta)\s+(?:un paso\s+)?(?=que\b)/;

/** A new message with a purpose of its own ("otro WhatsApp pidiendo que nos califique"). */
const OWN_PURPOSE = /\b(?:otro|otra|pidiendo|pidiendole|para pedir|recordando|recordandole|de recordatorio|diciendo|que diga|invitando|agradeciendo)\b/;

/**
 * Takes out the step at array index `at`. A later step that used its output gets the data before
 * it instead: a text that was only that output becomes the plan's usual message for the data left
 * ("quita lo de la IA" → Slack sends the mail as it came), any other reference points at that data.
 */
export function dropStep(steps: PlanStep[], at: number): PlanStep[] {
  const gone = steps[at].step;
  const before = steps.slice(0, at);
  const ref = new RegExp(`\\{\\{\\s*steps\\.${gone}\\.output[^}]*\\}\\}`, 'g');
  const rest = steps.slice(at + 1).map((s) => {
    const p: Record<string, unknown> = { ...params(s) };
    for (const [key, value] of Object.entries(p)) {
      if (typeof value !== 'string' || !ref.test(value)) continue;
      ref.lastIndex = 0;
      const onlyThat = value.replace(ref, '').replace(/^[^{}]*?:\s*$/, '').trim() === '';
      p[key] = TEXT_KEYS.includes(key) && onlyThat ? messageFor(before) : value.replace(ref, dataRef(before) ?? '');
    }
    return { ...s, params: shiftRefs(p, gone) as Record<string, unknown> };
  });
  return renumber([...before, ...rest]);
}

/** The words that name what to remove: from the removal verb to the next clause, or what comes before "ya no". */
export function removalPhrase(text: string): string | null {
  const after = REMOVE_AFTER.exec(text);
  if (after) return after[1];
  const m = REMOVE.exec(text);
  if (!m) return null;
  const tail = text.slice(m.index);
  const stop = /[,;]|\by\s+(?=(?:mejor|en su lugar|ahora|a cambio|agrega|pon|ponle|mete|manda|mandalo|envia|cambia|usa)\b)/.exec(tail);
  const phrase = stop ? tail.slice(0, stop.index) : tail;
  // "quítale lo de Telegram, ya no lo ocupo, con el whats basta": the reason and what stays name nothing to remove.
  const end = REMOVAL_END.exec(phrase);
  return end && end.index > 0 ? phrase.slice(0, end.index) : phrase;
}

/** A removal that only points back ("quítele esa parte", "bórralo", "quita eso"). */
const POINTER = /^[a-z]+(?:\s+(?:esa parte|eso|ese paso|esa|ese|lo de ahi|tambien|porfa|por favor|plis))*\s*$/;

/** "quita el WhatsApp", "elimina lo del correo al papá", "borra el último paso", "ya no guardes en Postgres". */
export function removeSteps(steps: PlanStep[], ctx: Ctx): Edit | null {
  const phrase = removalPhrase(ctx.text);
  if (!phrase) return null;
  let doomed = namedSteps(steps, phrase).filter((i) => i > 0);
  // "los repartidores ya no usan Slack, quítele esa parte": "esa parte" points at the one service the message names.
  const order = REMOVE.exec(ctx.text);
  if (!doomed.length && order && POINTER.test(ctx.text.slice(order.index))) {
    const named = namedSteps(steps, ctx.text).filter((i) => i > 0);
    if (new Set(named.map((i) => steps[i].node_id)).size === 1) doomed = named;
  }
  if (!doomed.length) return null;
  let out = steps;
  for (const i of [...doomed].sort((a, b) => b - a)) out = dropStep(out, i);
  const names = [...new Set(doomed.map((i) => nodeName(steps[i].node_id)))];
  return { steps: out, change: `Listo, quité ${names.length === 1 ? 'el paso' : 'los pasos'} de ${names.join(' y ')}.` };
}

/** A follow-up that takes a step out: "quita…", "ya no guardes…", "el correo ya no". */
export const asksRemoval = (text: string) => REMOVE.test(text) || REMOVE_AFTER.test(text);

/** "nomás deja Slack", "quita todo menos la hoja": only the actions named stay. */
export function keepOnly(steps: PlanStep[], ctx: Ctx): Edit | null {
  const m = KEEP_ONLY.exec(ctx.text);
  if (!m) return null;
  const kept = namedSteps(steps, ctx.text.slice(m.index + m[0].length)).filter((i) => i > 0);
  const doomed = steps.map((_, i) => i).filter((i) => i > 0 && !kept.includes(i));
  if (!kept.length) return null;
  // "…, que solo avise en Slack" once Slack is all that is left: a remark, nothing to do.
  if (!doomed.length) return { steps, change: '' };
  let out = steps;
  for (const i of [...doomed].reverse()) out = dropStep(out, i);
  const names = [...new Set(doomed.map((i) => nodeName(steps[i].node_id)))];
  return { steps: out, change: `Listo, quité ${names.length === 1 ? 'el paso' : 'los pasos'} de ${names.join(' y ')}.` };
}

/** The node a new step uses: "otro correo" is sent with the mail service the plan already uses. */
function sameMailService(intent: Intent, steps: PlanStep[], clause: string): Intent {
  if (intent.kind !== 'service' || intent.node_id !== 'email' || !MAIL_WORD.test(clause)) return intent;
  const mail = steps.find((s) => s.action_id === 'send_email' && s.node_id === 'gmail');
  return mail ? { ...intent, node_id: 'gmail' } : intent;
}

/** A new step from one intent, its params filled from the clause and the data before `at`. */
function stepFor(intent: Intent, ctx: Ctx, steps: PlanStep[], at: number, clause: string): PlanStep | null {
  // "agrega un correo al lead y un aviso para mí por Telegram": each channel reads its own part of the clause.
  const focus = intent.kind === 'service' && intent.focus ? { focus: intent.focus } : {};
  const fillCtx = { clause, literals: ctx.literals, steps: steps.slice(0, at), userEmail: ctx.userEmail, whole: ctx.text, original: ctx.original, ...focus };
  if (intent.kind === 'service') return makeStep(0, intent.node_id, intent.action_id, actionParams(intent.node_id, intent.action_id, fillCtx));
  if (intent.kind === 'http') return makeStep(0, 'http', 'request', actionParams('http', 'request', fillCtx));
  if (intent.kind === 'delay') return makeStep(0, 'delay', 'wait', { seconds: intent.seconds });
  if (intent.kind === 'condition') {
    // "cuando la columna Colonia sea Playa Norte": a row's column and a value keep the owner's spelling.
    const before = steps.slice(0, at);
    const field = intent.field && before[0]?.node_id === 'google_sheets' && !latestOutput(before) ? asTyped(ctx.original, intent.field) : intent.field || 'valor';
    const right = typeof intent.value === 'string' ? typedName(ctx.original, intent.value) : intent.value;
    return makeStep(0, 'filter', 'condition', { left: latestFieldRef(before, field), operator: intent.operator, right });
  }
  return null;
}

/** "antes de mandarlo a Telegram que la IA lo resuma": the message that follows now sends what the AI wrote. */
function feedsNext(steps: PlanStep[], at: number): PlanStep[] {
  const ai = steps[at];
  const next = steps[at + 1];
  if (!next || !['ai', 'ai_agent'].includes(ai.node_id)) return steps;
  const key = TEXT_KEYS.find((k) => typeof params(next)[k] === 'string');
  const text = key ? String(params(next)[key]) : '';
  if (!key || !text.includes('{{') || text.includes('{{steps.')) return steps;
  const out = steps.slice();
  out[at + 1] = { ...next, params: { ...params(next), [key]: messageFor(steps.slice(0, at + 1)) } };
  return out;
}

/**
 * "agrega un correo a ana@x.com", "además avísame por Slack", "agrega antes del correo un paso que
 * guarde…", "entre el guardado y el correo mete un aviso a Slack". `skip` lists services that must
 * not be added (the ones just removed, when a removal says what replaces them).
 */
const NAMED_BARE = /^(?:(?:y|ya|luego|despues|al final|entonces|nomas|solo)\s+)*(?:el|la|los|las)\s+[a-z]+$/;

export function addSteps(steps: PlanStep[], ctx: Ctx, opts: { skip?: string[]; at?: number; only?: Intent['kind'][] } = {}): Edit | null {
  const skip = opts.skip ?? [];
  const position = opts.at !== undefined ? { at: opts.at, spans: [], named: true } : positionIn(steps, ctx.text);
  const rest = without(ctx.text, position?.spans ?? []);
  const wait = waitAfter(rest);
  // "…le llegue un WhatsApp... no, mejor un correo": a correction replaces what it takes back.
  let intents: Intent[] = readClauses(splitClauses(wait ? without(rest, [wait.at]) : rest), ctx.literals)
    .filter((i) => (opts.only ?? ['service', 'http', 'delay', 'condition']).includes(i.kind))
    .filter((i) => !(i.kind === 'service' && skip.includes(i.node_id)))
    // "…, y ya luego el whats": a step the plan has, named bare with its article, says where it stays; it is no new one.
    .filter((i) => !(i.kind === 'service' && steps.some((s) => s.node_id === i.node_id) && NAMED_BARE.test(i.clause.trim())))
    .map((i) => sameMailService(i, steps, i.clause));
  if (wait && intents.length) intents = [{ kind: 'delay', seconds: wait.seconds, clause: rest }, ...intents];
  if (!intents.length) return null;
  // One new step reads the whole clause ("…en postgres, tabla pacientes" keeps its table).
  const single = intents.filter((i) => i.kind === 'service' || i.kind === 'http').length === 1;
  let at = position?.at ?? steps.length;
  // "agrega un filtro: solo si el total…" guards the actions, and "ponle que lo resuma la IA antes"
  // works on the data: both go after the data sources, before what sends or stores.
  const onData = intents.every((i) => i.kind === 'condition' || (i.kind === 'service' && (i.node_id === 'ai' || i.node_id === 'ai_agent')));
  if (onData && (!position || (BARE_BEFORE.test(ctx.text) && position.at === 1 && !/\b(?:al principio|antes de todo|primero)\b/.test(ctx.text)))) {
    const guarded = steps.findIndex((s, i) => i > 0 && !isSourceStep(s));
    if (guarded > 0) at = guarded;
  } else if (!position && BARE_BEFORE.test(ctx.text)) at = 1;
  let next = steps.slice();
  const added: string[] = [];
  for (const intent of intents) {
    const clause = single && (intent.kind === 'service' || intent.kind === 'http') ? rest.replace(ADD_VERB, '').replace(/\s+/g, ' ').trim() : intent.clause;
    const step = stepFor(intent, ctx, next, at, clause);
    if (!step) continue;
    // "que avise también por correo": a notice with nobody named goes to the owner.
    if (step.action_id === 'send_email' && step.params?.to === '' && ctx.userEmail && NOTICE.test(clause) && !TO_SOMEONE.test(clause)) step.params.to = ctx.userEmail;
    // "…y le mande un WhatsApp al número de la columna Telefono": the recipient is that field.
    const field = namedField({ ...ctx, text: clause }, next[0]);
    if (field && (step.node_id === 'whatsapp' || step.action_id === 'send_email') && step.params?.to === '') step.params.to = field;
    // "y al final avísame a mí por Gmail también": the owner, even when the plan writes to someone else.
    if (step.action_id === 'send_email' && step.params?.to === '' && ctx.userEmail && /\b(?:avisame|mandame|enviame|notificame|escribeme|reportame|a mi)\b/.test(clause)) step.params.to = ctx.userEmail;
    // "agréguele también un correo": "le"/"también" with the plan already writing to the trigger's person — that person again.
    const toPerson = next.slice(1).some((st) => typeof st.params?.to === 'string' && st.params.to.startsWith('{{trigger'));
    if (toPerson && step.params?.to === '' && /\b(?:agrega|pon|mete|anade|manda|envia)(?:le|les)\b|\btambien\b/.test(ctx.text) && !NOTICE.test(clause)) {
      const bound = personRef(next, step.node_id === 'whatsapp' ? 'phone' : 'email');
      if (bound) step.params.to = bound;
    }
    // "y también por Discord": a written text the plan already sends goes out on the new channel too
    // (not on "otro WhatsApp pidiendo que nos califique", which has a purpose of its own).
    const written = next.slice(1).map((s) => params(s).message).find((m) => typeof m === 'string' && m && !m.includes('{{'));
    if (written && 'message' in (step.params ?? {}) && !literalsIn(intent.clause, ctx.literals, 'quote').length && !OWN_PURPOSE.test(clause)) step.params!.message = written;
    next = feedsNext(insertStep(next, at, step), at);
    at++;
    added.push(nodeName(step.node_id));
  }
  if (!added.length) return null;
  return { steps: renumber(next), change: `Listo, agregué ${added.length === 1 ? 'el paso' : 'los pasos'} de ${[...new Set(added)].join(' y ')}.` };
}
