import type { SimulationView } from '../../app/headerTools';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { headerTools } from '../../i18n/headerTools';

const s = headerTools.simulation;
const pretty = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2));

/** 'Simular' (chat header): each step with what it would receive from a sample trigger, and what to fix. */
export function SimulationDialog({ sim }: { sim: SimulationView }) {
  return (
    <Modal open={sim.open} onOpenChange={(o) => !o && sim.close()} title={s.title} description={s.description}>
      {sim.running ? (
        <p className="muted">
          <Spinner /> {s.running}
        </p>
      ) : sim.error ? (
        <div className="notice notice-error">
          {sim.error}{' '}
          <button type="button" className="button button-small" onClick={sim.retry}>
            {s.retry}
          </button>
        </div>
      ) : sim.result ? (
        <div className="simulation" data-testid="simulation">
          <p className={`notice ${sim.result.ok ? 'notice-success' : 'notice-warning'}`}>{sim.result.summary}</p>
          <details className="step-output">
            <summary>{s.sample}</summary>
            <pre>{pretty(sim.result.sample_trigger)}</pre>
          </details>
          <ol className="simulation-steps">
            {sim.result.steps.map((step) => (
              <li key={step.step} className={`simulation-step is-${step.status}`}>
                <div className="simulation-step-head">
                  <strong>
                    {step.step}. {step.node_name}
                  </strong>
                  <span className="muted"> · {step.action_name}</span>
                  <span className={`status ${step.status === 'ok' ? 'status-success' : 'status-error'}`}>{step.status === 'ok' ? s.ok : s.problem}</span>
                </div>
                {step.problems.length ? (
                  <ul className="simulation-problems">
                    {step.problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : null}
                {step.input && Object.keys(step.input as object).length ? (
                  <details className="step-output">
                    <summary>{s.input}</summary>
                    <pre>{pretty(step.input)}</pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Modal>
  );
}
