import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';
import { executions, executionSteps, flows } from '../db/schema';
import type { RunFinished } from '../engine';
import { findAction, findNode } from '../nodes';
import { deliver } from './channels';
import { alertText, type AlertFacts, type AlertKind } from './messages';
import { readAlertChannels } from './settings';
import { alertState } from './state';

type Log = { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void; error: (o: object, m?: string) => void };

/** Runs the owner launched and watched ('Ejecutar ahora', 'Probar', the chat's run) do not alert. */
const QUIET_TRIGGERS = new Set(['manual', 'test']);

/** How often failing flows are checked for a summary that is due without a new failure. */
const SWEEP_MS = 5 * 60 * 1000;

/**
 * A flow found not failing is trusted so for this long: a success then costs no statement. A
 * failure recorded by another process meanwhile only delays the recovery notice to a later success.
 */
const HEALTHY_TRUST_MS = 30_000;

/** The public address links in emails and messages point to. */
function publicBase(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return (config.publicUrl ?? `http://${host}:${config.port}`).replace(/\/+$/, '');
}

/**
 * Failure alerts (docs/alerts.md): listens to runs ending; the first failure of a workflow alerts
 * at once, later failures at most once an hour as a summary, and a success after failures says it
 * works again. Each alert goes to the app and the channels the owner chose.
 */
export function createAlerts(deps: { db: Db; config: Config; log: Log; now?: () => Date }) {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const state = alertState(db);
  const pending = new Set<Promise<void>>();
  const healthyUntil = new Map<string, number>();
  let sweeper: NodeJS.Timeout | undefined;

  /** The facts of an execution: flow, owner, how it started, the step that failed. */
  async function facts(executionId: string) {
    const [row] = await db
      .select({ flowId: executions.flowId, userId: executions.userId, triggerType: executions.triggerType, error: executions.error, flowName: flows.name })
      .from(executions)
      .innerJoin(flows, eq(flows.id, executions.flowId))
      .where(eq(executions.id, executionId))
      .limit(1);
    if (!row) return null;
    const [step] = await db
      .select({ step: executionSteps.step, nodeId: executionSteps.nodeId, actionId: executionSteps.actionId, nodeName: executionSteps.nodeName, error: executionSteps.error })
      .from(executionSteps)
      .where(and(eq(executionSteps.executionId, executionId), eq(executionSteps.status, 'error')))
      .orderBy(asc(executionSteps.step))
      .limit(1);
    const name = step ? findNode(step.nodeId)?.name ?? step.nodeName ?? findAction(step.nodeId, step.actionId)?.name ?? 'paso' : null;
    return { ...row, step: step ? { number: step.step, name: name! } : null, stepError: step?.error ?? null };
  }

  async function send(kind: AlertKind, executionId: string, f: NonNullable<Awaited<ReturnType<typeof facts>>>, extra: Partial<AlertFacts> = {}) {
    const channels = await readAlertChannels(db, config, f.userId);
    const text = alertText(kind, { flowName: f.flowName, executionId, step: f.step, error: f.stepError ?? f.error, ...extra });
    await deliver({ db, config, log }, channels, { userId: f.userId, flowId: f.flowId, executionId, kind, text, link: `${publicBase(config)}/executions/${executionId}` });
  }

  async function summarize(flowId: string) {
    const claimed = await state.claimSummary(flowId, now());
    if (!claimed?.executionId) return;
    const f = await facts(claimed.executionId);
    if (f) await send('summary', claimed.executionId, f, { count: claimed.count });
  }

  async function handle(event: RunFinished) {
    if (event.triggerType && QUIET_TRIGGERS.has(event.triggerType)) return;
    if (event.status === 'success') return succeeded(event);
    const f = await facts(event.executionId);
    if (!f || QUIET_TRIGGERS.has(f.triggerType)) return;
    healthyUntil.delete(f.flowId);
    if (await state.failed(f.flowId, event.executionId, now())) await send('failure', event.executionId, f);
    else await summarize(f.flowId);
  }

  /** A success: one statement at most (none while the flow is known healthy); the facts only on recovery. */
  async function succeeded(event: RunFinished) {
    const flowId = event.flowId ?? (await facts(event.executionId))?.flowId;
    if (!flowId || (healthyUntil.get(flowId) ?? 0) > Date.now()) return;
    const recovered = await state.succeeded(flowId, now());
    if (healthyUntil.size > 10_000) healthyUntil.clear();
    healthyUntil.set(flowId, Date.now() + HEALTHY_TRUST_MS);
    if (!recovered) return;
    const f = await facts(event.executionId);
    if (f && !QUIET_TRIGGERS.has(f.triggerType)) await send('recovered', event.executionId, f);
  }

  /** Keeps track of work in progress, so tests and shutdown can wait for it. */
  function track(work: Promise<void>) {
    const p = work.catch((err) => log.error({ err }, 'failure alert could not be processed'));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  return {
    /** The engine's run-finished listener. */
    onRunFinished: (event: RunFinished) => track(handle(event)),
    /** Sends the summaries that are due for flows that kept failing without a new run since. */
    async sweep() {
      for (const flowId of await state.dueSummaries(now())) await summarize(flowId);
    },
    start() {
      sweeper = setInterval(() => track(this.sweep()), SWEEP_MS);
      sweeper.unref();
    },
    async stop() {
      clearInterval(sweeper);
      await this.idle();
    },
    /** Resolves once every alert being processed is sent (or failed). */
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
