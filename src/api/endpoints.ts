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
  TokenPair,
  WorkflowDecision,
  WorkflowDecisionResponse,
  WorkflowSpec,
} from '../../contracts';
import { DEFAULT_CHAT_TITLE } from '../../contracts';
import ky from 'ky';
import { deleteJson, getJson, patchJson, postJson } from './client';

/** One typed function per call of spec §7 that the chat, lists and sessions need. */

export const CHAT_LIST_TIMEOUT_MS = 10_000;
export const MESSAGES_TIMEOUT_MS = 30_000;
export const FLOWS_TIMEOUT_MS = 10_000;
/** The assistant may take a while to plan; long but bounded. */
export const CHAT_SEND_TIMEOUT_MS = 120_000;

type Opts = { signal?: AbortSignal };
const enc = encodeURIComponent;

// ---- auth ------------------------------------------------------------------------------------

export const auth = {
  login: (body: { username: string; password: string }, o: Opts = {}) => postJson<TokenPair>('auth/login', body, o),
  register: (body: { email: string; username: string; password: string }, o: Opts = {}) =>
    postJson<Pick<TokenPair, 'access_token'> & Partial<TokenPair>>('auth/register', body, o),
  refresh: (refreshToken: string, o: Opts = {}) => postJson<TokenPair>('auth/refresh', { refresh_token: refreshToken }, o),
};

// ---- chats -----------------------------------------------------------------------------------

/** The answer of POST /api/chat, with the fields older servers used (`response`) kept optional. */
export type ChatSendAnswer = Partial<ChatReply> & { response?: string; metadata?: Record<string, unknown> };

export type WorkflowDecisionAnswer = Partial<WorkflowDecisionResponse> & {
  success: boolean;
  message?: string;
  id?: string;
  metadata?: Record<string, unknown>;
};

export type WorkflowStatusAnswer = { workflow_status?: { flow_id?: string | null; is_active?: boolean; name?: string | null } | null };

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
  remove: (chatId: string, o: Opts = {}) => deleteJson<unknown>(`chats/${enc(chatId)}`, o),
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
  remove: (flowId: string, o: Opts = {}) => deleteJson<unknown>(`flows/${enc(flowId)}`, o),
};

// ---- node catalogue and webhooks -------------------------------------------------------------

export const nodes = {
  catalogue: (o: Opts = {}) => getJson<Catalogue>('nodes', o),
};

export const webhooks = {
  /** POSTs a sample JSON body to a flow's test webhook URL (spec §7 "Webhook test"); resolves with the status. */
  test: async (url: string, body: unknown, o: Opts = {}): Promise<{ ok: boolean; status: number; body: unknown }> => {
    const res = await ky.post(url, { json: body, throwHttpErrors: false, retry: 0, timeout: 30_000, signal: o.signal });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { ok: res.ok, status: res.status, body: parsed };
  },
};

// ---- executions ------------------------------------------------------------------------------

export const executions = {
  byFlow: async (flowId: string, o: Opts = {}): Promise<Execution[]> => {
    const answer = await getJson<Execution[] | { executions?: Execution[] }>(`executions/flow/${enc(flowId)}`, o);
    return Array.isArray(answer) ? answer : (answer?.executions ?? []);
  },
  get: (executionId: string, o: Opts = {}) => getJson<ExecutionDetail>(`executions/${enc(executionId)}`, o),
};
