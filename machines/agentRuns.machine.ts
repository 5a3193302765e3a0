import { assign, fromPromise, setup } from 'xstate';
import { RUNS_PAGE_SIZE, type AgentRun, type AgentRunStatus } from '../contracts/agents';
import { errorText } from './shared';

/**
 * agentRuns — the agent detail's 'Ejecuciones' list (spec §2 Runs list, §9): a status filter
 * (Todos = null, succeeded, failed, running, queued), pages of 20 newest first, and 'Cargar Más'
 * while the last page came back full. A new filter starts again from page 1.
 *
 *   Diagram: docs/machines/agentRuns.md (generated from this definition by `npm run diagrams`).
 */

export const RUNS_LOAD_ERROR = 'No se pudieron cargar las ejecuciones';

export type RunsContext = {
  agentId: string;
  status: AgentRunStatus | null;
  runs: AgentRun[];
  /** The last page loaded (1-based). */
  page: number;
  hasMore: boolean;
  error: string | null;
};

export type RunsEvent =
  | { type: 'runs.filter'; status: AgentRunStatus | null }
  | { type: 'runs.loadMore' }
  | { type: 'runs.reload' };

export type PageInput = { agentId: string; page: number; status: AgentRunStatus | null };

const full = (page: AgentRun[]) => page.length >= RUNS_PAGE_SIZE;

export const agentRunsMachine = setup({
  types: {
    context: {} as RunsContext,
    input: {} as { agentId: string; status?: AgentRunStatus | null },
    events: {} as RunsEvent,
  },
  actors: {
    fetchPage: fromPromise<AgentRun[], PageInput>(async () => []),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'agentRuns',
  context: ({ input }) => ({ agentId: input.agentId, status: input.status ?? null, runs: [], page: 0, hasMore: false, error: null }),
  initial: 'loading',
  on: {
    'runs.filter': { target: '.loading', reenter: true, actions: assign(({ event }) => ({ status: event.status })) },
    'runs.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      entry: assign({ runs: [], page: 0, hasMore: false, error: null }),
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ agentId: context.agentId, page: 1, status: context.status }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ runs: event.output, page: 1, hasMore: full(event.output) })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorText(event.error, RUNS_LOAD_ERROR) })) },
      },
    },
    ready: {
      on: { 'runs.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ agentId: context.agentId, page: context.page + 1, status: context.status }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            // a run may have moved to the next page while new ones arrived: keep each once
            const seen = new Set(context.runs.map((r) => r.run_id));
            return { runs: [...context.runs, ...event.output.filter((r) => !seen.has(r.run_id))], page: context.page + 1, hasMore: full(event.output), error: null };
          }),
        },
        onError: { target: 'ready', actions: assign(({ event }) => ({ error: errorText(event.error, RUNS_LOAD_ERROR) })) },
      },
    },
    failed: {},
  },
});

export type AgentRunsMachine = typeof agentRunsMachine;
