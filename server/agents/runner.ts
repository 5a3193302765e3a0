/**
 * Recorded agent runs: a row is inserted `queued`, becomes `running`, and ends `succeeded` or
 * `failed` with its result or error, tokens, cost, iterations and every tool call. Tools run with
 * the agent owner's credentials only; the values of those credentials never reach the record.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { loadUsableCredential } from '../credentials/load';
import type { Db } from '../db';
import { agentRuns } from '../db/schema';
import { collectSecretValues, scrubSecretValues } from '../engine/mask';
import { keyLookup } from '../llm/keys';
import { recordUsage } from '../llm/usage';
import type { ExecutionContext, ModelUsage } from '../nodes/types';
import { cleanText } from '../text/clean';
import { executeAgent } from './execute';
import type { RunSource } from './prompts';
import type { AgentRuntime } from './runtime';
import { specOfRow, type AgentRow } from './store';
import type { AgentOutcome, AgentSpec, Turn } from './types';

export type RunRow = typeof agentRuns.$inferSelect;

export const INTERRUPTED = 'Ejecución interrumpida';
/** What a person hears when a run failed without anything to show (details stay in the owner's history). */
export const APOLOGY = 'Lo siento, ahora no pude completar tu solicitud. Intenta de nuevo en un momento.';

export type RunRequest = {
  agent: AgentRow;
  goal: string;
  source: RunSource;
  /** Settings to run with instead of the row's (the workflow step's current params). */
  spec?: AgentSpec;
  history?: Turn[];
  executionId?: string | null;
  deploymentId?: string | null;
  conversationId?: string | null;
  /** A delivery's identity: a second run with the same key and deployment is not started. */
  dedupeKey?: string | null;
  signal?: AbortSignal;
  /** The workflow step's credential getter and usage recorder (the execution's masking and cost). */
  getCredential?: ExecutionContext['getCredential'];
  recordUsage?: (u: ModelUsage) => Promise<number | null>;
};

export type FinishedRun = { row: RunRow; outcome: AgentOutcome };

/** Inserts the run `queued`; null when its delivery (deployment + dedupe key) already has a run. */
export async function queueRun(db: Db, req: RunRequest): Promise<string | null> {
  const [row] = await db.insert(agentRuns).values({
    agentId: req.agent.id, userId: req.agent.userId, status: 'queued', source: req.source, goal: cleanText(req.goal),
    executionId: req.executionId ?? null, deploymentId: req.deploymentId ?? null, conversationId: req.conversationId ?? null, dedupeKey: req.dedupeKey ?? null,
  }).onConflictDoNothing().returning({ id: agentRuns.id });
  return row?.id ?? null;
}

/** Runs a queued run to its end and records it. */
export async function performRun(rt: AgentRuntime, runId: string, req: RunRequest): Promise<FinishedRun> {
  const { db } = rt;
  const owner = req.agent.userId;
  await db.update(agentRuns).set({ status: 'running', startedAt: new Date(), updatedAt: new Date() }).where(eq(agentRuns.id, runId));
  // Every credential value a tool or the key lookup loads is kept out of what is recorded.
  const secrets = new Set<string>();
  const load = req.getCredential ?? ((service: string) => loadUsableCredential(db, owner, service));
  const getCredential = async (service: string) => {
    const cred = await load(service);
    collectSecretValues(cred, secrets);
    return cred;
  };
  const onUsage = async (u: ModelUsage) => req.recordUsage
    ? req.recordUsage(u)
    : recordUsage(db, { userId: owner, provider: u.provider, model: u.model, purpose: 'agent_run', inputTokens: u.inputTokens, outputTokens: u.outputTokens });

  let outcome: AgentOutcome;
  try {
    outcome = await executeAgent({
      spec: req.spec ?? specOfRow(req.agent),
      goal: req.goal,
      history: req.history,
      source: req.source,
      config: rt.config,
      userKey: keyLookup(getCredential),
      signal: req.signal,
      toolCtx: { userId: owner, flowId: req.agent.flowId ?? '', executionId: req.executionId ?? runId, getCredential, config: rt.config, log: rt.log, recordUsage: onUsage },
      onUsage,
    });
  } catch (err) {
    rt.log.error({ err }, 'agent run crashed');
    outcome = { status: 'failed', result: null, error: 'Error interno al ejecutar el agente', toolCalls: [], inputTokens: 0, outputTokens: 0, cost: null, iterations: 0, provider: 'builtin', model: '' };
  }
  const clean = (s: string | null) => (s === null ? null : scrubSecretValues(cleanText(s), secrets));
  outcome = { ...outcome, result: clean(outcome.result), error: clean(outcome.error), toolCalls: scrubSecretValues(outcome.toolCalls, secrets) };
  const [row] = await db.update(agentRuns).set({
    status: outcome.status, result: outcome.result, error: outcome.error, provider: outcome.provider, model: outcome.model || null,
    inputTokens: outcome.inputTokens, outputTokens: outcome.outputTokens, cost: outcome.cost, iterations: outcome.iterations,
    toolCalls: outcome.toolCalls, endedAt: new Date(), updatedAt: new Date(),
  }).where(eq(agentRuns.id, runId)).returning();
  return { row, outcome };
}

/** queueRun + performRun; null when the delivery was seen before. */
export async function runAgent(rt: AgentRuntime, req: RunRequest): Promise<FinishedRun | null> {
  const runId = await queueRun(rt.db, req);
  return runId ? performRun(rt, runId, req) : null;
}

/** The words a person gets back: the agent's note (the built-in agent says what it is), then the answer. */
export function replyText(outcome: AgentOutcome): string {
  const answer = outcome.result ?? (outcome.status === 'failed' ? APOLOGY : 'Listo.');
  return outcome.note ? `${outcome.note}\n\n${answer}` : answer;
}

/** Runs a dead process left queued or running are failed with 'Ejecución interrumpida' (at start). */
export async function failInterruptedRuns(db: Db): Promise<void> {
  await db.update(agentRuns)
    .set({ status: 'failed', error: INTERRUPTED, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(agentRuns.status, ['queued', 'running']));
}
