import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n/messages';

export const INPUT_MAX_HEIGHT_PX = 120;
export const INPUT_MAX_LENGTH = 1000;

type ChatInputProps = {
  /** True while a message is being sent or the screen is otherwise busy. */
  busy: boolean;
  /** True when the conversation has no messages yet (changes the placeholder). */
  empty: boolean;
  onSend: (text: string) => void;
};

/**
 * The auto-growing message box (max 120 px high, 1000 characters). Enter sends, Shift+Enter
 * inserts a newline; blank text and sends while busy are ignored.
 */
export function ChatInput({ busy, empty, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && text.trim().length > 0;

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
      className="chat-input"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={ref}
        rows={1}
        value={text}
        maxLength={INPUT_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={empty ? t.chat.placeholderEmpty : t.chat.placeholderOngoing}
        aria-label={t.chat.inputLabel}
        style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
      />
      <button type="submit" className="button button-primary send-button" disabled={!canSend} aria-label={t.chat.send}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 20.5 21 12 3 3.5l.01 6.6L15 12 3.01 13.9z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
