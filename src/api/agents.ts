/** Spec §7 Agents (signed in) and the public agent page's calls (no session). docs/agents.md. */
import { ANALYTICS_DAYS, RECENT_RUNS, RUNS_PAGE_SIZE } from '../../contracts/agents';
import type {
  Agent, AgentAnalytics, AgentRun, AgentRunStatus, AgentStatistics, DeployAnswer, DeployChannel,
  PublicAgent, PublicConversation, PublicMessageAnswer,
} from '../../contracts/agents';
import { getJson, postJson } from './client';

type Opts = { signal?: AbortSignal };
const enc = encodeURIComponent;

/** A public agent thinks with tools: long but bounded. */
const PUBLIC_SEND_TIMEOUT_MS = 120_000;

export const agents = {
  list: (o: Opts = {}) => getJson<Agent[]>('ai_agents/', o),
  get: (agentId: string, o: Opts = {}) => getJson<Agent>(`ai_agents/${enc(agentId)}`, o),
  runs: (agentId: string, q: { page: number; pageSize?: number; status?: AgentRunStatus | null }, o: Opts = {}) =>
    getJson<AgentRun[]>(`ai_agents/${enc(agentId)}/runs`, {
      signal: o.signal,
      searchParams: { page: String(q.page), page_size: String(q.pageSize ?? RUNS_PAGE_SIZE), ...(q.status ? { status: q.status } : {}) },
    }),
  statistics: (agentId: string, o: Opts = {}) => getJson<AgentStatistics>(`ai_agents/${enc(agentId)}/runs/statistics`, o),
  analytics: (agentId: string, q: { days?: number; recentLimit?: number } = {}, o: Opts = {}) =>
    getJson<AgentAnalytics>(`ai_agents/${enc(agentId)}/runs/analytics`, {
      signal: o.signal,
      searchParams: { days: String(q.days ?? ANALYTICS_DAYS), recent_limit: String(q.recentLimit ?? RECENT_RUNS) },
    }),
  deploy: (agentId: string, body: { channel: DeployChannel; take_over?: boolean }, o: Opts = {}) =>
    postJson<DeployAnswer>(`ai_agents/${enc(agentId)}/deploy`, body, o),
  undeploy: (agentId: string, channel: DeployChannel, o: Opts = {}) => postJson<{ message: string }>(`ai_agents/${enc(agentId)}/undeploy`, { channel }, o),
};

export const publicAgents = {
  get: (publicId: string, o: Opts = {}) => getJson<PublicAgent>(`public/agents/${enc(publicId)}`, o),
  send: (publicId: string, body: { message: string; conversation_id?: string; visitor_token?: string }, o: Opts = {}) =>
    postJson<PublicMessageAnswer>(`public/agents/${enc(publicId)}/messages`, body, { ...o, timeout: PUBLIC_SEND_TIMEOUT_MS }),
  conversation: (publicId: string, c: { conversationId: string; token: string }, o: Opts = {}) =>
    getJson<PublicConversation>(`public/agents/${enc(publicId)}/conversations/${enc(c.conversationId)}`, { ...o, headers: { 'X-Visitor-Token': c.token } }),
};
