import { COPY_FEEDBACK_MS, useCopy } from '../../components/useCopy';
import { formatDuration, statusLabel, t } from '../../i18n/messages';
import { planTools } from '../../i18n/planTools';
import { useAppDeps } from '../../app';

const pretty = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2));

/** What a step's last run shows: status, duration, input after templating, output and error. */
export type StepRunLike = { status: string; duration_ms?: number | null; input?: unknown; output?: unknown; error?: string | null };

/** A step's status, duration, input, output and error, each with 'Copiar' (the step debug view's body). */
export function StepResultDetails({ result }: { result: StepRunLike }) {
  const p = planTools.debugger;
  const deps = useAppDeps();
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS, () => deps.alert(planTools.webhooks.copyFailed));
  const sections: [key: string, label: string, text: string][] = [
    ['input', p.input, pretty(result.input)],
    ['output', p.output, pretty(result.output)],
    ['error', p.error, result.error ?? ''],
  ];
  return (
    <div className="debug-view">
      <dl className="debug-facts">
        <div>
          <dt>{p.status}</dt>
          <dd>
            <StepStatus status={result.status} />
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
  );
}

export function StepStatus({ status }: { status: string }) {
  return <span className={`status status-${status}`}>{statusLabel(status)}</span>;
}
