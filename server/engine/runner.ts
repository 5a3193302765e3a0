import type { PlanStep } from '../../contracts/plan';
import type { Config } from '../config';
import type { Db } from '../db';
import { findAction, findNode } from '../nodes';
import { FlowHalt, StepError, WaitUntil, type ExecutionContext } from '../nodes/types';
import { recordUsage } from '../llm/usage';
import { credentialLoader } from './credentials';
import { cleanText } from '../text/clean';
import { collectSecretValues, maskSecrets, scrubSecretValues, toJson } from './mask';
import type { Recorder } from './recorder';
import { createStepLog, type StepLog } from './step-log';
import { errorMessage, withDeadline, withRetries, RETRY_POLICY } from './step';
import { resolveParams, type TemplateScope } from './templating';
import { capSize, DEFAULT_STEP_OUTPUT_MAX_BYTES, isCut } from './cap';
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
  /** A replay resumed from a failed step, or a parked execution resumed after its wait. */
  resume?: ResumePoint;
  /** Queue mode: awaited before the step log's first live write (the process claims the execution). */
  beforeLive?: () => Promise<void>;
};

/**
 * Where a run resumes: steps numbered below `fromStep` with an output here are not run again. A
 * replay records them as skipped with that output. With `parked`, the run continues the same
 * execution after a long wait: those steps are recorded already (a step without an output here
 * failed and continued, its message in `parked.errors`), and the waiting delay step ends now.
 */
export type ResumePoint = { fromStep: number; outputs: Record<number, unknown>; parked?: ParkedStep };

/** The delay step a parked execution waits on, as recorded, and what the run before the wait left. */
export type ParkedStep = {
  step: number;
  stepId: string;
  startedAt: string | null;
  input: unknown;
  /** Steps before the wait that failed and continued (continue_on_error): their messages. */
  errors: Record<number, string>;
  /** What paid models cost before the wait. */
  cost: number | null;
};

/** What a parked execution keeps beside its step rows (executions.resume): the steps it runs and its delay step. */
export type ParkedResume = { steps: PlanStep[]; step: number; step_id: string };

/** A long wait that cannot be parked: what a later step needs was recorded cut (cap.ts). */
const CUT_BEFORE_WAIT = 'No se puede esperar más de un minuto aquí: un paso anterior devolvió demasiados datos para guardarlos completos hasta que termine la espera. Reduce los datos de ese paso o usa una espera más corta';
/** Steps that run after a failure (on_error) cannot park: their run would have to resume inside the error path. */
const WAIT_IN_ERROR_PATH = 'En los pasos que se ejecutan cuando algo falla, la espera puede ser de un minuto como máximo';

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

/** What failed, as the error path's steps see it (`{{error.step}}`, `{{error.message}}`…). */
export type FailedStep = { step: number; step_name: string | null; node_id: string; action_id: string; message: string; execution_id: string };

async function runAll(deps: RunDeps, run: Run, stepLog: StepLog): Promise<RunResult> {
  const scope: TemplateScope = { trigger: run.trigger, steps: {} };
  const parked = run.resume?.parked;
  const spend: Spend = { cost: parked?.cost ?? null };
  // Credential values the steps used: what is recorded and shown never repeats one.
  const secrets = new Set<string>();
  const outcomes: StepOutcome[] = [];
  const maxBytes = deps.config.executions?.stepOutputMaxBytes ?? DEFAULT_STEP_OUTPUT_MAX_BYTES;
  // The error path (steps marked on_error) runs only when a main step failed.
  const main = run.steps.filter((s) => !s.on_error);
  const errorPath = run.steps.filter((s) => s.on_error);
  let stopReason: 'halt' | 'error' | null = null;
  let failure: string | null = main.length ? null : 'El workflow no tiene pasos';
  let failed: FailedStep | null = null;
  let inErrorPath = false;

  /**
   * Runs one step and records it; answers its outcome (and whether it stops what follows). A long
   * delay answers `waits`: the step is recorded 'pending' and the run is to be parked.
   */
  async function execute(s: PlanStep, isTrigger: boolean): Promise<{ outcome: StepOutcome; halts: boolean; fails: boolean; waits?: WaitUntil }> {
    const nodeName = findNode(s.node_id)?.name ?? s.node_name ?? null;
    const base = { step: s.step, node_id: s.node_id, action_id: s.action_id, node_name: nodeName };
    const startedAt = new Date();
    const stepId = await stepLog.start({ step: s.step, nodeId: s.node_id, actionId: s.action_id, nodeName, startedAt });
    let input: unknown = null;
    let outcome: StepOutcome;
    let halts = false;
    let fails = false;
    let waits: WaitUntil | undefined;
    try {
      let output = await runStep(deps, run, s, isTrigger, scope, spend, (v) => (input = v), secrets);
      if (output instanceof FlowHalt) {
        halts = true;
        output = output.output;
      }
      if (output instanceof WaitUntil) {
        if (inErrorPath) throw new StepError(WAIT_IN_ERROR_PATH);
        if (outcomes.some((o) => isCut(o.output))) throw new StepError(CUT_BEFORE_WAIT);
        waits = output;
        output = output.output;
      }
      // Third-party answers become storable here (NUL keys, lone surrogates, depth): later steps see the same.
      output = toJson(output);
      const ended = new Date();
      // Later steps see the real output; what is recorded and shown has its secrets masked, and is cut when huge.
      outcome = { ...base, step_id: stepId, status: 'success', started_at: startedAt.toISOString(), ended_at: ended.toISOString(), duration_ms: ended.getTime() - startedAt.getTime(), input: capSize(scrubSecretValues(input, secrets), maxBytes), output: capSize(scrubSecretValues(maskSecrets(output), secrets), maxBytes), error: null };
      if (waits) outcome = { ...outcome, status: 'pending', ended_at: null, duration_ms: null };
      if (isTrigger) scope.trigger = output;
      scope.steps[s.step] = { output, status: 'success', error: null };
    } catch (err) {
      // Messages may quote a third party's answer (NUL, or the token it was sent): stored and shown, so cleaned.
      const message = scrubSecretValues(cleanText(errorMessage(err)), secrets);
      const ended = new Date();
      outcome = { ...base, step_id: stepId, status: 'error', started_at: startedAt.toISOString(), ended_at: ended.toISOString(), duration_ms: ended.getTime() - startedAt.getTime(), input: capSize(scrubSecretValues(input, secrets), maxBytes), output: null, error: message };
      scope.steps[s.step] = { output: null, status: 'error', error: message };
      // The trigger step never continues on error: later steps would have no data to work with.
      fails = !s.continue_on_error || isTrigger || run.shutdown.aborted;
      if (!(err instanceof StepError)) deps.log.warn({ step: s.step, node_id: s.node_id, err: message }, 'step failed');
    }
    await stepLog.finish(outcome);
    outcomes.push(outcome);
    return { outcome, halts, fails, waits };
  }

  /**
   * A step recorded before the wait of a parked execution that resumes: later steps see its output
   * (or its error, if it failed and continued); its row stays as it is, except the delay step, which
   * ends now.
   */
  async function carryOver(s: PlanStep, isTrigger: boolean, p: ParkedStep) {
    const error = p.errors[s.step];
    const output = error === undefined ? (run.resume!.outputs[s.step] ?? null) : null;
    if (isTrigger) scope.trigger = output;
    scope.steps[s.step] = error === undefined ? { output, status: 'success', error: null } : { output: null, status: 'error', error };
    if (s.step !== p.step) return;
    const nodeName = findNode(s.node_id)?.name ?? s.node_name ?? null;
    const ended = new Date();
    const startedAt = p.startedAt ?? ended.toISOString();
    const outcome: StepOutcome = { step: s.step, node_id: s.node_id, action_id: s.action_id, node_name: nodeName, step_id: p.stepId, status: 'success', started_at: startedAt, ended_at: ended.toISOString(), duration_ms: Math.max(0, ended.getTime() - new Date(startedAt).getTime()), input: p.input, output, error: null };
    await stepLog.finish(outcome);
    outcomes.push(outcome);
  }

  async function skip(s: PlanStep, output: unknown = null) {
    const nodeName = findNode(s.node_id)?.name ?? s.node_name ?? null;
    const id = await stepLog.skip({ step: s.step, nodeId: s.node_id, actionId: s.action_id, nodeName });
    const outcome: StepOutcome = { step: s.step, node_id: s.node_id, action_id: s.action_id, node_name: nodeName, step_id: id, status: 'skipped', started_at: null, ended_at: null, duration_ms: null, input: null, output, error: null };
    if (output !== null) await stepLog.finish(outcome);
    outcomes.push(outcome);
  }

  for (let i = 0; i < main.length; i++) {
    const s = main[i];
    if (stopReason) {
      await skip(s);
      continue;
    }
    if (parked && s.step < run.resume!.fromStep) {
      await carryOver(s, i === 0, parked);
      continue;
    }
    // A replay resumed from the failed step: the steps that succeeded before are not run again,
    // their recorded outputs stand in (shown as skipped, with that output).
    const resumed = run.resume && s.step < run.resume.fromStep && Object.prototype.hasOwnProperty.call(run.resume.outputs, s.step);
    if (resumed) {
      const output = run.resume!.outputs[s.step];
      if (i === 0) scope.trigger = output;
      scope.steps[s.step] = { output, status: 'success', error: null };
      await skip(s, output);
      continue;
    }
    const { outcome, halts, fails, waits } = await execute(s, i === 0);
    if (waits) {
      // Parked: the steps so far and the resume point are written; nothing of this run stays in memory.
      run.stepsDone?.();
      const resume: ParkedResume = { steps: run.steps, step: s.step, step_id: outcome.step_id };
      await stepLog.park({ resumeAt: waits.until, resume, cost: spend.cost });
      return { execution_id: run.executionId, flow_id: run.flowId, status: 'waiting', error: null, steps: outcomes, waiting_until: waits.until.toISOString() };
    }
    if (halts) stopReason = 'halt';
    if (fails) {
      stopReason = 'error';
      failure = outcome.error;
      failed = { step: s.step, step_name: outcome.node_name, node_id: s.node_id, action_id: s.action_id, message: outcome.error ?? '', execution_id: run.executionId };
    }
  }

  // The error path: what the owner asked to happen when something fails ("si falla, avísame…").
  if (errorPath.length) {
    const runIt = !!failed && !run.shutdown.aborted;
    if (runIt) scope.error = failed;
    let stopped = !runIt;
    inErrorPath = true;
    for (const s of errorPath) {
      if (stopped) {
        await skip(s);
        continue;
      }
      const { fails } = await execute(s, false);
      if (fails) stopped = true;
    }
  }

  const status = failure ? 'error' : 'success';
  run.stepsDone?.();
  await stepLog.close(status, failure, spend.cost);
  return { execution_id: run.executionId, flow_id: run.flowId, status, error: failure, steps: outcomes };
}
