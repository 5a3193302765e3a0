import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ChatMessage, ChatSession, MessageMetadata, PlanStep, SmartForm } from '../contracts';
import { DEFAULT_CHAT_TITLE } from '../contracts';
import { errorText } from './shared';

/**
 * chat — one conversation: messages, sending (spec §4 "Sending a chat message") and the plan the
 * assistant proposed.
 *
 *   Diagram: docs/machines/chat.md (generated from this definition by `npm run diagrams`).
 */

// ---- constants -------------------------------------------------------------------------------

/** Server and optimistic messages within this window (same role and text) are duplicates (spec §9). */
export const MESSAGE_MERGE_WINDOW_MS = 5_000;

export const SEND_ERROR_FALLBACK = 'Error enviando mensaje';
/** The first message of a conversation failed (nothing but it was on screen). */
export const FIRST_MESSAGE_ERROR_FALLBACK = 'Error enviando primer mensaje';
export const FORM_SEND_ERROR_FALLBACK = 'Error enviando formulario';
export const CREATE_SESSION_ERROR_FALLBACK = 'Error creando nueva sesión de chat';
export const LOAD_ERROR_FALLBACK = 'No se pudieron cargar los mensajes';

// ---- types -----------------------------------------------------------------------------------

export type UiMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** Optimistic message not yet confirmed by the server (views show an hourglass). */
  isTemp?: boolean;
  metadata?: (MessageMetadata & Record<string, unknown>) | null;
};

export type ServiceGroup = NonNullable<MessageMetadata['service_groups']>[number];
export type OAuthRequirement = NonNullable<MessageMetadata['oauth_requirements']>[number];

/** The answer of POST /api/chat as the machine reads it (every field optional, `response` legacy). */
export type ChatReplyLike = {
  reply?: string;
  response?: string;
  session_id?: string;
  status?: string;
  workflow_action?: string | null;
  execution_plan?: PlanStep[] | null;
  oauth_requirements?: OAuthRequirement[];
  service_groups?: ServiceGroup[];
  smart_forms_required?: boolean;
  smart_form?: SmartForm | null;
  message?: ChatMessage;
  user_message?: ChatMessage;
};

export type SendInput = {
  chatId: string;
  message: string;
  /** History without temporary messages. */
  conversation: { role: string; content: string }[];
  formInputs?: Record<string, unknown>;
  selectedServices?: string[];
};

export type PendingSend = { text: string; tempId: string; formInputs?: Record<string, unknown>; selectedServices?: string[] };

export type ChatInput = { chatId: string | null };

/** What loading a chat yields: its messages, optionally with the plan the server keeps for it (edited steps included). */
export type LoadedChat = Array<UiMessage | ChatMessage> | { messages: Array<UiMessage | ChatMessage>; plan?: PlanStep[] | null };

export type ChatContext = {
  chatId: string | null;
  messages: UiMessage[];
  plan: PlanStep[] | null;
  error: string | null;
  pending: PendingSend | null;
  tempSeq: number;
};

export type ChatEvent =
  | { type: 'chat.send'; text: string; formInputs?: Record<string, unknown>; selectedServices?: string[] }
  | { type: 'chat.load'; chatId: string | null }
  | { type: 'chat.dismissError' }
  /** Adds a message from elsewhere (the workflow machine's confirmations). */
  | { type: 'chat.appendMessage'; message: UiMessage | ChatMessage }
  | { type: 'plan.replaceStep'; step: PlanStep }
  | { type: 'plan.set'; plan: PlanStep[] | null }
  /** Sent by the `restorePlan` action with the plan cached in local storage (not persisted again). */
  | { type: 'plan.restored'; plan: PlanStep[] | null };

export type ChatEmitted =
  | { type: 'chat.sessionCreated'; chatId: string; chat: ChatSession }
  | { type: 'chat.serviceSelectionRequired'; groups: ServiceGroup[]; message: string }
  | { type: 'chat.smartFormRequired'; form: SmartForm; message: string }
  | { type: 'chat.oauthRequired'; requirements: OAuthRequirement[] }
  | { type: 'chat.planChanged'; plan: PlanStep[] | null }
  /** A reply was stored: the chat's title or order in the list may have changed. */
  | { type: 'chat.replied'; chatId: string };

export type PersistPlanParams = { chatId: string; plan: PlanStep[] | null; status: string | null };

// ---- pure helpers ----------------------------------------------------------------------------

const isPlan = (p: unknown): p is PlanStep[] => Array.isArray(p) && p.length > 0;

const toUi = (m: UiMessage | ChatMessage): UiMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  timestamp: m.timestamp,
  ...(m.metadata !== undefined ? { metadata: m.metadata as UiMessage['metadata'] } : {}),
  ...('isTemp' in m && m.isTemp ? { isTemp: true } : {}),
});

/** The conversation sent with a message: never temporary messages. */
export function conversationOf(messages: UiMessage[]): { role: string; content: string }[] {
  return messages.filter((m) => !m.isTemp).map((m) => ({ role: m.role, content: m.content }));
}

/** The latest assistant message's execution plan, if any. */
export function latestPlan(messages: UiMessage[]): PlanStep[] | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.role === 'assistant' && isPlan(m.metadata?.execution_plan)) return m.metadata!.execution_plan as PlanStep[];
  }
  return null;
}

/**
 * Server messages, then the local ones the server does not have. A local message with the same
 * role and text as a server message within MESSAGE_MERGE_WINDOW_MS is the same message.
 */
export function mergeMessages(server: UiMessage[], local: UiMessage[], windowMs = MESSAGE_MERGE_WINDOW_MS): UiMessage[] {
  const ids = new Set(server.map((m) => m.id));
  const extra = local.filter((l) => {
    if (ids.has(l.id)) return false;
    const t = Date.parse(l.timestamp);
    return !server.some(
      (s) => s.role === l.role && s.content === l.content && Math.abs(Date.parse(s.timestamp) - t) <= windowMs,
    );
  });
  return [...server, ...extra];
}

function replyText(r: ChatReplyLike): string {
  return r.reply ?? r.response ?? '';
}

// ---- machine ---------------------------------------------------------------------------------

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    emitted: {} as ChatEmitted,
  },
  actors: {
    loadMessages: fromPromise<LoadedChat, { chatId: string }>(async () => []),
    createChat: fromPromise<ChatSession, { title: string }>(async () => {
      throw new Error('createChat not provided');
    }),
    sendMessage: fromPromise<ChatReplyLike, SendInput>(async () => {
      throw new Error('sendMessage not provided');
    }),
  },
  actions: {
    /** Writes local storage `workflow_{chatId}`. */
    persistPlan: (_: unknown, _params: PersistPlanParams) => {},
    /** Reads local storage `workflow_{chatId}` and sends `plan.restored` back (default: nothing). */
    restorePlan: (_: unknown, _params: { chatId: string }) => {},
    /** Stores an edited plan on the server (PATCH /api/chats/{id}), so follow-ups and saves start from it. */
    savePlanRemote: (_: unknown, _params: { chatId: string; plan: PlanStep[] }) => {},
  },
  guards: {
    hasChatId: ({ context }) => !!context.chatId,
    canSend: ({ event }) => event.type === 'chat.send' && typeof event.text === 'string' && event.text.trim().length > 0,
    isOtherChat: ({ context, event }) => event.type === 'chat.load' && (event.chatId ?? null) !== context.chatId,
    hasPlan: ({ context }) => isPlan(context.plan),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    chatId: input?.chatId ?? null,
    messages: [],
    plan: null,
    error: null,
    pending: null,
    tempSeq: 0,
  }),
  initial: 'start',
  on: {
    'chat.load': {
      guard: 'isOtherChat',
      target: '.start',
      reenter: true,
      actions: [
        assign(({ event }) => ({ chatId: event.chatId ?? null, messages: [], plan: null, error: null, pending: null })),
        enqueueActions(({ enqueue }) => enqueue.emit({ type: 'chat.planChanged', plan: null })),
      ],
    },
    'chat.dismissError': { actions: assign({ error: null }) },
    'chat.appendMessage': {
      actions: assign({ messages: ({ context, event }) => [...context.messages.filter((m) => m.id !== event.message.id), toUi(event.message)] }),
    },
    'plan.set': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const plan = isPlan(event.plan) ? event.plan : null;
        enqueue.assign({ plan });
        if (context.chatId) enqueue({ type: 'persistPlan', params: { chatId: context.chatId, plan, status: null } });
        enqueue.emit({ type: 'chat.planChanged', plan });
      }),
    },
    'plan.restored': {
      actions: enqueueActions(({ event, enqueue }) => {
        if (!isPlan(event.plan)) return;
        enqueue.assign({ plan: event.plan });
        enqueue.emit({ type: 'chat.planChanged', plan: event.plan });
      }),
    },
    'plan.replaceStep': {
      guard: 'hasPlan',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const plan = context.plan!.map((s) => (s.step === event.step.step ? event.step : s));
        enqueue.assign({ plan });
        if (context.chatId) {
          enqueue({ type: 'persistPlan', params: { chatId: context.chatId, plan, status: null } });
          enqueue({ type: 'savePlanRemote', params: { chatId: context.chatId, plan } });
        }
        enqueue.emit({ type: 'chat.planChanged', plan });
      }),
    },
  },
  states: {
    start: {
      always: [{ guard: 'hasChatId', target: 'loading' }, { target: 'ready' }],
    },

    loading: {
      entry: { type: 'restorePlan', params: ({ context }) => ({ chatId: context.chatId! }) },
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ chatId: context.chatId! }),
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const loaded = Array.isArray(event.output) ? { messages: event.output, plan: null } : event.output;
            const messages = mergeMessages(loaded.messages.map(toUi), context.messages);
            enqueue.assign({ messages });
            if (!isPlan(context.plan)) {
              // the server's plan holds the user's step edits; the latest reply's plan is the fallback
              const plan = isPlan(loaded.plan) ? loaded.plan : latestPlan(messages);
              if (plan) {
                enqueue.assign({ plan });
                enqueue({ type: 'persistPlan', params: { chatId: context.chatId!, plan, status: null } });
                enqueue.emit({ type: 'chat.planChanged', plan });
              }
            }
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error, LOAD_ERROR_FALLBACK) }),
        },
      },
    },

    ready: {
      on: {
        'chat.send': {
          guard: 'canSend',
          target: 'sending',
          actions: assign(({ context, event }) => {
            const tempId = `temp-${context.tempSeq + 1}`;
            const temp: UiMessage = { id: tempId, role: 'user', content: event.text.trim(), timestamp: new Date().toISOString(), isTemp: true };
            return {
              tempSeq: context.tempSeq + 1,
              error: null,
              messages: [...context.messages, temp],
              pending: { text: event.text.trim(), tempId, formInputs: event.formInputs, selectedServices: event.selectedServices },
            };
          }),
        },
      },
    },

    // chat.send is not handled here: sends while busy are ignored.
    sending: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'hasChatId', target: 'posting' }, { target: 'creatingSession' }],
        },
        creatingSession: {
          invoke: {
            id: 'createChat',
            src: 'createChat',
            input: () => ({ title: DEFAULT_CHAT_TITLE }),
            onDone: {
              target: 'posting',
              actions: enqueueActions(({ event, enqueue }) => {
                enqueue.assign({ chatId: event.output.session_id });
                enqueue.emit({ type: 'chat.sessionCreated', chatId: event.output.session_id, chat: event.output });
              }),
            },
            onError: {
              target: '#chat.ready',
              actions: assign(({ context, event }) => ({
                messages: context.messages.filter((m) => m.id !== context.pending?.tempId),
                error: errorText(event.error, CREATE_SESSION_ERROR_FALLBACK),
                pending: null,
              })),
            },
          },
        },
        posting: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({
              chatId: context.chatId!,
              message: context.pending!.text,
              conversation: conversationOf(context.messages),
              ...(context.pending!.formInputs ? { formInputs: context.pending!.formInputs } : {}),
              ...(context.pending!.selectedServices ? { selectedServices: context.pending!.selectedServices } : {}),
            }),
            onDone: {
              target: '#chat.ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const reply = event.output ?? {};
                const pending = context.pending!;
                const temp = context.messages.find((m) => m.id === pending.tempId);
                const now = new Date().toISOString();
                const user: UiMessage = reply.user_message
                  ? toUi(reply.user_message)
                  : { id: pending.tempId.replace(/^temp-/, 'user-'), role: 'user', content: pending.text, timestamp: temp?.timestamp ?? now };
                const smartForm = reply.smart_form ?? reply.message?.metadata?.smart_form ?? null;
                const plan = isPlan(reply.execution_plan)
                  ? reply.execution_plan
                  : isPlan(reply.message?.metadata?.execution_plan)
                    ? reply.message!.metadata!.execution_plan!
                    : null;
                const assistant: UiMessage | null = reply.message
                  ? toUi(reply.message)
                  : replyText(reply)
                    ? {
                        id: pending.tempId.replace(/^temp-/, 'assistant-'),
                        role: 'assistant',
                        content: replyText(reply),
                        timestamp: now,
                        metadata: {
                          session_id: reply.session_id,
                          status: reply.status as MessageMetadata['status'],
                          workflow_action: reply.workflow_action ?? null,
                          ...(plan ? { execution_plan: plan } : {}),
                          ...(reply.oauth_requirements ? { oauth_requirements: reply.oauth_requirements } : {}),
                          ...(reply.service_groups ? { service_groups: reply.service_groups } : {}),
                          ...(smartForm ? { smart_form: smartForm, smart_forms_required: true } : {}),
                        },
                      }
                    : null;
                const kept = context.messages.filter((m) => m.id !== pending.tempId && m.id !== user.id && m.id !== assistant?.id);
                enqueue.assign({
                  messages: [...kept, user, ...(assistant ? [assistant] : [])],
                  pending: null,
                  chatId: context.chatId ?? reply.session_id ?? null,
                });
                const chatId = context.chatId ?? reply.session_id ?? null;
                if (plan) {
                  enqueue.assign({ plan });
                  if (chatId) enqueue({ type: 'persistPlan', params: { chatId, plan, status: reply.status ?? null } });
                  enqueue.emit({ type: 'chat.planChanged', plan });
                }
                if (reply.status === 'clarification_needed' && reply.service_groups?.length) {
                  enqueue.emit({ type: 'chat.serviceSelectionRequired', groups: reply.service_groups, message: pending.text });
                }
                if (smartForm) enqueue.emit({ type: 'chat.smartFormRequired', form: smartForm, message: pending.text });
                const oauth = reply.oauth_requirements ?? reply.message?.metadata?.oauth_requirements;
                if (oauth?.length) enqueue.emit({ type: 'chat.oauthRequired', requirements: oauth });
                if (chatId) enqueue.emit({ type: 'chat.replied', chatId });
              }),
            },
            onError: {
              target: '#chat.ready',
              actions: assign(({ context, event }) => ({
                messages: context.messages.filter((m) => m.id !== context.pending?.tempId),
                error: errorText(
                  event.error,
                  context.pending?.formInputs
                    ? FORM_SEND_ERROR_FALLBACK
                    : context.messages.some((m) => !m.isTemp) ? SEND_ERROR_FALLBACK : FIRST_MESSAGE_ERROR_FALLBACK,
                ),
                pending: null,
              })),
            },
          },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
