import { assign, fromPromise, setup } from 'xstate';
import type { PublicAgent, PublicConversation, PublicMessage, PublicMessageAnswer } from '../contracts/agents';
import { errorStatus, errorText } from './shared';

/**
 * publicAgentChat — the public page /a/{public_id} of a deployed agent (no sign-in). The visitor's
 * conversation id and token are kept in the browser (action `rememberConversation`), so a reload
 * shows the conversation again; a page switched off answers 404 → `unavailable`.
 *
 *   Diagram: docs/machines/publicAgentChat.md (generated from this definition by `npm run diagrams`).
 */

export const PAGE_UNAVAILABLE = 'Este agente no está disponible';
export const PAGE_LOAD_ERROR = 'No se pudo cargar el agente. Revisa tu conexión e intenta de nuevo.';
export const SEND_ERROR = 'No se pudo enviar tu mensaje. Intenta de nuevo.';

export type SavedConversation = { conversationId: string; token: string };

export type PublicChatContext = {
  publicId: string;
  agent: PublicAgent | null;
  messages: PublicMessage[];
  saved: SavedConversation | null;
  /** The text being sent (shown at once, removed if the send fails). */
  pending: string | null;
  error: string | null;
};

export type PublicChatEvent = { type: 'chat.send'; text: string } | { type: 'chat.retry' } | { type: 'chat.dismissError' };

export const publicAgentChatMachine = setup({
  types: {
    context: {} as PublicChatContext,
    input: {} as { publicId: string; saved?: SavedConversation | null },
    events: {} as PublicChatEvent,
  },
  actors: {
    loadAgent: fromPromise<PublicAgent, { publicId: string }>(async () => {
      throw new Error('loadAgent not provided');
    }),
    loadConversation: fromPromise<PublicConversation, { publicId: string } & SavedConversation>(async () => ({ conversation_id: '', messages: [] })),
    sendMessage: fromPromise<PublicMessageAnswer, { publicId: string; message: string; saved: SavedConversation | null }>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  actions: {
    rememberConversation: (_: unknown, _params: { publicId: string; saved: SavedConversation | null }) => {},
  },
  guards: {
    hasSaved: ({ context }) => context.saved !== null,
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim().length > 0,
    notFound: ({ event }) => errorStatus((event as { error?: unknown }).error) === 404,
  },
}).createMachine({
  id: 'publicAgentChat',
  context: ({ input }) => ({ publicId: input.publicId, agent: null, messages: [], saved: input.saved ?? null, pending: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAgent',
        src: 'loadAgent',
        input: ({ context }) => ({ publicId: context.publicId }),
        onDone: [
          { guard: 'hasSaved', target: 'restoring', actions: assign({ agent: ({ event }) => event.output }) },
          { target: 'ready', actions: assign({ agent: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'notFound', target: 'unavailable' },
          { target: 'failed', actions: assign({ error: PAGE_LOAD_ERROR }) },
        ],
      },
    },
    restoring: {
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => ({ publicId: context.publicId, ...context.saved! }),
        onDone: { target: 'ready', actions: assign({ messages: ({ event }) => event.output.messages }) },
        // gone or not this visitor's any more: start a new conversation
        onError: {
          target: 'ready',
          actions: [assign({ saved: null }), { type: 'rememberConversation', params: ({ context }) => ({ publicId: context.publicId, saved: null }) }],
        },
      },
    },
    ready: {
      on: {
        'chat.send': { guard: 'hasText', target: 'sending', actions: assign({ pending: ({ event }) => event.text.trim(), error: null }) },
        'chat.dismissError': { actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ publicId: context.publicId, message: context.pending!, saved: context.saved }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              messages: [...context.messages, event.output.user_message, event.output.reply],
              saved: { conversationId: event.output.conversation_id, token: event.output.visitor_token },
              pending: null,
            })),
            { type: 'rememberConversation', params: ({ context }) => ({ publicId: context.publicId, saved: context.saved }) },
          ],
        },
        onError: [
          { guard: 'notFound', target: 'unavailable', actions: assign({ pending: null }) },
          { target: 'ready', actions: assign(({ event }) => ({ pending: null, error: errorText(event.error, SEND_ERROR) })) },
        ],
      },
    },
    failed: {
      on: { 'chat.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    unavailable: {},
  },
});

export type PublicAgentChatMachine = typeof publicAgentChatMachine;
