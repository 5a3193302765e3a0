import { assign, fromPromise, setup } from 'xstate';
import type { PlanStep, SimulationResult } from '../contracts';
import { errorText } from './shared';

/**
 * simulation — the chat header's 'Simular' (spec §2 lists the button without its behaviour; what
 * it does is in docs/ui.md): a dry run of the plan that resolves and checks every step against a
 * sample trigger and sends nothing.
 *
 *   Diagram: docs/machines/simulation.md (generated from this definition by `npm run diagrams`).
 */

export const NO_PLAN_SIMULATE = 'Primero crea un workflow para poder simularlo';
export const SIMULATION_FAILED = 'No se pudo simular el workflow';

export type SimulationContext = { plan: PlanStep[] | null; chatId: string | null; result: SimulationResult | null; error: string | null };
export type SimulationEvent = { type: 'simulate'; plan: PlanStep[] | null; chatId: string | null } | { type: 'retry' } | { type: 'close' };

export const simulationMachine = setup({
  types: { context: {} as SimulationContext, events: {} as SimulationEvent },
  actors: {
    runSimulation: fromPromise<SimulationResult, { plan: PlanStep[]; chatId: string | null }>(async () => {
      throw new Error('runSimulation not provided');
    }),
  },
  actions: {
    alert: (_: unknown, _params: { message: string }) => {},
  },
  guards: {
    hasPlan: ({ event }) => event.type === 'simulate' && Array.isArray(event.plan) && event.plan.length > 0,
  },
}).createMachine({
  id: 'simulation',
  context: { plan: null, chatId: null, result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        simulate: [
          { guard: 'hasPlan', target: 'running', actions: assign(({ event }) => ({ plan: event.plan, chatId: event.chatId, result: null, error: null })) },
          { actions: { type: 'alert', params: { message: NO_PLAN_SIMULATE } } },
        ],
      },
    },
    running: {
      invoke: {
        id: 'runSimulation',
        src: 'runSimulation',
        input: ({ context }) => ({ plan: context.plan!, chatId: context.chatId }),
        onDone: { target: 'showing', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, SIMULATION_FAILED) }) },
      },
      on: { close: { target: 'idle' } },
    },
    showing: { on: { close: { target: 'idle' } } },
    failed: {
      on: {
        retry: { target: 'running', actions: assign({ error: null }) },
        close: { target: 'idle' },
      },
    },
  },
});
