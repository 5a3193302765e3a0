import { assign, enqueueActions, setup } from 'xstate';
import type { ServiceGroup, SmartForm } from '../contracts';
import type { Requirement } from './oauthRequirements.machine';
import { fieldError, fieldsOf, formInputs, formSummary, initialValues, validateForm, type FormErrors, type FormValues } from './smartForm';

export * from './smartForm';

/**
 * chatPrompt — the two questions the assistant can ask back (spec §2 service selection and
 * smart form modals, §4 "Service selection", §5 "Smart form"), and the one place that decides
 * whether a question or the service authentication modal is on screen: they never stack.
 *
 *   Diagram: docs/machines/chatPrompt.md (generated from this definition by `npm run diagrams`).
 *
 * The other way round, connections the chat asks for (`auth.required`) while a question is on
 * screen wait until it is answered or closed; then (or at once, when none is) `auth.start` is
 * emitted and the app hands them to the requirement queue, which reports `auth.opened` /
 * `auth.closed` back.
 *
 * `prompt.form` also comes from the 'Completar formulario' button of the message that asked for
 * the form (see `openFormMessage`): a form closed without sending keeps what was typed, so
 * reopening it shows the same values.
 *
 * The resend itself is the chat machine's `chat.send`; this machine only decides what to send.
 */

export type ResendParams = { message: string; selectedServices?: string[]; formInputs?: Record<string, unknown> };

type Question = 'selectingServices' | 'fillingForm';

export type ChatPromptContext = {
  /** The user's message the question is about (resent with the answer). */
  message: string;
  groups: ServiceGroup[];
  selected: string[];
  form: SmartForm | null;
  values: FormValues;
  errors: FormErrors;
  /** The question shown once the auth modal closes. */
  parked: Question | null;
  /** The service authentication modal is on screen. */
  authOpen: boolean;
  /** Connections asked for while a question was on screen: started when it closes. */
  authWaiting: { requirements: Requirement[]; chatId: string | null } | null;
  /** What was typed into a form closed without sending (`key` identifies the form). */
  draft: { key: string; values: FormValues } | null;
};

export type ChatPromptEvent =
  | { type: 'prompt.services'; groups: ServiceGroup[]; message: string }
  | { type: 'prompt.form'; form: SmartForm; message: string }
  | { type: 'service.toggle'; serviceId: string }
  | { type: 'form.change'; fieldId: string; value: string | boolean }
  | { type: 'submit' }
  | { type: 'cancel' }
  | { type: 'auth.required'; requirements: Requirement[]; chatId: string | null }
  | { type: 'auth.opened' }
  | { type: 'auth.closed' };

export type ChatPromptEmitted = { type: 'auth.start'; requirements: Requirement[]; chatId: string | null };

/** A stable key for a form, so reopening the same form restores its draft. */
const formKey = (form: SmartForm) => JSON.stringify(form);

/** Requirements not queued yet appended, by service id. */
function mergeWaiting(current: Requirement[], incoming: Requirement[]): Requirement[] {
  const seen = new Set(current.map((r) => r.service_id));
  return [...current, ...incoming.filter((r) => r?.service_id && !seen.has(r.service_id) && seen.add(r.service_id))];
}

const empty: ChatPromptContext = {
  message: '', groups: [], selected: [], form: null, values: {}, errors: {}, parked: null, authOpen: false, authWaiting: null, draft: null,
};

// Context updates are inline (not named) actions: named actions are the effects src/app provides.
/** A question closed: connections that waited for it start now. */
const releaseAuth = enqueueActions<ChatPromptContext, ChatPromptEvent, undefined, ChatPromptEvent, never, never, never, never, ChatPromptEmitted>(({ context, enqueue }) => {
  if (!context.authWaiting) return;
  enqueue.emit({ type: 'auth.start', ...context.authWaiting });
  enqueue.assign({ authWaiting: null });
});

const askServices = assign<ChatPromptContext, ChatPromptEvent, undefined, ChatPromptEvent, never>(({ context, event }) =>
  event.type === 'prompt.services' ? { groups: event.groups, message: event.message, selected: [], form: null, values: {}, errors: {} } : context,
);

const askForm = assign<ChatPromptContext, ChatPromptEvent, undefined, ChatPromptEvent, never>(({ context, event }) => {
  if (event.type !== 'prompt.form') return context;
  const draft = context.draft?.key === formKey(event.form) ? context.draft.values : {};
  return { form: event.form, message: event.message, groups: [], selected: [], values: { ...initialValues(event.form), ...draft }, errors: {} };
});

export const chatPromptMachine = setup({
  types: {
    context: {} as ChatPromptContext,
    events: {} as ChatPromptEvent,
    emitted: {} as ChatPromptEmitted,
  },
  actions: {
    resend: (_: unknown, _params: ResendParams) => {},
  },
  guards: {
    anySelected: ({ context }) => context.selected.length > 0,
    formValid: ({ context }) => Object.keys(validateForm(context.form, context.values)).length === 0,
    authOpen: ({ context }) => context.authOpen,
    parkedServices: ({ context }) => context.parked === 'selectingServices',
  },
}).createMachine({
  id: 'chatPrompt',
  context: empty,
  initial: 'idle',
  on: {
    'prompt.services': [
      { guard: 'authOpen', target: '.waitingForAuth', actions: [askServices, assign({ parked: 'selectingServices' as const })] },
      { target: '.selectingServices', actions: askServices },
    ],
    'prompt.form': [
      { guard: 'authOpen', target: '.waitingForAuth', actions: [askForm, assign({ parked: 'fillingForm' as const })] },
      { target: '.fillingForm', actions: askForm },
    ],
    // No question on screen: the connections start at once.
    'auth.required': { actions: enqueueActions(({ event, enqueue }) => enqueue.emit({ type: 'auth.start', requirements: event.requirements, chatId: event.chatId })) },
    'auth.opened': { actions: assign({ authOpen: true }) },
    'auth.closed': { actions: assign({ authOpen: false }) },
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
          actions: [{ type: 'resend', params: ({ context }) => ({ message: context.message, selectedServices: context.selected }) }, releaseAuth],
        },
        cancel: { target: 'idle', actions: releaseAuth },
        'auth.required': { actions: assign({ authWaiting: ({ context, event }) => ({ requirements: mergeWaiting(context.authWaiting?.requirements ?? [], event.requirements), chatId: event.chatId }) }) },
        // Something opened the auth modal anyway: the question steps aside and comes back after.
        'auth.opened': { target: 'waitingForAuth', actions: assign({ authOpen: true, parked: 'selectingServices' as const }) },
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
            actions: [
              {
                type: 'resend',
                params: ({ context }) => ({ message: formSummary(context.form, context.values), formInputs: formInputs(context.form, context.values) }),
              },
              assign({ draft: null }),
              releaseAuth,
            ],
          },
          { actions: assign({ errors: ({ context }) => validateForm(context.form, context.values) }) },
        ],
        cancel: {
          target: 'idle',
          actions: [assign({ draft: ({ context }) => (context.form ? { key: formKey(context.form), values: context.values } : null) }), releaseAuth],
        },
        'auth.required': { actions: assign({ authWaiting: ({ context, event }) => ({ requirements: mergeWaiting(context.authWaiting?.requirements ?? [], event.requirements), chatId: event.chatId }) }) },
        'auth.opened': { target: 'waitingForAuth', actions: assign({ authOpen: true, parked: 'fillingForm' as const }) },
      },
    },

    /** The auth modal is on screen; the question (its answers kept) comes back when it closes. */
    waitingForAuth: {
      on: {
        'auth.closed': [
          { guard: 'parkedServices', target: 'selectingServices', actions: assign({ authOpen: false, parked: null }) },
          { target: 'fillingForm', actions: assign({ authOpen: false, parked: null }) },
        ],
      },
    },
  },
});

export type ChatPromptMachine = typeof chatPromptMachine;

/** The smallest shape of a chat message this module reads. */
type MessageLike = { role: 'user' | 'assistant'; metadata?: ({ execution_plan?: unknown; smart_form?: SmartForm | null } & Record<string, unknown>) | null };

/**
 * The assistant message whose smart form is still unanswered: the latest reply that carries a
 * plan, when it also carries a smart form. Sending the form (or asking for any change) brings a
 * newer plan; small talk and confirmations carry none, so the form stays reachable through them.
 */
export function openFormMessage<M extends MessageLike>(messages: M[]): M | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.role === 'assistant' && Array.isArray(m.metadata?.execution_plan) && m.metadata.execution_plan.length) return m.metadata.smart_form ? m : null;
  }
  return null;
}
