/**
 * The agents screens' actors: the runs list (agentRuns), the deploy dialog (deployAgent) and the
 * public page's chat (publicAgentChat), provided with src/api/agents.ts. docs/machines.md.
 */
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AgentRunStatus, DeployChannel } from '../../contracts/agents';
import { agentRunsMachine } from '../../machines/agentRuns.machine';
import { deployAgentMachine } from '../../machines/deployAgent.machine';
import { publicAgentChatMachine, type SavedConversation } from '../../machines/publicAgentChat.machine';
import { agents, publicAgents } from '../api/agents';
import { silentAbort } from './actors';
import { actorOptions, useAppDeps } from './session';

/** The 'Ejecuciones' tab: status filter and pages of 20 with 'Cargar Más'. */
export function useAgentRuns(agentId: string) {
  const logic = useMemo(() => agentRunsMachine.provide({
    actors: {
      fetchPage: fromPromise(silentAbort(({ input, signal }) => agents.runs(input.agentId, { page: input.page, status: input.status }, { signal }))),
    },
  }), []);
  const ref = useActorRef(logic, { input: { agentId }, ...actorOptions('agentRuns') });
  const state = useSelector(ref, (s) => ({
    runs: s.context.runs,
    status: s.context.status,
    hasMore: s.context.hasMore,
    error: s.context.error,
    loading: s.matches('loading'),
    loadingMore: s.matches('loadingMore'),
    failed: s.matches('failed'),
  }), shallowEqual);
  return {
    ...state,
    filter: (status: AgentRunStatus | null) => ref.send({ type: 'runs.filter', status }),
    loadMore: () => ref.send({ type: 'runs.loadMore' }),
    reload: () => ref.send({ type: 'runs.reload' }),
  };
}

export type AgentRunsView = ReturnType<typeof useAgentRuns>;

/** The deploy dialog; `onChanged` runs after a deploy or a switch-off (the detail reloads its deployments). */
export function useDeployAgent(agentId: string, onChanged: () => void) {
  const logic = useMemo(() => deployAgentMachine.provide({
    actors: {
      deploy: fromPromise(silentAbort(({ input, signal }) => agents.deploy(input.agentId, { channel: input.channel, ...(input.takeOver ? { take_over: true } : {}) }, { signal }))),
      undeploy: fromPromise(silentAbort(({ input, signal }) => agents.undeploy(input.agentId, input.channel, { signal }))),
    },
  }), []);
  const ref = useActorRef(logic, { input: { agentId }, ...actorOptions('deployAgent') });
  useEffect(() => {
    const sub = ref.on('deploy.changed', () => onChanged());
    return () => sub.unsubscribe();
  }, [ref, onChanged]);
  const state = useSelector(ref, (s) => ({
    channel: s.context.channel,
    message: s.context.message,
    error: s.context.error,
    deployment: s.context.deployment,
    canTakeOver: s.context.canTakeOver,
    deploying: s.matches('deploying'),
    disabling: s.matches('disabling'),
    succeeded: s.matches('success'),
    failed: s.matches('error'),
  }), shallowEqual);
  return {
    ...state,
    open: (channel?: DeployChannel) => ref.send({ type: 'deploy.open', channel }),
    chooseChannel: (channel: DeployChannel) => ref.send({ type: 'deploy.chooseChannel', channel }),
    submit: () => ref.send({ type: 'deploy.submit' }),
    takeOver: () => ref.send({ type: 'deploy.takeOver' }),
    disable: () => ref.send({ type: 'deploy.disable' }),
  };
}

export type DeployAgentView = ReturnType<typeof useDeployAgent>;

const conversationKey = (publicId: string) => `enlaza_agent_chat_${publicId}`;

function readSaved(storage: Storage | null, publicId: string): SavedConversation | null {
  try {
    const raw = storage?.getItem(conversationKey(publicId));
    const v = raw ? (JSON.parse(raw) as Partial<SavedConversation>) : null;
    return v && typeof v.conversationId === 'string' && typeof v.token === 'string' ? { conversationId: v.conversationId, token: v.token } : null;
  } catch {
    return null;
  }
}

/** The public page's chat; the visitor's conversation is kept in local storage (per page). */
export function usePublicAgentChat(publicId: string) {
  const deps = useAppDeps();
  const logic = useMemo(() => publicAgentChatMachine.provide({
    actors: {
      loadAgent: fromPromise(silentAbort(({ input, signal }) => publicAgents.get(input.publicId, { signal }))),
      loadConversation: fromPromise(silentAbort(({ input, signal }) => publicAgents.conversation(input.publicId, input, { signal }))),
      sendMessage: fromPromise(silentAbort(({ input, signal }) => publicAgents.send(input.publicId, {
        message: input.message,
        ...(input.saved ? { conversation_id: input.saved.conversationId, visitor_token: input.saved.token } : {}),
      }, { signal }))),
    },
    actions: {
      rememberConversation: (_, p) => {
        try {
          if (p.saved) deps.storage?.setItem(conversationKey(p.publicId), JSON.stringify(p.saved));
          else deps.storage?.removeItem(conversationKey(p.publicId));
        } catch {
          /* private mode: the conversation lives until the page closes */
        }
      },
    },
  }), [deps]);
  const ref = useActorRef(logic, { input: { publicId, saved: readSaved(deps.storage, publicId) }, ...actorOptions('publicAgentChat') });
  const state = useSelector(ref, (s) => ({
    agent: s.context.agent,
    messages: s.context.messages,
    pending: s.context.pending,
    error: s.context.error,
    loading: s.matches('loading') || s.matches('restoring'),
    sending: s.matches('sending'),
    unavailable: s.matches('unavailable'),
    failed: s.matches('failed'),
  }), shallowEqual);
  return {
    ...state,
    send: (text: string) => ref.send({ type: 'chat.send', text }),
    retry: () => ref.send({ type: 'chat.retry' }),
    dismissError: () => ref.send({ type: 'chat.dismissError' }),
  };
}
