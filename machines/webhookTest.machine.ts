import { assign, fromPromise, setup } from 'xstate';
import { errorStatus, errorText } from './shared';

/**
 * webhookTest — the webhook URLs viewer's test tools (spec §7 "Webhook test", §8; issue 10 item 3).
 * 'Probar' posts a sample JSON body to the test URL with the owner's session and shows the run's real
 * outcome (success, or the error) with its step results. 'Escuchar evento de prueba' opens the test URL
 * to one call by the real sender for a few minutes (the server keeps the window) and shows that run
 * once it arrives. A run still going is followed (polled) until it ends.
 *
 *   Diagram: docs/machines/webhookTest.md (generated from this definition by `npm run diagrams`).
 */

export const SAMPLE_BODY = { evento: 'prueba', origen: 'Enlaza', cliente: { nombre: 'Ana López', email: 'ana@ejemplo.mx' }, monto: 1250 };

/** How often a listening viewer looks for the test run, and a followed run for its end. */
export const POLL_MS = 1_500;

/** One step of a test run, as the API answers it (execution_results / execution steps). */
export type TestStep = {
  step: number;
  node_id: string;
  action_id: string;
  node_name?: string | null;
  status: string;
  duration_ms?: number | null;
  input?: unknown;
  output?: unknown;
  error?: string | null;
};

/** A finished test run: its real status, the error that stopped it, and each step. */
export type TestRun = { executionId: string; status: 'success' | 'error'; error: string | null; httpStatus: number | null; steps: TestStep[] };

/** Why a test could not run: the HTTP status and the server's detail, or the network reason. */
export type TestFailure = { status: number | null; detail: string };

export type WebhookTestAnswer = { ok: boolean; status: number; body: unknown };
export type ListenAnswer = { listening_since: string; listen_seconds: number };
export type RunDetail = { execution_id: string; status: 'running' | 'success' | 'error'; error?: string | null; steps: TestStep[] };

type Context = {
  url: string;
  flowId: string;
  run: TestRun | null;
  failure: TestFailure | null;
  executionId: string | null;
  /** The HTTP status of the sample post whose run is being followed (null for a listened event). */
  httpStatus: number | null;
  /** When the server opened the listening window (its clock), and for how long. */
  listeningSince: string | null;
  listenMs: number;
};

type Events = { type: 'test' } | { type: 'listen' } | { type: 'stop' };

type AnswerBody = { execution_id?: unknown; status?: unknown; message?: unknown; execution_results?: unknown; detail?: unknown };
const bodyOf = (answer: WebhookTestAnswer) => (answer.body && typeof answer.body === 'object' ? (answer.body as AnswerBody) : {});

/** The failing step's message, else the run's own, else the server's message. */
function runError(status: string, steps: TestStep[], error: unknown, message?: unknown): string | null {
  if (status === 'success') return null;
  const failed = steps.find((s) => s.status === 'error' && s.error);
  if (typeof error === 'string' && error) return error;
  if (failed?.error) return failed.error;
  return typeof message === 'string' && message ? message : null;
}

function runFromAnswer(answer: WebhookTestAnswer): TestRun {
  const body = bodyOf(answer);
  const steps = body.execution_results as TestStep[];
  const status = body.status === 'success' ? 'success' : 'error';
  return { executionId: String(body.execution_id ?? ''), status, error: runError(status, steps, null, body.message), httpStatus: answer.status, steps };
}

function failureFromAnswer(answer: WebhookTestAnswer): TestFailure {
  const body = bodyOf(answer);
  const detail = typeof body.detail === 'string' ? body.detail : typeof answer.body === 'string' ? answer.body : '';
  return { status: answer.status, detail };
}

export const webhookTestMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { url: string; flowId: string },
    events: {} as Events,
  },
  actors: {
    postSample: fromPromise<WebhookTestAnswer, { url: string; body: unknown }>(async () => ({ ok: true, status: 200, body: null })),
    startListening: fromPromise<ListenAnswer, { flowId: string }>(async () => ({ listening_since: '', listen_seconds: 180 })),
    stopListening: fromPromise<unknown, { flowId: string }>(async () => null),
    /** The newest test run of the flow started since `since`, or null. */
    findTestRun: fromPromise<string | null, { flowId: string; since: string }>(async () => null),
    fetchRun: fromPromise<RunDetail, { executionId: string }>(async () => ({ execution_id: '', status: 'success', steps: [] })),
  },
  guards: {
    runFinished: ({ event }) => {
      const answer = (event as unknown as { output: WebhookTestAnswer }).output;
      const body = bodyOf(answer);
      return answer.ok && (body.status === 'success' || body.status === 'error') && Array.isArray(body.execution_results);
    },
    runAccepted: ({ event }) => {
      const answer = (event as unknown as { output: WebhookTestAnswer }).output;
      return answer.status === 202 && typeof bodyOf(answer).execution_id === 'string';
    },
    runFound: ({ event }) => typeof (event as unknown as { output: unknown }).output === 'string',
    detailFinished: ({ event }) => (event as unknown as { output: RunDetail }).output.status !== 'running',
  },
  delays: {
    POLL: POLL_MS,
    LISTEN_WINDOW: ({ context }) => context.listenMs,
  },
}).createMachine({
  id: 'webhookTest',
  context: ({ input }) => ({ url: input.url, flowId: input.flowId, run: null, failure: null, executionId: null, httpStatus: null, listeningSince: null, listenMs: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { test: { target: 'sending' }, listen: { target: 'arming' } },
    },
    sending: {
      entry: assign({ run: null, failure: null, executionId: null, httpStatus: null }),
      invoke: {
        id: 'postSample',
        src: 'postSample',
        input: ({ context }) => ({ url: context.url, body: SAMPLE_BODY }),
        onDone: [
          { guard: 'runFinished', target: 'done', actions: assign({ run: ({ event }) => runFromAnswer(event.output) }) },
          {
            guard: 'runAccepted',
            target: 'watching',
            actions: assign({ executionId: ({ event }) => String(bodyOf(event.output).execution_id), httpStatus: ({ event }) => event.output.status }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => failureFromAnswer(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => ({ status: errorStatus(event.error), detail: errorText(event.error, 'sin respuesta') }) }) },
      },
    },
    arming: {
      entry: assign({ run: null, failure: null, executionId: null, httpStatus: null }),
      invoke: {
        id: 'startListening',
        src: 'startListening',
        input: ({ context }) => ({ flowId: context.flowId }),
        onDone: {
          target: 'listening',
          actions: assign({ listeningSince: ({ event }) => event.output.listening_since, listenMs: ({ event }) => event.output.listen_seconds * 1000 }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => ({ status: errorStatus(event.error), detail: errorText(event.error, 'sin respuesta') }) }) },
      },
    },
    listening: {
      initial: 'waiting',
      after: { LISTEN_WINDOW: { target: 'expired' } },
      on: { stop: { target: 'stopping' } },
      states: {
        waiting: {
          after: { POLL: { target: 'checking' } },
        },
        checking: {
          invoke: {
            id: 'findTestRun',
            src: 'findTestRun',
            input: ({ context }) => ({ flowId: context.flowId, since: context.listeningSince ?? '' }),
            onDone: [
              { guard: 'runFound', target: '#webhookTest.watching', actions: assign({ executionId: ({ event }) => event.output }) },
              { target: 'waiting' },
            ],
            // A failed look (network hiccup) is retried at the next poll while the window lasts.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    stopping: {
      invoke: {
        id: 'stopListening',
        src: 'stopListening',
        input: ({ context }) => ({ flowId: context.flowId }),
        onDone: { target: 'idle' },
        onError: { target: 'idle' },
      },
    },
    watching: {
      initial: 'fetching',
      on: { stop: { target: 'idle' } },
      states: {
        waiting: {
          after: { POLL: { target: 'fetching' } },
        },
        fetching: {
          invoke: {
            id: 'fetchRun',
            src: 'fetchRun',
            input: ({ context }) => ({ executionId: context.executionId ?? '' }),
            onDone: [
              {
                guard: 'detailFinished',
                target: '#webhookTest.done',
                actions: assign({
                  run: ({ context, event }) => {
                    const d = event.output;
                    const status = d.status === 'success' ? 'success' : 'error';
                    return { executionId: d.execution_id, status, error: runError(status, d.steps, d.error), httpStatus: context.httpStatus, steps: d.steps };
                  },
                }),
              },
              { target: 'waiting' },
            ],
            onError: { target: '#webhookTest.failed', actions: assign({ failure: ({ event }) => ({ status: errorStatus(event.error), detail: errorText(event.error, 'sin respuesta') }) }) },
          },
        },
      },
    },
    done: {
      on: { test: { target: 'sending' }, listen: { target: 'arming' } },
    },
    failed: {
      on: { test: { target: 'sending' }, listen: { target: 'arming' } },
    },
    expired: {
      on: { test: { target: 'sending' }, listen: { target: 'arming' } },
    },
  },
});
