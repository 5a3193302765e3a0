/**
 * The `ai_agent` workflow step runs through the agent runner: when the flow's saved plan gave the
 * step its agent, the run is recorded under that agent (with the execution's id); otherwise (a plan
 * not saved yet, a node called on its own) it runs the same way without a record.
 */
import { StepError, type ExecutionContext } from '../nodes/types';
import { keyLookup } from '../llm/keys';
import { executeAgent } from './execute';
import { performRun, queueRun } from './runner';
import { agentRuntime } from './runtime';
import { findStepAgent, specFromParams, specOfRow } from './store';
import { resolveTools } from './tools';
import type { AgentOutcome, AgentSpec } from './types';

export type AgentStepParams = { prompt: string; tools?: string[]; model?: string; temperature?: number; max_iterations?: number };

function stepOutput(outcome: AgentOutcome, ids: { run_id?: string; agent_id?: string }) {
  if (outcome.status === 'failed') throw new StepError(outcome.error ?? 'El agente no pudo completar la tarea');
  return {
    result: outcome.result,
    text: outcome.result,
    ...(outcome.note ? { note: outcome.note } : {}),
    provider: outcome.provider,
    model: outcome.model,
    iterations: outcome.iterations,
    tools_called: outcome.toolCalls.map((c) => c.tool),
    tool_calls: outcome.toolCalls,
    usage: { input_tokens: outcome.inputTokens, output_tokens: outcome.outputTokens },
    cost: outcome.cost,
    ...ids,
  };
}

export async function runAgentStep(ctx: ExecutionContext, p: AgentStepParams) {
  const rt = agentRuntime(ctx.config);
  const agent = rt ? await findStepAgent(rt.db, ctx.userId, ctx.flowId, ctx.step) : null;
  // The step's params are what runs (the plan on screen may be ahead of the saved agent).
  const saved = agent ? specOfRow(agent) : null;
  const fromStep = specFromParams({ ...p }, saved?.name ?? 'Agente', p.tools ? resolveTools(p.tools, []) : saved?.tools ?? []);
  const spec: AgentSpec = { ...fromStep, instructions: saved?.instructions || fromStep.instructions, model: fromStep.model ?? saved?.model ?? null };

  if (rt && agent) {
    const req = { agent, goal: p.prompt, source: 'workflow' as const, spec, executionId: ctx.executionId, signal: ctx.signal, getCredential: ctx.getCredential, recordUsage: ctx.recordUsage };
    const runId = (await queueRun(rt.db, req))!;
    const { outcome } = await performRun(rt, runId, req);
    return stepOutput(outcome, { run_id: runId, agent_id: agent.id });
  }
  const outcome = await executeAgent({
    spec, goal: p.prompt, source: 'workflow', config: ctx.config, userKey: keyLookup(ctx.getCredential), signal: ctx.signal,
    toolCtx: { userId: ctx.userId, flowId: ctx.flowId, executionId: ctx.executionId, getCredential: ctx.getCredential, config: ctx.config, log: ctx.log, recordUsage: ctx.recordUsage },
    onUsage: async (u) => (await ctx.recordUsage?.(u)) ?? null,
  });
  return stepOutput(outcome, {});
}
