import { z } from 'zod';

/** AI agents (spec §3 Agent, Agent run, Agent analytics; §7 Agents). docs/agents.md. */

/** Spec §9: 20 runs per page (more exist when a page comes back full); analytics of 30 days with 10 recent runs, 5 shown in the overview. */
export const RUNS_PAGE_SIZE = 20;
export const ANALYTICS_DAYS = 30;
export const RECENT_RUNS = 10;
export const RECENT_RUNS_SHOWN = 5;

export const AgentStatus = z.enum(['active', 'inactive', 'error']);
export type AgentStatus = z.infer<typeof AgentStatus>;

export const AGENT_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const AgentRunStatus = z.enum(AGENT_RUN_STATUSES);
export type AgentRunStatus = z.infer<typeof AgentRunStatus>;

export const DEPLOY_CHANNELS = ['web', 'telegram'] as const;
export const DeployChannel = z.enum(DEPLOY_CHANNELS);
export type DeployChannel = z.infer<typeof DeployChannel>;

/** A catalogue action the agent may call: `id` is "node_id.action_id", `name` its Spanish name. */
export const AgentTool = z.object({ id: z.string(), node_id: z.string(), action_id: z.string(), name: z.string() });
export type AgentTool = z.infer<typeof AgentTool>;

export const AgentDeployment = z.object({
  channel: DeployChannel,
  enabled: z.boolean(),
  /** Web: the public page is /a/{public_id}. */
  public_id: z.string().nullable(),
  /** Web: the page's address; Telegram: the webhook address registered with Telegram. */
  url: z.string().nullable(),
  bot_username: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentDeployment = z.infer<typeof AgentDeployment>;

export const Agent = z.object({
  agent_id: z.string(),
  name: z.string(),
  status: AgentStatus,
  /** A model key of the LLM catalogue; null = chosen by the key available when it runs. */
  model: z.string().nullable(),
  tools: z.array(AgentTool),
  temperature: z.number(),
  max_iterations: z.number(),
  /** The owner's instructions (the ai_agent step's prompt); `system_prompt` repeats it. */
  default_prompt: z.string(),
  system_prompt: z.string(),
  flow_id: z.string().nullable(),
  flow_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deployments: z.array(AgentDeployment),
});
export type Agent = z.infer<typeof Agent>;

export const AgentToolCall = z.object({
  /** "node_id.action_id", or the name the model asked for when it is not one of the agent's tools. */
  tool: z.string(),
  /** Spanish name. */
  name: z.string(),
  input: z.unknown(),
  output: z.unknown(),
  error: z.string().nullable(),
  duration_ms: z.number(),
  started_at: z.string(),
});
export type AgentToolCall = z.infer<typeof AgentToolCall>;

export const AgentRun = z.object({
  run_id: z.string(),
  agent_id: z.string(),
  goal: z.string(),
  status: AgentRunStatus,
  /** Where the run came from: a workflow step, the public web page or Telegram. */
  source: z.enum(['workflow', 'web', 'telegram']),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_ms: z.number().nullable(),
  result: z.string().nullable(),
  error: z.string().nullable(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  tokens: z.number(),
  cost: z.number().nullable(),
  iterations: z.number(),
  tool_calls: z.array(AgentToolCall),
  execution_id: z.string().nullable(),
});
export type AgentRun = z.infer<typeof AgentRun>;

export const AgentStatistics = z.object({
  total_runs: z.number(),
  successful_runs: z.number(),
  failed_runs: z.number(),
  running_runs: z.number(),
  queued_runs: z.number(),
  /** Succeeded ÷ finished (succeeded + failed) × 100, one decimal; 0 with nothing finished. */
  success_rate: z.number(),
  average_duration_minutes: z.number(),
  last_run_date: z.string().nullable(),
});
export type AgentStatistics = z.infer<typeof AgentStatistics>;

export const AgentDailyStat = z.object({
  date: z.string(),
  total_runs: z.number(),
  successful_runs: z.number(),
  failed_runs: z.number(),
  success_rate: z.number(),
});
export type AgentDailyStat = z.infer<typeof AgentDailyStat>;

export const AgentAnalytics = z.object({
  days: z.number(),
  statistics: AgentStatistics,
  daily_stats: z.array(AgentDailyStat),
  outcome_distribution: z.object({ successful: z.number(), failed: z.number(), running: z.number(), queued: z.number() }),
  recent_runs: z.array(AgentRun),
  period_start: z.string(),
  period_end: z.string(),
});
export type AgentAnalytics = z.infer<typeof AgentAnalytics>;

export const DeployRequest = z.object({
  channel: DeployChannel,
  /** Telegram: the bot is in use (a workflow's Telegram trigger or another agent); true hands it over to this agent. */
  take_over: z.boolean().optional(),
});
export type DeployRequest = z.infer<typeof DeployRequest>;

export const DeployAnswer = z.object({ message: z.string(), deployment: AgentDeployment });
export type DeployAnswer = z.infer<typeof DeployAnswer>;

/** 409 body when the Telegram bot is in use: `holders` are the workflows or agent using it. */
export const BotInUse = z.object({ detail: z.string(), can_take_over: z.literal(true), holders: z.array(z.string()) });
export type BotInUse = z.infer<typeof BotInUse>;

// ---- the public page /a/{public_id} (no session) ------------------------------------------------

export const PUBLIC_MESSAGE_MAX = 2000;

export const PublicAgent = z.object({ public_id: z.string(), name: z.string(), greeting: z.string() });
export type PublicAgent = z.infer<typeof PublicAgent>;

export const PublicMessage = z.object({ id: z.string(), role: z.enum(['user', 'assistant']), content: z.string(), created_at: z.string() });
export type PublicMessage = z.infer<typeof PublicMessage>;

export const PublicMessageRequest = z.object({
  message: z.string().trim().min(1, 'Escribe un mensaje').max(PUBLIC_MESSAGE_MAX, `El mensaje no puede pasar de ${PUBLIC_MESSAGE_MAX} caracteres`),
  conversation_id: z.string().optional(),
  visitor_token: z.string().optional(),
});
export type PublicMessageRequest = z.infer<typeof PublicMessageRequest>;

export const PublicMessageAnswer = z.object({
  conversation_id: z.string(),
  /** Keep it: only this visitor reads the conversation (GET …/conversations/{id} with X-Visitor-Token). */
  visitor_token: z.string(),
  user_message: PublicMessage,
  reply: PublicMessage,
});
export type PublicMessageAnswer = z.infer<typeof PublicMessageAnswer>;

export const PublicConversation = z.object({ conversation_id: z.string(), messages: z.array(PublicMessage) });
export type PublicConversation = z.infer<typeof PublicConversation>;
