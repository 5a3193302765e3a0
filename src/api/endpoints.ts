import type {
  ChatMessage,
  ChatReply,
  ChatRequest,
  ChatSession,
  ChatSessionDetail,
  Execution,
  ExecutionDetail,
  FlowSummary,
  FlowWithSpec,
  Catalogue,
  PlanStep,
  SimulationResult,
  TokenPair,
  WorkflowDecision,
  WorkflowDecisionResponse,
  WorkflowSpec,
  WebhookListenAnswer,
  WebhookSecretAnswer,
} from '../../contracts';
import { DEFAULT_CHAT_TITLE } from '../../contracts';
import { api, deleteJson, getJson, patchJson, postJson, putJson } from './client';

/** One typed function per call of spec §7 that the chat, lists and sessions need. */

export const CHAT_LIST_TIMEOUT_MS = 10_000;
export const MESSAGES_TIMEOUT_MS = 30_000;
export const FLOWS_TIMEOUT_MS = 10_000;
/** The assistant may take a while to plan; long but bounded. */
export const CHAT_SEND_TIMEOUT_MS = 120_000;

type Opts = { signal?: AbortSignal };
const enc = encodeURIComponent;

// ---- auth ------------------------------------------------------------------------------------

export { auth } from './authEndpoints';

// ---- chats -----------------------------------------------------------------------------------

/** The answer of POST /api/chat, with the fields older servers used (`response`) kept optional. */
export type ChatSendAnswer = Partial<ChatReply> & { response?: string; metadata?: Record<string, unknown> };

export type WorkflowDecisionAnswer = Partial<WorkflowDecisionResponse> & {
  success: boolean;
  message?: string;
  id?: string;
  metadata?: Record<string, unknown>;
};

export type WorkflowStatusAnswer = {
  /** saved_plan: the saved flow's steps (null without a flow). */
  workflow_status?: { flow_id?: string | null; is_active?: boolean; name?: string | null; saved_plan?: PlanStep[] | null } | null;
};

export const chats = {
  create: (title?: string, o: Opts = {}) =>
    postJson<ChatSession>('chats/', { title: title?.trim() ? title.trim() : DEFAULT_CHAT_TITLE }, o),
  list: (o: Opts = {}) => getJson<ChatSession[]>('chats/', { ...o, timeout: CHAT_LIST_TIMEOUT_MS }),
  get: (chatId: string, o: Opts = {}) => getJson<ChatSessionDetail>(`chats/${enc(chatId)}`, { ...o, timeout: MESSAGES_TIMEOUT_MS }),
  messages: async (chatId: string, o: Opts = {}): Promise<ChatMessage[]> => {
    const answer = await getJson<ChatMessage[] | { messages?: ChatMessage[] }>(`chats/${enc(chatId)}/messages`, {
      ...o,
      timeout: MESSAGES_TIMEOUT_MS,
    });
    return Array.isArray(answer) ? answer : (answer?.messages ?? []);
  },
  rename: (chatId: string, title: string, o: Opts = {}) => patchJson<ChatSession | undefined>(`chats/${enc(chatId)}`, { title }, o),
  /** Stores the plan after a step edit, so follow-ups and saves start from it. */
  savePlan: (chatId: string, plan: PlanStep[], o: Opts = {}) => patchJson<ChatSession | undefined>(`chats/${enc(chatId)}`, { execution_plan: plan }, o),
  update: (chatId: string, changes: Partial<Pick<ChatSession, 'title'>>, o: Opts = {}) =>
    patchJson<ChatSession | undefined>(`chats/${enc(chatId)}`, changes, o),
  /** `workflow`: what happens to an active workflow saved from the chat (the server answers 409 without it). */
  remove: (chatId: string, o: Opts & { workflow?: 'delete' | 'keep' } = {}) => {
    const { workflow, ...rest } = o;
    return deleteJson<unknown>(`chats/${enc(chatId)}${workflow ? `?workflow=${workflow}` : ''}`, rest);
  },
};

export const chat = {
  /** POST /api/chat */
  send: (body: ChatRequest, o: Opts = {}) => postJson<ChatSendAnswer>('chat', body, { ...o, timeout: CHAT_SEND_TIMEOUT_MS }),
  /** POST /api/chat/workflow-decision */
  workflowDecision: (
    body: {
      decision: WorkflowDecision;
      chat_id?: string;
      session_id?: string;
      execution_plan?: PlanStep[];
      is_active?: boolean;
      workflow_context?: { workflow_data?: unknown } & Record<string, unknown>;
    },
    o: Opts = {},
  ) => postJson<WorkflowDecisionAnswer>('chat/workflow-decision', body, { ...o, timeout: CHAT_SEND_TIMEOUT_MS }),
  /** GET /api/chat/{chatId}/workflow-status */
  workflowStatus: (chatId: string, o: Opts = {}) => getJson<WorkflowStatusAnswer>(`chat/${enc(chatId)}/workflow-status`, o),
};

/** Shorthands named as in the issue. */
export const workflowDecision = chat.workflowDecision;
export const workflowStatus = chat.workflowStatus;

// ---- flows -----------------------------------------------------------------------------------

export const flows = {
  list: (o: Opts = {}) => getJson<FlowSummary[]>('flows', { ...o, timeout: FLOWS_TIMEOUT_MS }),
  create: (spec: WorkflowSpec, o: Opts = {}) => postJson<FlowWithSpec>('flows/create', spec, o),
  get: (flowId: string, o: Opts = {}) => getJson<FlowWithSpec>(`flows/${enc(flowId)}`, { ...o, searchParams: { includeSpec: 'true' } }),
  activate: (flowId: string, isActive: boolean, o: Opts = {}) =>
    postJson<{ is_active: boolean; flow_id?: string }>(`flows/${enc(flowId)}/activate`, { is_active: isActive }, o),
  runNow: (flowId: string, o: Opts = {}) => postJson<unknown>(`flows/${enc(flowId)}/run-now`, undefined, o),
  /** What a schedule does with slots missed while Enlaza was stopped. */
  setMissedSlots: (flowId: string, missedSlots: 'catch_up' | 'skip', o: Opts = {}) =>
    postJson<{ flow_id: string; missed_slots: 'catch_up' | 'skip' }>(`flows/${enc(flowId)}/missed-slots`, { missed_slots: missedSlots }, o),
  remove: (flowId: string, o: Opts = {}) => deleteJson<unknown>(`flows/${enc(flowId)}`, o),
  /** 'Simular': a dry run of a plan that sends nothing. */
  simulate: (plan: PlanStep[], chatId: string | null, o: Opts = {}) =>
    postJson<SimulationResult>('flows/simulate', { execution_plan: plan, chat_id: chatId }, o),
};

// ---- node catalogue and webhooks -------------------------------------------------------------

export const nodes = {
  catalogue: (o: Opts = {}) => getJson<Catalogue>('nodes', o),
};

export const webhooks = {
  /**
   * POSTs a sample JSON body to a flow's test webhook URL (spec §7 "Webhook test") with the owner's
   * session, so the server runs it and answers the step results; resolves with the status and body.
   */
  test: async (url: string, body: unknown, o: Opts = {}): Promise<{ ok: boolean; status: number; body: unknown }> => {
    const res = await api.post(url, { prefixUrl: '', json: body, throwHttpErrors: false, timeout: 30_000, signal: o.signal });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { ok: res.ok, status: res.status, body: parsed };
  },
  /** Opens the test URL to one call by the real sender for a few minutes ('Escuchar evento de prueba'). */
  listen: (flowId: string, o: Opts = {}) => postJson<WebhookListenAnswer>(`flows/${enc(flowId)}/webhook-test/listen`, undefined, o),
  stopListening: (flowId: string, o: Opts = {}) => deleteJson<unknown>(`flows/${enc(flowId)}/webhook-test/listen`, o),
  /** The flow's signing secret (made on first request). */
  secret: (flowId: string, o: Opts = {}) => getJson<WebhookSecretAnswer>(`flows/${enc(flowId)}/webhook-secret`, o),
  rotateSecret: (flowId: string, o: Opts = {}) => postJson<WebhookSecretAnswer>(`flows/${enc(flowId)}/webhook-secret/rotate`, undefined, o),
};

// ---- executions ------------------------------------------------------------------------------

export const executions = {
  byFlow: async (flowId: string, o: Opts = {}): Promise<Execution[]> => {
    const answer = await getJson<Execution[] | { executions?: Execution[] }>(`executions/flow/${enc(flowId)}`, o);
    return Array.isArray(answer) ? answer : (answer?.executions ?? []);
  },
  get: (executionId: string, o: Opts = {}) => getJson<ExecutionDetail>(`executions/${enc(executionId)}`, o),
};

// ---- credentials, OAuth apps, service discovery, OAuth (spec §7) -----------------------------

type OAuthAppAnswer = import('../../contracts').OAuthApp;
type CredentialAnswer = import('../../contracts').Credential;
type AvailableServiceAnswer = import('../../contracts').AvailableService;
type AuthStepAnswer = import('../../contracts').AuthStep | Record<string, never>;
type OAuthCallbackAnswer = { success: boolean; service_id: string; message: string };
type StoredAnswer = { success: true; message: string; credential: CredentialAnswer };

/** spec §8: OAuth app and credential-delete calls fail with 'Error {status}: {text}'. */
async function withStatusText<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (error) {
    const status = (error as { status?: unknown })?.status;
    if (typeof status === 'number') {
      const text = (error as Error).message || '';
      throw new Error(text.startsWith(`Error ${status}`) ? text : `Error ${status}: ${text}`);
    }
    throw error;
  }
}

export const oauthApps = {
  /** GET /api/oauth-apps/ → { oauth_apps } */
  list: async (o: Opts = {}): Promise<OAuthAppAnswer[]> =>
    (await withStatusText(getJson<{ oauth_apps?: OAuthAppAnswer[] }>('oauth-apps/', o)))?.oauth_apps ?? [],
  /** GET /api/oauth-apps/{provider}; null on a 404. */
  get: async (provider: string, o: Opts = {}): Promise<OAuthAppAnswer | null> => {
    try {
      return await getJson<OAuthAppAnswer>(`oauth-apps/${enc(provider)}`, o);
    } catch (error) {
      if ((error as { status?: unknown })?.status === 404) return null;
      return withStatusText(Promise.reject(error));
    }
  },
  create: (provider: string, body: { provider: string; client_id: string; client_secret: string; app_name?: string }, o: Opts = {}) =>
    withStatusText(postJson<OAuthAppAnswer>(`oauth-apps/${enc(provider)}`, body, o)),
  /** PUT sends only the non-empty changed fields. */
  update: (provider: string, body: { client_id?: string; client_secret?: string; app_name?: string }, o: Opts = {}) =>
    withStatusText(putJson<OAuthAppAnswer>(`oauth-apps/${enc(provider)}`, body, o)),
  remove: (provider: string, o: Opts = {}) => withStatusText(deleteJson<unknown>(`oauth-apps/${enc(provider)}`, o)),
};

export const discovery = {
  /** POST …/service/{serviceId}/auth-step?chat_id= → AuthStep, or {} when already authenticated. */
  authStep: (serviceId: string, chatId: string | null, o: Opts = {}) =>
    postJson<AuthStepAnswer | undefined>(`v1/auth-service-discovery/service/${enc(serviceId)}/auth-step`, undefined, {
      ...o,
      ...(chatId ? { searchParams: { chat_id: chatId } } : {}),
    }).then((a) => a ?? {}),
  /** GET …/services/available → { services } */
  available: async (o: Opts = {}): Promise<AvailableServiceAnswer[]> =>
    (await getJson<{ services?: AvailableServiceAnswer[] }>('v1/auth-service-discovery/services/available', o))?.services ?? [],
};

export const credentials = {
  list: async (o: Opts = {}): Promise<CredentialAnswer[]> => {
    const answer = await getJson<CredentialAnswer[] | { credentials?: CredentialAnswer[] }>('credentials/', o);
    return Array.isArray(answer) ? answer : (answer?.credentials ?? []);
  },
  /** GET /api/credentials/{service} — confirms a credential after OAuth. */
  get: (service: string, o: Opts = {}) => getJson<{ service_id: string; created_at: string }>(`credentials/${enc(service)}`, o),
  create: (
    body: { service_id: string; provider?: string; mechanism: string; config: Record<string, unknown>; chat_id?: string | null },
    o: Opts = {},
  ) => postJson<StoredAnswer>('credentials/', body, o),
  /** DELETE /api/credentials/{service_id}; fails with 'Error {status}: {text}'. */
  remove: (serviceId: string, o: Opts = {}) => withStatusText(deleteJson<unknown>(`credentials/${enc(serviceId)}`, o)),
  /** POST /api/oauth/api-key/{serviceId}/store {api_key | bot_token, chat_id, provider?} */
  storeApiKey: (serviceId: string, body: Record<string, unknown>, o: Opts = {}) =>
    postJson<StoredAnswer>(`oauth/api-key/${enc(serviceId)}/store`, body, o),
  /** POST /api/oauth/db-credentials/{serviceId}/store */
  storeDbCredentials: (serviceId: string, body: Record<string, unknown>, o: Opts = {}) =>
    postJson<StoredAnswer>(`oauth/db-credentials/${enc(serviceId)}/store`, body, o),
};

export const oauth = {
  /** GET /api/oauth/callback?service&code&state, with credentials and Accept: application/json. */
  callback: (params: { service: string; code: string; state: string | null }, o: Opts = {}) =>
    getJson<OAuthCallbackAnswer>('oauth/callback', {
      ...o,
      searchParams: { service: params.service, code: params.code, ...(params.state ? { state: params.state } : {}) },
      headers: { Accept: 'application/json' },
      credentials: 'include',
    }),
};

// ---- LLM catalogue (spec §7) -----------------------------------------------------------------

type LlmModelAnswer = import('../../contracts').LlmModel;
type LlmProviderAnswer = import('../../contracts').LlmProvider;
type LlmHealthAnswer = import('../../contracts').LlmHealth;
type LlmUsageAnswer = import('../../contracts').LlmUsageAnalytics;

export type ModelFilters = {
  provider_key?: string;
  capabilities?: string[];
  min_context_length?: number;
  max_cost_per_1k_input?: number;
  include_inactive?: boolean;
};

export const llm = {
  /** GET /api/llm/providers?include_inactive */
  providers: (o: Opts & { includeInactive?: boolean } = {}) =>
    getJson<LlmProviderAnswer[]>('llm/providers', { signal: o.signal, ...(o.includeInactive ? { searchParams: { include_inactive: 'true' } } : {}) }),
  provider: (key: string, o: Opts = {}) => getJson<LlmProviderAnswer>(`llm/providers/${enc(key)}`, o),
  providerModels: (key: string, o: Opts & { includeInactive?: boolean } = {}) =>
    getJson<LlmModelAnswer[]>(`llm/providers/${enc(key)}/models`, { signal: o.signal, ...(o.includeInactive ? { searchParams: { include_inactive: 'true' } } : {}) }),
  /** GET /api/llm/models?provider_key&capabilities (repeated)&min_context_length&max_cost_per_1k_input&include_inactive */
  models: (f: ModelFilters = {}, o: Opts = {}) => {
    const sp = new URLSearchParams();
    if (f.provider_key) sp.set('provider_key', f.provider_key);
    for (const c of f.capabilities ?? []) sp.append('capabilities', c);
    if (f.min_context_length !== undefined) sp.set('min_context_length', String(f.min_context_length));
    if (f.max_cost_per_1k_input !== undefined) sp.set('max_cost_per_1k_input', String(f.max_cost_per_1k_input));
    if (f.include_inactive) sp.set('include_inactive', 'true');
    return getJson<LlmModelAnswer[]>('llm/models', { ...o, searchParams: sp });
  },
  /** GET /api/llm/models/search?q&limit (default 20) */
  search: (q: string, limit = 20, o: Opts = {}) => getJson<LlmModelAnswer[]>('llm/models/search', { ...o, searchParams: { q, limit: String(limit) } }),
  model: (id: string, o: Opts = {}) => getJson<LlmModelAnswer>(`llm/models/${enc(id)}`, o),
  /** GET /api/llm/health → which providers have a key (never the key). */
  health: (o: Opts = {}) => getJson<LlmHealthAnswer>('llm/health', o),
  /** GET /api/llm/usage/analytics?days (default 30)&provider_key */
  usageAnalytics: (params: { days?: number; provider_key?: string } = {}, o: Opts = {}) =>
    getJson<LlmUsageAnswer>('llm/usage/analytics', {
      ...o,
      searchParams: { days: String(params.days ?? 30), ...(params.provider_key ? { provider_key: params.provider_key } : {}) },
    }),
};
