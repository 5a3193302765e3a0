import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { useCopy } from '../../components/useCopy';

/** spec §9: copy feedback lasts 1 s in the credentials screens. */
export const COPY_FEEDBACK_MS = 1_000;

/** Copies `text` to the clipboard and reads 'Copiado' for a second. */
export function CopyButton({ text, label = t.serviceAuth.copy }: { text: string; label?: string }) {
  // a refused clipboard leaves the value selectable in its field
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS, () => {});
  return (
    <button type="button" className="button button-ghost button-small" onClick={() => void copy('value', text)} aria-live="polite">
      <Icon name={copied ? 'check' : 'layers'} size={14} /> {copied ? t.serviceAuth.copied : label}
    </button>
  );
}
