/**
 * One agent run, wherever it comes from (a workflow step, the web page, Telegram): with an OpenAI
 * or Anthropic key (the owner's own first, else the server's) a tool-calling loop; without one,
 * the built-in agent. Bounded by the agent's max iterations and by config.agents.timeoutMs.
 * Knows nothing about the database: recording is runner.ts's job.
 */
import type { ModelMessage } from 'ai';
import type { Config } from '../config';
import { chooseLlm, type KeyedProvider, type LlmSettings } from '../llm/providers';
import { runBuiltinAgent } from './builtin';
import { runModelLoop } from './loop';
import { systemPrompt, type RunSource } from './prompts';
import type { ToolContext } from './tools';
import { HISTORY_TURNS, type AgentOutcome, type AgentSpec, type Turn } from './types';

/** Model values that mean Enlaza's own agent (the picker's and the AI nodes' names for it). */
const BUILTIN_MODELS = new Set(['builtin', 'enlaza-integrado', 'enlaza']);

export function llmSettings(config: Config): LlmSettings {
  return {
    keys: { openai: config.llm.openaiApiKey, anthropic: config.llm.anthropicApiKey },
    baseUrls: { openai: config.apis.openai, anthropic: config.apis.anthropic },
    provider: config.llm.provider,
    model: config.llm.model,
  };
}

export type ExecuteInput = {
  spec: AgentSpec;
  goal: string;
  history?: Turn[];
  source: RunSource;
  config: Config;
  /** The owner's own AI key per provider (keys.ts); the server's keys come from config. */
  userKey: (provider: KeyedProvider) => Promise<string | null>;
  /** Outer cancellation (a step's deadline, shutdown). */
  signal?: AbortSignal;
  toolCtx: Omit<ToolContext, 'signal' | 'timeoutMs'>;
  onUsage: (u: { provider: string; model: string; inputTokens: number; outputTokens: number }) => Promise<number | null>;
};

export async function executeAgent(input: ExecuteInput): Promise<AgentOutcome> {
  const { spec, config } = input;
  const timeLimitMs = config.agents.timeoutMs;
  const signal = AbortSignal.any([AbortSignal.timeout(timeLimitMs), ...(input.signal ? [input.signal] : [])]);
  const toolCtx: ToolContext = { ...input.toolCtx, signal, timeoutMs: config.stepTimeoutMs };
  const builtinChosen = !!spec.model && BUILTIN_MODELS.has(spec.model.trim().toLowerCase());
  const choice = builtinChosen ? null : await chooseLlm(llmSettings(config), { model: spec.model ?? undefined }, input.userKey);
  if (!choice) return runBuiltinAgent({ goal: input.goal, tools: spec.tools, timezone: config.timezone, toolCtx });

  const messages: ModelMessage[] = [
    ...(input.history ?? []).slice(-HISTORY_TURNS).map((t) => ({ role: t.role, content: t.content.slice(0, 4000) }) as ModelMessage),
    { role: 'user', content: input.goal },
  ];
  return runModelLoop({
    choice,
    system: systemPrompt(spec, input.source),
    messages,
    tools: spec.tools,
    temperature: spec.temperature,
    maxIterations: spec.maxIterations,
    signal,
    timeLimitMs,
    toolCtx,
    onUsage: (u) => input.onUsage({ provider: choice.provider, ...u }),
  });
}
