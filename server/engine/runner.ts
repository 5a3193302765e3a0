import type { PlanStep } from '../../contracts/plan';
import type { Config } from '../config';
import type { Db } from '../db';
import { findAction, findNode } from '../nodes';
import { FlowHalt, StepError, type ExecutionContext } from '../nodes/types';
import { recordUsage } from '../llm/usage';
import { credentialLoader } from './credentials';
import { cleanText } from '../text/clean';
import { collectSecretValues, maskSecrets, scrubSecretValues, toJson } from './mask';
import type { Recorder } from './recorder';
import { createStepLog, type StepLog } from './step-log';
import { errorMessage, withDeadline, withRetries, RETRY_POLICY } from './step';
import { resolveParams, type TemplateScope } from './templating';
import type { RunResult, StepOutcome, TriggerType } from './types';

export type RunDeps = {
  db: Db;
  config: Config;
  recorder: Recorder;
  log: ExecutionContext['log'];
  retry?: typeof RETRY_POLICY;
  /** When the step log goes live (step-log.ts LIVE_AFTER_MS unless given). */
  liveAfterMs?: number;
};

type Run = {
  executionId: string;
  flowId: string;
  userId: string;
  steps: PlanStep[];
  triggerType: TriggerType;
  trigger: unknown;
  shutdown: AbortSignal;
  /** Called once every step has run, before the final write (frees the flow's concurrency slot). */
  stepsDone?: () => void;
  /** Queue mode: awaited before the step log's first live write (the process claims the execution). */
  beforeLive?: () => Promise<void>;
};

/** What paid models cost during a run: null until a priced call is made. */
type Spend = { cost: number | null };

function zodMessage(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((i) => i.message).join('; ');
}

/**
 * Runs one step: templating, validation, execution under its deadline. Throws on failure. The
 * secret values of every credential the step loads are added to `secrets`.
 */
async function runStep(deps: RunDeps, run: Run, s: PlanStep, isTrigger: boolean, scope: TemplateScope, spend: Spend, setInput: (v: unknown) => void, secrets: Set<string>) {
  const node = findNode(s.node_id);
  if (!node) throw new StepError(`El nodo ${s.node_id} no existe`);
  const action = findAction(s.node_id, s.action_id);
  if (!action) throw new StepError(`La acción ${s.action_id} no existe en el nodo ${s.node_id}`);
  if (!action.execute) throw new StepError(`La acción ${s.action_id} no se puede ejecutar`);
  const resolved = resolveParams(s.params ?? s.parameters ?? {}, scope);
  setInput(maskSecrets(resolved));
  const parsed = action.params.safeParse(resolved);
  if (!parsed.success) throw new StepError(`Parámetros inválidos: ${zodMessage(parsed.error)}`);
  const timeoutMs = action.timeoutMs?.(parsed.data, deps.config.stepTimeoutMs) ?? deps.config.stepTimeoutMs;
  const execute = action.execute;
  const loadCredential = credentialLoader(deps.db, run.userId);
  const getCredential = async (serviceId: string) => {
    const credential = await loadCredential(serviceId);
    collectSecretValues(credential, secrets);
    return credential;
  };
  return withRetries(() => withDeadline(
    (signal) =>
      execute(
        {
          userId: run.userId,
          flowId: run.flowId,
          executionId: run.executionId,
          step: s.step,
          triggerType: run.triggerType,
          trigger: isTrigger ? run.trigger : scope.trigger,
          steps: scope.steps,
          signal,
          getCredential,
          config: deps.config,
          log: deps.log,
          recordUsage: async (u) => {
            const cost = await recordUsage(deps.db, { userId: run.userId, provider: u.provider, model: u.model, purpose: 'workflow_step', inputTokens: u.inputTokens, outputTokens: u.outputTokens });
            if (cost !== null) spend.cost = Math.round(((spend.cost ?? 0) + cost) * 1e8) / 1e8;
            return cost;
          },
        },
        parsed.data,
      ),
    timeoutMs,
    run.shutdown,
  ), run.shutdown, deps.retry);
}

/**
 * Runs every step in order, recording each one; the execution row already exists ('running'). Step
 * rows are buffered and written with the final status in one statement, or live once the run is long.
 */
export async function runSteps(deps: RunDeps, run: Run): Promise<RunResult> {
  const stepLog = createStepLog(deps.recorder, run.executionId, deps.liveAfterMs, run.beforeLive);
  try {
    return await runAll(deps, run, stepLog);
  } finally {
    stepLog.dispose();
  }
}

async function runAll(deps: RunDeps, run: Run, stepLog: StepLog): Promise<RunResult> {
  const scope: TemplateScope = { trigger: run.trigger, steps: {} };
  const spend: Spend = { cost: null };
  // Credential values the steps used: what is recorded and shown never repeats one.
  const secrets = new Set<string>();
  const outcomes: StepOutcome[] = [];
  let stopReason: 'halt' | 'error' | null = null;
  let failure: string | null = run.steps.length ? null : 'El workflow no tiene pasos';

  for (let i = 0; i < run.steps.length; i++) {
    const s = run.steps[i];
    const nodeName = findNode(s.node_id)?.name ?? s.node_name ?? null;
    const base = { step: s.step, node_id: s.node_id, action_id: s.action_id, node_name: nodeName };
    if (stopReason) {
      const id = await stepLog.skip({ step: s.step, nodeId: s.node_id, actionId: s.action_id, nodeName });
      outcomes.push({ ...base, step_id: id, status: 'skipped', started_at: null, ended_at: null, duration_ms: null, input: null, output: null, error: null });
      continue;
    }
    const startedAt = new Date();
    const stepId = await stepLog.start({ step: s.step, nodeId: s.node_id, actionId: s.action_id, nodeName, startedAt });
    let input: unknown = null;
    let outcome: StepOutcome;
    try {
      let output = await runStep(deps, run, s, i === 0, scope, spend, (v) => (input = v), secrets);
      if (output instanceof FlowHalt) {
        stopReason = 'halt';
        output = output.output;
      }
      // Third-party answers become storable here (NUL keys, lone surrogates, depth): later steps see the same.
      output = toJson(output);
      const ended = new Date();
      // Later steps see the real output; what is recorded and shown has its secrets masked.
      outcome = { ...base, step_id: stepId, status: 'success', started_at: startedAt.toISOString(), ended_at: ended.toISOString(), duration_ms: ended.getTime() - startedAt.getTime(), input: scrubSecretValues(input, secrets), output: scrubSecretValues(maskSecrets(output), secrets), error: null };
      if (i === 0) scope.trigger = output;
      scope.steps[s.step] = { output, status: 'success', error: null };
    } catch (err) {
      // Messages may quote a third party's answer (NUL, or the token it was sent): stored and shown, so cleaned.
      const message = scrubSecretValues(cleanText(errorMessage(err)), secrets);
      const ended = new Date();
      outcome = { ...base, step_id: stepId, status: 'error', started_at: startedAt.toISOString(), ended_at: ended.toISOString(), duration_ms: ended.getTime() - startedAt.getTime(), input: scrubSecretValues(input, secrets), output: null, error: message };
      scope.steps[s.step] = { output: null, status: 'error', error: message };
      // The trigger step never continues on error: later steps would have no data to work with.
      if (!s.continue_on_error || i === 0 || run.shutdown.aborted) {
        stopReason = 'error';
        failure = message;
      }
      if (!(err instanceof StepError)) deps.log.warn({ step: s.step, node_id: s.node_id, err: message }, 'step failed');
    }
    await stepLog.finish(outcome);
    outcomes.push(outcome);
  }

  const status = failure ? 'error' : 'success';
  run.stepsDone?.();
  await stepLog.close(status, failure, spend.cost);
  return { execution_id: run.executionId, flow_id: run.flowId, status, error: failure, steps: outcomes };
}
