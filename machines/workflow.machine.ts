import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ChatMessage, PlanStep, StepResult, WorkflowDecision } from '../contracts';
import { errorText } from './shared';

/**
 * workflow — save / activate / execute of the current chat's plan (spec §4 "Workflow decisions",
 * §5, §8). Every decision goes through POST /api/chat/workflow-decision (actor `decide`).
 *
 *   start ─┬─ loadingStatus ──► idle ◄──┬── saving
 *          └──────────────────► idle    ├── toggling   (optimistic; reverts on failure)
 *                                       └── executing
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

/** The answer of POST /api/chat/workflow-decision as the machine reads it. */
export type DecisionAnswer = {
  success: boolean;
  message?: string;
  workflow_id?: string | null;
  flow_id?: string | null;
  id?: string | null;
  is_active?: boolean;
  execution_results?: unknown[];
  assistant_message?: ChatMessage;
  metadata?: Record<string, any> | null;
};

export type DecideInput = {
  decision: WorkflowDecision;
  chatId: string | null;
  plan: PlanStep[] | null;
  /** For 'activate': the value asked for. */
  isActive?: boolean;
};

export type WorkflowStatusResult = { flowId: string | null; isActive: boolean };

export type ConfirmationMessage = { id: string; role: 'assistant'; content: string; timestamp: string; metadata?: ChatMessage['metadata'] };

export type WorkflowInput = { chatId: string | null; plan?: PlanStep[] | null };

export type WorkflowContext = {
  chatId: string | null;
  plan: PlanStep[] | null;
  flowId: string | null;
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

/** A saved workflow id may come as workflow_id, metadata.flow_id, flow_id or id (spec §3). */
export function flowIdOf(a: DecisionAnswer | null | undefined): string | null {
  if (!a) return null;
  return a.workflow_id ?? a.metadata?.flow_id ?? a.flow_id ?? a.id ?? null;
}

const STATUS: Record<string, StepResult['status']> = {
  success: 'success', succeeded: 'success', completed: 'success', ok: 'success',
  error: 'error', failed: 'error', failure: 'error',
  pending: 'pending', queued: 'pending', running: 'running', skipped: 'skipped',
};

/**
 * Step results from an execute answer: metadata.execution_result.steps, metadata.execution_results,
 * execution_results or metadata.workflow_execution (an array, or an object with steps/results).
 */
export function normaliseResults(a: DecisionAnswer | null | undefined): StepResult[] {
  if (!a) return [];
  const m = a.metadata ?? {};
  const we = m.workflow_execution;
  const candidates: unknown[] = [
    m.execution_result?.steps,
    m.execution_results,
    a.execution_results,
    Array.isArray(we) ? we : (we?.steps ?? we?.results ?? we?.step_results),
  ];
  const list = candidates.find((c): c is unknown[] => Array.isArray(c) && c.length > 0) ?? [];
  return list.map((raw, i) => {
    const r = (raw ?? {}) as Record<string, any>;
    return {
      step: typeof r.step === 'number' ? r.step : typeof r.step_number === 'number' ? r.step_number : i + 1,
      node_id: String(r.node_id ?? ''),
      action_id: String(r.action_id ?? ''),
      ...(r.node_name ? { node_name: String(r.node_name) } : {}),
      status: STATUS[String(r.status ?? '').toLowerCase()] ?? (r.error ? 'error' : 'pending'),
      duration_ms: typeof r.duration_ms === 'number' ? r.duration_ms : null,
      ...('input' in r ? { input: r.input } : {}),
      output: r.output ?? r.result ?? null,
      error: r.error == null ? null : typeof r.error === 'string' ? r.error : JSON.stringify(r.error),
    };
  });
}

function confirmation(a: DecisionAnswer, decision: WorkflowDecision, seq: number): ConfirmationMessage | ChatMessage | null {
  if (a.assistant_message) return a.assistant_message;
  if (!a.message) return null;
  return { id: `workflow-${decision}-${seq}`, role: 'assistant', content: a.message, timestamp: new Date().toISOString() };
}

const failureText = (a: DecisionAnswer | null, error: unknown, fallback: string) =>
  a ? (a.message?.trim() ? a.message : fallback) : errorText(error, fallback);

// ---- machine ---------------------------------------------------------------------------------

export const workflowMachine = setup({
  types: {
    context: {} as WorkflowContext,
    events: {} as WorkflowEvent,
    input: {} as WorkflowInput,
    emitted: {} as WorkflowEmitted,
  },
  actors: {
    loadStatus: fromPromise<WorkflowStatusResult, { chatId: string }>(async () => ({ flowId: null, isActive: false })),
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
    answerOk: ({ event }) => !!(event as { output?: DecisionAnswer }).output?.success,
    isOtherChat: ({ context, event }) => event.type === 'workflow.chatChanged' && (event.chatId ?? null) !== context.chatId,
  },
}).createMachine({
  id: 'workflow',
  context: ({ input }) => ({
    chatId: input?.chatId ?? null,
    plan: isPlan(input?.plan) ? input!.plan! : null,
    flowId: null,
    isActive: false,
    previousActive: false,
    results: [],
    error: null,
    seq: 0,
  }),
  initial: 'start',
  on: {
    'workflow.setPlan': { actions: assign({ plan: ({ event }) => (isPlan(event.plan) ? event.plan : null) }) },
    'workflow.dismissError': { actions: assign({ error: null }) },
    'workflow.chatChanged': {
      guard: 'isOtherChat',
      target: '.start',
      reenter: true,
      actions: assign(({ event }) => ({
        chatId: event.chatId ?? null,
        flowId: null,
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
          actions: assign(({ event }) => ({ flowId: event.output.flowId, isActive: event.output.isActive })),
        },
        onError: { target: 'idle' },
      },
    },

    idle: {
      on: {
        'workflow.save': [
          { guard: 'hasPlan', target: 'saving', actions: assign({ error: null }) },
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
              enqueue.assign({ error: message });
              enqueue({ type: 'alert', params: { message: saveErrorAlert(message) } });
            }),
          },
        ],
        onError: {
          target: 'idle',
          actions: enqueueActions(({ event, enqueue }) => {
            const message = failureText(null, event.error, SAVE_FAILED_DEFAULT);
            enqueue.assign({ error: message });
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
              enqueue.assign({ results, seq: context.seq + 1, flowId: flowIdOf(event.output) ?? context.flowId });
              const msg = confirmation(event.output, 'execute', context.seq + 1);
              if (msg) enqueue.emit({ type: 'workflow.assistantMessage', message: msg });
              enqueue.emit({ type: 'workflow.executed', results });
            }),
          },
          {
            target: 'idle',
            actions: assign(({ event }) => ({
              results: normaliseResults(event.output),
              error: failureText(event.output, null, EXECUTE_FAILED_DEFAULT),
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
});

export type WorkflowMachine = typeof workflowMachine;
