import { assign, enqueueActions, setup } from 'xstate';
import type { TrustedOrigins } from './oauthPopup.machine';
import { serviceConnectionMachine, type ServiceConnectionOutput } from './serviceConnection.machine';

/**
 * oauthRequirements — the OAuth requirement handler (spec §4): the services a chat reply says are
 * missing (`oauth_requirements`, emitted by the chat machine as `chat.oauthRequired`) are connected
 * one by one in the service authentication modal, showing 'n of total'.
 *
 *   Diagram: docs/machines/oauthRequirements.md (generated from this definition by `npm run diagrams`).
 *
 * Closing the modal is not a cancel: nothing is reported, the requirements stay pending and the
 * chat header's retry-auth button resumes them.
 */

export const NEXT_REQUIREMENT_MS = 100;
/** Sent by the chat when every requirement is connected (spec §4, kept in English). */
export const OAUTH_CONTINUATION_MESSAGE = 'OAuth authentication completed successfully. Please continue with the workflow.';

// ---- types -----------------------------------------------------------------------------------

/** One entry of a chat reply's `oauth_requirements` (contracts/chat.ts OAuthRequirement). */
export type Requirement = {
  service_id: string;
  service_name: string;
  auth_url?: string;
  mechanism: string;
  category?: string;
  metadata?: unknown;
};

export type OAuthRequirementsInput = { origins: TrustedOrigins };

export type OAuthRequirementsContext = {
  origins: TrustedOrigins;
  chatId: string | null;
  requirements: Requirement[];
  /** Index of the requirement being connected. */
  index: number;
};

export type OAuthRequirementsEvent =
  | { type: 'queue.add'; requirements: Requirement[]; chatId: string | null }
  /** The retry-auth button. */
  | { type: 'queue.resume' }
  /** Another chat is shown: forget everything. */
  | { type: 'queue.reset' };

export type OAuthRequirementsEmitted = { type: 'queue.completed'; serviceIds: string[] };

// ---- pure helpers ----------------------------------------------------------------------------

/** Appends the requirements whose service is not queued yet. */
export function mergeRequirements(current: Requirement[], incoming: Requirement[]): Requirement[] {
  const seen = new Set(current.map((r) => r.service_id));
  const added: Requirement[] = [];
  for (const r of incoming) {
    if (!r?.service_id || seen.has(r.service_id)) continue;
    seen.add(r.service_id);
    added.push(r);
  }
  return [...current, ...added];
}

/** 'n of total' as the modal shows it. */
export const progressOf = (c: Pick<OAuthRequirementsContext, 'index' | 'requirements'>) => ({
  n: Math.min(c.index + 1, c.requirements.length),
  total: c.requirements.length,
});

// ---- machine ---------------------------------------------------------------------------------

export const oauthRequirementsMachine = setup({
  types: {
    context: {} as OAuthRequirementsContext,
    events: {} as OAuthRequirementsEvent,
    input: {} as OAuthRequirementsInput,
    emitted: {} as OAuthRequirementsEmitted,
  },
  actors: {
    serviceConnection: serviceConnectionMachine,
  },
  guards: {
    bringsNew: ({ context, event }) =>
      event.type === 'queue.add' && mergeRequirements(context.requirements, event.requirements ?? []).length > context.requirements.length,
    connected: ({ event }) => !!(event as { output?: ServiceConnectionOutput }).output?.connected,
    hasNext: ({ context }) => context.index < context.requirements.length,
  },
  delays: {
    NEXT_REQUIREMENT: NEXT_REQUIREMENT_MS,
  },
}).createMachine({
  id: 'oauthRequirements',
  context: ({ input }) => ({ origins: input.origins, chatId: null, requirements: [], index: 0 }),
  initial: 'idle',
  on: {
    'queue.reset': { target: '.idle', actions: assign({ requirements: [], index: 0, chatId: null }) },
  },
  states: {
    idle: {
      on: {
        'queue.add': {
          guard: 'bringsNew',
          target: 'connecting',
          actions: assign(({ event }) => ({ requirements: mergeRequirements([], event.requirements), index: 0, chatId: event.chatId })),
        },
      },
    },

    connecting: {
      invoke: {
        id: 'serviceConnection',
        src: 'serviceConnection',
        input: ({ context }) => {
          const r = context.requirements[context.index];
          return {
            serviceId: r.service_id,
            serviceName: r.service_name,
            chatId: context.chatId,
            origins: context.origins,
            ...(r.category ? { category: r.category } : {}),
          };
        },
        onDone: [
          { guard: 'connected', target: 'advancing', actions: assign({ index: ({ context }) => context.index + 1 }) },
          { target: 'paused' },
        ],
      },
      on: {
        'queue.add': {
          guard: 'bringsNew',
          actions: assign({ requirements: ({ context, event }) => mergeRequirements(context.requirements, event.requirements) }),
        },
      },
    },

    advancing: {
      after: {
        NEXT_REQUIREMENT: [
          { guard: 'hasNext', target: 'connecting' },
          {
            target: 'idle',
            actions: enqueueActions(({ context, enqueue }) => {
              enqueue.emit({ type: 'queue.completed', serviceIds: context.requirements.map((r) => r.service_id) });
              enqueue.assign({ requirements: [], index: 0 });
            }),
          },
        ],
      },
      on: {
        'queue.add': {
          guard: 'bringsNew',
          actions: assign({ requirements: ({ context, event }) => mergeRequirements(context.requirements, event.requirements) }),
        },
      },
    },

    /** The modal was closed: requirements stay pending (the retry-auth button is shown). */
    paused: {
      on: {
        'queue.resume': { target: 'connecting' },
        'queue.add': [
          {
            guard: 'bringsNew',
            target: 'connecting',
            actions: assign(({ context, event }) => ({
              requirements: mergeRequirements(context.requirements, event.requirements),
              chatId: event.chatId ?? context.chatId,
            })),
          },
          { target: 'connecting' },
        ],
      },
    },
  },
});

export type OAuthRequirementsMachine = typeof oauthRequirementsMachine;
