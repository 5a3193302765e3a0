import type { KeyboardEvent } from 'react';
import { t } from '../../i18n/messages';

/** Below this width the conversation and the plan are two tabs (chat.css uses the same value). */
export const PHONE_QUERY = '(max-width: 760px)';

type Pane = 'chat' | 'plan';

/** 'Conversación' / 'Plan (N pasos)' tabs of the chat screen on phones; arrows move between them. */
export function ChatTabs({ pane, steps, onChange }: { pane: Pane; steps: number; onChange: (pane: Pane) => void }) {
  const panes: { id: Pane; label: string }[] = [
    { id: 'chat', label: t.chat.tabChat },
    { id: 'plan', label: `${t.chat.tabPlan} (${t.chat.planSteps(steps)})` },
  ];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next: Pane = pane === 'chat' ? 'plan' : 'chat';
    onChange(next);
    document.getElementById(`chat-tab-${next}`)?.focus();
  };
  return (
    <div className="chat-tabs" role="tablist" aria-label={t.chat.tabsLabel} onKeyDown={onKeyDown}>
      {panes.map((p) => (
        <button
          key={p.id}
          id={`chat-tab-${p.id}`}
          type="button"
          role="tab"
          aria-selected={pane === p.id}
          aria-controls={`chat-pane-${p.id}`}
          tabIndex={pane === p.id ? 0 : -1}
          className={`chat-tab ${pane === p.id ? 'is-selected' : ''}`}
          onClick={() => onChange(p.id)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
