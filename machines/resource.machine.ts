import { assign, fromPromise, setup } from 'xstate';
import { errorStatus, errorText } from './shared';

/**
 * resource — generic load for list/detail screens (spec §9: retries 3 times with exponential
 * backoff capped at 30 s). The loader is provided as the `load` actor.
 *
 *   Diagram: docs/machines/resource.md (generated from this definition by `npm run diagrams`).
 */

export const RESOURCE_MAX_RETRIES = 3;
export const RESOURCE_BACKOFF_BASE_MS = 1_000;
export const RESOURCE_BACKOFF_CAP_MS = 30_000;

/** Delay before retry number `retry` (1-based): 1 s, 2 s, 4 s … capped at 30 s. */
export const backoffMs = (retry: number) => Math.min(RESOURCE_BACKOFF_BASE_MS * 2 ** Math.max(0, retry - 1), RESOURCE_BACKOFF_CAP_MS);

export type ResourceContext<T = unknown> = {
  data: T | null;
  /** The server's detail or the error message; views show their own Spanish text. */
  error: string | null;
  /** HTTP status of the last failure (404 → "not found" views). */
  status: number | null;
  /** Retries done for the current load. */
  retries: number;
};

export type ResourceEvent = { type: 'resource.reload' };

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: fromPromise<unknown, { attempt: number }>(async () => null),
  },
  guards: {
    canRetry: ({ context, event }) => {
      const status = errorStatus((event as { error?: unknown }).error);
      // client errors (not found, forbidden, …) will not get better by retrying
      const permanent = status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
      return !permanent && context.retries < RESOURCE_MAX_RETRIES;
    },
  },
  delays: {
    RETRY_BACKOFF: ({ context }) => backoffMs(context.retries),
  },
}).createMachine({
  id: 'resource',
  context: { data: null, error: null, status: null, retries: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ attempt: context.retries + 1 }),
        onDone: {
          target: 'ready',
          actions: assign({ data: ({ event }) => event.output, error: null, status: null, retries: 0 }),
        },
        onError: [
          {
            guard: 'canRetry',
            target: 'retrying',
            actions: assign(({ context, event }) => ({
              retries: context.retries + 1,
              error: errorText(event.error, 'Error'),
              status: errorStatus(event.error),
            })),
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({ error: errorText(event.error, 'Error'), status: errorStatus(event.error), retries: 0 })),
          },
        ],
      },
    },
    retrying: {
      after: { RETRY_BACKOFF: { target: 'loading' } },
      on: { 'resource.reload': { target: 'loading', actions: assign({ retries: 0 }) } },
    },
    ready: {
      on: { 'resource.reload': { target: 'loading', actions: assign({ retries: 0 }) } },
    },
    failed: {
      on: { 'resource.reload': { target: 'loading', actions: assign({ retries: 0, error: null, status: null }) } },
    },
  },
});

export type ResourceMachine = typeof resourceMachine;
