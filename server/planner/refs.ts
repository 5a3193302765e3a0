/**
 * `{{trigger.…}}` and `{{steps.N.output.…}}` references: where each trigger and step puts
 * its data, and the plain message a notification sends when the user did not write one.
 */
import { fieldOfKind } from './lexicon/fields';
import type { PlanStep } from './types';
import { keptWebhookFields } from './webhook-fields';

type TriggerData = { data?: string; summary: string; subject: string; fieldRoot: string };

const TRIGGER_DATA: Record<string, TriggerData> = {
  webhook: { data: '{{trigger.body}}', summary: 'Nuevos datos recibidos: {{trigger.body}}', subject: 'Nuevos datos recibidos', fieldRoot: 'trigger.body' },
  // A form's fields are at the top of its output (`body` holds them too).
  form: { data: '{{trigger.body}}', summary: 'Nuevo formulario recibido: {{trigger.body}}', subject: 'Nuevo formulario recibido', fieldRoot: 'trigger' },
  gmail: { data: '{{trigger.body}}', summary: 'Nuevo correo de {{trigger.from}}: {{trigger.subject}}', subject: 'Nuevo correo: {{trigger.subject}}', fieldRoot: 'trigger' },
  // `record` is the new row keyed by the sheet's headers (`values` is the bare list of cells).
  google_sheets: { data: '{{trigger.record}}', summary: 'Nueva fila en tu hoja: {{trigger.record}}', subject: 'Nueva fila en tu hoja de cálculo', fieldRoot: 'trigger.record' },
  google_drive: { data: '{{trigger.name}}', summary: 'Nuevo archivo en Drive: {{trigger.name}}', subject: 'Nuevo archivo en Drive', fieldRoot: 'trigger' },
  google_calendar: { data: '{{trigger.title}}', summary: 'Tu evento "{{trigger.title}}" empieza a las {{trigger.start}}', subject: 'Recordatorio: {{trigger.title}}', fieldRoot: 'trigger' },
  slack: { data: '{{trigger.text}}', summary: 'Nuevo mensaje en Slack: {{trigger.text}}', subject: 'Nuevo mensaje en Slack', fieldRoot: 'trigger' },
  telegram: { data: '{{trigger.text}}', summary: 'Nuevo mensaje en Telegram: {{trigger.text}}', subject: 'Nuevo mensaje en Telegram', fieldRoot: 'trigger' },
  github: { data: '{{trigger.body}}', summary: 'Nuevo evento en GitHub ({{trigger.event}} {{trigger.action}}) en {{trigger.repository}}', subject: 'Nuevo evento en GitHub', fieldRoot: 'trigger.body' },
  schedule: { summary: 'Recordatorio programado de Enlaza', subject: 'Reporte programado', fieldRoot: 'trigger' },
  manual: { summary: 'Mensaje enviado desde Enlaza', subject: 'Notificación de Enlaza', fieldRoot: 'trigger' },
};

/** Spanish names of fields a connector's trigger output has under another name. */
const OUTPUT_FIELDS: Partial<Record<string, Record<string, string>>> = {
  gmail: { asunto: 'subject', remitente: 'from', de: 'from', cuerpo: 'body', mensaje: 'body', texto: 'body', contenido: 'body' },
  telegram: { mensaje: 'text', texto: 'text', chat: 'chat_id' },
  slack: { mensaje: 'text', texto: 'text', canal: 'channel', chat: 'channel' },
  google_drive: { nombre: 'name', archivo: 'name' },
  // An issue's event (the GitHub event owners filter most) carries its title and text under `issue`.
  github: { titulo: 'issue.title', cuerpo: 'issue.body', descripcion: 'issue.body' },
  google_calendar: { titulo: 'title', nombre: 'title', inicio: 'start', hora: 'start', lugar: 'location', ubicacion: 'location', direccion: 'location', invitados: 'attendees', asistentes: 'attendees' },
};

/** Where data-producing actions leave their result. */
const STEP_OUTPUT: Record<string, { path: string; label: string }> = {
  'ai.generate_text': { path: 'text', label: '' },
  'ai_agent.run_agent': { path: 'result', label: '' },
  'http.request': { path: 'body', label: 'Respuesta recibida: ' },
  'google_sheets.read_rows': { path: 'rows', label: 'Filas de la hoja: ' },
  'google_calendar.list_events': { path: 'events', label: 'Tus eventos: ' },
  'postgres.query': { path: 'rows', label: 'Resultado de la consulta: ' },
  'transform.set_fields': { path: '', label: '' },
};

/** The output key a data-producing step leaves its result under ("text" for AI), or undefined for other steps. */
export function stepOutputPath(step: PlanStep): string | undefined {
  return STEP_OUTPUT[`${step.node_id}.${step.action_id}`]?.path;
}

export function triggerData(nodeId: string | undefined): TriggerData {
  return TRIGGER_DATA[nodeId ?? 'manual'] ?? TRIGGER_DATA.manual;
}

/** A reference to one field of the trigger's data ("monto" → "{{trigger.body.monto}}"). */
export function fieldRef(triggerNode: string | undefined, field: string): string {
  const names = OUTPUT_FIELDS[triggerNode ?? ''];
  const key = names && Object.hasOwn(names, field) ? names[field] : field;
  return `{{${triggerData(triggerNode).fieldRoot}.${key}}}`;
}

/** A field of the freshest data: the latest producing step's output, else the trigger. */
export function latestFieldRef(steps: PlanStep[], field: string): string {
  const out = latestOutput(steps);
  if (out) return out.ref.replace(/\}\}$/, `.${field}}}`);
  return fieldRef(steps[0]?.node_id, field);
}

/** A field the trigger surely has for a person (form fields, the sender of an email), or undefined. */
export function personRef(steps: PlanStep[], kind: 'email' | 'phone'): string | undefined {
  const t = steps[0];
  if (!t) return undefined;
  if (t.node_id === 'gmail' && kind === 'email') return '{{trigger.from}}';
  if (t.node_id === 'form') {
    const hit = fieldOfKind(formFieldNames(t), kind);
    return hit ? fieldRef('form', hit) : undefined;
  }
  if (t.node_id === 'webhook') {
    // The fields the trigger kept: the one of this kind, and none when it has none (asked, never guessed).
    const kept = keptWebhookFields(t);
    if (kept.length) { const hit = fieldOfKind(kept, kind); return hit ? fieldRef('webhook', hit) : undefined; }
    return kind === 'email' ? '{{trigger.body.email}}' : '{{trigger.body.telefono}}';
  }
  return undefined;
}

/** The field names of a form trigger. */
export function formFieldNames(t: PlanStep): string[] {
  return (Array.isArray(t.params?.fields) ? t.params.fields : []).map((f) => (typeof f === 'string' ? f : String((f as { name?: unknown }).name)));
}

/** The most recent step whose output is data worth passing on, with its reference. */
export function latestOutput(steps: PlanStep[]): { ref: string; label: string; step: number } | null {
  for (let i = steps.length - 1; i >= 1; i--) {
    const s = steps[i];
    const out = STEP_OUTPUT[`${s.node_id}.${s.action_id}`];
    // An INSERT stores data; it has no rows to pass on.
    if (s.node_id === 'postgres' && /^\s*(?:insert|update|delete)\b/i.test(String(s.params?.query ?? ''))) continue;
    if (out) return { ref: `{{steps.${s.step}.output${out.path ? '.' + out.path : ''}}}`, label: out.label, step: s.step };
  }
  return null;
}

/** The data a step should carry forward: the latest step output, else the trigger's payload. */
export function dataRef(steps: PlanStep[]): string | undefined {
  return latestOutput(steps)?.ref ?? triggerData(steps[0]?.node_id).data;
}

/** A readable message for notifications: the latest output, else what the trigger received. */
export function messageFor(steps: PlanStep[]): string {
  const out = latestOutput(steps);
  if (out) return `${out.label}${out.ref}`;
  return triggerData(steps[0]?.node_id).summary;
}

export function subjectFor(steps: PlanStep[]): string {
  return triggerData(steps[0]?.node_id).subject;
}

/** After removing step `removed`, later step numbers move down by one in every reference. */
export function shiftRefs(value: unknown, removed: number): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{\s*steps\.(\d+)\./g, (m, n) => (Number(n) > removed ? `{{steps.${Number(n) - 1}.` : m));
  }
  if (Array.isArray(value)) return value.map((v) => shiftRefs(v, removed));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftRefs(v, removed)]));
  }
  return value;
}
