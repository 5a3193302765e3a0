import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, doublePrecision, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Server-wide values that must survive restarts (e.g. the token signing key). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Bumped by a password change: access tokens carry it (`ver`) and older ones stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(t.username)]);

/** Refresh tokens rotate: each use replaces the token; reuse of a replaced one revokes its whole family. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
  index('refresh_tokens_family_idx').on(t.familyId),
  // Every authenticated request asks whether its session (family) was signed out: a tiny index.
  index('refresh_tokens_revoked_family_idx').on(t.familyId).where(sql`${t.revokedAt} is not null`),
]);

export const chats = pgTable('chats', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** The latest execution plan the assistant proposed in this chat (follow-ups edit it). */
  plan: jsonb('plan'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('chats_user_idx').on(t.userId)]);

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  chatId: uuid('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  content: text('content').notNull(),
  metadata: jsonb('metadata'),
  createdAt: createdAt(),
}, (t) => [index('messages_chat_idx').on(t.chatId, t.createdAt)]);

export const flows = pgTable('flows', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  description: text('description'),
  /** The workflow spec: { name, description, steps: PlanStep[] }. */
  spec: jsonb('spec').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  /** HMAC key senders sign generic webhook deliveries with (AES-256-GCM sealed; made on first request). */
  webhookSecret: text('webhook_secret'),
  /** While in the future, one anonymous call to the test URL (?test=true) may run the flow ("listen for a test event"). */
  webhookTestArmedUntil: timestamp('webhook_test_armed_until', { withTimezone: true }),
  /** A schedule's slots missed while no process ran: 'catch_up' runs the last one once, 'skip' drops them (migration 0014). */
  missedSlots: text('missed_slots').notNull().default('catch_up'),
  /** The last schedule slot claimed for this flow: each slot runs once, and missed slots are found from it. */
  scheduleLastSlot: timestamp('schedule_last_slot', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('flows_user_idx').on(t.userId),
  /** One flow per chat: saving (and the draft 'Ejecutar' needs) upserts on it (migration 0008). */
  uniqueIndex('flows_chat_key').on(t.chatId).where(sql`${t.chatId} is not null`),
]);

export const executions = pgTable('executions', {
  id: uuid('id').primaryKey().defaultRandom(),
  flowId: uuid('flow_id').notNull().references(() => flows.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  triggerType: text('trigger_type').notNull(),
  triggerPayload: jsonb('trigger_payload'),
  cost: real('cost'),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  /**
   * Identity of the delivery that started the run (webhook delivery id, polled item id); unique per
   * flow, so a repeated delivery or a re-polled item cannot start a second execution.
   */
  dedupeKey: text('dedupe_key'),
  /** The execution this one replays ('Reintentar', migration 0015). */
  retryOf: uuid('retry_of').references((): AnyPgColumn => executions.id, { onDelete: 'set null' }),
  /** Every string and number of the trigger data, lowercased (search by business data; GIN index). */
  searchTerms: text('search_terms').array().generatedAlwaysAs(sql`enlaza_search_terms(trigger_payload)`),
  /** Queue mode: the engine process (engine_processes.id) running it; null while queued, and always in single-process mode. */
  ownerId: text('owner_id'),
  /**
   * Set while the execution is parked by a long delay step (migration 0016, docs/engine.md "Long
   * waits"): it stays 'running' and is resumed at this time from the step after the delay.
   */
  resumeAt: timestamp('resume_at', { withTimezone: true }),
  /** What a parked execution resumes with: the steps it runs and its pending delay step (server/engine/waits.ts). */
  resume: jsonb('resume'),
}, (t) => [
  index('executions_flow_idx').on(t.flowId, t.startedAt),
  index('executions_status_idx').on(t.status),
  uniqueIndex('executions_flow_dedupe_key').on(t.flowId, t.dedupeKey),
  index('executions_search_idx').using('gin', t.searchTerms).where(sql`${t.searchTerms} is not null`),
  index('executions_flow_status_idx').on(t.flowId, t.status, t.startedAt),
  index('executions_started_idx').on(t.startedAt),
  index('executions_retry_of_idx').on(t.retryOf).where(sql`${t.retryOf} is not null`),
  index('executions_resume_at_idx').on(t.resumeAt).where(sql`${t.resumeAt} is not null`),
]);

/**
 * Queue mode (REDIS_URL): every API and worker process, with its heartbeat. An execution whose owner's
 * heartbeat stopped is marked interrupted by any live process (docs/scaling.md).
 */
export const engineProcesses = pgTable('engine_processes', {
  id: text('id').primaryKey(),
  /** 'api' or 'worker'. */
  kind: text('kind').notNull(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where each polling trigger (Gmail, Sheets, Drive, Calendar, Telegram) left off, per flow. */
export const triggerCursors = pgTable('trigger_cursors', {
  flowId: uuid('flow_id').primaryKey().references(() => flows.id, { onDelete: 'cascade' }),
  /** What the trigger's poll() returned last; reset when the trigger's node, action or params change. */
  cursor: jsonb('cursor'),
  /** Fingerprint of the trigger step the cursor belongs to. */
  triggerKey: text('trigger_key').notNull(),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});

export const executionSteps = pgTable('execution_steps', {
  id: uuid('id').primaryKey().defaultRandom(),
  executionId: uuid('execution_id').notNull().references(() => executions.id, { onDelete: 'cascade' }),
  step: integer('step').notNull(),
  nodeId: text('node_id').notNull(),
  actionId: text('action_id').notNull(),
  nodeName: text('node_name'),
  status: text('status').notNull(),
  input: jsonb('input'),
  output: jsonb('output'),
  error: text('error'),
  durationMs: integer('duration_ms'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  /**
   * Every string and number of the step's output, lowercased (search by business data; GIN index).
   * None for the trigger step: its output repeats the execution's trigger data, indexed there.
   */
  searchTerms: text('search_terms').array().generatedAlwaysAs(sql`case when step > 1 then enlaza_search_terms(output) end`),
}, (t) => [
  index('execution_steps_execution_idx').on(t.executionId, t.step),
  index('execution_steps_search_idx').using('gin', t.searchTerms).where(sql`${t.searchTerms} is not null`),
]);

/** Per-user service credentials; `secret` is AES-256-GCM ciphertext, never sent to a browser. */
export const credentials = pgTable('credentials', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  serviceId: text('service_id').notNull(),
  provider: text('provider').notNull(),
  flavor: text('flavor').notNull().default('default'),
  mechanism: text('mechanism').notNull(),
  secret: text('secret').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** 'connected', or 'expired' once a refresh failed (the UI offers to renew). */
  status: text('status').notNull().default('connected'),
  /** True when the secret holds an OAuth refresh token (an expired access token can still be renewed). */
  refreshable: boolean('refreshable').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('credentials_user_service_key').on(t.userId, t.serviceId)]);

/** A user's own OAuth app per provider; `client_secret` is AES-256-GCM ciphertext, never sent back. */
export const oauthApps = pgTable('oauth_apps', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  appName: text('app_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('oauth_apps_user_provider_key').on(t.userId, t.provider)]);

/**
 * One row per started OAuth authorization: the signed `state` names the row, which binds it to the
 * user, service and chat, keeps the PKCE verifier (encrypted) and is consumed once (`used_at`).
 */
export const oauthStates = pgTable('oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  serviceId: text('service_id').notNull(),
  provider: text('provider').notNull(),
  chatId: text('chat_id'),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  clientId: text('client_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('oauth_states_expires_idx').on(t.expiresAt)]);

/** One row per language-model call (the assistant's AI mode): tokens and cost, for /api/llm/usage/analytics. */
export const llmUsage = pgTable('llm_usage', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
  provider: text('provider').notNull(),
  model: text('model').notNull(),
  /** What the call was for, e.g. 'chat_plan' or 'chat_plan_repair'. */
  purpose: text('purpose').notNull(),
  inputTokens: integer('input_tokens').notNull().default(0),
  outputTokens: integer('output_tokens').notNull().default(0),
  /** US dollars; null when the model's price is unknown. */
  cost: doublePrecision('cost'),
  createdAt: createdAt(),
}, (t) => [index('llm_usage_user_idx').on(t.userId, t.createdAt), index('llm_usage_provider_idx').on(t.provider, t.createdAt)]);

/** The LLM catalogue (spec §7 GET /api/llm/*): who can answer the assistant in AI mode. 'builtin' is Enlaza's own planner. */
export const llmProviders = pgTable('llm_providers', {
  providerKey: text('provider_key').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** Where the provider's API is documented (never a key, never a private URL). */
  website: text('website'),
  /** True when the provider needs an API key (server env or the user's own credential). */
  requiresKey: boolean('requires_key').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * One row per model. Prices (US dollars per 1,000 tokens) are the only price table: llm_usage's
 * cost of each call is computed from them (server/llm/pricing.ts). Null cost = unknown.
 */
export const llmModels = pgTable('llm_models', {
  id: text('id').primaryKey(),
  modelKey: text('model_key').notNull(),
  providerKey: text('provider_key').notNull().references(() => llmProviders.providerKey, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  isRecommended: boolean('is_recommended').notNull().default(false),
  contextLength: integer('context_length'),
  costPer1kInputTokens: doublePrecision('cost_per_1k_input_tokens'),
  costPer1kOutput: doublePrecision('cost_per_1k_output'),
  capabilities: text('capabilities').array().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('llm_models_provider_model_key').on(t.providerKey, t.modelKey)]);

/**
 * Browser console warnings and errors the SPA sends (POST /api/frontend-logs), secrets scrubbed
 * before they are stored; pruned to the last 14 days and 10,000 rows (server/frontend-logs/store.ts).
 * `user_id` is null for visitors and for the page-unload beacon, which carries no token.
 */
export const frontendLogs = pgTable('frontend_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  level: text('level').notNull(),
  message: text('message').notNull(),
  url: text('url'),
  userAgent: text('user_agent'),
  /** When the browser logged it (its clock); null when the entry's timestamp was unreadable. */
  loggedAt: timestamp('logged_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('frontend_logs_created_idx').on(t.createdAt)]);

/**
 * AI agents (docs/agents.md): one per `ai_agent` step of a saved flow (`slot` = its position among
 * the flow's ai_agent steps), kept in sync on every save. A flow deleted leaves its agents with
 * `flow_id` null (shown as inactive), so their run history stays.
 */
export const agents = pgTable('agents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  flowId: uuid('flow_id').references(() => flows.id, { onDelete: 'set null' }),
  slot: integer('slot').notNull().default(0),
  /** The step number the agent had in the saved flow (the workflow step finds its agent by it). */
  step: integer('step'),
  name: text('name').notNull(),
  systemPrompt: text('system_prompt').notNull(),
  /** Catalogue action ids ("http.request") the agent may call. */
  tools: jsonb('tools').$type<string[]>().notNull().default([]),
  /** A catalogue model key; null picks one from the key available at run time. */
  model: text('model'),
  temperature: doublePrecision('temperature').notNull().default(0.3),
  maxIterations: integer('max_iterations').notNull().default(5),
  /** 'active' | 'inactive' (its step left the saved plan) | 'error'. */
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('agents_flow_slot_key').on(t.flowId, t.slot).where(sql`${t.flowId} is not null`),
  index('agents_user_idx').on(t.userId, t.createdAt),
]);

/** Where an agent answers: a public web page (`public_id`) or the owner's Telegram bot (webhook). One per agent and channel. */
export const agentDeployments = pgTable('agent_deployments', {
  id: uuid('id').primaryKey().defaultRandom(),
  agentId: uuid('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** 'web' | 'telegram'. */
  channel: text('channel').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Web: the unguessable id of /a/{public_id}; replaced on every deploy. */
  publicId: text('public_id'),
  /** Telegram: SHA-256 of the secret_token Telegram sends back on every update. */
  secretHash: text('secret_hash'),
  botUsername: text('bot_username'),
  webhookUrl: text('webhook_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('agent_deployments_agent_channel_key').on(t.agentId, t.channel),
  uniqueIndex('agent_deployments_public_id_key').on(t.publicId),
  index('agent_deployments_user_idx').on(t.userId, t.channel),
]);

/** One visitor's conversation on the web page, or one Telegram chat. */
export const agentConversations = pgTable('agent_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  deploymentId: uuid('deployment_id').notNull().references(() => agentDeployments.id, { onDelete: 'cascade' }),
  agentId: uuid('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
  channel: text('channel').notNull(),
  /** Web: SHA-256 of the visitor's token (only that visitor reads the conversation). */
  visitorHash: text('visitor_hash'),
  /** Telegram: the chat id. */
  externalId: text('external_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('agent_conversations_external_key').on(t.deploymentId, t.externalId)]);

export const agentMessages = pgTable('agent_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversationId: uuid('conversation_id').notNull().references(() => agentConversations.id, { onDelete: 'cascade' }),
  /** 'user' | 'assistant'. */
  role: text('role').notNull(),
  content: text('content').notNull(),
  runId: uuid('run_id'),
  createdAt: createdAt(),
}, (t) => [index('agent_messages_conversation_idx').on(t.conversationId, t.createdAt)]);

/** One run of an agent: queued → running → succeeded | failed, with its tool calls, tokens and cost. */
export const agentRuns = pgTable('agent_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  agentId: uuid('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('queued'),
  /** 'workflow' | 'web' | 'telegram'. */
  source: text('source').notNull(),
  goal: text('goal').notNull(),
  result: text('result'),
  error: text('error'),
  provider: text('provider'),
  model: text('model'),
  inputTokens: integer('input_tokens').notNull().default(0),
  outputTokens: integer('output_tokens').notNull().default(0),
  /** US dollars; null when no priced model call was made. */
  cost: doublePrecision('cost'),
  iterations: integer('iterations').notNull().default(0),
  /** [{ tool, name, input, output, error, duration_ms, started_at }] in call order. */
  toolCalls: jsonb('tool_calls').notNull().default([]),
  executionId: uuid('execution_id').references(() => executions.id, { onDelete: 'set null' }),
  deploymentId: uuid('deployment_id').references(() => agentDeployments.id, { onDelete: 'set null' }),
  conversationId: uuid('conversation_id').references(() => agentConversations.id, { onDelete: 'set null' }),
  /** A delivery's identity (Telegram update id): one run per delivery and deployment. */
  dedupeKey: text('dedupe_key'),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: updatedAt(),
}, (t) => [
  index('agent_runs_agent_idx').on(t.agentId, t.createdAt),
  index('agent_runs_agent_status_idx').on(t.agentId, t.status),
  uniqueIndex('agent_runs_dedupe_key').on(t.deploymentId, t.dedupeKey),
]);

/** In-app failure alerts (docs/alerts.md): newest first in the bell; `kind` is 'failure' | 'summary' | 'recovered'. */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  flowId: uuid('flow_id').references(() => flows.id, { onDelete: 'cascade' }),
  executionId: uuid('execution_id').references(() => executions.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)]);

/** The channels a user's failure alerts go to besides the app (which always gets them). */
export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  telegram: boolean('telegram').notNull().default(false),
  telegramChatId: text('telegram_chat_id'),
  slack: boolean('slack').notNull().default(false),
  slackChannel: text('slack_channel'),
  updatedAt: updatedAt(),
});

/**
 * Whether a flow is failing, and when its owner was last told: the first failure alerts at once,
 * later ones add to `pending_failures` until the hourly summary (server/alerts/state.ts).
 */
export const flowAlertState = pgTable('flow_alert_state', {
  flowId: uuid('flow_id').primaryKey().references(() => flows.id, { onDelete: 'cascade' }),
  failing: boolean('failing').notNull().default(false),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  pendingFailures: integer('pending_failures').notNull().default(0),
  lastExecutionId: uuid('last_execution_id'),
  updatedAt: updatedAt(),
});
