import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A centred loading / error / empty message for list and detail screens. */
export function StatePanel({ kind, title, children }: { kind: 'loading' | 'error' | 'empty'; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={`state-panel state-${kind}`} role={kind === 'error' ? 'alert' : kind === 'loading' ? 'status' : undefined}>
      {kind === 'loading' ? <Spinner /> : null}
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}
