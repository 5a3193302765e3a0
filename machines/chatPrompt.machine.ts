import { assign, setup } from 'xstate';
import type { ServiceGroup, SmartForm } from '../contracts';
import { ERR_EMAIL, ERR_NUMBER, ERR_REQUIRED, ERR_URL, isEmailList, isWebUrl } from './shared';

/**
 * chatPrompt — the two questions the assistant can ask back (spec §2 service selection and
 * smart form modals, §4 "Service selection", §5 "Smart form").
 *
 *   idle ──prompt.services──► selectingServices ──submit (≥1 selected)──► idle   (resend: message + services)
 *     │                              └──cancel──► idle
 *     └──prompt.form──► fillingForm ──submit (valid)──► idle                     (resend: form inputs + a summary)
 *                           └──cancel──► idle
 *
 * The resend itself is the chat machine's `chat.send`; this machine only decides what to send.
 */

export type SmartFormField = SmartForm['sections'][number]['fields'][number];
export type FormValues = Record<string, string | boolean>;
export type FormErrors = Record<string, string>;

export const TEXTAREA_MAX_LENGTH = 1000;

export { ERR_REQUIRED as FIELD_REQUIRED, ERR_EMAIL as FIELD_EMAIL, ERR_URL as FIELD_URL, ERR_NUMBER as FIELD_NUMBER } from './shared';
export const FIELD_TOO_LONG = `Máximo ${TEXTAREA_MAX_LENGTH} caracteres`;
export const FIELD_OPTION = 'Elige una de las opciones';

export type ChatPromptContext = {
  /** The user's message the question is about (resent with the answer). */
  message: string;
  groups: ServiceGroup[];
  selected: string[];
  form: SmartForm | null;
  values: FormValues;
  errors: FormErrors;
};

export type ChatPromptEvent =
  | { type: 'prompt.services'; groups: ServiceGroup[]; message: string }
  | { type: 'prompt.form'; form: SmartForm; message: string }
  | { type: 'service.toggle'; serviceId: string }
  | { type: 'form.change'; fieldId: string; value: string | boolean }
  | { type: 'submit' }
  | { type: 'cancel' };

export type ResendParams = { message: string; selectedServices?: string[]; formInputs?: Record<string, unknown> };

const fieldsOf = (form: SmartForm | null): SmartFormField[] => form?.sections.flatMap((s) => s.fields) ?? [];


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

const initialValues = (form: SmartForm): FormValues =>
  Object.fromEntries(fieldsOf(form).map((f) => [f.id, f.type === 'boolean' ? false : '']));

const empty = { message: '', groups: [], selected: [], form: null, values: {}, errors: {} } satisfies ChatPromptContext;

export const chatPromptMachine = setup({
  types: {
    context: {} as ChatPromptContext,
    events: {} as ChatPromptEvent,
  },
  actions: {
    resend: (_: unknown, _params: ResendParams) => {},
  },
  guards: {
    anySelected: ({ context }) => context.selected.length > 0,
    formValid: ({ context }) => Object.keys(validateForm(context.form, context.values)).length === 0,
  },
}).createMachine({
  id: 'chatPrompt',
  context: empty,
  initial: 'idle',
  on: {
    'prompt.services': {
      target: '.selectingServices',
      actions: assign(({ event }) => ({ ...empty, groups: event.groups, message: event.message })),
    },
    'prompt.form': {
      target: '.fillingForm',
      actions: assign(({ event }) => ({ ...empty, form: event.form, message: event.message, values: initialValues(event.form) })),
    },
  },
  states: {
    idle: {},
    selectingServices: {
      on: {
        'service.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.serviceId)
                ? context.selected.filter((id) => id !== event.serviceId)
                : [...context.selected, event.serviceId],
          }),
        },
        submit: {
          guard: 'anySelected',
          target: 'idle',
          actions: { type: 'resend', params: ({ context }) => ({ message: context.message, selectedServices: context.selected }) },
        },
        cancel: { target: 'idle' },
      },
    },
    fillingForm: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.fieldId]: event.value };
            // once shown, an error follows the value as the user fixes it
            const errors = { ...context.errors };
            const field = fieldsOf(context.form).find((f) => f.id === event.fieldId);
            if (field && errors[field.id] !== undefined) {
              const problem = fieldError(field, event.value);
              if (problem) errors[field.id] = problem;
              else delete errors[field.id];
            }
            return { values, errors };
          }),
        },
        submit: [
          {
            guard: 'formValid',
            target: 'idle',
            actions: {
              type: 'resend',
              params: ({ context }) => ({ message: formSummary(context.form, context.values), formInputs: formInputs(context.form, context.values) }),
            },
          },
          { actions: assign({ errors: ({ context }) => validateForm(context.form, context.values) }) },
        ],
        cancel: { target: 'idle' },
      },
    },
  },
});

export type ChatPromptMachine = typeof chatPromptMachine;
