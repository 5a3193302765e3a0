import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { usePublicAgentChat } from '../../app/agents';
import { agentsText as a } from '../../i18n/agents';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';

const p = a.publicPage;

/** /a/{public_id}: a deployed agent's public chat (no sign-in). */
export function PublicAgentPage({ publicId }: { publicId: string }) {
  const chat = usePublicAgentChat(publicId);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  // braces: newer Chromium's scrollIntoView returns a promise, which must not become the effect's cleanup
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.pending]);

  if (chat.unavailable) {
    return (
      <main className="public-agent">
        <div className="public-agent-card public-agent-empty" role="alert">
          <Icon name="bot" size={36} />
          <h1>{p.unavailable}</h1>
          <p className="muted">{p.unavailableBody}</p>
        </div>
      </main>
    );
  }
  if (chat.loading || !chat.agent) {
    return (
      <main className="public-agent">
        <div className="public-agent-card public-agent-empty">
          {chat.failed ? (
            <>
              <p className="notice notice-error">{chat.error}</p>
              <button type="button" className="button button-primary" onClick={chat.retry}>{p.retry}</button>
            </>
          ) : (
            <p className="muted"><Spinner /> {p.loading}</p>
          )}
        </div>
      </main>
    );
  }

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || chat.sending) return;
    chat.send(text);
    setText('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <main className="public-agent">
      <div className="public-agent-card" data-testid="public-agent">
        <header className="public-agent-header">
          <span className="agent-avatar" aria-hidden="true"><Icon name="bot" size={22} /></span>
          <div>
            <h1>{chat.agent.name}</h1>
            <p className="muted">{p.subtitle}</p>
          </div>
        </header>
        <div className="public-agent-messages" aria-live="polite">
          <div className="bubble bubble-assistant"><span className="bubble-role">{p.agent}</span>{chat.agent.greeting}</div>
          {chat.messages.map((m) => (
            <div key={m.id} className={`bubble bubble-${m.role}`} data-testid={`public-message-${m.role}`}>
              <span className="bubble-role">{m.role === 'user' ? p.you : p.agent}</span>
              {m.content}
            </div>
          ))}
          {chat.pending ? (
            <>
              <div className="bubble bubble-user is-temp"><span className="bubble-role">{p.you}</span>{chat.pending}</div>
              <div className="bubble bubble-assistant is-temp"><Spinner /> {p.thinking}</div>
            </>
          ) : null}
          <div ref={end} />
        </div>
        {chat.error ? (
          <div className="notice notice-error public-agent-error" role="alert">
            {chat.error}
            <button type="button" className="icon-button" aria-label={p.dismiss} onClick={chat.dismissError}><Icon name="x" size={14} /></button>
          </div>
        ) : null}
        <form className="public-agent-input" onSubmit={submit}>
          <textarea
            aria-label={p.inputLabel}
            placeholder={p.placeholder}
            value={text}
            maxLength={2000}
            rows={1}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
          />
          <button type="submit" className="button button-primary" disabled={!text.trim() || chat.sending}>
            <Icon name="send" size={16} /> {p.send}
          </button>
        </form>
      </div>
    </main>
  );
}
