import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { ChatSession } from '../contracts';
import { DEFAULT_CHAT_TITLE } from '../contracts';
import { errorStatus, errorText } from './shared';

/**
 * chatList — the sidebar's list (spec §2 Sidebar, §4 Chat list). Two parallel regions:
 *
 *   Diagram: docs/machines/chatList.md (generated from this definition by `npm run diagrams`).
 *
 * Deleting asks first (`confirming`): list.requestDelete → the plain confirmation, or — for a chat
 * whose workflow is active (`flow_active`) — what to do with the workflow ('delete' / 'keep');
 * list.confirmDelete / list.cancelDelete answer it. The server refuses (409) to delete a chat with
 * an active workflow without that choice; if the list was stale and it does, the chat comes back
 * and the question is asked. 404 and 5xx stay tolerated.
 */

// ---- constants -------------------------------------------------------------------------------

export const LIST_THROTTLE_MS = 2_000;
export const DELETE_RELOAD_DELAY_MS = 100;
export const RENAME_ERROR_ALERT = 'Error actualizando el título. Por favor intenta de nuevo.';
export const CREATE_ERROR_FALLBACK = 'Error creando chat';
export const LOAD_ERROR_FALLBACK = 'Error cargando conversaciones';

// ---- types -----------------------------------------------------------------------------------

/** What happens to an active workflow of a deleted chat (DELETE /api/chats/{id}?workflow=…). */
export type WorkflowChoice = 'delete' | 'keep';

/** A delete on its way: the chat (to put back on a 409), where it was, and the workflow choice. */
export type QueuedDelete = { chatId: string; workflow?: WorkflowChoice; chat: ChatSession; index: number };

/** The question on screen before a delete: plain, or about the chat's active workflow. */
export type DeleteQuestion = { chatId: string; title: string; activeWorkflow: boolean };

export type ChatListContext = {
  chats: ChatSession[];
  activeChatId: string | null;
  error: string | null;
  /** A list.load arrived during the throttle window: load again when it ends. */
  loadQueued: boolean;
  /** A list.refresh arrived during a load: the answer may be stale, load again at once. */
  refreshQueued: boolean;
  deleteQueue: QueuedDelete[];
  confirming: DeleteQuestion | null;
  renaming: { chatId: string; title: string; previous: string } | null;
};

export type ChatListEvent =
  | { type: 'list.load' }
  /** Reload now, bypassing the throttle (sent after delete and failed rename). */
  | { type: 'list.refresh' }
  | { type: 'list.create'; title?: string }
  | { type: 'list.rename'; chatId: string; title: string }
  /** Delete at once (already confirmed); a chat whose workflow is active still asks what to do with it. */
  | { type: 'list.delete'; chatId: string; workflow?: WorkflowChoice }
  /** The 'Eliminar' menu item: ask first. */
  | { type: 'list.requestDelete'; chatId: string }
  /** The answer; `workflow` is required when the question is about an active workflow. */
  | { type: 'list.confirmDelete'; workflow?: WorkflowChoice }
  | { type: 'list.cancelDelete' }
  | { type: 'list.sessionCreated'; chat: ChatSession }
  | { type: 'list.setActive'; chatId: string | null };

export type ChatListInput = { activeChatId?: string | null } | undefined;

// ---- helpers ---------------------------------------------------------------------------------

function questionFor(chats: ChatSession[], chatId: string): DeleteQuestion {
  const chat = chats.find((c) => c.session_id === chatId);
  return { chatId, title: chat?.title ?? '', activeWorkflow: !!chat?.flow_active };
}

/**
 * Deleting removes the chat from the UI at once (leaving it if it was the active one) and queues
 * the server call: the context patch, and whether to leave the chat screen.
 */
function removal(context: ChatListContext, chatId: string, workflow: WorkflowChoice | undefined): { patch: Partial<ChatListContext>; leave: boolean } | null {
  const index = context.chats.findIndex((c) => c.session_id === chatId);
  if (index < 0) return null;
  const leave = context.activeChatId === chatId;
  return {
    leave,
    patch: {
      chats: context.chats.filter((c) => c.session_id !== chatId),
      deleteQueue: [...context.deleteQueue, { chatId, chat: context.chats[index], index, ...(workflow ? { workflow } : {}) }],
      confirming: context.confirming?.chatId === chatId ? null : context.confirming,
      ...(leave ? { activeChatId: null } : {}),
    },
  };
}

// ---- machine ---------------------------------------------------------------------------------

export const chatListMachine = setup({
  types: {
    context: {} as ChatListContext,
    events: {} as ChatListEvent,
    input: {} as ChatListInput,
  },
  actors: {
    fetchChats: fromPromise<ChatSession[], void>(async () => []),
    createChat: fromPromise<ChatSession, { title: string }>(async () => {
      throw new Error('createChat not provided');
    }),
    renameChat: fromPromise<unknown, { chatId: string; title: string }>(async () => undefined),
    deleteChat: fromPromise<unknown, { chatId: string; workflow?: WorkflowChoice }>(async () => undefined),
  },
  actions: {
    navigateToChat: (_: unknown, _params: { chatId: string }) => {},
    navigateToNewChat: () => {},
    alert: (_: unknown, _params: { message: string }) => {},
  },
  guards: {
    loadQueued: ({ context }) => context.loadQueued,
    refreshQueued: ({ context }) => context.refreshQueued,
    hasQueuedDeletes: ({ context }) => context.deleteQueue.length > 0,
    validRename: ({ context, event }) => {
      if (event.type !== 'list.rename') return false;
      const title = event.title?.trim();
      const chat = context.chats.find((c) => c.session_id === event.chatId);
      return !!title && !!chat && chat.title !== title;
    },
    knownChat: ({ context, event }) => (event.type === 'list.delete' || event.type === 'list.requestDelete') && context.chats.some((c) => c.session_id === event.chatId),
    /** A direct delete of a chat whose workflow is active, with no choice: it must ask. */
    needsWorkflowChoice: ({ context, event }) =>
      event.type === 'list.delete' && !event.workflow && !!context.chats.find((c) => c.session_id === event.chatId)?.flow_active,
    answered: ({ context, event }) => event.type === 'list.confirmDelete' && !!context.confirming && (!context.confirming.activeWorkflow || !!event.workflow),
    /** The server refused: the chat's workflow is active (the list was stale). */
    workflowConflict: ({ event }) => errorStatus((event as { error?: unknown }).error) === 409,
  },
  delays: {
    LIST_THROTTLE: LIST_THROTTLE_MS,
    DELETE_RELOAD: DELETE_RELOAD_DELAY_MS,
  },
}).createMachine({
  id: 'chatList',
  type: 'parallel',
  context: ({ input }) => ({
    chats: [],
    activeChatId: input?.activeChatId ?? null,
    error: null,
    loadQueued: false,
    refreshQueued: false,
    deleteQueue: [],
    confirming: null,
    renaming: null,
  }),
  on: {
    'list.setActive': { actions: assign({ activeChatId: ({ event }) => event.chatId }) },
    'list.sessionCreated': {
      actions: assign(({ context, event }) => ({
        chats: [event.chat, ...context.chats.filter((c) => c.session_id !== event.chat.session_id)],
        activeChatId: event.chat.session_id,
      })),
    },
    'list.requestDelete': { guard: 'knownChat', actions: assign(({ context, event }) => ({ confirming: questionFor(context.chats, event.chatId) })) },
    'list.cancelDelete': { actions: assign({ confirming: null }) },
    'list.confirmDelete': {
      guard: 'answered',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const r = removal(context, context.confirming!.chatId, event.workflow);
        // gone from the list meanwhile (a reload): nothing left to ask about
        if (!r) return void enqueue.assign({ confirming: null });
        enqueue.assign(r.patch);
        if (r.leave) enqueue('navigateToNewChat');
      }),
    },
    'list.delete': [
      { guard: 'needsWorkflowChoice', actions: assign(({ context, event }) => ({ confirming: questionFor(context.chats, event.chatId) })) },
      {
        guard: 'knownChat',
        actions: enqueueActions(({ context, event, enqueue }) => {
          const r = removal(context, event.chatId, event.workflow);
          if (!r) return;
          enqueue.assign(r.patch);
          if (r.leave) enqueue('navigateToNewChat');
        }),
      },
    ],
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ loadQueued: false, refreshQueued: false }),
          on: {
            'list.refresh': { actions: assign({ refreshQueued: true }) },
          },
          invoke: {
            id: 'fetchChats',
            src: 'fetchChats',
            onDone: [
              { guard: 'refreshQueued', target: 'loading', reenter: true },
              { target: 'throttled', actions: assign({ chats: ({ event }) => event.output ?? [], error: null }) },
            ],
            onError: [
              { guard: 'refreshQueued', target: 'loading', reenter: true },
              { target: 'throttled', actions: assign({ error: ({ event }) => errorText(event.error, LOAD_ERROR_FALLBACK) }) },
            ],
          },
        },
        throttled: {
          after: {
            LIST_THROTTLE: [{ guard: 'loadQueued', target: 'loading' }, { target: 'idle' }],
          },
          on: {
            'list.load': { actions: assign({ loadQueued: true }) },
            'list.refresh': { target: 'loading' },
          },
        },
        idle: {
          on: {
            'list.load': { target: 'loading' },
            'list.refresh': { target: 'loading' },
          },
        },
      },
    },

    ops: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasQueuedDeletes', target: 'deleting' },
          on: {
            'list.create': { target: 'creating' },
            'list.rename': {
              guard: 'validRename',
              target: 'renaming',
              actions: assign(({ context, event }) => {
                const title = event.title.trim();
                const previous = context.chats.find((c) => c.session_id === event.chatId)!.title;
                return {
                  renaming: { chatId: event.chatId, title, previous },
                  chats: context.chats.map((c) => (c.session_id === event.chatId ? { ...c, title } : c)),
                };
              }),
            },
          },
        },
        creating: {
          invoke: {
            id: 'createChat',
            src: 'createChat',
            input: ({ event }) => ({
              title: event.type === 'list.create' && event.title?.trim() ? event.title.trim() : DEFAULT_CHAT_TITLE,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  chats: [event.output, ...context.chats.filter((c) => c.session_id !== event.output.session_id)],
                  activeChatId: event.output.session_id,
                })),
                { type: 'navigateToChat', params: ({ event }) => ({ chatId: event.output.session_id }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'alert', params: ({ event }) => ({ message: errorText(event.error, CREATE_ERROR_FALLBACK) }) },
            },
          },
        },
        renaming: {
          invoke: {
            id: 'renameChat',
            src: 'renameChat',
            input: ({ context }) => ({ chatId: context.renaming!.chatId, title: context.renaming!.title }),
            onDone: { target: 'idle', actions: assign({ renaming: null }) },
            onError: {
              target: 'idle',
              actions: [
                assign({ renaming: null }),
                { type: 'alert', params: { message: RENAME_ERROR_ALERT } },
                raise({ type: 'list.refresh' }),
              ],
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteChat',
            src: 'deleteChat',
            input: ({ context }) => {
              const { chatId, workflow } = context.deleteQueue[0];
              return workflow ? { chatId, workflow } : { chatId };
            },
            onDone: { target: 'deleted' },
            onError: [
              // Its workflow is active after all: the chat comes back and the question is asked.
              {
                guard: 'workflowConflict',
                target: 'deleted',
                actions: assign(({ context }) => {
                  const { chat, index } = context.deleteQueue[0];
                  const back = { ...chat, flow_active: true };
                  const chats = context.chats.filter((c) => c.session_id !== chat.session_id);
                  chats.splice(Math.min(index, chats.length), 0, back);
                  return { chats, confirming: context.confirming ?? questionFor(chats, chat.session_id) };
                }),
              },
              // 404 and 5xx are tolerated: the chat is gone from the UI either way and the reload tells the truth.
              { target: 'deleted' },
            ],
          },
        },
        deleted: {
          entry: assign({ deleteQueue: ({ context }) => context.deleteQueue.slice(1) }),
          always: [{ guard: 'hasQueuedDeletes', target: 'deleting' }, { target: 'reloadWait' }],
        },
        reloadWait: {
          after: { DELETE_RELOAD: { target: 'idle', actions: raise({ type: 'list.refresh' }) } },
        },
      },
    },
  },
});

export type ChatListMachine = typeof chatListMachine;
