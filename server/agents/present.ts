/** Rows as the API answers them (contracts/agents.ts). */
import type { Agent, AgentRun, AgentToolCall } from '../../contracts/agents';
import { toDeployment, type DeploymentRow } from './deployments';
import type { RunRow } from './runner';
import { shownStatus, type AgentRow } from './store';
import { toolInfo } from './tools';

export function toAgent(row: AgentRow, flowName: string | null, deployments: DeploymentRow[], base: string): Agent {
  return {
    agent_id: row.id,
    name: row.name,
    status: shownStatus(row),
    model: row.model,
    tools: row.tools.map(toolInfo),
    temperature: row.temperature,
    max_iterations: row.maxIterations,
    default_prompt: row.systemPrompt,
    system_prompt: row.systemPrompt,
    flow_id: row.flowId,
    flow_name: flowName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deployments: deployments.filter((d) => d.agentId === row.id).map((d) => toDeployment(d, base)),
  };
}

export function toRun(row: RunRow): AgentRun {
  const started = row.startedAt?.getTime() ?? null;
  const ended = row.endedAt?.getTime() ?? null;
  return {
    run_id: row.id,
    agent_id: row.agentId,
    goal: row.goal,
    status: row.status as AgentRun['status'],
    source: row.source as AgentRun['source'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    duration_ms: started !== null && ended !== null ? Math.max(0, ended - started) : null,
    result: row.result,
    error: row.error,
    provider: row.provider,
    model: row.model,
    input_tokens: row.inputTokens,
    output_tokens: row.outputTokens,
    tokens: row.inputTokens + row.outputTokens,
    cost: row.cost,
    iterations: row.iterations,
    tool_calls: (Array.isArray(row.toolCalls) ? row.toolCalls : []) as AgentToolCall[],
    execution_id: row.executionId,
  };
}
