import type { PlanStep } from '../contracts';
import { stepParams } from '../contracts';
import { cronPreview, cronProblem, DEFAULT_TIMEZONE, timezoneProblem } from '../contracts/cron';
import { ERR_EMAIL, ERR_NUMBER, ERR_REQUIRED, ERR_URL, isEmailList, isWebUrl } from './shared';

/**
 * The step parameter editor's fields (spec §5 "Step editor"), derived from the catalogue's JSON
 * Schema of the step's action plus whatever params the step already has. Pure functions.
 */

/** `checkbox` is the spec's word for a yes/no field; the editor renders it as a switch. */
export type FieldKind = 'text' | 'email' | 'url' | 'select' | 'textarea' | 'checkbox' | 'number' | 'json' | 'cron' | 'timezone';

export type StepField = {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: string[];
  min?: number;
  max?: number;
  hint?: string;
  /** False in the trigger: nothing exists before it, so `{{…}}` is taken as written there. */
  bindable?: boolean;
};

export type FieldValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;

/** Always required when present, whatever the schema says (spec §5). */
export const SPEC_REQUIRED = ['to', 'spreadsheet_id', 'sheet_name', 'prompt', 'cron_expression'];

export const HINTS: Record<string, string> = {
  temperature: 'De 0.0 a 1.0',
  cron_expression: 'Formato: minuto hora día mes día-de-la-semana',
};

export { ERR_REQUIRED, ERR_NUMBER, ERR_EMAIL, ERR_URL } from './shared';
export const ERR_JSON = 'Escribe un JSON válido, por ejemplo {"clave": "valor"}';
export const ERR_OPTION = 'Elige una de las opciones';
export const errRange = (min?: number, max?: number) =>
  min !== undefined && max !== undefined ? `Debe estar entre ${min} y ${max}` : min !== undefined ? `Debe ser al menos ${min}` : `Debe ser como máximo ${max}`;

type JsonSchemaProp = { type?: string | string[]; enum?: unknown[]; description?: string; minimum?: number; maximum?: number; format?: string };

/** The catalogue's JSON Schema formats (server/nodes/params.ts) and the field each one gets. */
const FORMAT_KINDS: Record<string, FieldKind> = { cron: 'cron', timezone: 'timezone', email: 'email', uri: 'url', 'date-time': 'text' };
export type ActionSchema = { properties?: Record<string, JsonSchemaProp>; required?: string[] };

const parts = (name: string) => name.toLowerCase().split(/[_\W]+/).filter(Boolean);
const typesOf = (p: JsonSchemaProp | undefined) => (Array.isArray(p?.type) ? p!.type : p?.type ? [p.type] : []);

/** Spec §5 type inference by name, refined by the schema's type. */
export function inferKind(name: string, prop: JsonSchemaProp | undefined, value: unknown): FieldKind {
  const p = parts(name);
  const types = typesOf(prop);
  if (prop?.enum?.length || p.includes('model')) return 'select';
  if (types.includes('boolean') || typeof value === 'boolean') return 'checkbox';
  if (prop?.format && FORMAT_KINDS[prop.format]) return FORMAT_KINDS[prop.format];
  if (p.includes('cron')) return 'cron';
  if (types.includes('number') || types.includes('integer') || typeof value === 'number' || p.includes('temperature') || name === 'max_iterations') return 'number';
  if (types.includes('object') || types.includes('array') || (value !== null && typeof value === 'object')) return 'json';
  if (name.toLowerCase().includes('email') || p.includes('to') || p.includes('from')) return 'email';
  if (p.includes('url') || p.includes('webhook')) return 'url';
  if (p.some((w) => ['message', 'body', 'content'].includes(w))) return 'textarea';
  return 'text';
}

export function fieldsFor(step: PlanStep, schema: ActionSchema | null, opts: { trigger?: boolean } = {}): StepField[] {
  const params = stepParams(step);
  const props = schema?.properties ?? {};
  const names = [...Object.keys(props), ...Object.keys(params).filter((k) => !(k in props))];
  return names.map((name) => {
    const prop = props[name];
    const kind = inferKind(name, prop, params[name]);
    const field: StepField = {
      name,
      label: prop?.description || name,
      kind,
      required: !!schema?.required?.includes(name) || SPEC_REQUIRED.includes(name),
      bindable: !opts.trigger,
    };
    if (prop?.enum?.length) field.options = prop.enum.map(String);
    if (prop?.minimum !== undefined) field.min = prop.minimum;
    if (prop?.maximum !== undefined) field.max = prop.maximum;
    if (HINTS[name]) field.hint = HINTS[name];
    return field;
  });
}

export function initialValues(step: PlanStep, fields: StepField[]): FieldValues {
  const params = stepParams(step);
  return Object.fromEntries(
    fields.map((f) => {
      const v = params[f.name];
      if (f.kind === 'checkbox') return [f.name, v === true || v === 'true'];
      if (v === undefined || v === null) return [f.name, ''];
      return [f.name, typeof v === 'string' ? v : f.kind === 'json' ? JSON.stringify(v, null, 2) : String(v)];
    }),
  );
}

const isTemplate = (s: string) => /\{\{.+\}\}/.test(s);

export function fieldError(field: StepField, value: string | boolean | undefined): string | null {
  if (field.kind === 'checkbox') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return field.required ? ERR_REQUIRED : null;
  // a reference to earlier data is checked when the flow runs, with the real value
  if (field.bindable !== false && isTemplate(text)) return null;
  switch (field.kind) {
    case 'cron':
      return cronProblem(text);
    case 'timezone':
      return timezoneProblem(text);
    case 'number': {
      const n = Number(text);
      if (!Number.isFinite(n)) return ERR_NUMBER;
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) return errRange(field.min, field.max);
      return null;
    }
    case 'email':
      return isEmailList(text) ? null : ERR_EMAIL;
    case 'url':
      return isWebUrl(text) ? null : ERR_URL;
    case 'select':
      return field.options?.length && !field.options.includes(text) ? ERR_OPTION : null;
    case 'json':
      try {
        JSON.parse(text);
        return null;
      } catch {
        return ERR_JSON;
      }
    default:
      return null;
  }
}

/** Kinds checked as the user types (their preview says at once whether they are right). */
export const LIVE_KINDS: FieldKind[] = ['cron', 'timezone'];

/**
 * What a field says under itself while valid: a cron field its schedule in Spanish, in the step's
 * timezone ("Cada lunes a las 9:00 a. m. (hora del centro de México)"), or its next three runs.
 */
export function previewsFor(fields: StepField[], values: FieldValues): Record<string, string> {
  const zoneField = fields.find((f) => f.kind === 'timezone');
  const zone = zoneField && typeof values[zoneField.name] === 'string' ? (values[zoneField.name] as string).trim() : '';
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind !== 'cron' || typeof v !== 'string' || !v.trim()) continue;
    const text = cronPreview(v, zone && !timezoneProblem(zone) ? zone : DEFAULT_TIMEZONE);
    if (text) out[f.name] = text;
  }
  return out;
}

export function validate(fields: StepField[], values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) {
    const e = fieldError(f, values[f.name]);
    if (e) errors[f.name] = e;
  }
  return errors;
}

/** The edited step: typed params (numbers, booleans, parsed JSON), blank optional fields left out. */
export function applyValues(step: PlanStep, fields: StepField[], values: FieldValues): PlanStep {
  const params: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'checkbox') {
      params[f.name] = v === true;
      continue;
    }
    const text = typeof v === 'string' ? v.trim() : '';
    if (!text) continue;
    if (f.kind === 'number' && !(f.bindable !== false && isTemplate(text))) params[f.name] = Number(text);
    else if (f.kind === 'json' && !(f.bindable !== false && isTemplate(text))) params[f.name] = JSON.parse(text);
    else params[f.name] = text;
  }
  const { parameters: _old, ...rest } = step as PlanStep & { parameters?: unknown };
  return { ...rest, params };
}
