import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';

export const BLUR_SAVE_DELAY_MS = 150;

type RenameInputProps = {
  initial: string;
  /** Called with the trimmed new title; never with an empty one (empty cancels). */
  onSave: (title: string) => void;
  onCancel: () => void;
};

/**
 * Inline rename: Enter or the save button saves, Escape or cancel aborts, losing focus saves
 * after about 150 ms, and an empty trimmed title cancels.
 */
export function RenameInput({ initial, onSave, onCancel }: RenameInputProps) {
  const [value, setValue] = useState(initial);
  const done = useRef(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
    return () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    };
  }, []);

  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    if (blurTimer.current) clearTimeout(blurTimer.current);
    const title = value.trim();
    if (save && title && title !== initial) onSave(title);
    else onCancel();
  };

  return (
    <div
      className="rename"
      onMouseDown={(e) => {
        // Clicking the buttons must not trigger the blur-save first.
        if ((e.target as HTMLElement).closest('button')) e.preventDefault();
      }}
    >
      <input
        ref={input}
        value={value}
        aria-label={t.sidebar.renameLabel}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            finish(true);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            finish(false);
          }
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => finish(true), BLUR_SAVE_DELAY_MS);
        }}
      />
      <button type="button" className="icon-button" aria-label={t.common.save} onClick={() => finish(true)}>
        <Icon name="check" />
      </button>
      <button type="button" className="icon-button" aria-label={t.common.cancel} onClick={() => finish(false)}>
        <Icon name="x" />
      </button>
    </div>
  );
}
