import type { TestFailure, TestRun } from '../../../machines/webhookTest.machine';
import type { WebhookTestPhase } from '../../app/planTools';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { formatDuration } from '../../i18n/messages';
import { planTools } from '../../i18n/planTools';
import { StepResultDetails, StepStatus } from './StepResultDetails';
import { nodeLabel } from '../../../contracts/labels';

export type WebhookTestPanelProps = {
  phase: WebhookTestPhase;
  run: TestRun | null;
  failure: TestFailure | null;
  listenSeconds: number;
  test: () => void;
  listen: () => void;
  stop: () => void;
};

/**
 * The test URL's tools: 'Probar' (a sample with the owner's session) and 'Escuchar evento de
 * prueba' (one call by the real sender), then the run's real outcome and each step's result.
 */
export function WebhookTestPanel({ phase, run, failure, listenSeconds, test, listen, stop }: WebhookTestPanelProps) {
  const p = planTools.webhooks;
  const busy = phase === 'sending' || phase === 'arming' || phase === 'stopping' || phase === 'watching';
  const listening = phase === 'listening';
  return (
    <div className="webhook-test" data-testid="webhook-test">
      <div className="webhook-url-row">
        <button type="button" className="button button-primary button-small" disabled={busy || listening} onClick={test}>
          {phase === 'sending' ? <Spinner /> : <Icon name="send" size={16} />}
          {phase === 'sending' ? p.testing : p.sendTest}
        </button>
        {listening ? (
          <button type="button" className="button button-ghost button-small" onClick={stop}>
            <Icon name="x" size={16} />
            {p.stopListening}
          </button>
        ) : (
          <button type="button" className="button button-ghost button-small" disabled={busy} onClick={listen}>
            {phase === 'arming' ? <Spinner /> : <Icon name="play" size={16} />}
            {phase === 'arming' ? p.arming : p.listen}
          </button>
        )}
      </div>
      <TestStatus phase={phase} run={run} failure={failure} listenSeconds={listenSeconds} />
      {run && phase === 'done' && run.steps.length ? <TestSteps run={run} /> : null}
    </div>
  );
}

function TestStatus({ phase, run, failure, listenSeconds }: Pick<WebhookTestPanelProps, 'phase' | 'run' | 'failure' | 'listenSeconds'>) {
  const p = planTools.webhooks;
  if (phase === 'listening') {
    return (
      <p className="notice notice-info webhook-test-status" role="status">
        <Icon name="hourglass" size={16} /> {p.listening(Math.max(1, Math.round(listenSeconds / 60)))}
      </p>
    );
  }
  if (phase === 'watching') {
    return (
      <p className="muted webhook-test-status" role="status">
        <Spinner /> {p.watching}
      </p>
    );
  }
  if (phase === 'expired') {
    return (
      <p className="notice notice-warning webhook-test-status" role="status">
        <Icon name="warning" size={16} /> {p.expired}
      </p>
    );
  }
  if (phase === 'failed' && failure) {
    return (
      <p className="notice notice-error webhook-test-status" role="alert">
        <Icon name="x" size={16} /> {p.requestFailed(failure.status, failure.detail)}
      </p>
    );
  }
  if (phase === 'done' && run) {
    return run.status === 'success' ? (
      <p className="notice notice-success webhook-test-status" role="status" data-outcome="success">
        <Icon name="check" size={16} /> {p.runOk(run.httpStatus)}
      </p>
    ) : (
      <p className="notice notice-error webhook-test-status" role="alert" data-outcome="error">
        <Icon name="x" size={16} /> {p.runFailed(run.error)}
      </p>
    );
  }
  return null;
}

/** Each step of the run, opened like the step debug view; a failed step is opened already. */
function TestSteps({ run }: { run: TestRun }) {
  const p = planTools.webhooks;
  return (
    <section className="webhook-test-steps" aria-label={p.stepsTitle}>
      <h3>{p.stepsTitle}</h3>
      {run.steps.map((s) => (
        <details key={s.step} className="webhook-test-step" data-testid="webhook-test-step" open={s.status === 'error'}>
          <summary>
            <StepStatus status={s.status} /> <strong>{p.step(s.step, nodeLabel(s))}</strong>
            <span className="muted"> · {formatDuration(s.duration_ms)}</span>
          </summary>
          <StepResultDetails result={s} />
        </details>
      ))}
    </section>
  );
}
