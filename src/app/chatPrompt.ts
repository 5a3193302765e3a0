import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { chatPromptMachine } from '../../machines/chatPrompt.machine';
import type { chatMachine } from '../../machines/chat.machine';
import { inspectOption } from './session';

type ChatRef = ActorRefFrom<typeof chatMachine>;

/**
 * The assistant's questions back for one chat screen: a `clarification_needed` reply opens the
 * service selection, a smart form opens the form; answering resends through the chat machine
 * (`chat.send` with `selectedServices` or `formInputs`).
 */
export function useChatPrompt(chat: ChatRef) {
  const logic = useMemo(
    () =>
      chatPromptMachine.provide({
        actions: {
          resend: (_, p) => chat.send({ type: 'chat.send', text: p.message, formInputs: p.formInputs, selectedServices: p.selectedServices }),
        },
      }),
    [chat],
  );
  const ref = useActorRef(logic, { inspect: inspectOption() });
  useEffect(() => {
    const subs = [
      chat.on('chat.serviceSelectionRequired', (e) => ref.send({ type: 'prompt.services', groups: e.groups, message: e.message })),
      chat.on('chat.smartFormRequired', (e) => ref.send({ type: 'prompt.form', form: e.form, message: e.message })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [chat, ref]);
  const state = useSelector(
    ref,
    (s) => ({
      selectingServices: s.matches('selectingServices'),
      fillingForm: s.matches('fillingForm'),
      groups: s.context.groups,
      selected: s.context.selected,
      form: s.context.form,
      values: s.context.values,
      errors: s.context.errors,
    }),
    shallowEqual,
  );
  return { ...state, send: ref.send };
}

export type ChatPromptView = ReturnType<typeof useChatPrompt>;
