import { assign, emit, fromPromise, setup } from 'xstate';
import type { AgentDeployment, DeployAnswer, DeployChannel } from '../contracts/agents';
import { errorText } from './shared';

/**
 * deployAgent — the 'Desplegar agente' dialog (spec §2 Other modals, §4 "Deploy agent": idle,
 * deploying, error, success with the server message; the state resets when the dialog opens; §8:
 * a deploy error shows the detail or 'fallo'). Also switches a deployment off (`disabling`), and
 * when the Telegram bot is in use offers to hand it over (`deploy.takeOver`, a second deploy with
 * `take_over: true`).
 *
 *   Diagram: docs/machines/deployAgent.md (generated from this definition by `npm run diagrams`).
 */

export const DEPLOY_FALLBACK_ERROR = 'fallo';

export type DeployContext = {
  agentId: string;
  channel: DeployChannel;
  /** The server's message after a deploy or a switch-off. */
  message: string | null;
  error: string | null;
  /** The deployment the last deploy answered (null after switching off). */
  deployment: AgentDeployment | null;
  /** The Telegram bot is in use by a workflow or another agent: the owner may hand it over. */
  canTakeOver: boolean;
};

export type DeployEvent =
  | { type: 'deploy.open'; channel?: DeployChannel }
  | { type: 'deploy.chooseChannel'; channel: DeployChannel }
  | { type: 'deploy.submit' }
  | { type: 'deploy.takeOver' }
  | { type: 'deploy.disable' };

export type DeployEmitted = { type: 'deploy.changed'; channel: DeployChannel };

const busyFree = { message: null, error: null, canTakeOver: false } as const;

/** True when the server refused because the bot is in use and said it can be handed over (409 body). */
export function canTakeOverOf(error: unknown): boolean {
  const body = error && typeof error === 'object' ? (error as { body?: { can_take_over?: unknown } }).body : undefined;
  return body?.can_take_over === true;
}

export const deployAgentMachine = setup({
  types: {
    context: {} as DeployContext,
    input: {} as { agentId: string; channel?: DeployChannel },
    events: {} as DeployEvent,
    emitted: {} as DeployEmitted,
  },
  actors: {
    deploy: fromPromise<DeployAnswer, { agentId: string; channel: DeployChannel; takeOver: boolean }>(async () => {
      throw new Error('deploy not provided');
    }),
    undeploy: fromPromise<{ message: string }, { agentId: string; channel: DeployChannel }>(async () => ({ message: '' })),
  },
  guards: {
    canTakeOver: ({ context }) => context.canTakeOver,
  },
}).createMachine({
  id: 'deployAgent',
  context: ({ input }) => ({ agentId: input.agentId, channel: input.channel ?? 'web', deployment: null, ...busyFree }),
  initial: 'idle',
  on: {
    'deploy.open': {
      target: '.idle',
      actions: assign(({ context, event }) => ({ channel: event.channel ?? context.channel, deployment: null, ...busyFree })),
    },
  },
  states: {
    idle: {
      on: {
        'deploy.chooseChannel': { actions: assign(({ event }) => ({ channel: event.channel, ...busyFree })) },
        'deploy.submit': { target: 'deploying', actions: assign({ ...busyFree }) },
        'deploy.disable': { target: 'disabling', actions: assign({ ...busyFree }) },
      },
    },
    deploying: {
      entry: assign({ canTakeOver: false }),
      invoke: {
        id: 'deploy',
        src: 'deploy',
        input: ({ context, event }) => ({ agentId: context.agentId, channel: context.channel, takeOver: event.type === 'deploy.takeOver' }),
        onDone: {
          target: 'success',
          actions: [
            assign(({ event }) => ({ message: event.output.message, deployment: event.output.deployment })),
            emit(({ context }) => ({ type: 'deploy.changed' as const, channel: context.channel })),
          ],
        },
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({ error: errorText(event.error, DEPLOY_FALLBACK_ERROR), canTakeOver: canTakeOverOf(event.error) })),
        },
      },
    },
    disabling: {
      invoke: {
        id: 'undeploy',
        src: 'undeploy',
        input: ({ context }) => ({ agentId: context.agentId, channel: context.channel }),
        onDone: {
          target: 'success',
          actions: [
            assign(({ event }) => ({ message: event.output.message, deployment: null })),
            emit(({ context }) => ({ type: 'deploy.changed' as const, channel: context.channel })),
          ],
        },
        onError: { target: 'error', actions: assign(({ event }) => ({ error: errorText(event.error, DEPLOY_FALLBACK_ERROR) })) },
      },
    },
    error: {
      on: {
        'deploy.takeOver': { guard: 'canTakeOver', target: 'deploying', actions: assign({ error: null }) },
        'deploy.submit': { target: 'deploying', actions: assign({ ...busyFree }) },
        'deploy.chooseChannel': { target: 'idle', actions: assign(({ event }) => ({ channel: event.channel, ...busyFree })) },
      },
    },
    success: {
      on: {
        'deploy.submit': { target: 'deploying', actions: assign({ ...busyFree }) },
        'deploy.disable': { target: 'disabling', actions: assign({ ...busyFree }) },
        'deploy.chooseChannel': { target: 'idle', actions: assign(({ event }) => ({ channel: event.channel, ...busyFree, deployment: null })) },
      },
    },
  },
});

export type DeployAgentMachine = typeof deployAgentMachine;
