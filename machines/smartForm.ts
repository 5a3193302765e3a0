/**
 * Smart form rules (spec §5): field validation, the typed inputs sent as `frontend_user_inputs`,
 * and the summary shown in the user's bubble. Pure; used by the chatPrompt machine.
 */
import type { SmartForm } from '../contracts';
import { ERR_EMAIL, ERR_NUMBER, ERR_REQUIRED, ERR_URL, isEmailList, isWebUrl } from './shared';

export type SmartFormField = SmartForm['sections'][number]['fields'][number];
export type FormValues = Record<string, string | boolean>;
export type FormErrors = Record<string, string>;

export const TEXTAREA_MAX_LENGTH = 1000;

export { ERR_REQUIRED as FIELD_REQUIRED, ERR_EMAIL as FIELD_EMAIL, ERR_URL as FIELD_URL, ERR_NUMBER as FIELD_NUMBER } from './shared';
export const FIELD_TOO_LONG = `Máximo ${TEXTAREA_MAX_LENGTH} caracteres`;
export const FIELD_OPTION = 'Elige una de las opciones';

/** Every field of every section. */
export const fieldsOf = (form: SmartForm | null): SmartFormField[] => form?.sections.flatMap((s) => s.fields) ?? [];

/** The first problem with one field's value, or null (spec §5 smart form rules). */
export function fieldError(field: SmartFormField, value: string | boolean | undefined): string | null {
  if (field.type === 'boolean') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return field.required === false ? null : ERR_REQUIRED;
  if (field.format === 'email' && !isEmailList(text)) return ERR_EMAIL;
  if (field.format === 'url' && !isWebUrl(text)) return ERR_URL;
  if (field.type === 'number' && !Number.isFinite(Number(text))) return ERR_NUMBER;
  if (field.type === 'select' && field.options?.length && !field.options.includes(text)) return FIELD_OPTION;
  if (text.length > TEXTAREA_MAX_LENGTH) return FIELD_TOO_LONG;
  return null;
}

export function validateForm(form: SmartForm | null, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fieldsOf(form)) {
    const problem = fieldError(field, values[field.id]);
    if (problem) errors[field.id] = problem;
  }
  return errors;
}

/** Typed values to send as `frontend_user_inputs`: numbers as numbers, booleans as booleans, blanks left out. */
export function formInputs(form: SmartForm | null, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fieldsOf(form)) {
    const value = values[field.id];
    if (field.type === 'boolean') out[field.id] = value === true;
    else if (typeof value === 'string' && value.trim()) out[field.id] = field.type === 'number' ? Number(value) : value.trim();
  }
  return out;
}

/** What the user's bubble says when a form is sent: 'Canal: #ventas · Para: ana@tienda.mx'. */
export function formSummary(form: SmartForm | null, values: FormValues): string {
  const parts = fieldsOf(form)
    .filter((f) => (f.type === 'boolean' ? values[f.id] === true : typeof values[f.id] === 'string' && (values[f.id] as string).trim()))
    .map((f) => (f.type === 'boolean' ? f.label : `${f.label}: ${(values[f.id] as string).trim()}`));
  return parts.length ? parts.join(' · ') : 'Formulario enviado';
}

/** Blank values for a form's fields (booleans start unchecked). */
export const initialValues = (form: SmartForm): FormValues =>
  Object.fromEntries(fieldsOf(form).map((f) => [f.id, f.type === 'boolean' ? false : '']));
