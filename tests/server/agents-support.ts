import type { Agent } from '../../contracts/agents';
import type { TestApp } from './harness';

/** Helpers of the agent suites: save a plan the way the chat does, and read its agents. */

export type Auth = { authorization: string };

export async function call(t: TestApp, auth: Auth | undefined, method: string, url: string, payload?: unknown, status = 200) {
  const res = await t.app.inject({ method: method as 'GET', url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? res.json() : null;
}

/** A chat whose plan is saved (POST /api/chat/workflow-decision 'save'): its flow id and chat id. */
export async function savePlan(t: TestApp, auth: Auth, steps: unknown[], chatId?: string): Promise<{ chatId: string; flowId: string }> {
  const chat = chatId ?? (await call(t, auth, 'POST', '/api/chats/', { title: 'Agente' }, 201)).session_id;
  const saved = await call(t, auth, 'POST', '/api/chat/workflow-decision', { decision: 'save', chat_id: chat, execution_plan: steps });
  if (!saved.success) throw new Error(`save failed: ${saved.message}`);
  return { chatId: chat, flowId: saved.flow_id };
}

export async function agentsOf(t: TestApp, auth: Auth): Promise<Agent[]> {
  return call(t, auth, 'GET', '/api/ai_agents/');
}

export const agentPlan = (params: Record<string, unknown>, extra: unknown[] = []) => [
  { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
  { step: 2, node_id: 'ai_agent', action_id: 'run_agent', params },
  ...extra,
];
