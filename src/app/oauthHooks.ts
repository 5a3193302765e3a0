/** Hooks of the service-connection flows: requirement queue, connection modal, credentials, OAuth callback. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { createActor, type Actor, type ActorRefFrom } from 'xstate';
import type { OAuthApp } from '../../contracts';
import { OAUTH_CONTINUATION_MESSAGE, progressOf } from '../../machines/oauthRequirements.machine';
import type { ServiceConnectionMachine, ServiceConnectionOutput } from '../../machines/serviceConnection.machine';
import type { OAuthPopupMachine } from '../../machines/oauthPopup.machine';
import type { AppFormValues } from '../../machines/credentials.machine';
import type { OAuthCallbackInput } from '../../machines/oauthCallback.machine';
import { oauthWindowOf, provideCredentials, provideOAuthCallback, provideOAuthRequirements, provideServiceConnection } from './oauthActors';
import type { ChatScreenRefs } from './hooks';
import { actorOptions, useAppDeps } from './session';

type ChatActor = ChatScreenRefs['chat'];

// ---- connecting services (credentials modal, service auth modal, OAuth) ----------------------

type ServiceConnectionActor = Actor<ReturnType<typeof provideServiceConnection>>;

/**
 * The chat's OAuth requirement queue (spec §4 "OAuth requirement handler"): fed by the chat's
 * `chat.oauthRequired` through useChatPrompt; when every requirement is connected the chat sends the continuation
 * message. Closing the modal pauses the queue (not a cancel); `resume` is the retry-auth button.
 */
export function useOAuthRequirements(chat: ChatActor, chatId: string | null) {
  const deps = useAppDeps();
  const logic = useMemo(() => provideOAuthRequirements(deps), [deps]);
  const ref = useActorRef(logic, { input: { origins: oauthWindowOf(deps).origins() }, ...actorOptions('oauthRequirements') });
  // The chat's `chat.oauthRequired` reaches the queue through the chat prompt (useChatPrompt), which
  // holds it back while a smart form or the service selection is on screen.
  useEffect(() => ref.on('queue.completed', () => chat.send({ type: 'chat.send', text: OAUTH_CONTINUATION_MESSAGE })).unsubscribe, [chat, ref]);
  // another conversation: its requirements are not this one's
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.send({ type: 'queue.reset' });
  }, [ref, chatId]);
  const state = useSelector(
    ref,
    (s) => ({
      open: s.matches('connecting') || s.matches('advancing'),
      pending: s.matches('paused'),
      // while advancing, the finished requirement is still on screen
      ...progressOf(s.matches('advancing') ? { ...s.context, index: s.context.index - 1 } : s.context),
      connection: (s.children.serviceConnection ?? null) as ServiceConnectionActor | null,
    }),
    shallowEqual,
  );
  const resume = useMemo(() => () => ref.send({ type: 'queue.resume' }), [ref]);
  return { ref, ...state, resume };
}

export type ServiceConnectionRequest = { serviceId: string; serviceName?: string; chatId: string | null; category?: string };

/** One standalone connection (renew/connect from the credentials modal); `onDone` gets the output. */
export function useServiceConnection(request: ServiceConnectionRequest, onDone: (output: ServiceConnectionOutput) => void): ServiceConnectionActor {
  const deps = useAppDeps();
  const logic = useMemo(() => provideServiceConnection(deps), [deps]);
  const ref = useActorRef(logic, { input: { ...request, origins: oauthWindowOf(deps).origins() }, ...actorOptions('serviceConnection') });
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(
    () =>
      ref.subscribe((s) => {
        if (s.status === 'done') done.current(s.output as ServiceConnectionOutput);
      }).unsubscribe,
    [ref],
  );
  return ref;
}

/**
 * The OAuth popup's retry question while it waits in `confirmingRetry` (spec §8: 'Error durante la
 * autenticación OAuth: …' / '¿Quieres intentar de nuevo?'). The popup is a child of the connection,
 * whose own snapshot does not change meanwhile, so the child is watched directly.
 */
export function useOAuthRetryPrompt(connection: ActorRefFrom<ServiceConnectionMachine>) {
  const popup = useSelector(connection, (s) => s.children.oauthPopup as ActorRefFrom<OAuthPopupMachine> | undefined);
  const error = useSelector(popup, (s) => (s?.matches('confirmingRetry') ? (s.context.error ?? '') : null));
  return useMemo(
    () => ({
      /** The OAuth error being asked about; null when no question is open. */
      error,
      retry: () => popup?.send({ type: 'popup.retry' }),
      giveUp: () => popup?.send({ type: 'popup.giveUp' }),
      /** 'Cancelar' while waiting for the window: the popup ends as cancelled, and so does the connection. */
      cancel: () => popup?.send({ type: 'popup.cancel' }),
    }),
    [error, popup],
  );
}

/** The credentials modal's actor: credentials and OAuth apps tabs. */
export function useCredentials(onAppSaved?: () => void) {
  const deps = useAppDeps();
  const logic = useMemo(() => provideCredentials(deps), [deps]);
  const ref = useActorRef(logic, actorOptions('credentials'));
  const saved = useRef(onAppSaved);
  saved.current = onAppSaved;
  useEffect(() => ref.on('apps.saved', () => saved.current?.()).unsubscribe, [ref]);
  const state = useSelector(
    ref,
    (s) => ({
      credentials: s.context.credentials,
      services: s.context.services,
      apps: s.context.apps,
      loadingCredentials: s.matches({ credentials: 'loading' }),
      deletingCredential: s.matches({ credentials: 'deleting' }),
      credentialsError: s.matches({ credentials: 'failed' }) ? s.context.credentialsError : null,
      loadingApps: s.matches({ apps: 'loading' }),
      savingApp: s.matches({ apps: 'saving' }),
      deletingApp: s.matches({ apps: 'deleting' }),
      appsError: s.matches({ apps: 'failed' }) ? s.context.appsError : null,
    }),
    shallowEqual,
  );
  const actions = useMemo(
    () => ({
      reloadCredentials: () => ref.send({ type: 'credentials.reload' }),
      deleteCredential: (serviceId: string, name: string) => ref.send({ type: 'credentials.delete', serviceId, name }),
      reloadApps: () => ref.send({ type: 'apps.reload' }),
      saveApp: (values: AppFormValues, original?: OAuthApp | null) => ref.send({ type: 'apps.save', values, original }),
      deleteApp: (provider: string) => ref.send({ type: 'apps.delete', provider }),
    }),
    [ref],
  );
  return { ref, ...state, ...actions };
}

/** The /oauth-callback screen's actor. */
export function useOAuthCallback(input: OAuthCallbackInput) {
  const deps = useAppDeps();
  const logic = useMemo(() => provideOAuthCallback(deps), [deps]);
  const ref = useActorRef(logic, { input, ...actorOptions('oauthCallback') });
  return useSelector(
    ref,
    (s) => ({
      status: s.matches('processing') ? ('processing' as const) : s.matches('error') || (s.status === 'done' && s.context.message) ? ('error' as const) : ('success' as const),
      message: s.context.message,
      service: s.context.service,
      popup: s.context.popup,
      providerError: s.context.providerError,
    }),
    shallowEqual,
  );
}

/** The browser pieces of the OAuth flows (popup mode of the callback screen, origins). */
export function useOAuthWindow() {
  const deps = useAppDeps();
  return useMemo(() => oauthWindowOf(deps), [deps]);
}
