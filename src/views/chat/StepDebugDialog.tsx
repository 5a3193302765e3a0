import type { PlanStep, StepResult } from '../../../contracts';
import { Modal } from '../../components/Modal';
import { COPY_FEEDBACK_MS, useCopy } from '../../components/useCopy';
import { formatDuration, t } from '../../i18n/messages';
import { planTools } from '../../i18n/planTools';
import { useAppDeps } from '../../app';

const pretty = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2));

/** Step debug viewer (spec §2, §9): input, output, error and duration of one step's last run. */
export function StepDebugDialog({ step, result, onClose }: { step: PlanStep | null; result: StepResult | null; onClose: () => void }) {
  const p = planTools.debugger;
  const deps = useAppDeps();
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS, () => deps.alert(planTools.webhooks.copyFailed));
  const sections: [key: string, label: string, text: string][] = result
    ? [
        ['input', p.input, pretty(result.input)],
        ['output', p.output, pretty(result.output)],
        ['error', p.error, result.error ?? ''],
      ]
    : [];
  return (
    <Modal open={!!step && !!result} onOpenChange={(o) => !o && onClose()} title={step ? p.title(step.step, step.node_name ?? step.node_id) : ''}>
      {result ? (
        <div className="debug-view">
          <dl className="debug-facts">
            <div>
              <dt>{p.status}</dt>
              <dd>
                <span className={`status status-${result.status}`}>{t.chat.stepStatus[result.status] ?? result.status}</span>
              </dd>
            </div>
            <div>
              <dt>{p.duration}</dt>
              <dd>{formatDuration(result.duration_ms)}</dd>
            </div>
          </dl>
          {sections.map(([key, label, text]) => (
            <section key={key} className="debug-section" aria-label={label}>
              <header>
                <h3>{label}</h3>
                {text ? (
                  <button type="button" className="button button-ghost button-small" onClick={() => void copy(key, text)}>
                    {copied === key ? p.copied : p.copy}
                  </button>
                ) : null}
              </header>
              <pre className={key === 'error' && text ? 'debug-error' : undefined}>{text || p.empty}</pre>
            </section>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
