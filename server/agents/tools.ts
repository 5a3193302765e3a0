/**
 * The tools an agent may call: catalogue actions (never triggers), each named "node_id.action_id"
 * and shown by its Spanish catalogue name. Which ones an agent gets is decided when its plan is
 * saved (`resolveTools`); how one runs is `runTool`: the action's own zod schema checks the model's
 * arguments (unknown keys are dropped) and the owner's credentials are the only ones it can load.
 */
import { z } from 'zod';
import type { AgentTool } from '../../contracts/agents';
import type { PlanStep } from '../../contracts/plan';
import { catalogueForBrowser } from '../catalogue/routes';
import { maskSecrets, toJson } from '../engine/mask';
import { errorMessage, withDeadline } from '../engine/step';
import { catalogue, findAction, findNode } from '../nodes';
import { FlowHalt, type ExecutionContext } from '../nodes/types';

/** Actions that make no sense as an agent's tool: itself, flow control, the webhook's own answer, text generation. */
const NOT_TOOLS = new Set(['ai_agent.run_agent', 'ai.generate_text', 'webhook.respond', 'filter.condition', 'transform.set_fields', 'delay.wait']);

export const toolId = (nodeId: string, actionId: string) => `${nodeId}.${actionId}`;

let ids: string[] | null = null;

/** Every catalogue action an agent may use, in catalogue order. */
export function agentToolIds(): string[] {
  ids ??= catalogue.flatMap((n) => n.actions.map((a) => toolId(n.node_id, a.action_id))).filter((id) => !NOT_TOOLS.has(id));
  return ids;
}

export const isAgentTool = (id: string) => agentToolIds().includes(id);

function split(id: string): [string, string] {
  const dot = id.indexOf('.');
  return [id.slice(0, dot), id.slice(dot + 1)];
}

/** The Spanish name people see ("Telegram · Enviar mensaje"); never the raw id when the catalogue knows it. */
export function toolName(id: string): string {
  const [nodeId, actionId] = split(id);
  const node = findNode(nodeId);
  const action = findAction(nodeId, actionId);
  return node && action ? `${node.name} · ${action.name}` : 'Herramienta desconocida';
}

/** Said when the model asks for a tool outside the agent's list: its Spanish name when the catalogue has it. */
export function notAllowed(id: string): string {
  const name = toolName(id);
  return `La herramienta «${name === 'Herramienta desconocida' ? id : name}» no está permitida para este agente`;
}

export function toolInfo(id: string): AgentTool {
  const [node_id, action_id] = split(id);
  return { id, node_id, action_id, name: toolName(id) };
}

const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

/** One entry of an ai_agent step's `tools` param → tool ids: "telegram.send_message", "telegram/send_message", "Telegram · Enviar mensaje", or "telegram" (all its actions). */
function matchTool(entry: string): string[] {
  const e = norm(entry);
  if (!e) return [];
  const exact = agentToolIds().filter((id) => norm(id) === e || norm(toolName(id)) === e);
  if (exact.length) return exact;
  return agentToolIds().filter((id) => norm(split(id)[0]) === e || norm(findNode(split(id)[0])?.name ?? '') === e);
}

/**
 * The tools of an agent: the step's `tools` when given, else the actions the rest of the plan uses
 * (the services the owner already put in this automation). Only agent-usable catalogue actions.
 */
export function resolveTools(raw: unknown, plan: PlanStep[]): string[] {
  const given = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.trim() ? raw.split(',') : null;
  const ids = given
    ? given.filter((v): v is string => typeof v === 'string').flatMap(matchTool)
    : plan.slice(1).map((s) => toolId(s.node_id, s.action_id)).filter(isAgentTool);
  return [...new Set(ids)];
}

/** The model-facing name of a tool (provider tool names allow [a-zA-Z0-9_-]): "telegram__send_message". */
export const modelToolName = (id: string) => id.replace('.', '__');
export const toolIdOfModelName = (name: string) => name.replace('__', '.');

/** The JSON Schema (input side) of the action's parameters, as GET /api/nodes publishes it. */
export function toolInputSchema(id: string): Record<string, unknown> {
  const [nodeId, actionId] = split(id);
  const action = catalogueForBrowser().nodes.find((n) => n.node_id === nodeId)?.actions.find((a) => a.action_id === actionId);
  const { $schema: _ignored, ...schema } = (action?.schema ?? { type: 'object', properties: {} }) as Record<string, unknown>;
  return { type: 'object', ...schema };
}

export function toolDescription(id: string): string {
  const [nodeId, actionId] = split(id);
  return `${toolName(id)}. ${findAction(nodeId, actionId)?.description ?? ''}`.trim();
}

/** What runs a tool: the owner's context (credentials, config), never anything the model chose. */
export type ToolContext = Pick<ExecutionContext, 'userId' | 'flowId' | 'executionId' | 'getCredential' | 'config' | 'log' | 'recordUsage'> & {
  signal: AbortSignal;
  /** Per tool call (ms). */
  timeoutMs: number;
};

export type ToolOutcome = { ok: true; output: unknown } | { ok: false; error: string };

function zodMessage(error: z.ZodError): string {
  return error.issues.map((i) => i.message).join('; ');
}

/** Runs one of the agent's tools. `allowed` is the agent's list: anything else is refused. */
export async function runTool(ctx: ToolContext, allowed: readonly string[], id: string, input: unknown): Promise<ToolOutcome> {
  if (!allowed.includes(id) || !isAgentTool(id)) return { ok: false, error: notAllowed(id) };
  const [nodeId, actionId] = split(id);
  const action = findAction(nodeId, actionId);
  if (!action?.execute) return { ok: false, error: notAllowed(id) };
  const parsed = action.params.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, error: `Parámetros inválidos: ${zodMessage(parsed.error)}` };
  const execute = action.execute;
  try {
    let output = await withDeadline((signal) => execute({
      userId: ctx.userId,
      flowId: ctx.flowId,
      executionId: ctx.executionId,
      triggerType: 'manual',
      trigger: {},
      steps: {},
      signal,
      getCredential: ctx.getCredential,
      config: ctx.config,
      log: ctx.log,
      recordUsage: ctx.recordUsage,
    }, parsed.data), ctx.timeoutMs, ctx.signal);
    if (output instanceof FlowHalt) output = output.output;
    return { ok: true, output: maskSecrets(toJson(output)) };
  } catch (err) {
    return { ok: false, error: errorMessage(err) };
  }
}
