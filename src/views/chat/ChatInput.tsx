import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG, messageLength } from '../../../contracts/chat';
import { t } from '../../i18n/messages';

export const INPUT_MAX_HEIGHT_PX = 120;
/** The server's limit (contracts/chat.ts); the box never cuts what is typed or pasted. */
export const INPUT_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH;
/** The counter shows from this share of the limit on, so short messages stay uncluttered. */
const COUNTER_FROM = 0.75;

type ChatInputProps = {
  /** True while a message is being sent or the screen is otherwise busy. */
  busy: boolean;
  /** True when the conversation has no messages yet (changes the placeholder). */
  empty: boolean;
  onSend: (text: string) => void;
};

/**
 * The auto-growing message box (max 120 px high). Enter sends, Shift+Enter inserts a newline;
 * blank text and sends while busy are ignored. Past the shared limit nothing is cut: the counter
 * turns red, says why, and sending waits until the text is shorter.
 */
export function ChatInput({ busy, empty, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = messageLength(text);
  const tooLong = length > INPUT_MAX_LENGTH;
  const canSend = !busy && text.trim().length > 0 && !tooLong;
  const showCounter = length >= INPUT_MAX_LENGTH * COUNTER_FROM;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    const next = Math.min(el.scrollHeight, INPUT_MAX_HEIGHT_PX);
    el.style.height = `${next}px`;
    el.style.overflowY = el.scrollHeight > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form
      className={`chat-input ${tooLong ? 'is-too-long' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={ref}
        rows={1}
        value={text}
        aria-invalid={tooLong || undefined}
        aria-describedby={showCounter ? 'chat-input-counter' : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={empty ? t.chat.placeholderEmpty : t.chat.placeholderOngoing}
        aria-label={t.chat.inputLabel}
        style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
      />
      {showCounter ? (
        <span id="chat-input-counter" className={`chat-input-counter ${tooLong ? 'is-over' : ''}`} aria-live="polite">
          {tooLong ? <span className="chat-input-over">{MESSAGE_TOO_LONG}</span> : null}
          {t.chat.counter(length, INPUT_MAX_LENGTH)}
        </span>
      ) : null}
      <button type="submit" className="button button-primary send-button" disabled={!canSend} aria-label={t.chat.send}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 20.5 21 12 3 3.5l.01 6.6L15 12 3.01 13.9z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
