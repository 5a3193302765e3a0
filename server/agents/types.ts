import type { AgentToolCall } from '../../contracts/agents';

/** What an agent is, wherever it runs (a saved agent's row, or a workflow step's params). */
export type AgentSpec = {
  name: string;
  /** The owner's instructions (the ai_agent step's prompt). */
  instructions: string;
  tools: string[];
  model: string | null;
  temperature: number;
  maxIterations: number;
};

export type ToolCallRecord = AgentToolCall;

/** How one run ended. */
export type AgentOutcome = {
  status: 'succeeded' | 'failed';
  result: string | null;
  error: string | null;
  /** Said before the answer to a person (the built-in agent says what it is); not part of the result a workflow uses. */
  note?: string;
  toolCalls: ToolCallRecord[];
  inputTokens: number;
  outputTokens: number;
  /** US dollars of the priced model calls; null when none was priced. */
  cost: number | null;
  iterations: number;
  /** 'openai' | 'anthropic' | 'builtin'. */
  provider: string;
  model: string;
};

/** A conversation's earlier turns (web page, Telegram chat), oldest first. */
export type Turn = { role: 'user' | 'assistant'; content: string };

export const DEFAULT_TEMPERATURE = 0.3;
export const DEFAULT_MAX_ITERATIONS = 5;
/** Earlier turns of a conversation sent to the model. */
export const HISTORY_TURNS = 10;
