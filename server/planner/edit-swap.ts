/**
 * Follow-ups that swap a service and keep its data: "mejor mándalo por Telegram", "en vez de Slack
 * usa WhatsApp", "ya no usamos Discord, pásalo a Slack al canal #fiestas", "mejor no uses Gmail,
 * usa el correo SMTP" (the message, the subject and, between services of the same kind, the
 * recipient go with it); and the trigger swapped under the same actions ("que en lugar del
 * formulario sea un webhook", "mejor con un botón, cuando yo quiera"), its data references moved
 * to the new trigger's shape.
 */
import { nodeName } from './catalog';
import { makeStep, renumber } from './compose';
import type { Ctx, Edit } from './edit-details';
import { SENDER } from './edit-details';
import { literalsIn, stripMarkers } from './extract';
import { actionParams } from './fill';
import { formFields } from './form-fields';
import { insertStep } from './insert';
import { OLD_MARK, PLAIN_MAIL } from './lexicon/edit-words';
import { TRIGGER_NOUNS } from './lexicon/trigger-nouns';
import { fieldRef, personRef, triggerData } from './refs';
import type { PlanStep } from './types';
import { DEFAULT_FORM_FIELDS, SERVICES, serviceWord } from './vocabulary';
import { stepParams as params } from '../../contracts/plan';

/** Services named by name in the text, with their positions ("smtp" is the plain mail service). */
export function mentions(text: string): { node_id: string; at: number }[] {
  const found: { node_id: string; at: number }[] = [];
  // An address alone ("cambia el correo a ana@x.mx") is a recipient, not a service.
  const plain = text.replace(/\{e\d+\}/g, ' ');
  for (const s of SERVICES) {
    const m = s.mention.exec(plain);
    if (m) found.push({ node_id: s.node_id, at: m.index });
  }
  const smtp = PLAIN_MAIL.exec(plain);
  if (smtp && !found.some((f) => f.node_id === 'email')) found.push({ node_id: 'email', at: smtp.index });
  found.sort((a, b) => a.at - b.at);
  return found.some((f) => f.node_id === 'gmail') && !smtp ? found.filter((f) => f.node_id !== 'email') : found;
}

/** Where a service sends to: a phone, an email address, a chat. */
const RECIPIENT: Record<string, { key: string; kind?: 'phone' | 'email' }> = {
  whatsapp: { key: 'to', kind: 'phone' }, email: { key: 'to', kind: 'email' }, gmail: { key: 'to', kind: 'email' },
  telegram: { key: 'chat_id' }, slack: { key: 'channel' }, discord: { key: 'webhook_url' },
};

/** Params a swapped-in step keeps from the one it replaces. */
function carried(before: PlanStep, after: string, fill: Record<string, unknown>, clause: string, ctx: Ctx, plan: PlanStep[], nodeId: string): Record<string, unknown> {
  const old = params(before);
  const out = { ...fill };
  // A message to the person the data is about goes to that person on the new service too
  // ("mejor por WhatsApp en lugar del correo": the customer's phone instead of their email).
  const from = RECIPIENT[before.node_id];
  const to = RECIPIENT[nodeId];
  if (from && to?.kind && from.kind !== to.kind && !out[to.key] && /^\{\{\s*trigger\./.test(String(old[from.key] ?? ''))) {
    const person = personRef(plan, to.kind);
    if (person) out[to.key] = person;
  }
  const dictated = literalsIn(clause, ctx.literals, 'quote').length > 0;
  const text = old.message ?? old.body;
  if (text !== undefined && !dictated) {
    if ('message' in out) out.message = text;
    if ('body' in out) out.body = text;
  }
  // An AI step for another keeps its instructions.
  if (old.prompt !== undefined && 'prompt' in out) out.prompt = old.prompt;
  // Mail to mail keeps the recipient and the subject, unless the clause says new ones.
  if (before.action_id === 'send_email' && after === 'send_email') {
    if (!out.to && old.to) out.to = old.to;
    if (old.subject !== undefined && !dictated) out.subject = old.subject;
  }
  return out;
}

/** "mejor mándalo por Telegram", "en vez de Slack usa WhatsApp", "cambia Slack por Discord, el webhook es…". */
export function switchService(steps: PlanStep[], ctx: Ctx): Edit | null {
  const named = mentions(ctx.text).filter((n) => !(n.node_id === 'email' && steps[0].node_id === 'gmail' && SENDER.test(ctx.text)));
  if (!named.length) return null;
  const old = OLD_MARK.exec(ctx.text);
  const oldNode = old && named.length > 1 ? named.find((n) => n.at > old.index) : undefined;
  const fresh = named.filter((n) => n !== oldNode && n.node_id !== oldNode?.node_id);
  const target = fresh[0];
  if (!target) return null;
  // "cambia el correo a ventas@…": the plan already sends mail, so plain mail words name that step, not a new service.
  if (target.node_id === 'email' && !PLAIN_MAIL.test(ctx.text) && steps.some((s, i) => i > 0 && s.action_id === 'send_email')) return null;
  // "que el WhatsApp diga…": a service the plan already has, with no other named to replace, is that step's detail.
  if (!oldNode && steps.some((s, i) => i > 0 && s.node_id === target.node_id)) return null;
  const word = serviceWord(target.node_id)!;
  const index = oldNode
    ? steps.findIndex((s) => s.step > 1 && s.node_id === oldNode.node_id)
    : steps.map((s, i) => ({ s, i })).reverse().find(({ s, i }) => i > 0 && serviceWord(s.node_id)?.category === word.category && s.node_id !== target.node_id)?.i ?? -1;
  // "en vez de Gmail mándalo por SMTP" when the plan already sends plain mail: nothing to change, and it is said.
  if (index < 0 && oldNode && steps.some((s, i) => i > 0 && s.node_id === target.node_id)) {
    return { steps, change: `Ya lo tengo con ${nodeName(target.node_id)}, no con ${nodeName(oldNode.node_id)}, así que ese paso queda igual.` };
  }
  if (index <= 0) return null;
  const before = steps[index];
  const clause = ctx.text;
  const action = word.actions.find((a) => !a.verbs || a.verbs.test(clause)) ?? word.actions.at(-1)!;
  const fill = actionParams(target.node_id, action.action_id, { clause, literals: ctx.literals, steps: steps.slice(0, index), userEmail: ctx.userEmail, whole: ctx.text, original: ctx.original });
  let next = steps.slice();
  next[index] = makeStep(before.step, target.node_id, action.action_id, carried(before, action.action_id, fill, clause, ctx, steps.slice(0, index), target.node_id));
  // "mejor por WhatsApp al 55… y por correo": the other channels named come right after it.
  const more = [...new Set(fresh.slice(1).map((n) => n.node_id))].filter((id) => id !== target.node_id && serviceWord(id)?.category === word.category && !steps.some((s) => s.node_id === id));
  for (const [k, id] of more.entries()) {
    const w = serviceWord(id)!;
    const extra = actionParams(id, w.actions.at(-1)!.action_id, { clause, literals: ctx.literals, steps: steps.slice(0, index), userEmail: ctx.userEmail, whole: ctx.text, original: ctx.original });
    if ('to' in extra && !extra.to && id === 'email' && ctx.userEmail) extra.to = ctx.userEmail; // a notification goes to the owner
    next = insertStep(next, index + 1 + k, makeStep(0, id, w.actions.at(-1)!.action_id, carried(before, w.actions.at(-1)!.action_id, extra, clause, ctx, steps.slice(0, index), id)));
  }
  const names = [target.node_id, ...more].map(nodeName).join(' y ');
  return { steps: renumber(next), change: `Listo, cambié ${nodeName(before.node_id)} por ${names}.` };
}

/** `{{trigger…}}` references rewritten for another trigger: a field keeps its name, the whole payload is the new one's. */
function rebindTrigger(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') {
    const root = triggerData(from).fieldRoot.replace(/^trigger\.?/, '');
    return value.replace(/\{\{\s*trigger((?:\.[\w-]+)*)\s*\}\}/g, (whole, path: string) => {
      const parts = path.split('.').filter(Boolean);
      const own = root ? root.split('.') : [];
      const field = own.every((p, k) => parts[k] === p) ? parts.slice(own.length) : parts;
      if (!field.length) return triggerData(to).data ?? whole;
      const name = to === 'form' || to === 'webhook' ? field.join('.').toLowerCase() : field.join('.');
      return fieldRef(to, name);
    });
  }
  if (Array.isArray(value)) return value.map((v) => rebindTrigger(v, from, to));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rebindTrigger(v, from, to)]));
  return value;
}

/** Fields of the old trigger the actions use ("{{trigger.record.Telefono}}" → telefono). */
function usedFields(steps: PlanStep[]): string[] {
  const out: string[] = [];
  for (const m of JSON.stringify(steps.slice(1).map(params)).matchAll(/\{\{\s*trigger\.(?:body\.|record\.)?([A-Za-z_]\w*)\s*\}\}/g)) {
    const f = m[1].toLowerCase();
    if (!out.includes(f)) out.push(f);
  }
  return out;
}

/** "que en lugar del formulario sea un webhook", "mejor usa un formulario con nombre y teléfono en vez de la hoja", "mejor con un botón". */
export function switchTrigger(steps: PlanStep[], ctx: Ctx): Edit | null {
  const text = stripMarkers(ctx.text);
  if (!/\b(?:mejor|en vez|en lugar|cambia|cambialo|que sea|que empiece|que arranque|usa|ya no|no)\b/.test(text)) return null;
  const old = OLD_MARK.exec(text);
  const named = TRIGGER_NOUNS.map((t) => ({ t, at: t.words.exec(text)?.index ?? -1 })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at);
  // "en lugar del formulario…": the trigger named right after the old mark is the one that goes.
  const gone = old ? named.find((x) => x.at >= old.index) : undefined;
  const said = named.filter((x) => x !== gone);
  const current = steps[0];
  const pick = said.find((x) => x.t.node_id !== current.node_id);
  if (!pick) return null;
  // "mejor en Discord, este es el webhook: https://discord.com/api/webhooks/…": Discord's address, not a new start.
  const discordHook = literalsIn(ctx.text, ctx.literals, 'url').some((u) => /discord(?:app)?\.com\/api\/webhooks/.test(u)) || /\bwebhook de(?:l)? discord\b|\bdiscord\b[^.]*\bwebhook\b/.test(text);
  if (pick.t.node_id === 'webhook' && discordHook) return null;
  const to = pick.t.node_id;
  let trigger: PlanStep;
  if (to === 'form') {
    const listed = formFields(text);
    trigger = makeStep(1, 'form', 'form_submitted', { fields: listed === DEFAULT_FORM_FIELDS && usedFields(steps).length ? usedFields(steps) : listed });
  } else trigger = makeStep(1, to, pick.t.action_id, {});
  const rest = steps.slice(1).map((s) => ({ ...s, params: rebindTrigger(params(s), current.node_id, to) as Record<string, unknown> }));
  return { steps: renumber([trigger, ...rest]), change: `Listo, cambié el inicio: ahora empieza con ${nodeName(to)}.` };
}
