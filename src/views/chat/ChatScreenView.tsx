import { t } from '../../i18n/messages';
import { useState } from 'react';
import type { PlanStep, StepResult } from '../../../contracts';
import { ChatEmptyState } from './ChatEmptyState';
import { ChatHeader, type ChatHeaderProps } from './ChatHeader';
import { ChatInput } from './ChatInput';
import { ErrorBanner } from './ErrorBanner';
import { MessageList, type ChatBubble } from './MessageList';
import { PlanPanel, type PlanPanelTools } from './PlanPanel';
import { ChatTabs, PHONE_QUERY } from './ChatTabs';
import { FileDiscoveryButton, planUsesFiles } from './FileDiscoveryDialog';
import { useMediaQuery } from '../../components/useMediaQuery';

export type ChatScreenViewProps = {
  header: ChatHeaderProps;
  messages: ChatBubble[];
  /** Loading the conversation or sending a message. */
  busy: boolean;
  /** A message is being sent (shows the waiting bubble). */
  sending: boolean;
  loading: boolean;
  error: string | null;
  onDismissError: () => void;
  plan: PlanStep[] | null;
  results: StepResult[];
  /** Edit, debug and webhook-URL buttons on the plan's steps. */
  planTools?: PlanPanelTools;
  onSend: (text: string) => void;
  /** The message that asked for a smart form still unanswered, and how to open the form again. */
  pendingForm?: { messageId: string | null; onOpen: () => void };
};

/** The chat screen body: header, error banner, plan, conversation (or greeting) and input. */
export function ChatScreenView(p: ChatScreenViewProps) {
  const empty = p.messages.length === 0;
  const hasPlan = !!p.plan && p.plan.length > 0;
  // Phones: the plan is a tab next to the conversation, so neither is squeezed (docs/ui.md).
  const phone = useMediaQuery(PHONE_QUERY);
  const [pane, setPane] = useState<'chat' | 'plan'>('chat');
  const tabs = phone && hasPlan;
  const showChat = !tabs || pane === 'chat';
  const showPlan = hasPlan && (!tabs || pane === 'plan');
  return (
    <div className="chat-screen">
      <ChatHeader {...p.header} />
      {p.error ? <ErrorBanner message={p.error} onDismiss={p.onDismissError} /> : null}
      {tabs ? <ChatTabs pane={pane} steps={p.plan!.length} onChange={setPane} /> : null}
      <div className={`chat-body ${hasPlan ? 'has-plan' : ''}`}>
        <div
          className="chat-conversation"
          id="chat-pane-chat"
          hidden={!showChat}
          {...(tabs ? { role: 'tabpanel', 'aria-labelledby': 'chat-tab-chat' } : {})}
        >
          <div className="chat-scroll" tabIndex={0} role="region" aria-label={t.chat.tabChat}>
            {empty && !p.sending && !p.loading ? (
              <ChatEmptyState onExample={p.onSend} disabled={p.busy} />
            ) : (
              <MessageList
                messages={p.messages}
                waiting={p.sending}
                pendingForm={p.pendingForm && !p.busy ? p.pendingForm : undefined}
              />
            )}
          </div>
          <div className="chat-footer">
            <ChatInput busy={p.busy} empty={empty} onSend={p.onSend} />
          </div>
        </div>
        {hasPlan ? (
          <aside className="chat-plan" id="chat-pane-plan" hidden={!showPlan} {...(tabs ? { role: 'tabpanel', 'aria-labelledby': 'chat-tab-plan' } : {})}>
            {planUsesFiles(p.plan!) ? (
              <div className="plan-extra">
                <FileDiscoveryButton plan={p.plan!} intent={p.messages.find((m) => m.role === 'user')?.content ?? ''} />
              </div>
            ) : null}
            <PlanPanel plan={p.plan!} results={p.results} tools={p.planTools} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
