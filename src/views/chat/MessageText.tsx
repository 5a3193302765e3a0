import { Fragment } from 'react';
import { Icon, type IconName } from '../../components/Icon';

/**
 * Marks that carry meaning at the start of a line of the assistant's messages ('✅ Workflow
 * guardado', '⏳ …') shown as icons with a spoken label: systems without an emoji font showed
 * them as empty boxes. Variation selectors (U+FE0F) after them are dropped too.
 */
const MARKS: readonly { mark: string; icon: IconName; label: string; tone: string }[] = [
  { mark: '✅', icon: 'check', label: 'Listo:', tone: 'success' },
  { mark: '✔', icon: 'check', label: 'Listo:', tone: 'success' },
  { mark: '❌', icon: 'x', label: 'Error:', tone: 'error' },
  { mark: '⏳', icon: 'hourglass', label: 'En curso:', tone: 'running' },
  { mark: '⌛', icon: 'hourglass', label: 'En curso:', tone: 'running' },
  { mark: '⏸', icon: 'pause', label: 'En pausa:', tone: 'neutral' },
  { mark: '⚠', icon: 'warning', label: 'Atención:', tone: 'warning' },
  { mark: 'ℹ', icon: 'info', label: 'Nota:', tone: 'neutral' },
];

/** The line's leading mark, if any, and the text after it. */
export function splitMark(line: string): { mark: (typeof MARKS)[number] | null; text: string } {
  const trimmed = line.trimStart();
  for (const m of MARKS) {
    if (trimmed.startsWith(m.mark)) return { mark: m, text: trimmed.slice(m.mark.length).replace(/^\uFE0F/, '').trimStart() };
  }
  return { mark: null, text: line };
}

export function MessageText({ content }: { content: string }) {
  const lines = content.split('\n');
  return (
    <>
      {lines.map((line, i) => {
        const { mark, text } = splitMark(line);
        return (
          <Fragment key={i}>
            {i > 0 ? '\n' : null}
            {mark ? (
              <span className={`message-mark mark-${mark.tone}`}>
                <Icon name={mark.icon} size={14} />
                <span className="visually-hidden">{`${mark.label} `}</span>
              </span>
            ) : null}
            {text}
          </Fragment>
        );
      })}
    </>
  );
}
