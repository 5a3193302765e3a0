/**
 * Plain-Spanish explanations of a plan, written for a shop owner who never heard of a webhook.
 */
import { authOf, missingParams, nodeName } from './catalog';
import { clock, describeCron, duration, timezoneText } from './cron-text';
import { ofPhrase, refInWords } from './reply-refs';
import type { PlanStep } from './types';
import { DEFAULT_TAB } from './lexicon/nouns';

const OPERATOR_TEXT: Record<string, string> = {
  equals: 'es igual a', not_equals: 'es distinto de', greater_than: 'es mayor que', greater_or_equal: 'es mayor o igual que',
  less_than: 'es menor que', less_or_equal: 'es menor o igual que', contains: 'contiene', not_contains: 'no contiene',
  starts_with: 'empieza con', ends_with: 'termina con', is_empty: 'está vacío', is_not_empty: 'no está vacío',
};

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));
/** "{{trigger.body.monto}}" → "monto"; other text as is. */
const fieldName = (v: unknown) => str(v).replace(/^\{\{\s*(?:trigger|steps\.\d+\.output)(?:\.body)?\.?([\w.]*)\s*\}\}$/, (_m, f) => f || 'los datos');
const quoted = (v: unknown) => `«${str(v)}»`;

/** The tab in words; the first tab's usual name is an assumption, said as one. */
function tabWords(name: unknown): string {
  if (!str(name)) return 'la pestaña que indiques';
  return name === DEFAULT_TAB ? `pestaña ${quoted(DEFAULT_TAB)}, la primera de un archivo nuevo; si la tuya se llama distinto, dímelo` : `pestaña ${quoted(name)}`;
}

function describeTrigger(s: PlanStep): string {
  const p = s.params ?? s.parameters ?? {};
  switch (s.node_id) {
    case 'manual': return 'Lo inicias tú cuando quieras, con el botón «Ejecutar».';
    case 'webhook': return 'Empieza cuando otro sistema (tu tienda en línea, tu CRM, una app) envía datos a la dirección web única que Enlaza crea para este workflow; a eso se le llama webhook.';
    case 'form': return `Empieza cuando alguien llena tu formulario (campos: ${(Array.isArray(p.fields) ? p.fields : []).map((f) => (typeof f === 'string' ? f : str((f as { name?: string }).name))).join(', ')}).`;
    case 'schedule': {
      const when = describeCron(str(p.cron_expression));
      return `Se ejecuta solo, ${when} (${timezoneText(str(p.timezone) || undefined)}).`;
    }
    case 'gmail': return `Empieza cuando llega un correo nuevo a tu Gmail${str(p.query).startsWith('from:') ? ` de ${str(p.query).slice(5)}` : ''}.`;
    case 'google_sheets': return `Empieza cuando se agrega una fila nueva a ${str(p.sheet_name) ? `la pestaña ${quoted(p.sheet_name)} de ` : ''}tu hoja de cálculo de Google.`;
    case 'google_drive': return `Empieza cuando aparece un archivo nuevo en ${str(p.folder_id) ? 'la carpeta que indicaste de ' : ''}tu Google Drive.`;
    case 'google_calendar': return `Empieza ${p.minutes_before ?? 15} minutos antes de cada evento de tu Google Calendar.`;
    case 'slack': return 'Empieza cuando pasa algo en tu Slack (por ejemplo, un mensaje nuevo).';
    case 'telegram': return 'Empieza cuando alguien le escribe a tu bot de Telegram.';
    case 'github': return `Empieza cuando hay actividad en tu repositorio de GitHub${Array.isArray(p.events) && p.events.length ? ` (${p.events.join(', ')})` : ''}.`;
    default: return `Empieza con: ${s.action_name ?? s.action_id}.`;
  }
}

/** "a ana@x.mx", "al correo del campo «email» del formulario", "a la persona que indiques". */
function toAddress(to: unknown, trigger: string): string {
  const words = refInWords(to, trigger);
  if (words) return words === 'quien te escribió' ? `a ${words}` : `al correo ${ofPhrase(words)}`;
  return `a ${str(to) || 'la persona que indiques'}`;
}

function describeAction(s: PlanStep, trigger = ''): string {
  const p = s.params ?? s.parameters ?? {};
  // A recipient bound to data is said in words ("el campo «telefono» del formulario").
  const or = (v: unknown, missing: string) => refInWords(v, trigger) ?? (str(v) ? str(v) : missing);
  switch (`${s.node_id}.${s.action_id}`) {
    case 'email.send_email': return `Envía un correo ${toAddress(p.to, trigger)} con el asunto ${quoted(p.subject)}.`;
    case 'gmail.send_email': return `Envía un correo desde tu Gmail ${toAddress(p.to, trigger)} con el asunto ${quoted(p.subject)}.`;
    case 'slack.send_message': return `Publica un mensaje en ${refInWords(p.channel, trigger) ?? (str(p.channel) ? `el canal ${p.channel}` : 'el canal que elijas')} de Slack.`;
    case 'telegram.send_message': {
      const chat = refInWords(p.chat_id, trigger);
      // A chat id may be the owner's or an employee's: the reply says which chat, not whose.
      return chat ? `Contesta por Telegram en ${chat}.` : `Manda un mensaje por Telegram ${str(p.chat_id) ? `al chat ${p.chat_id}` : 'al chat que indiques'}.`;
    }
    case 'whatsapp.send_message': {
      const to = refInWords(p.to, trigger);
      return `Envía un WhatsApp${to ? ` al número ${ofPhrase(to)}` : str(p.to) ? ` al ${p.to}` : ''}.`;
    }
    case 'discord.send_message': return 'Publica un mensaje en tu canal de Discord.';
    case 'google_sheets.append_row': return `Agrega una fila con los datos a tu hoja de cálculo de Google (${tabWords(p.sheet_name)}).`;
    case 'google_sheets.read_rows': return `Lee las filas de tu hoja de cálculo de Google (${tabWords(p.sheet_name)}).`;
    case 'google_drive.upload_file': return `Guarda un archivo ${quoted(p.name)} en tu Google Drive.`;
    case 'google_drive.create_folder': return `Crea la carpeta ${str(p.name) ? quoted(p.name) : 'que indiques'} en tu Google Drive.`;
    case 'google_calendar.create_event': return `Crea el evento ${quoted(p.title)} en tu Google Calendar.`;
    case 'google_calendar.list_events': return 'Consulta los próximos eventos de tu Google Calendar.';
    case 'github.create_issue': return `Crea un pendiente (issue) en tu repositorio de GitHub${str(p.repository) ? ` ${p.repository}` : ''}.`;
    case 'postgres.query': return str(p.query) ? `Ejecuta en tu base de datos PostgreSQL: ${str(p.query)}${Array.isArray(p.params) && p.params.length ? ` (con ${p.params.map((v) => refInWords(v, trigger) ?? str(v)).join(', ')})` : ''}.` : 'Ejecuta una consulta en tu base de datos PostgreSQL.';
    case 'ai.generate_text': return `Usa inteligencia artificial para: ${quoted(str(p.prompt).split('\n')[0].replace(/\.$/, ''))}.`;
    case 'ai_agent.run_agent': return `Un agente de inteligencia artificial se encarga de: ${quoted(str(p.prompt).split('\n')[0].replace(/\.$/, ''))}.`;
    case 'http.request': {
      const url = or(p.url, 'la dirección que indiques');
      const method = str(p.method || 'GET').toUpperCase();
      if (method === 'GET') return `Consulta la dirección ${url} (solicitud GET).`;
      if (method === 'DELETE') return `Pide borrar en ${url} (solicitud DELETE).`;
      if (method === 'PUT' || method === 'PATCH') return `Actualiza los datos en ${url} (solicitud ${method}).`;
      return `Envía los datos a ${url} (solicitud ${method}).`;
    }
    case 'filter.condition': {
      const op = str(p.operator);
      const right = op === 'is_empty' || op === 'is_not_empty' ? '' : typeof p.right === 'number' ? ` ${p.right}` : ` ${quoted(p.right)}`;
      // "{{steps.2.output.text}}": the AI was told to answer with the value alone (consistency.ts).
      const answer = /^\{\{\s*steps\.(\d+)\.output\.text\s*\}\}$/.exec(str(p.left));
      const subject = answer ? `la respuesta del paso ${answer[1]}` : quoted(fieldName(p.left));
      return `Sigue solo si ${subject} ${OPERATOR_TEXT[op] ?? op}${right}; si no, se detiene ahí.`;
    }
    case 'delay.wait': return `Espera ${duration(Number(p.seconds) || 0)}.`;
    case 'transform.set_fields': {
      const names = p.fields && typeof p.fields === 'object' ? Object.keys(p.fields) : [];
      const list = names.map((n) => `«${n}»`);
      return names.length ? `Se queda solo con ${list.length > 1 ? `${list.slice(0, -1).join(', ')} y ${list.at(-1)}` : list[0]} de los datos.` : 'Ordena los datos en los campos que necesitas.';
    }
    case 'webhook.respond': return `Le responde a quien envió los datos (código ${Number(p.status) || 200}).`;
    default: return `${s.node_name ?? s.node_id}: ${s.action_name ?? s.action_id}.`;
  }
}

/** Accounts to connect, in words ("tu cuenta de Google"); SMTP mail and AI may work with the server's own settings. */
export function connectionsNote(steps: PlanStep[]): string | null {
  const names: string[] = [];
  for (const s of steps) {
    if (s.node_id === 'email' || s.node_id === 'ai' || s.node_id === 'ai_agent') continue;
    const auth = authOf(s.node_id);
    if (auth.mechanism === 'none') continue;
    const name = auth.provider === 'google' ? 'tu cuenta de Google'
      : auth.mechanism === 'bot_token' ? `tu bot de ${nodeName(s.node_id)}`
        : auth.mechanism === 'db_credentials' ? 'tu base de datos' : nodeName(s.node_id);
    if (!names.includes(name)) names.push(name);
  }
  if (!names.length) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return `Para que funcione, conecta ${list} con el botón de credenciales (solo se hace una vez).`;
}

/** One line per step, numbered, each saying what happens and which service does it. */
export function describePlan(steps: PlanStep[]): string {
  return steps.map((s, i) => {
    const text = i === 0 ? describeTrigger(s) : describeAction(s, steps[0]?.node_id);
    const missing = missingParams(s.node_id, s.action_id, s.params ?? s.parameters ?? {});
    const gap = missing.length ? ` (falta: ${missing.map((m) => m.label).join(', ')})` : '';
    return `${s.step}. ${i === 0 ? 'Inicio' : nodeName(s.node_id)} — ${text}${gap}`;
  }).join('\n');
}

const NOTIFIERS = ['slack', 'telegram', 'whatsapp', 'discord', 'email', 'gmail'];

/** The closing line, with an example change that fits this plan. */
function closing(steps: PlanStep[]): string {
  const example = steps[0]?.node_id === 'schedule' ? '«cámbialo a las 10»'
    : steps.some((s) => s.node_id === 'telegram') ? '«mejor mándalo por Slack»'
      : steps.some((s, i) => i > 0 && NOTIFIERS.includes(s.node_id)) ? '«mejor mándalo por Telegram»'
        : '«agrega un aviso por Slack»';
  return `Si te parece bien, puedes ejecutarlo ahora, guardarlo o activarlo. También puedes pedirme cambios, por ejemplo ${example}.`;
}

/**
 * `unsure`: the plan is a draft until the owner answers — a part of the request made no step ('part', pending.ts), or a
 * step uses data the plan cannot tell ('data', consistency.ts).
 */
export function planReply(steps: PlanStep[], opts: { updated: boolean; notes: string[]; needsForm: boolean; unsure?: 'part' | 'data'; change?: string }): string {
  const change = (opts.change ?? 'Listo, actualicé tu workflow.').replace(/\.*$/, '.');
  // A compound edit lists its changes one per line; the plan follows after a blank line.
  const head = !opts.updated ? (opts.unsure ? 'Esto es lo que entendí hasta ahora:' : '¡Listo! Preparé este workflow:') : change.includes('\n') ? `${change}\n\nAsí queda:` : `${change} Así queda:`;
  const parts = [head, describePlan(steps)];
  if (opts.notes.length) parts.push(opts.notes.join(' '));
  const connect = connectionsNote(steps);
  if (connect) parts.push(connect);
  if (!opts.updated && steps[0]?.node_id === 'webhook') {
    parts.push('Cuando lo guardes, te daré la dirección web (una de prueba y una real) para conectarla con el sistema que envía los datos.');
  }
  parts.push(opts.unsure === 'part' ? 'Antes de dejarlo listo, dime en el formulario qué hago con esa parte.' : opts.unsure === 'data' ? 'Antes de dejarlo listo, confírmame en el formulario el dato que te pregunto.' : opts.needsForm ? 'Solo me faltan algunos datos: llena el formulario y lo dejo completo.' : closing(steps));
  return parts.join('\n\n');
}

export function timeText(hour: number, minute: number): string {
  return clock(hour, minute);
}
