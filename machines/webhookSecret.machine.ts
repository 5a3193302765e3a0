import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './shared';

/**
 * webhookSecret — the signing secret in the webhook URLs viewer (issue 9 item 10): shown on request
 * (the server makes it the first time), copied, and regenerated after a confirmation (deliveries
 * signed with the old secret are refused from then on).
 *
 *   Diagram: docs/machines/webhookSecret.md (generated from this definition by `npm run diagrams`).
 */

export type SecretAnswer = { secret: string; require_signature: boolean };

type Context = { flowId: string; secret: string | null; requireSignature: boolean; error: string | null };

type Events = { type: 'reveal' } | { type: 'hide' } | { type: 'rotate' } | { type: 'confirm' } | { type: 'cancel' };

const fromAnswer = (a: SecretAnswer) => ({ secret: a.secret, requireSignature: a.require_signature, error: null });

export const webhookSecretMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { flowId: string },
    events: {} as Events,
  },
  actors: {
    fetchSecret: fromPromise<SecretAnswer, { flowId: string }>(async () => ({ secret: '', require_signature: false })),
    rotateSecret: fromPromise<SecretAnswer, { flowId: string }>(async () => ({ secret: '', require_signature: false })),
  },
}).createMachine({
  id: 'webhookSecret',
  context: ({ input }) => ({ flowId: input.flowId, secret: null, requireSignature: false, error: null }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { reveal: { target: 'loading' } },
    },
    loading: {
      invoke: {
        id: 'fetchSecret',
        src: 'fetchSecret',
        input: ({ context }) => ({ flowId: context.flowId }),
        onDone: { target: 'shown', actions: assign(({ event }) => fromAnswer(event.output)) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, 'sin respuesta') }) },
      },
    },
    failed: {
      on: { reveal: { target: 'loading' } },
    },
    shown: {
      on: { hide: { target: 'hidden', actions: assign({ secret: null, error: null }) }, rotate: { target: 'confirming' } },
    },
    confirming: {
      on: { confirm: { target: 'rotating' }, cancel: { target: 'shown' } },
    },
    rotating: {
      invoke: {
        id: 'rotateSecret',
        src: 'rotateSecret',
        input: ({ context }) => ({ flowId: context.flowId }),
        onDone: { target: 'shown', actions: assign(({ event }) => fromAnswer(event.output)) },
        onError: { target: 'shown', actions: assign({ error: ({ event }) => errorText(event.error, 'sin respuesta') }) },
      },
    },
  },
});
