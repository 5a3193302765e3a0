/**
 * Agents as rows: created and kept in sync from a saved plan's `ai_agent` steps (one per step, by
 * its position among them), read only by their owner.
 */
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { agents, flows } from '../db/schema';
import { specSteps } from '../engine/types';
import { isUuid } from '../flows/ids';
import { resolveTools } from './tools';
import { DEFAULT_MAX_ITERATIONS, DEFAULT_TEMPERATURE, type AgentSpec } from './types';

export type AgentRow = typeof agents.$inferSelect;

const MAX_ITERATIONS_CAP = 50;

export function agentName(flowName: string, slot: number): string {
  return slot === 0 ? `Agente · ${flowName}` : `Agente ${slot + 1} · ${flowName}`;
}

/** A number param (may arrive as text from a form), else the default; templated values use the default. */
function numberParam(v: unknown, min: number, max: number, fallback: number, int = false): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < min || n > max || (int && !Number.isInteger(n))) return fallback;
  return n;
}

const textParam = (v: unknown) => (typeof v === 'string' && v.trim() && !/\{\{/.test(v) ? v.trim() : null);

/** The settings an ai_agent step's params give (the step editor and the planner fill them). */
export function specFromParams(params: Record<string, unknown>, name: string, tools: string[]): AgentSpec {
  return {
    name,
    instructions: typeof params.prompt === 'string' ? params.prompt.trim() : '',
    tools,
    model: textParam(params.model),
    temperature: numberParam(params.temperature, 0, 1, DEFAULT_TEMPERATURE),
    maxIterations: numberParam(params.max_iterations, 1, MAX_ITERATIONS_CAP, DEFAULT_MAX_ITERATIONS, true),
  };
}

export function specOfRow(row: AgentRow): AgentSpec {
  return { name: row.name, instructions: row.systemPrompt, tools: row.tools, model: row.model, temperature: row.temperature, maxIterations: row.maxIterations };
}

/**
 * After a save: every `ai_agent` step of the flow has its agent (created, or updated with the step's
 * prompt, tools, model, temperature and max iterations); agents whose step left the plan become inactive.
 */
export async function syncFlowAgents(db: Db, flow: { id: string; userId: string; name: string; spec: unknown }): Promise<void> {
  const steps = specSteps(flow.spec);
  const agentSteps = steps.filter((s) => s.node_id === 'ai_agent' && s.action_id === 'run_agent');
  const now = new Date();
  for (const [slot, s] of agentSteps.entries()) {
    const params = s.params ?? {};
    const spec = specFromParams(params, agentName(flow.name, slot), resolveTools(params.tools, steps));
    const values = {
      name: spec.name, systemPrompt: spec.instructions, tools: spec.tools, model: spec.model, temperature: spec.temperature,
      maxIterations: spec.maxIterations, step: s.step, status: 'active', updatedAt: now,
    };
    await db.insert(agents).values({ userId: flow.userId, flowId: flow.id, slot, ...values })
      .onConflictDoUpdate({ target: [agents.flowId, agents.slot], targetWhere: sql`"flow_id" is not null`, set: values });
  }
  await db.update(agents).set({ status: 'inactive', step: null, updatedAt: now })
    .where(and(eq(agents.flowId, flow.id), gte(agents.slot, agentSteps.length), ne(agents.status, 'inactive')));
}

/** The user's agent, or null (also for malformed ids and other users' agents). */
export async function findUserAgent(db: Db, userId: string, agentId: string): Promise<AgentRow | null> {
  if (!isUuid(agentId)) return null;
  const [row] = await db.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.userId, userId))).limit(1);
  return row ?? null;
}

export async function listUserAgents(db: Db, userId: string) {
  return db.select({ agent: agents, flowName: flows.name }).from(agents)
    .leftJoin(flows, eq(flows.id, agents.flowId))
    .where(eq(agents.userId, userId))
    .orderBy(desc(agents.createdAt), desc(agents.slot));
}

export async function flowNameOf(db: Db, flowId: string | null): Promise<string | null> {
  if (!flowId) return null;
  const [row] = await db.select({ name: flows.name }).from(flows).where(eq(flows.id, flowId)).limit(1);
  return row?.name ?? null;
}

/** The agent of a flow's step (the workflow step runs through it). */
export async function findStepAgent(db: Db, userId: string, flowId: string, step: number | undefined): Promise<AgentRow | null> {
  if (!isUuid(flowId) || step === undefined) return null;
  const [row] = await db.select().from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.flowId, flowId), eq(agents.step, step), eq(agents.status, 'active'))).limit(1);
  return row ?? null;
}

/** An agent answers on its channels only while its step is in a saved flow. */
export const isLive = (row: AgentRow) => row.status === 'active' && row.flowId !== null;

/** What the API shows: a flow deleted leaves its agents inactive. */
export const shownStatus = (row: AgentRow) => (row.flowId === null ? 'inactive' : row.status) as 'active' | 'inactive' | 'error';
