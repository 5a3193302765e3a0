/**
 * Follow-ups that change details of the current plan without adding a step: channel,
 * recipients, URL, phone, chat, quoted texts, the Sheets tab, the form's fields, the mails a
 * Gmail trigger watches, and a filter on what starts the flow ("solo los que tengan…").
 */
import { eventFilter, parseCondition } from './conditions';
import { makeStep } from './compose';
import { literalsIn, phones, stripMarkers, telegramChatId, type Literal } from './extract';
import { stepsOfNamedServices } from './edit-refs';
import { changeValues, writtenAfter, type Setter } from './edit-values';
import { formFields } from './form-fields';
import { insertStep } from './insert';
import { withFirstTab } from './forms';
import { fieldRef } from './refs';
import { fieldOfKind } from './lexicon/fields';
import type { PlanStep } from './types';
import { DEFAULT_FORM_FIELDS, PRODUCERS } from './vocabulary';
import { stepParams as params } from '../../contracts/plan';

/**
 * An edit: the plan after it and the sentence that says it. `refused` when the follow-up asked for
 * something that cannot be done (a step it does not have, a move against the data): the plan
 * stays as it was and the sentence says why.
 */
export type Edit = { steps: PlanStep[]; change: string; refused?: boolean };
export type Ctx = { text: string; literals: Literal[]; userEmail?: string; timezone: string; selected?: string[]; original?: string };

/** Keys a bare value ("mi chat es 2718…") fills where they are still blank. */
const FILLED_KEYS = new Set(['to', 'chat_id', 'channel', 'webhook_url', 'spreadsheet_id']);

/** "…si es de ana@x.mx": an address said as the sender of the mails a Gmail trigger watches. */
export const SENDER = /\b(?:de|desde|remitente)\s+\{e(\d+)\}/;

/** "el canal es #soporte", "mándalo a ana@tienda.mx", "usa https://…", a phone number, a quoted message. */
export function changeDetails(steps: PlanStep[], ctx: Ctx): Edit | null {
  const next = steps.map((s) => ({ ...s, params: { ...params(s) } }));
  const changed: string[] = [];
  // "mi correo es yo@x.mx": a value given, not a change asked, fills the steps still missing it.
  const filling = !/\b(?:cambia|cambialo|cambiala|cambiale|mejor|en vez|en lugar|ahora|reemplaza|que sea|que vaya|mandalo|envialo|pasalo)\b/.test(ctx.text);
  const setAny: Setter = (pred, key, value, label) => {
    let hit = next.filter((s, i) => pred(s, i));
    const blank = hit.filter((s) => s.params[key] === '' || s.params[key] === undefined);
    if (filling && FILLED_KEYS.has(key) && blank.length) hit = blank;
    for (const s of hit) s.params[key] = value;
    if (hit.length) changed.push(label);
  };
  const set = (pred: (s: PlanStep) => boolean, key: string, value: unknown, label: string) => setAny((s, i) => i > 0 && pred(s), key, value, label);
  // "cambia el canal a pedidos-web": a channel named without "#".
  const named = /\bcanal\s+(?:mejor\s+)?(?:que\s+)?(?:a|al|por|es|sea|se llame|se llama|ahora es|ahora)\s+#?([a-z0-9][a-z0-9_-]+)\b/.exec(stripMarkers(ctx.text))?.[1];
  const channel = literalsIn(ctx.text, ctx.literals, 'channel')[0] ?? (named && !['de', 'del', 'el', 'la'].includes(named) ? `#${named}` : undefined);
  if (channel) set((s) => s.node_id === 'slack', 'channel', channel, `el canal a ${channel}`);
  // "pero solo si es de ana@x.mx": with a Gmail trigger, the sender narrows the mails that start the flow.
  const sender = next[0].node_id === 'gmail' ? SENDER.exec(ctx.text) : null;
  const from = sender ? ctx.literals[Number(sender[1])]?.value : undefined;
  if (from) {
    next[0].params.query = `from:${from}`;
    changed.push(`los correos a los que lleguen de ${from}`);
  }
  const emails = literalsIn(ctx.text, ctx.literals, 'email').filter((e) => e !== from);
  if (emails.length) set((s) => s.action_id === 'send_email', 'to', emails.join(', '), `el destinatario a ${emails.join(', ')}`);
  const url = literalsIn(ctx.text, ctx.literals, 'url').find((u) => !/discord(?:app)?\.com\/api\/webhooks|docs\.google\.com\/spreadsheets/.test(u));
  if (url) set((s) => s.node_id === 'http', 'url', url, `la dirección a ${url}`);
  const phone = phones(ctx.text)[0];
  if (phone) set((s) => s.node_id === 'whatsapp', 'to', phone, `el número a ${phone}`);
  const chat = telegramChatId(ctx.text);
  if (chat) set((s) => s.node_id === 'telegram', 'chat_id', chat, `el chat de Telegram a ${chat}`);
  // Each quoted text goes where the words before it say: "…con asunto "A" y el de Slack que diga "B"".
  let done = 0;
  for (const q of ctx.text.matchAll(/\{q(\d+)\}/g)) {
    const value = ctx.literals[Number(q[1])]?.value;
    // The words before the quote say what it is; for the first quote, words after it count too ("pon "Hola" de asunto").
    const said = ctx.text.slice(done, q.index);
    const before = !done && !/\b(?:asunto|mensaje|texto|diga|cuerpo|diciendo)\b/.test(said) ? ctx.text : said;
    done = q.index! + q[0].length;
    if (value === undefined || /^\s*(?:select|insert|update|delete|with)\s/i.test(value)) continue;
    // The steps this part names; else those the whole clause names.
    const named = stepsOfNamedServices(next, before).length ? stepsOfNamedServices(next, before) : stepsOfNamedServices(next, ctx.text);
    const mine = (i: number) => i > 0 && (!named.length || named.includes(i));
    if (/\basunto\b/.test(before)) setAny((s, i) => mine(i) && s.action_id === 'send_email', 'subject', value, `el asunto a «${value}»`);
    else if (/\b(?:mensaje|texto|diga|cuerpo|diciendo)\b/.test(before)) {
      // "que el WhatsApp diga…": only the steps the clause names, when it names some.
      setAny((s, i) => mine(i) && 'message' in (s.params ?? {}), 'message', value, `el mensaje a «${value}»`);
      setAny((s, i) => mine(i) && s.action_id === 'send_email', 'body', value, 'el texto del correo');
    }
  }
  const quote = /\{q\d+\}/.test(ctx.text);
  // "ponle de asunto: Bienvenido al club": a subject said without quotes.
  const subject = !quote && /\basunto\b/.test(ctx.text) ? writtenAfter(ctx.original ?? '', 'asunto') : undefined;
  if (subject) set((s) => s.action_id === 'send_email', 'subject', subject, `el asunto a «${subject}»`);
  // "que el archivo se llame "pedido.json"": the Drive file or folder name.
  const fileName = /\b(?:archivo|carpeta)\b.*\b(?:se llame|llamado|llamada|nombre)\b\s*(?:de\s+)?\{q(\d+)\}/.exec(ctx.text);
  if (fileName) set((s) => s.node_id === 'google_drive', 'name', ctx.literals[Number(fileName[1])]?.value, 'el nombre del archivo');
  changeValues(next, ctx, setAny);
  if (!changed.length) return null;
  return { steps: withFirstTab(next), change: `Listo, cambié ${[...new Set(changed)].join(' y ')}.` };
}

/** A step that reads data the later steps use (a GET, rows, events, a query, AI). */
export function isSourceStep(s: PlanStep): boolean {
  if (s.node_id === 'http') return String(params(s).method ?? 'GET').toUpperCase() === 'GET';
  return PRODUCERS.has(`${s.node_id}.${s.action_id}`);
}

/** "mándalo también a luis@x.mx", "con copia a…": one more recipient of the plan's email. */
const ALSO_TO = /\b(?:tambien|ademas)\s+(?:(?:le|me|les)\s+)?(?:(?:llegue|lleguen|mande|mandes|envie|envies|vaya)\s+)?(?:a|para)\s+(?:(?:mi|mis|el|la|su|nuestro|nuestra)\s+[a-z]+\s+)?\{e\d+\}|\bcon copia (?:a|para)\s+\{e\d+\}|\b(?:agrega|agregale|anade|incluye|incluyele|mete|pon|ponle)\s+(?:tambien\s+)?(?:a\s+)?\{e\d+\}(?:\s+y\s+(?:a\s+)?\{e\d+\})*\s+(?:al|en el|como|a los)\s+(?:correo|mail|email|destinatarios?|copia)\b/;

/** "quita a ana@x.mx del correo": one recipient less. */
const NOT_TO = /\b(?:quita|quitale|saca|elimina|borra)\s+(?:a\s+)?((?:\{e\d+\}(?:\s*(?:,|y)\s*(?:a\s+)?)?)+)/;

/** "ahora también al chat 55667", "también al 3312…": the same message to one more chat or number. */
const ALSO_CHAT = /\b(?:tambien|ademas)\s+(?:(?:le|me|les)\s+)?(?:(?:llegue|lleguen|mande|mandes|envie|envies|vaya)\s+)?(?:a|al|para)\s+(?:el\s+)?(?:chat|grupo|numero|telefono|cel)?\s*(?:-?\d{5,}|\+?\d[\d -]{8,}\d)\b/;

function addChat(steps: PlanStep[], ctx: Ctx): Edit | null {
  if (!ALSO_CHAT.test(ctx.text) || /\b(?:whatsapp|telegram|slack|discord|correo|email|mail)\b/.test(ctx.text)) return null;
  const phone = phones(ctx.text)[0];
  const chat = telegramChatId(ctx.text);
  const nodeId = phone ? 'whatsapp' : chat ? 'telegram' : undefined;
  const at = nodeId ? steps.map((s) => s.node_id).lastIndexOf(nodeId) : -1;
  if (at <= 0) return null;
  const key = nodeId === 'whatsapp' ? 'to' : 'chat_id';
  const copy = makeStep(0, nodeId!, 'send_message', { ...params(steps[at]), [key]: phone ?? chat });
  return { steps: insertStep(steps, at + 1, copy), change: `Listo, también lo mando a ${phone ?? chat}.` };
}

function dropRecipient(steps: PlanStep[], ctx: Ctx): Edit | null {
  const m = NOT_TO.exec(ctx.text);
  if (!m) return null;
  const gone = literalsIn(m[1], ctx.literals, 'email');
  let hit = false;
  const next = steps.map((s, i) => {
    const to = String(params(s).to ?? '').split(/\s*,\s*/).filter(Boolean);
    if (i === 0 || s.action_id !== 'send_email' || !to.some((t) => gone.includes(t))) return s;
    hit = true;
    return { ...s, params: { ...params(s), to: to.filter((t) => !gone.includes(t)).join(', ') } };
  });
  return hit ? { steps: next, change: `Listo, el correo ya no va a ${gone.join(', ')}.` } : null;
}

export function addRecipient(steps: PlanStep[], ctx: Ctx): Edit | null {
  const dropped = dropRecipient(steps, ctx);
  if (dropped) return dropped;
  const chat = addChat(steps, ctx);
  if (chat) return chat;
  if (!ALSO_TO.test(ctx.text) || /\b(?:otro|un|nuevo)\s+(?:correo|email|mail)\b/.test(ctx.text)) return null;
  const at = steps.map((s) => s.action_id).lastIndexOf('send_email');
  if (at <= 0) return null;
  const added = literalsIn(ctx.text, ctx.literals, 'email');
  const have = String(params(steps[at]).to ?? '').split(/\s*,\s*/).filter(Boolean);
  const to = [...new Set([...have, ...added])].join(', ');
  const next = steps.slice();
  next[at] = { ...steps[at], params: { ...params(steps[at]), to } };
  return { steps: next, change: `Listo, el correo ahora también va a ${added.join(', ')}.` };
}

/** "el formulario debe pedir nombre, teléfono y servicio": new fields for the form trigger. */
export function changeFormFields(steps: PlanStep[], ctx: Ctx): Edit | null {
  if (steps[0].node_id !== 'form' || !/\b(?:formulario|encuesta|campos?)\b/.test(ctx.text)) return null;
  const said = formFields(ctx.text);
  if (said === DEFAULT_FORM_FIELDS) return null;
  // "el formulario también pide teléfono": fields added to the ones it has.
  const have = Array.isArray(params(steps[0]).fields) ? (params(steps[0]).fields as unknown[]).filter((f): f is string => typeof f === 'string') : [];
  const fields = /\b(?:tambien|ademas|agrega|agregale|anade|anadele)\b/.test(ctx.text) ? [...new Set([...have, ...said])] : said;
  // A recipient bound to a field the form no longer asks for is asked for instead.
  const gone = new Set<string>();
  const rest = steps.slice(1).map((s) => {
    const p = { ...params(s) };
    for (const key of ['to', 'chat_id']) {
      const field = /^\{\{\s*trigger(?:\.body)?\.([\w-]+)\s*\}\}$/.exec(String(p[key] ?? ''))?.[1];
      if (field && !fields.includes(field)) {
        gone.add(field);
        p[key] = '';
      }
    }
    return { ...s, params: p };
  });
  // A recipient still blank is bound to a field of its kind the form now asks for ("…, el formulario también pide teléfono").
  const added = fields.filter((f) => !have.includes(f));
  for (const s of rest) {
    const p = s.params!;
    const kind = s.node_id === 'whatsapp' ? 'phone' : s.action_id === 'send_email' ? 'email' : null;
    const field = kind && p.to === '' ? fieldOfKind(added, kind) : undefined;
    if (field) p.to = fieldRef('form', field);
  }
  const next = [{ ...steps[0], params: { ...params(steps[0]), fields } }, ...rest];
  const note = gone.size ? ` Ya no pide ${[...gone].map((f) => `«${f}»`).join(' ni ')}, así que dime a quién enviar lo que lo usaba.` : '';
  return { steps: next, change: `Listo, el formulario ahora pide: ${fields.join(', ')}.${note}` };
}

/** "que solo sean los que tengan "urgente" en el asunto": a filter on what starts the flow. */
export function narrowTrigger(steps: PlanStep[], ctx: Ctx): Edit | null {
  if (!/\b(?:solo|solamente|nada mas|unicamente)\b/.test(ctx.text) || parseCondition(ctx.text, ctx.literals)) return null;
  const f = eventFilter(ctx.text, ctx.literals);
  if (!f) return null;
  const at = steps.findIndex((s, i) => i > 0 && !isSourceStep(s));
  const step = makeStep(0, 'filter', 'condition', { left: fieldRef(steps[0].node_id, f.field), operator: f.operator, right: f.value });
  return { steps: insertStep(steps, at > 0 ? at : steps.length, step), change: 'Listo, agregué un filtro: solo seguirá cuando se cumpla esa condición.' };
}
