import type { PlanStep, StepResult } from '../../../contracts';
import { alertTexts } from '../../i18n/alerts';
import { stepParams } from '../../../contracts';
import { formatDuration, statusLabel, t } from '../../i18n/messages';
import { planTools } from '../../i18n/planTools';
import { actionLabel, nodeLabel } from '../../../contracts/labels';

/** Triggers that get production and test URLs (spec §9). */
export const WEBHOOK_TRIGGER_NODES = ['webhook', 'form', 'github', 'slack'];

export type PlanPanelTools = {
  onEdit: (step: PlanStep) => void;
  onDebug: (step: PlanStep, result: StepResult) => void;
  onWebhookUrls: () => void;
};

/** One line per parameter, values shortened (objects as JSON). */
export function paramsSummary(params: Record<string, unknown>, max = 60): string[] {
  return Object.entries(params).map(([k, v]) => {
    const raw = typeof v === 'string' ? v : JSON.stringify(v);
    const text = raw === undefined ? '' : raw.length > max ? `${raw.slice(0, max - 1)}…` : raw;
    return `${k}: ${text}`;
  });
}

function outputText(output: unknown): string {
  if (output === undefined || output === null) return '';
  const s = typeof output === 'string' ? output : JSON.stringify(output, null, 2);
  return s.length > 600 ? `${s.slice(0, 599)}…` : s;
}

/** Finds the result of a step: by step number, else by position with the same node. */
function resultFor(step: PlanStep, index: number, results: StepResult[]): StepResult | undefined {
  return results.find((r) => r.step === step.step) ?? (results[index]?.node_id === step.node_id ? results[index] : undefined);
}

/** The execution plan: each step with its node, action, parameters and, after an execute, its result. */
export function PlanPanel({ plan, results, tools }: { plan: PlanStep[]; results: StepResult[]; tools?: PlanPanelTools }) {
  return (
    <section className="plan-panel" data-testid="execution-plan" aria-labelledby="plan-title">
      <header className="plan-header">
        <h2 id="plan-title">{t.chat.planTitle}</h2>
        <span className="pill">{t.chat.planSteps(plan.length)}</span>
      </header>
      <ol className="plan-steps">
        {plan.map((step, i) => {
          // The error path (steps marked on_error) is listed apart, below.
          if (step.on_error) return null;
          const r = resultFor(step, i, results);
          const params = paramsSummary(stepParams(step));
          return (
            <li key={`${step.step}-${step.node_id}`} className={`plan-step ${r ? `is-${r.status}` : ''}`} data-testid="plan-step">
              <span className="plan-step-number">{step.step}</span>
              <div className="plan-step-body">
                <div className="plan-step-title">
                  <strong>{nodeLabel(step)}</strong>
                  <span className="muted"> · {actionLabel(step)}</span>
                  <span className="plan-step-kind">{i === 0 ? t.chat.trigger : t.chat.action}</span>
                </div>
                {params.length ? (
                  <ul className="plan-params">
                    {params.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="plan-params muted">{t.chat.noParams}</p>
                )}
                {r ? <StepResultView result={r} /> : null}
                {tools ? (
                  <div className="plan-step-tools">
                    <button type="button" className="button button-ghost button-small" onClick={() => tools.onEdit(step)}>
                      {planTools.edit}
                    </button>
                    {r ? (
                      <button type="button" className="button button-ghost button-small" onClick={() => tools.onDebug(step, r)}>
                        {planTools.debug}
                      </button>
                    ) : null}
                    {i === 0 && WEBHOOK_TRIGGER_NODES.includes(step.node_id) ? (
                      <button type="button" className="button button-ghost button-small" onClick={tools.onWebhookUrls}>
                        {planTools.webhookUrls}
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <ErrorPath plan={plan} results={results} />
    </section>
  );
}

/** The workflow's error path: what runs when a step fails ("si falla, avísame…"), apart from the main steps. */
function ErrorPath({ plan, results }: { plan: PlanStep[]; results: StepResult[] }) {
  const steps = plan.map((step, i) => ({ step, i })).filter(({ step }) => step.on_error);
  if (!steps.length) return null;
  return (
    <section className="plan-error-path" data-testid="plan-error-path" aria-label={alertTexts.errorPath.title}>
      <h3>{alertTexts.errorPath.title}</h3>
      <p className="muted">{alertTexts.errorPath.note}</p>
      <ol className="plan-steps">
        {steps.map(({ step, i }) => {
          const r = resultFor(step, i, results);
          const params = paramsSummary(stepParams(step));
          return (
            <li key={`${step.step}-${step.node_id}`} className={`plan-step is-error-path ${r ? `is-${r.status}` : ''}`} data-testid="plan-error-step">
              <span className="plan-step-number">{step.step}</span>
              <div className="plan-step-body">
                <div className="plan-step-title">
                  <strong>{step.node_name ?? step.node_id}</strong>
                  <span className="muted"> · {step.action_name ?? step.action_id}</span>
                </div>
                <ul className="plan-params">
                  {params.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
                {r ? <StepResultView result={r} /> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StepResultView({ result }: { result: StepResult }) {
  const out = outputText(result.output);
  return (
    <div className="step-result">
      <span className={`status status-${result.status}`}>{statusLabel(result.status, result.error)}</span>
      {result.duration_ms !== undefined && result.duration_ms !== null ? (
        <span className="muted">
          {t.chat.duration}: {formatDuration(result.duration_ms)}
        </span>
      ) : null}
      {result.error ? (
        <p className="step-error">
          {t.chat.stepError}: {result.error}
        </p>
      ) : null}
      {out ? (
        <details className="step-output">
          <summary>{t.chat.output}</summary>
          <pre>{out}</pre>
        </details>
      ) : null}
    </div>
  );
}
