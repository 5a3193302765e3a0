import { useEffect, useRef } from 'react';
import { t } from '../../i18n/messages';
import { prompts } from '../../i18n/prompts';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../components/Icon';
import { MessageText } from './MessageText';

export type ChatBubble = { id: string; role: 'user' | 'assistant'; content: string; isTemp?: boolean };

type PendingForm = { messageId: string | null; onOpen: () => void };

/**
 * The conversation: 'TÚ' / 'AI' bubbles, an hourglass on temporary messages, the waiting line, and
 * 'Completar formulario' on the message whose smart form is still unanswered.
 */
export function MessageList({ messages, waiting, pendingForm }: { messages: ChatBubble[]; waiting: boolean; pendingForm?: PendingForm }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keep the latest message in view: scroll the nearest scrolling container to its end.
    const scroller = end.current?.closest('.chat-scroll');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, waiting]);

  return (
    <div className="messages" aria-live="polite">
      {messages.map((m) => (
        <div key={m.id} className={`message message-${m.role} ${m.isTemp ? 'is-temp' : ''}`}>
          <span className="message-author">{m.role === 'user' ? t.chat.you : t.chat.ai}</span>
          <div className="message-bubble">
            <MessageText content={m.content} />
            {m.isTemp ? (
              <span className="message-temp" role="img" aria-label={t.chat.tempMessage} title={t.chat.tempMessage}>
                <Icon name="hourglass" size={14} />
              </span>
            ) : null}
          </div>
          {pendingForm && pendingForm.messageId === m.id ? (
            <button type="button" className="button button-ghost button-small message-action" onClick={pendingForm.onOpen}>
              {prompts.smartForm.reopen}
            </button>
          ) : null}
        </div>
      ))}
      {waiting ? (
        <div className="message message-assistant message-waiting" role="status">
          <span className="message-author">{t.chat.ai}</span>
          <div className="message-bubble">
            <Spinner /> {messages.some((m) => !m.isTemp) ? t.chat.processingRequest : t.chat.creatingWorkflow}
          </div>
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}
