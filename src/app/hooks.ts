import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { ChatEmitted } from '../../machines/chat.machine';
import type { WorkflowChoice } from '../../machines/chatList.machine';
import { provideChat, provideChatList, provideWorkflow, provideWorkflowList, type AppDeps } from './actors';
import { appBus } from './bus';
import { actorOptions, useAppDeps } from './session';

type ChatActor = Actor<ReturnType<typeof provideChat>>;
type WorkflowActor = Actor<ReturnType<typeof provideWorkflow>>;

// ---- chat screen -----------------------------------------------------------------------------

/**
 * One chat's actors. Kept in a registry so that the temporary chat's actors survive the silent
 * URL replace /chat → /chat/{session_id} (a different <Route>, so a remount) and so that React
 * StrictMode's mount → unmount → mount does not stop them: actors stop one tick after the last
 * user releases them.
 */
type ChatPair = {
  chat: ChatActor;
  workflow: WorkflowActor;
  users: number;
  started: boolean;
  stopTimer: ReturnType<typeof setTimeout> | null;
  keys: Set<string>;
  cleanup: Array<() => void>;
};

const pairs = new Map<string, ChatPair>();

function createPair(chatId: string | null, deps: AppDeps): ChatPair {
  const pair: ChatPair = {
    chat: createActor(provideChat(deps), { input: { chatId }, ...actorOptions('chat') }),
    workflow: createActor(provideWorkflow(deps), { input: { chatId }, ...actorOptions('workflow') }),
    users: 0,
    started: false,
    stopTimer: null,
    keys: new Set(),
    cleanup: [],
  };
  if (chatId) {
    pair.keys.add(chatId);
    pairs.set(chatId, pair);
  }
  return pair;
}

function startPair(pair: ChatPair, deps: AppDeps) {
  if (pair.started) return;
  pair.started = true;
  const { chat, workflow } = pair;
  pair.cleanup.push(
    chat.on('chat.planChanged', (e) => workflow.send({ type: 'workflow.setPlan', plan: e.plan })).unsubscribe,
    chat.on('chat.sessionCreated', (e) => {
      pair.keys.add(e.chatId);
      pairs.set(e.chatId, pair);
      workflow.send({ type: 'workflow.chatChanged', chatId: e.chatId });
      appBus.emit({ type: 'chat.sessionCreated', chat: e.chat });
      // spec §2: the URL is silently replaced with /chat/{session_id}
      deps.navigate(`/chat/${encodeURIComponent(e.chatId)}`, { replace: true });
    }).unsubscribe,
    // the first reply names the chat after the message: the sidebar reloads to show it
    chat.on('chat.replied', () => appBus.emit({ type: 'chats.changed' })).unsubscribe,
    workflow.on('workflow.assistantMessage', (e) => chat.send({ type: 'chat.appendMessage', message: e.message })).unsubscribe,
  );
  workflow.start();
  chat.start();
}

function acquire(pair: ChatPair, deps: AppDeps) {
  pair.users += 1;
  if (pair.stopTimer) {
    clearTimeout(pair.stopTimer);
    pair.stopTimer = null;
  }
  startPair(pair, deps);
}

function release(pair: ChatPair) {
  pair.users -= 1;
  if (pair.users > 0) return;
  pair.stopTimer = setTimeout(() => {
    if (pair.users > 0) return;
    pair.cleanup.forEach((f) => f());
    pair.chat.stop();
    pair.workflow.stop();
    for (const k of pair.keys) if (pairs.get(k) === pair) pairs.delete(k);
  }, 0);
}

export type ChatScreenRefs = { chat: ChatActor; workflow: WorkflowActor };

/**
 * The chat screen's actors for `chatId` (null = the temporary chat at /chat). The chat's plan is
 * forwarded to the workflow machine, the workflow's confirmations are appended to the chat, and a
 * new session replaces the URL (/chat/{id}) and is announced to the sidebar.
 * Read with `useSelector(refs.chat, s => …)`; send `chat.*`, `plan.*` and `workflow.*` events.
 */
export function useChatScreen(chatId: string | null): ChatScreenRefs {
  const deps = useAppDeps();
  const [pair] = useState<ChatPair>(() => (chatId && pairs.get(chatId)) || createPair(chatId, deps));
  useEffect(() => {
    acquire(pair, deps);
    return () => release(pair);
  }, [pair, deps]);
  // The same screen showing another chat (e.g. /chat/a → /chat/b): reload in place.
  useEffect(() => {
    // the workflow forgets the old chat's flow before the new chat's plan reaches it
    pair.workflow.send({ type: 'workflow.chatChanged', chatId });
    pair.chat.send({ type: 'chat.load', chatId });
    if (chatId && !pairs.has(chatId)) {
      pair.keys.add(chatId);
      pairs.set(chatId, pair);
    }
  }, [pair, chatId]);
  return useMemo(() => ({ chat: pair.chat, workflow: pair.workflow }), [pair]);
}

/** Plain data for the chat screen (narrow selectors over both actors). */
export function useChatScreenState(refs: ChatScreenRefs) {
  const chat = useSelector(
    refs.chat,
    (s) => ({
      chatId: s.context.chatId,
      messages: s.context.messages,
      plan: s.context.plan,
      error: s.context.error,
      loading: s.matches('loading'),
      sending: s.matches('sending'),
      creatingSession: s.matches({ sending: 'creatingSession' }),
    }),
    shallowEqual,
  );
  const workflow = useSelector(
    refs.workflow,
    (s) => ({
      flowId: s.context.flowId,
      isActive: s.context.isActive,
      results: s.context.results,
      error: s.context.error,
      saving: s.matches({ decision: 'saving' }),
      toggling: s.matches({ decision: 'toggling' }),
      executing: s.matches({ decision: 'executing' }),
      loadingStatus: s.matches({ decision: 'loadingStatus' }),
      /** The plan on screen differs from the saved flow ('cambios sin guardar'). */
      unsaved: s.matches({ changes: 'unsaved' }),
    }),
    shallowEqual,
  );
  const busy = chat.loading || chat.sending || workflow.saving || workflow.toggling || workflow.executing;
  return { ...chat, workflow, busy, hasPlan: !!chat.plan && chat.plan.length > 0 };
}

/** Subscribes to one event emitted by the chat machine (service selection, smart form, OAuth…). */
export function useChatEvent<K extends ChatEmitted['type']>(
  chat: ChatActor,
  type: K,
  handler: (event: Extract<ChatEmitted, { type: K }>) => void,
) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => chat.on(type, (e) => ref.current(e as Extract<ChatEmitted, { type: K }>)).unsubscribe, [chat, type]);
}

// ---- chat list (sidebar) ---------------------------------------------------------------------

/** The sidebar's list actor; `activeChatId` is the chat shown by the route. */
export function useChatList(activeChatId: string | null = null) {
  const deps = useAppDeps();
  const logic = useMemo(() => provideChatList(deps), [deps]);
  const ref = useActorRef(logic, { input: { activeChatId }, ...actorOptions('chatList') });
  useEffect(() => {
    ref.send({ type: 'list.setActive', chatId: activeChatId });
  }, [ref, activeChatId]);
  useEffect(
    () =>
      appBus.on((e) => {
        if (e.type === 'chat.sessionCreated') ref.send({ type: 'list.sessionCreated', chat: e.chat });
        if (e.type === 'chats.changed') ref.send({ type: 'list.refresh' });
      }),
    [ref],
  );
  const state = useSelector(
    ref,
    (s) => ({
      chats: s.context.chats,
      activeChatId: s.context.activeChatId,
      loading: s.matches({ list: 'loading' }),
      creating: s.matches({ ops: 'creating' }),
      error: s.context.error,
      confirmingDelete: s.context.confirming,
    }),
    shallowEqual,
  );
  const actions = useMemo(
    () => ({
      load: () => ref.send({ type: 'list.load' }),
      create: (title?: string) => ref.send({ type: 'list.create', title }),
      rename: (chatId: string, title: string) => ref.send({ type: 'list.rename', chatId, title }),
      /** 'Eliminar': asks first (and, for a chat whose workflow is active, what to do with it). */
      requestDelete: (chatId: string) => ref.send({ type: 'list.requestDelete', chatId }),
      confirmDelete: (workflow?: WorkflowChoice) => ref.send({ type: 'list.confirmDelete', workflow }),
      cancelDelete: () => ref.send({ type: 'list.cancelDelete' }),
    }),
    [ref],
  );
  return { ref, ...state, ...actions };
}

// ---- /workflows ------------------------------------------------------------------------------

export function useWorkflowList() {
  const deps = useAppDeps();
  const logic = useMemo(() => provideWorkflowList(deps), [deps]);
  const ref = useActorRef(logic, actorOptions('workflowList'));
  useEffect(() => ref.on('workflows.deleted', () => appBus.emit({ type: 'chats.changed' })).unsubscribe, [ref]);
  const state = useSelector(
    ref,
    (s) => ({
      flows: s.context.flows,
      loading: s.matches('loading'),
      error: s.matches('failed') ? s.context.error : null,
      pendingFlowId: s.context.pendingFlowId,
      pendingKind: s.matches({ ready: 'toggling' })
        ? ('toggle' as const)
        : s.matches({ ready: 'running' })
          ? ('run' as const)
          : s.matches({ ready: 'deleting' })
            ? ('delete' as const)
            : null,
      confirmDeleteId: s.context.confirmDeleteId,
    }),
    shallowEqual,
  );
  const actions = useMemo(
    () => ({
      reload: () => ref.send({ type: 'workflows.reload' }),
      toggle: (flowId: string) => ref.send({ type: 'workflows.toggle', flowId }),
      runNow: (flowId: string) => ref.send({ type: 'workflows.runNow', flowId }),
      setMissedSlots: (flowId: string, missedSlots: 'catch_up' | 'skip') => ref.send({ type: 'workflows.setMissedSlots', flowId, missedSlots }),
      requestDelete: (flowId: string) => ref.send({ type: 'workflows.requestDelete', flowId }),
      cancelDelete: () => ref.send({ type: 'workflows.cancelDelete' }),
      confirmDelete: () => ref.send({ type: 'workflows.confirmDelete' }),
    }),
    [ref],
  );
  return { ref, ...state, ...actions };
}

export { useResource, type ResourceView } from './resource';
