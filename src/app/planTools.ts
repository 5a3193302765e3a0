import { useMemo } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat.machine';
import { stepEditorMachine } from '../../machines/stepEditor.machine';
import { webhookTestMachine } from '../../machines/webhookTest.machine';
import { nodes, webhooks } from '../api/endpoints';
import { silentAbort } from './actors';
import { inspectOption, useAppDeps } from './session';

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
  const ref = useActorRef(logic, { inspect: inspectOption() });
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

/** The webhook viewer's 'Probar' button for one test URL. */
export function useWebhookTest(url: string) {
  const deps = useAppDeps();
  const logic = useMemo(
    () =>
      webhookTestMachine.provide({
        actors: { postSample: fromPromise(silentAbort(({ input, signal }) => webhooks.test(input.url, input.body, { signal }))) },
        actions: { alert: (_, p) => deps.alert(p.message) },
      }),
    [deps],
  );
  const ref = useActorRef(logic, { input: { url }, inspect: inspectOption() });
  const testing = useSelector(ref, (s) => s.matches('testing'));
  return { testing, test: () => ref.send({ type: 'test' }) };
}
