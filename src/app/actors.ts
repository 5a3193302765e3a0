/**
 * The `.provide()` implementations of every machine: API calls (src/api/endpoints.ts), local
 * storage, navigation, alerts and toasts. Everything environment-specific enters through `AppDeps`
 * so tests can pass fakes.
 */
import { fromPromise } from 'xstate';
import { checkExecutionPlan, type PlanStep } from '../../contracts';
import { chat, chats, flows } from '../api/endpoints';
import { chatMachine, type ChatReplyLike, type LoadedChat, type PersistPlanParams, type SendInput, type UiMessage } from '../../machines/chat.machine';
import { workflowMachine, type DecideInput, type DecisionAnswer, type WorkflowStatusResult } from '../../machines/workflow.machine';
import { chatListMachine } from '../../machines/chatList.machine';
import { workflowListMachine } from '../../machines/workflowList.machine';
import { resourceMachine } from '../../machines/resource.machine';
import { DELETE_CHAT_ERROR, logFailure, NEW_WORKFLOW_NAV_ERROR, NO_WORKFLOW_FROM_CONTEXT, UPDATE_CHAT_ERROR } from './fallbackTexts';
import { silentAbort, type AppDeps } from './sessionActors';

export { alertAsToast, defaultDeps, HOME, provideSession, silentAbort, type AppDeps, type NotifyType } from './sessionActors';

export const STEP_SAVE_FAILED = 'No se pudo guardar el cambio del paso. Revisa tu conexión e inténtalo de nuevo.';

// ---- plan cache (local storage `workflow_{chatId}`, spec §3) ---------------------------------

export const planKey = (chatId: string) => `workflow_${chatId}`;

export type CachedPlan = {
  execution_plan: PlanStep[];
  workflow_created: boolean;
  timestamp: string;
  metadata: { session_id: string; status: string | null };
};

export function writePlan(storage: Storage | null, { chatId, plan, status }: PersistPlanParams): void {
  if (!storage) return;
  try {
    if (!plan || plan.length === 0) {
      storage.removeItem(planKey(chatId));
      return;
    }
    const value: CachedPlan = {
      execution_plan: plan,
      workflow_created: true,
      timestamp: new Date().toISOString(),
      metadata: { session_id: chatId, status },
    };
    storage.setItem(planKey(chatId), JSON.stringify(value));
  } catch {
    /* quota or privacy mode: the plan just is not cached */
  }
}

export function readPlan(storage: Storage | null, chatId: string): PlanStep[] | null {
  try {
    const raw = storage?.getItem(planKey(chatId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CachedPlan>;
    return Array.isArray(parsed.execution_plan) && parsed.execution_plan.length > 0 ? parsed.execution_plan : null;
  } catch {
    return null;
  }
}

// ---- session ---------------------------------------------------------------------------------

// ---- chat + workflow -------------------------------------------------------------------------

export function provideChat(deps: AppDeps) {
  return chatMachine.provide({
    actors: {
      loadMessages: fromPromise<LoadedChat, { chatId: string }>(
        silentAbort(async ({ input, signal }) => {
          // the stored plan only refines what the messages already give: its failure is not the chat's
          const [messages, session] = await Promise.all([
            chats.messages(input.chatId, { signal }),
            chats.get(input.chatId, { signal }).catch(() => null),
          ]);
          return { messages, plan: session?.execution_plan ?? null };
        }),
      ),
      createChat: fromPromise(silentAbort(({ input, signal }) => chats.create(input.title, { signal }))),
      sendMessage: fromPromise<ChatReplyLike, SendInput>(silentAbort(async ({ input, signal }) => {
        const workflowType = deps.workflowType();
        const choice = workflowType === 'agent' ? deps.modelChoice() : null;
        return (await chat.send(
          {
            session_id: input.chatId,
            message: input.message,
            conversation: input.conversation,
            workflow_type: workflowType,
            ...(choice ? { provider: choice.provider || undefined, model: choice.model } : {}),
            ...(input.formInputs ? { frontend_user_inputs: input.formInputs } : {}),
            ...(input.selectedServices ? { selected_services: input.selectedServices } : {}),
          },
          { signal },
        )) as ChatReplyLike;
      })),
    },
    actions: {
      persistPlan: (_, params) => writePlan(deps.storage, params),
      savePlanRemote: (_, params) => {
        chats.savePlan(params.chatId, params.plan).catch((error) => {
          deps.log('Saving an edited step failed', error);
          deps.notify('error', STEP_SAVE_FAILED);
        });
      },
      restorePlan: ({ self }, params) => {
        const plan = readPlan(deps.storage, params.chatId);
        if (plan) self.send({ type: 'plan.restored', plan });
      },
    },
  });
}

export function provideWorkflow(deps: AppDeps) {
  return workflowMachine.provide({
    actors: {
      loadStatus: fromPromise<WorkflowStatusResult, { chatId: string }>(silentAbort(async ({ input, signal }) => {
        const status = (await chat.workflowStatus(input.chatId, { signal }))?.workflow_status ?? null;
        // the saved steps tell whether the plan on screen has unsaved changes (issue 10)
        const savedSteps = async (flowId: string) => (await flows.get(flowId, { signal })).spec?.steps ?? null;
        if (status?.flow_id) {
          const savedPlan = Array.isArray(status.saved_plan) ? status.saved_plan : await savedSteps(status.flow_id);
          return { flowId: status.flow_id, isActive: !!status.is_active, savedPlan };
        }
        // Spec §4: activation is usable once a flow_id exists — after save, or found among the user's flows.
        const mine = (await flows.list({ signal })).find((f) => f.chat_id === input.chatId);
        return mine
          ? { flowId: mine.flow_id, isActive: mine.is_active, savedPlan: await savedSteps(mine.flow_id) }
          : { flowId: null, isActive: !!status?.is_active, savedPlan: null };
      })),
      decide: fromPromise<DecisionAnswer, DecideInput>(silentAbort(async ({ input, signal }) => {
        // spec §5: save and execute need a plan; activation works on the saved flow
        const problem = input.decision === 'activate' ? null : checkExecutionPlan(input.plan);
        if (problem) throw new Error(problem);
        const answer = (await chat.workflowDecision(
          {
            decision: input.decision,
            ...(input.chatId ? { chat_id: input.chatId, session_id: input.chatId } : {}),
            ...(input.plan ? { execution_plan: input.plan, workflow_context: { workflow_data: { execution_plan: input.plan } } } : {}),
            ...(input.isActive !== undefined ? { is_active: input.isActive } : {}),
          },
          { signal },
        )) as DecisionAnswer;
        // a save that names no workflow leaves nothing to activate or run
        if (input.decision === 'save' && answer?.success && !answer.flow_id && !answer.workflow_id) throw new Error(NO_WORKFLOW_FROM_CONTEXT);
        return answer;
      })),
    },
    actions: {
      // the reason (e.g. 'Conecta Gmail para activar') is a toast; the banner keeps it until dismissed
      alert: (_, params) => deps.notify('error', params.message),
      notify: (_, params) => deps.notify(params.type, params.message),
    },
  });
}

// ---- lists -----------------------------------------------------------------------------------

export function provideChatList(deps: AppDeps) {
  return chatListMachine.provide({
    actors: {
      fetchChats: fromPromise(silentAbort(({ signal }) => chats.list({ signal }))),
      createChat: fromPromise(silentAbort(({ input, signal }) => chats.create(input.title, { signal }))),
      renameChat: fromPromise<unknown, { chatId: string; title: string }>(silentAbort(({ input, signal }) => logFailure(UPDATE_CHAT_ERROR, signal, () => chats.rename(input.chatId, input.title, { signal })))),
      // delete failures are tolerated (spec §8): logged, and the list reloads
      deleteChat: fromPromise(silentAbort(({ input, signal }) => logFailure(DELETE_CHAT_ERROR, signal, () => chats.remove(input.chatId, { signal, workflow: input.workflow })))),
    },
    actions: {
      navigateToChat: (_, params) => deps.navigate(`/chat/${encodeURIComponent(params.chatId)}`),
      navigateToNewChat: () => {
        try {
          deps.navigate('/chat');
        } catch {
          deps.alert(NEW_WORKFLOW_NAV_ERROR);
        }
      },
      alert: (_, params) => deps.alert(params.message),
    },
  });
}

export function provideWorkflowList(deps: AppDeps) {
  return workflowListMachine.provide({
    actors: {
      fetchFlows: fromPromise(silentAbort(({ signal }) => flows.list({ signal }))),
      activateFlow: fromPromise<{ is_active?: boolean } | undefined, { flowId: string; isActive: boolean }>(silentAbort(({ input, signal }) => flows.activate(input.flowId, input.isActive, { signal }))),
      runFlow: fromPromise<unknown, { flowId: string }>(silentAbort(async ({ input, signal }) => {
        const answer = (await flows.runNow(input.flowId, { signal })) as { status?: string; message?: string } | undefined;
        // a finished run that failed answers 200 with status 'error'
        if (answer?.status === 'error') throw new Error((answer.message ?? '').replace(/^Error ejecutando workflow:\s*/, '') || 'Error');
        return answer;
      })),
      deleteFlow: fromPromise(silentAbort(({ input, signal }) => flows.remove(input.flowId, { signal }))),
      saveMissedSlots: fromPromise<unknown, { flowId: string; missedSlots: 'catch_up' | 'skip' }>(
        silentAbort(({ input, signal }) => flows.setMissedSlots(input.flowId, input.missedSlots, { signal })),
      ),
    },
    actions: {
      alert: (_, params) => deps.alert(params.message),
    },
  });
}

export { provideResource } from './resource';
