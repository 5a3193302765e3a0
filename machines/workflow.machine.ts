import { assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import type { ChatMessage, PlanStep, StepResult, WorkflowDecision } from '../contracts';
import { samePlan } from '../contracts/plan-compare';
import { confirmation, failureText, flowIdOf, normaliseResults, savedPlanOf, type ConfirmationMessage, type DecisionAnswer } from './workflowAnswers';

export { flowIdOf, normaliseResults, savedPlanOf, type ConfirmationMessage, type DecisionAnswer } from './workflowAnswers';

/**
 * workflow — save / activate / execute of the current chat's plan (spec §4 "Workflow decisions",
 * §5, §8), and whether that plan is the saved flow (issue 10). Every decision goes through
 * POST /api/chat/workflow-decision (actor `decide`). Two parallel regions: `decision` (load, save,
 * toggle, execute) and `changes` (noFlow / saved / unsaved, eventless: recomputed after every change
 * of plan, flowId or savedPlan; `samePlan` compares).
 *
 *   Diagram: docs/machines/workflow.md (generated from this definition by `npm run diagrams`).
 *
 * `savedPlan` is the saved flow's steps as the server reports them (workflow-status on load, the
 * save answer); `plan` is the chat's plan on screen, step edits included. `unsaved` = the chat has a
 * saved flow and a plan that differs from it: the view shows 'cambios sin guardar'.
 */

// ---- constants (spec §5, §8) -----------------------------------------------------------------

export const NO_PLAN_SAVE = 'Primero crea un workflow para poder guardarlo';
export const NO_PLAN_EXECUTE = 'Primero crea un workflow para poder ejecutarlo';
export const NO_FLOW_TOGGLE = 'Primero GUARDA el workflow, luego podrás activarlo/desactivarlo';
export const SAVE_SUCCESS = 'Workflow guardado correctamente';
export const SAVE_FAILED_DEFAULT = 'Failed to save workflow';
export const ACTIVATE_FAILED_DEFAULT = 'Failed to activate workflow';
export const EXECUTE_FAILED_DEFAULT = 'Failed to execute workflow';
export const saveErrorAlert = (message: string) => `Error guardando workflow: ${message}`;
export const activateErrorAlert = (message: string) => `Error activando workflow: ${message}`;

// ---- types -----------------------------------------------------------------------------------

export type DecideInput = {
  decision: WorkflowDecision;
  chatId: string | null;
  plan: PlanStep[] | null;
  /** For 'activate': the value asked for. */
  isActive?: boolean;
};

/** The chat's flow as GET workflow-status reports it; `savedPlan` = its saved steps (null: no flow, or unknown). */
export type WorkflowStatusResult = { flowId: string | null; isActive: boolean; savedPlan?: PlanStep[] | null };

export type WorkflowInput = { chatId: string | null; plan?: PlanStep[] | null };

export type WorkflowContext = {
  chatId: string | null;
  /** The chat's plan on screen (step edits included). */
  plan: PlanStep[] | null;
  flowId: string | null;
  /** The saved flow's steps; null while no flow is known. */
  savedPlan: PlanStep[] | null;
  /** The plan sent with the save in flight (the saved steps when the answer does not report them). */
  sentPlan: PlanStep[] | null;
  isActive: boolean;
  /** The value to restore when an optimistic toggle fails. */
  previousActive: boolean;
  results: StepResult[];
  error: string | null;
  seq: number;
};

export type WorkflowEvent =
  | { type: 'workflow.setPlan'; plan: PlanStep[] | null }
  | { type: 'workflow.save' }
  | { type: 'workflow.toggleActive' }
  | { type: 'workflow.execute' }
  | { type: 'workflow.chatChanged'; chatId: string | null }
  | { type: 'workflow.dismissError' };

export type WorkflowEmitted =
  /** An assistant confirmation to append to the chat (useChatScreen forwards it as chat.appendMessage). */
  | { type: 'workflow.assistantMessage'; message: ConfirmationMessage | ChatMessage }
  | { type: 'workflow.saved'; flowId: string | null }
  | { type: 'workflow.executed'; results: StepResult[] };

// ---- pure helpers ----------------------------------------------------------------------------

const isPlan = (p: unknown): p is PlanStep[] => Array.isArray(p) && p.length > 0;

const hasSavedFlow = (c: Pick<WorkflowContext, 'flowId' | 'savedPlan'>) => !!c.flowId && c.savedPlan !== null;

/** True when the chat has a saved flow and the plan on screen differs from it ('cambios sin guardar'). */
export function hasUnsavedChanges(c: Pick<WorkflowContext, 'flowId' | 'savedPlan' | 'plan'>): boolean {
  return hasSavedFlow(c) && isPlan(c.plan) && !samePlan(c.plan, c.savedPlan);
}

// ---- machine ---------------------------------------------------------------------------------

export const workflowMachine = setup({
  types: {
    context: {} as WorkflowContext,
    events: {} as WorkflowEvent,
    input: {} as WorkflowInput,
    emitted: {} as WorkflowEmitted,
  },
  actors: {
    loadStatus: fromPromise<WorkflowStatusResult, { chatId: string }>(async () => ({ flowId: null, isActive: false, savedPlan: null })),
    decide: fromPromise<DecisionAnswer, DecideInput>(async () => {
      throw new Error('decide not provided');
    }),
  },
  actions: {
    alert: (_: unknown, _params: { message: string }) => {},
    notify: (_: unknown, _params: { type: 'success' | 'error' | 'info'; message: string }) => {},
  },
  guards: {
    hasChatId: ({ context }) => !!context.chatId,
    hasPlan: ({ context }) => isPlan(context.plan),
    hasFlow: ({ context }) => !!context.flowId,
    hasSavedFlow: ({ context }) => hasSavedFlow(context),
    hasUnsavedChanges: ({ context }) => hasUnsavedChanges(context),
    answerOk: ({ event }) => !!(event as { output?: DecisionAnswer }).output?.success,
    isOtherChat: ({ context, event }) => event.type === 'workflow.chatChanged' && (event.chatId ?? null) !== context.chatId,
  },
}).createMachine({
  id: 'workflow',
  type: 'parallel',
  context: ({ input }) => ({
    chatId: input?.chatId ?? null,
    plan: isPlan(input?.plan) ? input!.plan! : null,
    flowId: null,
    savedPlan: null,
    sentPlan: null,
    isActive: false,
    previousActive: false,
    results: [],
    error: null,
    seq: 0,
  }),
  on: {
    'workflow.setPlan': { actions: assign({ plan: ({ event }) => (isPlan(event.plan) ? event.plan : null) }) },
    'workflow.dismissError': { actions: assign({ error: null }) },
  },
  states: {
    decision: {
      initial: 'start',
      on: {
        // Another chat: its flow is loaded again (the running call, if any, is stopped). Handled on
        // this region without reenter, so the changes region is not re-entered but follows the context.
        'workflow.chatChanged': {
          guard: 'isOtherChat',
          target: '.start',
          actions: assign(({ event }) => ({
            chatId: event.chatId ?? null,
            flowId: null,
            savedPlan: null,
            sentPlan: null,
            isActive: false,
            previousActive: false,
            results: [],
            error: null,
          })),
        },
      },
      states: {
        start: {
          always: [{ guard: 'hasChatId', target: 'loadingStatus' }, { target: 'idle' }],
        },

        loadingStatus: {
          invoke: {
            id: 'loadStatus',
            src: 'loadStatus',
            input: ({ context }) => ({ chatId: context.chatId! }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({
                flowId: event.output.flowId,
                isActive: event.output.isActive,
                savedPlan: event.output.flowId && Array.isArray(event.output.savedPlan) ? event.output.savedPlan : null,
              })),
            },
            onError: { target: 'idle' },
          },
        },

        idle: {
          on: {
            'workflow.save': [
              { guard: 'hasPlan', target: 'saving', actions: assign(({ context }) => ({ error: null, sentPlan: context.plan })) },
              { actions: { type: 'alert', params: { message: NO_PLAN_SAVE } } },
            ],
            'workflow.execute': [
              { guard: 'hasPlan', target: 'executing', actions: assign({ error: null, results: [] }) },
              { actions: { type: 'alert', params: { message: NO_PLAN_EXECUTE } } },
            ],
            'workflow.toggleActive': [
              {
                guard: 'hasFlow',
                target: 'toggling',
                actions: assign(({ context }) => ({ previousActive: context.isActive, isActive: !context.isActive, error: null })),
              },
              { actions: { type: 'alert', params: { message: NO_FLOW_TOGGLE } } },
            ],
          },
        },

        saving: {
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context }) => ({ decision: 'save' as const, chatId: context.chatId, plan: context.plan }),
            onDone: [
              {
                guard: 'answerOk',
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const flowId = flowIdOf(event.output) ?? context.flowId;
                  enqueue.assign({
                    flowId,
                    // what the server saved; an edit made while saving stays 'cambios sin guardar'
                    savedPlan: savedPlanOf(event.output) ?? context.sentPlan,
                    sentPlan: null,
                    seq: context.seq + 1,
                    ...(typeof event.output.is_active === 'boolean' ? { isActive: event.output.is_active } : {}),
                  });
                  enqueue({ type: 'notify', params: { type: 'success', message: SAVE_SUCCESS } });
                  const msg = confirmation(event.output, 'save', context.seq + 1);
                  if (msg) enqueue.emit({ type: 'workflow.assistantMessage', message: msg });
                  enqueue.emit({ type: 'workflow.saved', flowId });
                }),
              },
              {
                target: 'idle',
                actions: enqueueActions(({ event, enqueue }) => {
                  const message = failureText(event.output, null, SAVE_FAILED_DEFAULT);
                  enqueue.assign({ error: message, sentPlan: null });
                  enqueue({ type: 'alert', params: { message: saveErrorAlert(message) } });
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: enqueueActions(({ event, enqueue }) => {
                const message = failureText(null, event.error, SAVE_FAILED_DEFAULT);
                enqueue.assign({ error: message, sentPlan: null });
                enqueue({ type: 'alert', params: { message: saveErrorAlert(message) } });
              }),
            },
          },
        },

        toggling: {
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context }) => ({ decision: 'activate' as const, chatId: context.chatId, plan: context.plan, isActive: context.isActive }),
            onDone: [
              {
                guard: 'answerOk',
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  enqueue.assign({
                    // the server-confirmed value wins over the optimistic one
                    isActive: typeof event.output.is_active === 'boolean' ? event.output.is_active : context.isActive,
                    flowId: flowIdOf(event.output) ?? context.flowId,
                    seq: context.seq + 1,
                  });
                  const msg = confirmation(event.output, 'activate', context.seq + 1);
                  if (msg) enqueue.emit({ type: 'workflow.assistantMessage', message: msg });
                }),
              },
              {
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const message = failureText(event.output, null, ACTIVATE_FAILED_DEFAULT);
                  enqueue.assign({
                    isActive: typeof event.output.is_active === 'boolean' ? event.output.is_active : context.previousActive,
                    error: message,
                  });
                  enqueue({ type: 'alert', params: { message: activateErrorAlert(message) } });
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const message = failureText(null, event.error, ACTIVATE_FAILED_DEFAULT);
                enqueue.assign({ isActive: context.previousActive, error: message });
                enqueue({ type: 'alert', params: { message: activateErrorAlert(message) } });
              }),
            },
          },
        },

        executing: {
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ context }) => ({ decision: 'execute' as const, chatId: context.chatId, plan: context.plan }),
            onDone: [
              {
                guard: 'answerOk',
                target: 'idle',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const results = normaliseResults(event.output);
                  enqueue.assign({ results, seq: context.seq + 1, ...ranFlow(context, event.output) });
                  const msg = confirmation(event.output, 'execute', context.seq + 1);
                  if (msg) enqueue.emit({ type: 'workflow.assistantMessage', message: msg });
                  enqueue.emit({ type: 'workflow.executed', results });
                }),
              },
              {
                target: 'idle',
                // a failed run still belongs to the chat's flow (the first execute may have created it)
                actions: assign(({ context, event }) => ({
                  results: normaliseResults(event.output),
                  error: failureText(event.output, null, EXECUTE_FAILED_DEFAULT),
                  ...ranFlow(context, event.output),
                })),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({
                results: normaliseResults((event.error as { body?: DecisionAnswer } | null)?.body),
                error: failureText(null, event.error, EXECUTE_FAILED_DEFAULT),
              })),
            },
          },
        },
      },
    },

    // Whether the plan on screen is the saved flow. Eventless transitions: re-checked after every
    // event, so a step edit, a save, a reload's workflow-status and a chat change all land here.
    changes: {
      initial: 'noFlow',
      states: {
        noFlow: {
          always: [
            { guard: 'hasUnsavedChanges', target: 'unsaved' },
            { guard: 'hasSavedFlow', target: 'saved' },
          ],
        },
        saved: {
          always: [
            { guard: 'hasUnsavedChanges', target: 'unsaved' },
            { guard: not('hasSavedFlow'), target: 'noFlow' },
          ],
        },
        unsaved: {
          always: [
            { guard: not('hasSavedFlow'), target: 'noFlow' },
            { guard: not('hasUnsavedChanges'), target: 'saved' },
          ],
        },
      },
    },
  },
});

/** The flow an execute answer ran: its id, and its saved steps when the answer reports them. */
function ranFlow(context: WorkflowContext, answer: DecisionAnswer) {
  const saved = savedPlanOf(answer);
  return { flowId: flowIdOf(answer) ?? context.flowId, ...(saved ? { savedPlan: saved } : {}) };
}

export type WorkflowMachine = typeof workflowMachine;
