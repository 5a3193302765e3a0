import { assign, fromPromise, setup } from 'xstate';
import type { Catalogue, PlanStep } from '../contracts';
import { errorText } from './shared';
import {
  applyValues, fieldError, fieldsFor, initialValues, LIVE_KINDS, previewsFor, validate,
  type ActionSchema, type FieldErrors, type FieldValues, type StepField,
} from './stepFields';

/**
 * stepEditor — the step parameter editor (spec §2 modal, §4 "Step edits replace the step with
 * the same step number and persist", §5 "Step editor").
 *
 *   Diagram: docs/machines/stepEditor.md (generated from this definition by `npm run diagrams`).
 *
 * The catalogue (GET /api/nodes) is loaded once and kept for later edits. Its JSON Schemas say
 * which fields are cron, timezone, email, URL, number or yes/no; a cron or timezone field is
 * checked as the user types (croner's own parser) and a valid cron shows its schedule in Spanish.
 */

export const CATALOGUE_ERROR = 'No se pudo cargar el catálogo de nodos';

export type StepEditorContext = {
  catalogue: Catalogue | null;
  step: PlanStep | null;
  fields: StepField[];
  values: FieldValues;
  errors: FieldErrors;
  /** What a valid field says under itself (a cron field: its schedule in Spanish). */
  previews: Record<string, string>;
  error: string | null;
};

export type StepEditorEvent =
  | { type: 'step.edit'; step: PlanStep }
  | { type: 'field.change'; name: string; value: string | boolean }
  | { type: 'save' }
  | { type: 'retry' }
  | { type: 'close' };

const actionOf = (catalogue: Catalogue | null, step: PlanStep) =>
  catalogue?.nodes.find((n) => n.node_id === step.node_id)?.actions.find((a) => a.action_id === step.action_id);

export function schemaOf(catalogue: Catalogue | null, step: PlanStep): ActionSchema | null {
  return (actionOf(catalogue, step)?.schema as ActionSchema | undefined) ?? null;
}

const open = (catalogue: Catalogue | null, step: PlanStep) => {
  const fields = fieldsFor(step, schemaOf(catalogue, step), { trigger: actionOf(catalogue, step)?.kind === 'trigger' });
  const values = initialValues(step, fields);
  return { fields, values, errors: {}, previews: previewsFor(fields, values) };
};

export const stepEditorMachine = setup({
  types: {
    context: {} as StepEditorContext,
    events: {} as StepEditorEvent,
  },
  actors: {
    fetchCatalogue: fromPromise<Catalogue, void>(async () => ({ nodes: [] })),
  },
  actions: {
    /** Hands the edited step to the chat (plan.replaceStep). */
    saveStep: (_: unknown, _params: { step: PlanStep }) => {},
  },
  guards: {
    hasCatalogue: ({ context }) => context.catalogue !== null,
    valid: ({ context }) => Object.keys(validate(context.fields, context.values)).length === 0,
  },
}).createMachine({
  id: 'stepEditor',
  context: { catalogue: null, step: null, fields: [], values: {}, errors: {}, previews: {}, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'step.edit': [
          { guard: 'hasCatalogue', target: 'editing', actions: assign(({ context, event }) => ({ step: event.step, ...open(context.catalogue, event.step) })) },
          { target: 'loadingCatalogue', actions: assign({ step: ({ event }) => event.step, error: null }) },
        ],
      },
    },
    loadingCatalogue: {
      invoke: {
        id: 'fetchCatalogue',
        src: 'fetchCatalogue',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ catalogue: event.output, ...open(event.output, context.step!) })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, CATALOGUE_ERROR) }) },
      },
      on: { close: { target: 'closed' } },
    },
    failed: {
      on: {
        retry: { target: 'loadingCatalogue', actions: assign({ error: null }) },
        close: { target: 'closed' },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.name]: event.value };
            const errors = { ...context.errors };
            const field = context.fields.find((f) => f.name === event.name);
            // once shown, an error follows the value as the user fixes it; cron and timezone from the first key
            if (field && (errors[field.name] !== undefined || LIVE_KINDS.includes(field.kind))) {
              const problem = fieldError(field, event.value);
              if (problem) errors[field.name] = problem;
              else delete errors[field.name];
            }
            return { values, errors, previews: previewsFor(context.fields, values) };
          }),
        },
        save: [
          {
            guard: 'valid',
            target: 'closed',
            actions: { type: 'saveStep', params: ({ context }) => ({ step: applyValues(context.step!, context.fields, context.values) }) },
          },
          { actions: assign({ errors: ({ context }) => validate(context.fields, context.values) }) },
        ],
        close: { target: 'closed' },
      },
    },
  },
});

export type StepEditorMachine = typeof stepEditorMachine;
