import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat.machine';
import { stepEditorMachine } from '../../machines/stepEditor.machine';
import { webhookTestMachine, type ListenAnswer, type RunDetail } from '../../machines/webhookTest.machine';
import { webhookSecretMachine, type SecretAnswer } from '../../machines/webhookSecret.machine';
import { executions, nodes, webhooks } from '../api/endpoints';
import { silentAbort } from './actors';
import { actorOptions } from './session';

type ChatRef = ActorRefFrom<typeof chatMachine>;

/** The step parameter editor for one chat screen; a saved edit becomes the chat's `plan.replaceStep`. */
export function useStepEditor(chat: ChatRef) {
  const logic = useMemo(
    () =>
      stepEditorMachine.provide({
        actors: { fetchCatalogue: fromPromise(silentAbort(({ signal }) => nodes.catalogue({ signal }))) },
        actions: { saveStep: (_, p) => chat.send({ type: 'plan.replaceStep', step: p.step }) },
      }),
    [chat],
  );
  const ref = useActorRef(logic, actorOptions('stepEditor'));
  const state = useSelector(
    ref,
    (s) => ({
      open: !s.matches('closed'),
      loading: s.matches('loadingCatalogue'),
      failed: s.matches('failed'),
      error: s.context.error,
      step: s.context.step,
      fields: s.context.fields,
      values: s.context.values,
      errors: s.context.errors,
      previews: s.context.previews,
    }),
    shallowEqual,
  );
  return { ...state, send: ref.send };
}

export type StepEditorView = ReturnType<typeof useStepEditor>;

/** What the webhook viewer's test tools show: one of the machine's top states, and its outcome. */
export type WebhookTestPhase = 'idle' | 'sending' | 'arming' | 'listening' | 'stopping' | 'watching' | 'done' | 'failed' | 'expired';

/** The webhook viewer's 'Probar' and 'Escuchar evento de prueba' for one saved flow. */
export function useWebhookTest(flowId: string, url: string) {
  const logic = useMemo(
    () =>
      webhookTestMachine.provide({
        actors: {
          postSample: fromPromise(silentAbort(({ input, signal }) => webhooks.test(input.url, input.body, { signal }))),
          startListening: fromPromise(
            silentAbort(({ input, signal }) =>
              webhooks.listen(input.flowId, { signal }).then(({ listening_since, listen_seconds }): ListenAnswer => ({ listening_since, listen_seconds })),
            ),
          ),
          stopListening: fromPromise(({ input }) => webhooks.stopListening(input.flowId)),
          findTestRun: fromPromise(
            silentAbort(async ({ input, signal }) => {
              const since = Date.parse(input.since);
              const runs = await executions.byFlow(input.flowId, { signal });
              return runs.find((r) => r.trigger_type === 'test' && Date.parse(r.started_at) >= since)?.execution_id ?? null;
            }),
          ),
          fetchRun: fromPromise(
            silentAbort(async ({ input, signal }): Promise<RunDetail> => {
              const d = await executions.get(input.executionId, { signal });
              return { execution_id: d.execution_id, status: d.status, error: d.error ?? null, steps: d.steps };
            }),
          ),
        },
      }),
    [],
  );
  const ref = useActorRef(logic, { input: { url, flowId }, ...actorOptions('webhookTest') });
  // Closing the viewer while listening closes the test URL again (the server would after the window).
  useEffect(
    () => () => {
      if (ref.getSnapshot().matches('listening')) void webhooks.stopListening(flowId).catch(() => {});
    },
    [ref, flowId],
  );
  const state = useSelector(
    ref,
    (s) => ({
      phase: (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as WebhookTestPhase,
      run: s.context.run,
      failure: s.context.failure,
      listenSeconds: Math.round(s.context.listenMs / 1000),
    }),
    shallowEqual,
  );
  return { ...state, test: () => ref.send({ type: 'test' }), listen: () => ref.send({ type: 'listen' }), stop: () => ref.send({ type: 'stop' }) };
}

export type WebhookTestView = ReturnType<typeof useWebhookTest>;

const secretOf = ({ secret, require_signature }: SecretAnswer): SecretAnswer => ({ secret, require_signature });

/** The signing secret of a saved flow's generic webhook: reveal, copy, regenerate (after a confirmation). */
export function useWebhookSecret(flowId: string) {
  const logic = useMemo(
    () =>
      webhookSecretMachine.provide({
        actors: {
          fetchSecret: fromPromise(silentAbort(({ input, signal }) => webhooks.secret(input.flowId, { signal }).then(secretOf))),
          rotateSecret: fromPromise(silentAbort(({ input, signal }) => webhooks.rotateSecret(input.flowId, { signal }).then(secretOf))),
        },
      }),
    [],
  );
  const ref = useActorRef(logic, { input: { flowId }, ...actorOptions('webhookSecret') });
  const state = useSelector(
    ref,
    (s) => ({
      phase: s.value as 'hidden' | 'loading' | 'failed' | 'shown' | 'confirming' | 'rotating',
      secret: s.context.secret,
      requireSignature: s.context.requireSignature,
      error: s.context.error,
    }),
    shallowEqual,
  );
  return { ...state, send: ref.send };
}

export type WebhookSecretView = ReturnType<typeof useWebhookSecret>;
