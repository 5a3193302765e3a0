import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { chatPromptMachine, openFormMessage } from '../../machines/chatPrompt.machine';
import type { chatMachine } from '../../machines/chat.machine';
import type { Requirement } from '../../machines/oauthRequirements.machine';
import type { useOAuthRequirements } from './oauthHooks';
import { actorOptions } from './session';
import { SmartForm } from '../../contracts/chat';
import { notify } from '../stores/notifications';
import { SMART_FORM_SCHEMA_ERROR } from '../i18n/prompts';

type ChatRef = ActorRefFrom<typeof chatMachine>;
type AuthQueue = ReturnType<typeof useOAuthRequirements>['ref'];

/** The requirement queue shows the service authentication modal in these states. */
const authModalOpen = (s: ReturnType<AuthQueue['getSnapshot']>) => s.matches('connecting') || s.matches('advancing');

/**
 * The assistant's questions back for one chat screen: a `clarification_needed` reply opens the
 * service selection, a smart form opens the form; answering resends through the chat machine
 * (`chat.send` with `selectedServices` or `formInputs`).
 *
 * The prompt machine also decides when the chat's missing connections (`chat.oauthRequired`) go
 * to the requirement queue (`auth.start` → `queue.add`), and hears when the queue's modal opens and
 * closes, so a question and the service authentication modal are never on screen together.
 */
export function useChatPrompt(chat: ChatRef, auth: AuthQueue) {
  const logic = useMemo(
    () =>
      chatPromptMachine.provide({
        actions: {
          resend: (_, p) => chat.send({ type: 'chat.send', text: p.message, formInputs: p.formInputs, selectedServices: p.selectedServices }),
        },
      }),
    [chat],
  );
  const ref = useActorRef(logic, actorOptions('chatPrompt'));
  useEffect(() => {
    const subs = [
      chat.on('chat.serviceSelectionRequired', (e) => ref.send({ type: 'prompt.services', groups: e.groups, message: e.message })),
      chat.on('chat.smartFormRequired', (e) => {
        // the in-page schema is the form's only source: an unreadable one is said, not opened half-drawn
        if (!SmartForm.safeParse(e.form).success) return notify('error', SMART_FORM_SCHEMA_ERROR);
        ref.send({ type: 'prompt.form', form: e.form, message: e.message });
      }),
      chat.on('chat.oauthRequired', (e) =>
        ref.send({ type: 'auth.required', requirements: e.requirements as Requirement[], chatId: chat.getSnapshot().context.chatId }),
      ),
      ref.on('auth.start', (e) => auth.send({ type: 'queue.add', requirements: e.requirements, chatId: e.chatId })),
    ];
    let open = authModalOpen(auth.getSnapshot());
    if (open) ref.send({ type: 'auth.opened' });
    subs.push(
      auth.subscribe((s) => {
        if (authModalOpen(s) === open) return;
        open = !open;
        ref.send({ type: open ? 'auth.opened' : 'auth.closed' });
      }),
    );
    return () => subs.forEach((s) => s.unsubscribe());
  }, [chat, ref, auth]);
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
  // The message that asked for a form still unanswered (also after a reload: its metadata keeps the form).
  const formMessageId = useSelector(chat, (s) => openFormMessage(s.context.messages)?.id ?? null);
  const reopenForm = useMemo(
    () => () => {
      const messages = chat.getSnapshot().context.messages;
      const asked = openFormMessage(messages);
      const form = asked?.metadata?.smart_form;
      if (!asked || !form) return;
      const before = messages.slice(0, messages.indexOf(asked)).reverse().find((m) => m.role === 'user');
      ref.send({ type: 'prompt.form', form, message: before?.content ?? '' });
    },
    [chat, ref],
  );
  return { ...state, send: ref.send, formMessageId, reopenForm };
}

export type ChatPromptView = ReturnType<typeof useChatPrompt>;
