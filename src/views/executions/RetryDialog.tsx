import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ExecutionDetail, RetryFrom } from '../../../contracts';
import { replays } from '../../api/alerts';
import { errorMessage } from '../../api/client';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { alertTexts } from '../../i18n/alerts';
import { notify } from '../../stores/notifications';

/** The step a replay could resume from: the first that failed, when every step before it succeeded. */
export function resumableStep(e: ExecutionDetail): number | null {
  const failed = e.steps.find((s) => s.status === 'error');
  if (!failed) return null;
  const before = e.steps.filter((s) => s.step < failed.step);
  const ok = before.every((s) => s.status === 'success' || (s.status === 'skipped' && s.output !== null && s.output !== undefined));
  return ok && before.length > 0 ? failed.step : null;
}

/** 'Reintentar' on a failed execution: from the start, or from the failed step; opens the new run. */
export function RetryButton({ execution }: { execution: ExecutionDetail }) {
  const tx = alertTexts.retry;
  const [open, setOpen] = useState(false);
  const resumable = resumableStep(execution);
  const [from, setFrom] = useState<RetryFrom>('trigger');
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  const retry = async () => {
    setBusy(true);
    try {
      const answer = await replays.retry(execution.execution_id, from);
      setOpen(false);
      notify('success', tx.started);
      navigate(`/executions/${answer.execution_id}`);
    } catch (err) {
      notify('error', errorMessage(err, tx.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => setOpen(true)} data-testid="retry-execution">
        <Icon name="retry" />
        {tx.button}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={tx.title} description={tx.description}>
        <fieldset className="retry-options">
          <legend className="visually-hidden">{tx.title}</legend>
          <label className="retry-option">
            <input type="radio" name="retry-from" checked={from === 'trigger'} onChange={() => setFrom('trigger')} />
            <span>
              <strong>{tx.fromTrigger}</strong>
              <span className="muted"> — {tx.fromTriggerNote}</span>
            </span>
          </label>
          {resumable ? (
            <label className="retry-option">
              <input type="radio" name="retry-from" checked={from === 'failed_step'} onChange={() => setFrom('failed_step')} />
              <span>
                <strong>{tx.fromFailed(resumable)}</strong>
                <span className="muted"> — {tx.fromFailedNote}</span>
              </span>
            </label>
          ) : null}
        </fieldset>
        <div className="row-actions modal-actions">
          <button type="button" className="button button-ghost" onClick={() => setOpen(false)}>
            {tx.cancel}
          </button>
          <button type="button" className="button button-primary" onClick={() => void retry()} disabled={busy} data-testid="retry-confirm">
            {busy ? <Spinner /> : null}
            {tx.confirm}
          </button>
        </div>
      </Modal>
    </>
  );
}
