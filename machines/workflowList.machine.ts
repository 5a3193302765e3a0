import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { FlowSummary } from '../contracts';
import { errorText } from './shared';

/**
 * workflowList — the /workflows cards (spec §2 My Workflows, §8 workflow card alerts).
 *
 *   Diagram: docs/machines/workflowList.md (generated from this definition by `npm run diagrams`).
 */

export const toggleErrorAlert = (message: string) => `Error activando/desactivando workflow: ${message}`;
export const RUN_SUCCESS_ALERT = '✅ Workflow ejecutado correctamente!';
export const runErrorAlert = (message: string) => `❌ Error ejecutando workflow: ${message}`;
export const deleteErrorAlert = (message: string) => `❌ Error eliminando workflow: ${message}`;
export const missedSlotsErrorAlert = (message: string) => `Error guardando qué hacer con las horas perdidas: ${message}`;
export const LOAD_ERROR = 'Error al cargar workflows';

export type WorkflowListContext = {
  flows: FlowSummary[];
  error: string | null;
  /** The card an operation is running for (spinners, disabled buttons). */
  pendingFlowId: string | null;
  /** The card whose delete dialog ('Confirmar eliminación') is open. */
  confirmDeleteId: string | null;
  previousActive: boolean;
  /** The card's missed-slots choice before an optimistic change (restored if saving fails). */
  previousMissedSlots: MissedSlots;
};

type MissedSlots = 'catch_up' | 'skip';

export type WorkflowListEvent =
  | { type: 'workflows.reload' }
  | { type: 'workflows.toggle'; flowId: string }
  | { type: 'workflows.runNow'; flowId: string }
  | { type: 'workflows.setMissedSlots'; flowId: string; missedSlots: MissedSlots }
  | { type: 'workflows.requestDelete'; flowId: string }
  | { type: 'workflows.cancelDelete' }
  | { type: 'workflows.confirmDelete' };

export type WorkflowListEmitted = { type: 'workflows.deleted'; flowId: string; chatId: string | null };

const setActive = (flows: FlowSummary[], flowId: string | null, isActive: boolean) =>
  flows.map((f) => (f.flow_id === flowId ? { ...f, is_active: isActive } : f));
const setMissed = (flows: FlowSummary[], flowId: string | null, missedSlots: MissedSlots) =>
  flows.map((f) => (f.flow_id === flowId ? { ...f, missed_slots: missedSlots } : f));

export const workflowListMachine = setup({
  types: {
    context: {} as WorkflowListContext,
    events: {} as WorkflowListEvent,
    emitted: {} as WorkflowListEmitted,
  },
  actors: {
    fetchFlows: fromPromise<FlowSummary[], void>(async () => []),
    activateFlow: fromPromise<{ is_active?: boolean } | undefined, { flowId: string; isActive: boolean }>(async ({ input }) => ({ is_active: input.isActive })),
    runFlow: fromPromise<unknown, { flowId: string }>(async () => undefined),
    deleteFlow: fromPromise<unknown, { flowId: string }>(async () => undefined),
    saveMissedSlots: fromPromise<unknown, { flowId: string; missedSlots: MissedSlots }>(async () => undefined),
  },
  actions: {
    alert: (_: unknown, _params: { message: string }) => {},
  },
  guards: {
    knownFlow: ({ context, event }) => 'flowId' in event && context.flows.some((f) => f.flow_id === event.flowId),
  },
}).createMachine({
  id: 'workflowList',
  context: { flows: [], error: null, pendingFlowId: null, confirmDeleteId: null, previousActive: false, previousMissedSlots: 'catch_up' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchFlows',
        src: 'fetchFlows',
        onDone: { target: 'ready', actions: assign({ flows: ({ event }) => event.output ?? [], error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, LOAD_ERROR) }) },
      },
    },
    failed: {
      on: { 'workflows.reload': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'workflows.reload': { target: '#workflowList.loading' },
            'workflows.toggle': {
              guard: 'knownFlow',
              target: 'toggling',
              actions: assign(({ context, event }) => {
                const current = context.flows.find((f) => f.flow_id === event.flowId)!.is_active;
                return { pendingFlowId: event.flowId, previousActive: current, flows: setActive(context.flows, event.flowId, !current) };
              }),
            },
            'workflows.runNow': { guard: 'knownFlow', target: 'running', actions: assign({ pendingFlowId: ({ event }) => event.flowId }) },
            'workflows.setMissedSlots': {
              guard: 'knownFlow',
              target: 'savingMissedSlots',
              actions: assign(({ context, event }) => ({
                pendingFlowId: event.flowId,
                previousMissedSlots: context.flows.find((f) => f.flow_id === event.flowId)!.missed_slots ?? 'catch_up',
                flows: setMissed(context.flows, event.flowId, event.missedSlots),
              })),
            },
            'workflows.requestDelete': { guard: 'knownFlow', target: 'confirmingDelete', actions: assign({ confirmDeleteId: ({ event }) => event.flowId }) },
          },
        },
        toggling: {
          invoke: {
            id: 'activateFlow',
            src: 'activateFlow',
            input: ({ context }) => ({ flowId: context.pendingFlowId!, isActive: !context.previousActive }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                flows: setActive(
                  context.flows,
                  context.pendingFlowId,
                  typeof event.output?.is_active === 'boolean' ? event.output.is_active : !context.previousActive,
                ),
                pendingFlowId: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ flows: setActive(context.flows, context.pendingFlowId, context.previousActive), pendingFlowId: null })),
                { type: 'alert', params: ({ event }) => ({ message: toggleErrorAlert(errorText(event.error, 'Error')) }) },
              ],
            },
          },
        },
        savingMissedSlots: {
          invoke: {
            id: 'saveMissedSlots',
            src: 'saveMissedSlots',
            input: ({ context }) => ({
              flowId: context.pendingFlowId!,
              missedSlots: context.flows.find((f) => f.flow_id === context.pendingFlowId)?.missed_slots ?? 'catch_up',
            }),
            onDone: { target: 'idle', actions: assign({ pendingFlowId: null }) },
            onError: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ flows: setMissed(context.flows, context.pendingFlowId, context.previousMissedSlots), pendingFlowId: null })),
                { type: 'alert', params: ({ event }) => ({ message: missedSlotsErrorAlert(errorText(event.error, 'Error')) }) },
              ],
            },
          },
        },
        running: {
          invoke: {
            id: 'runFlow',
            src: 'runFlow',
            input: ({ context }) => ({ flowId: context.pendingFlowId! }),
            onDone: { target: 'idle', actions: [assign({ pendingFlowId: null }), { type: 'alert', params: { message: RUN_SUCCESS_ALERT } }] },
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingFlowId: null }),
                { type: 'alert', params: ({ event }) => ({ message: runErrorAlert(errorText(event.error, 'Error')) }) },
              ],
            },
          },
        },
        confirmingDelete: {
          on: {
            'workflows.cancelDelete': { target: 'idle', actions: assign({ confirmDeleteId: null }) },
            'workflows.confirmDelete': {
              target: 'deleting',
              actions: assign(({ context }) => ({ pendingFlowId: context.confirmDeleteId, confirmDeleteId: null })),
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteFlow',
            src: 'deleteFlow',
            input: ({ context }) => ({ flowId: context.pendingFlowId! }),
            onDone: {
              target: 'idle',
              // the workflow leaves the list; the server removes the associated chat
              actions: enqueueActions(({ context, enqueue }) => {
                const gone = context.flows.find((f) => f.flow_id === context.pendingFlowId);
                enqueue.assign({ flows: context.flows.filter((f) => f.flow_id !== context.pendingFlowId), pendingFlowId: null });
                if (gone) enqueue.emit({ type: 'workflows.deleted', flowId: gone.flow_id, chatId: gone.chat_id ?? null });
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingFlowId: null }),
                { type: 'alert', params: ({ event }) => ({ message: deleteErrorAlert(errorText(event.error, 'Error')) }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type WorkflowListMachine = typeof workflowListMachine;
