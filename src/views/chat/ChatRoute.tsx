import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useChatScreen, useChatScreenState, useOAuthRequirements } from '../../app';
import { t } from '../../i18n/messages';
import { preferences, setMode } from '../../stores/preferences';
import { HeaderModelPicker } from './ModelPicker';
import { AccessRequired } from './AccessRequired';
import { ChatScreenView } from './ChatScreenView';
import { useChatListContext } from '../sidebar/ChatListContext';
import { RequirementQueueModal } from './RequirementQueueModal';
import { useChatPrompt } from '../../app/chatPrompt';
import { ServiceSelectionDialog } from './ServiceSelectionDialog';
import { SmartFormDialog } from './SmartFormDialog';
import type { PlanStep, StepResult } from '../../../contracts';
import { useStepEditor } from '../../app/planTools';
import { StepDebugDialog } from './StepDebugDialog';
import { StepEditorDialog } from './StepEditorDialog';
import { WebhookUrlsDialog } from './WebhookUrlsDialog';
import { useSimulation } from '../../app/headerTools';
import { SimulationDialog } from './SimulationDialog';
import { onDemand } from '../../components/onDemand';

const CredentialsModal = onDemand(async () => (await import('../credentials/CredentialsModal')).CredentialsModal);
const WorkflowMetricsDialog = onDemand(async () => (await import('../metrics/WorkflowMetricsDialog')).WorkflowMetricsDialog);

/** /chat and /chat/:chatId — 'Acceso Requerido' without a token, else the wired chat screen. */
export function ChatRoute({ chatId, loggedIn }: { chatId: string | null; loggedIn: boolean }) {
  if (!loggedIn) return <AccessRequired />;
  return <ChatScreen chatId={chatId} />;
}

function ChatScreen({ chatId }: { chatId: string | null }) {
  const prefs = useSnapshot(preferences);
  const refs = useChatScreen(chatId);
  const s = useChatScreenState(refs);
  const wf = s.workflow;
  const sendChat = refs.chat.send;
  const sendWorkflow = refs.workflow.send;
  const error = s.error ?? wf.error;
  const list = useChatListContext();
  const current = s.chatId ? list?.chats.find((c) => c.session_id === s.chatId) : undefined;
  const title = current?.title?.trim() || t.chat.newChatTitle;
  const editor = useStepEditor(refs.chat);
  const [debugging, setDebugging] = useState<{ step: PlanStep; result: StepResult } | null>(null);
  const [showWebhooks, setShowWebhooks] = useState(false);
  const [showMetrics, setShowMetrics] = useState(false);
  const simulation = useSimulation();
  const auth = useOAuthRequirements(refs.chat, chatId);
  const prompt = useChatPrompt(refs.chat, auth.ref);
  const [credentialsOpen, setCredentialsOpen] = useState(false);
  // closing the credentials modal may have added an AI key: the picker reloads the catalogue's health
  const [keysVersion, setKeysVersion] = useState(0);
  const onCredentialsChange = (open: boolean) => {
    setCredentialsOpen(open);
    if (!open) setKeysVersion((v) => v + 1);
  };

  return (
    <>
      <ChatScreenView
        header={{
          title,
          mode: prefs.mode,
          onModeChange: setMode,
          modelPicker: <HeaderModelPicker onAddKey={() => setCredentialsOpen(true)} reloadKey={keysVersion} />,
          hasPlan: s.hasPlan,
          unsaved: wf.unsaved,
          isActive: wf.isActive,
          saving: wf.saving,
          loadingStatus: wf.loadingStatus,
          toggling: wf.toggling,
          executing: wf.executing,
          processing: s.busy,
          onSave: () => sendWorkflow({ type: 'workflow.save' }),
          onToggleActive: () => sendWorkflow({ type: 'workflow.toggleActive' }),
          onExecute: () => sendWorkflow({ type: 'workflow.execute' }),
          onSimulate: () => simulation.simulate(s.plan, s.chatId),
          onMetrics: () => setShowMetrics(true),
          onCredentials: () => setCredentialsOpen(true),
          authPending: auth.pending,
          onRetryAuth: auth.resume,
        }}
        messages={s.messages}
        busy={s.busy}
        sending={s.sending}
        loading={s.loading}
        error={error}
        onDismissError={() => {
          if (s.error) sendChat({ type: 'chat.dismissError' });
          if (wf.error) sendWorkflow({ type: 'workflow.dismissError' });
        }}
        plan={s.plan}
        results={wf.results}
        planTools={{
          onEdit: (step) => editor.send({ type: 'step.edit', step }),
          onDebug: (step, result) => setDebugging({ step, result }),
          onWebhookUrls: () => setShowWebhooks(true),
        }}
        onSend={(text) => sendChat({ type: 'chat.send', text })}
        pendingForm={{ messageId: prompt.formMessageId, onOpen: prompt.reopenForm }}
      />
      <RequirementQueueModal open={auth.open} connection={auth.connection} n={auth.n} total={auth.total} />
      <CredentialsModal open={credentialsOpen} onOpenChange={onCredentialsChange} chatId={s.chatId} />
      <StepEditorDialog editor={editor} />
      <StepDebugDialog step={debugging?.step ?? null} result={debugging?.result ?? null} onClose={() => setDebugging(null)} />
      <WebhookUrlsDialog open={showWebhooks} flowId={wf.flowId} onClose={() => setShowWebhooks(false)} />
      <SimulationDialog sim={simulation} />
      <WorkflowMetricsDialog open={showMetrics} flowId={wf.flowId} onClose={() => setShowMetrics(false)} />
      <ServiceSelectionDialog
        open={prompt.selectingServices}
        groups={prompt.groups}
        selected={prompt.selected}
        onToggle={(serviceId) => prompt.send({ type: 'service.toggle', serviceId })}
        onContinue={() => prompt.send({ type: 'submit' })}
        onCancel={() => prompt.send({ type: 'cancel' })}
      />
      <SmartFormDialog
        open={prompt.fillingForm}
        form={prompt.form}
        values={prompt.values}
        errors={prompt.errors}
        onChange={(fieldId, value) => prompt.send({ type: 'form.change', fieldId, value })}
        onSubmit={() => prompt.send({ type: 'submit' })}
        onCancel={() => prompt.send({ type: 'cancel' })}
      />
    </>
  );
}
