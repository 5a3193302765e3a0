/**
 * The built-in agent, for when no OpenAI or Anthropic key is available: it plans the goal with the
 * built-in planner (server/planner), runs the planned actions that are among its tools, and says
 * plainly what it is. A goal with no tool task gets the built-in text mode (summarise, extract,
 * classify) of the AI nodes, else an honest answer about what it can do.
 */
import { resolveParams, type TemplateScope } from '../engine/templating';
import { maskSecrets, toJson } from '../engine/mask';
import { BUILTIN_MODEL, runBuiltin } from '../nodes/ai/builtin';
import { planRequest } from '../planner';
import { missingParams } from '../planner/catalog';
import { runTool, toolId, toolName, type ToolContext } from './tools';
import type { AgentOutcome, ToolCallRecord } from './types';

export const BUILTIN_AGENT_INTRO =
  'Soy el agente integrado de Enlaza: no hay una clave de OpenAI o Anthropic conectada, así que no converso como un modelo de IA; entiendo tareas concretas y uso mis herramientas.';

export type BuiltinInput = { goal: string; tools: string[]; timezone: string; toolCtx: ToolContext };

/** A short readable line for a tool's output. */
function summary(output: unknown): string {
  const o = output as { status?: unknown; body?: unknown; message_id?: unknown } | null;
  if (o && typeof o === 'object' && typeof o.status === 'number') {
    const body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body ?? null);
    return `respondió con estado ${o.status}: ${body.slice(0, 400)}`;
  }
  const text = JSON.stringify(output ?? null);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

export async function runBuiltinAgent(input: BuiltinInput): Promise<AgentOutcome> {
  const base = { inputTokens: 0, outputTokens: 0, cost: null, provider: 'builtin', model: BUILTIN_MODEL, iterations: 1, note: BUILTIN_AGENT_INTRO };
  const plan = planRequest({ message: input.goal, timezone: input.timezone });
  const steps = (plan.execution_plan ?? []).slice(1).filter((s) => input.tools.includes(toolId(s.node_id, s.action_id)));

  if (!steps.length) {
    const text = runBuiltin(input.goal);
    const names = input.tools.map(toolName);
    const answer = text.task !== 'echo'
      ? text.text
      : names.length
        ? `No encontré en tu mensaje una tarea que pueda hacer con mis herramientas (${names.join(', ')}). Pídemela en concreto, por ejemplo con la dirección o los datos que hacen falta.`
        : 'No tengo herramientas conectadas: solo puedo resumir, extraer datos o clasificar el texto que me envíes.';
    return { status: 'succeeded', result: answer, error: null, toolCalls: [], ...base };
  }

  const scope: TemplateScope = { trigger: { text: input.goal, message: input.goal }, steps: {} };
  const calls: ToolCallRecord[] = [];
  const lines: string[] = [];
  for (const s of steps) {
    const id = toolId(s.node_id, s.action_id);
    const params = resolveParams(s.params ?? {}, scope) as Record<string, unknown>;
    const started = new Date();
    const missing = missingParams(s.node_id, s.action_id, params);
    const r = missing.length
      ? { ok: false as const, error: `Faltan datos para usar ${toolName(id)}: ${missing.map((m) => m.label).join(', ')}` }
      : await runTool(input.toolCtx, input.tools, id, params);
    calls.push({
      tool: id, name: toolName(id), input: maskSecrets(toJson(params)), output: r.ok ? r.output : null, error: r.ok ? null : r.error,
      duration_ms: Date.now() - started.getTime(), started_at: started.toISOString(),
    });
    scope.steps[s.step] = { output: r.ok ? r.output : null, status: r.ok ? 'success' : 'error', error: r.ok ? null : r.error };
    lines.push(r.ok ? `${toolName(id)}: ${summary(r.output)}` : `No pude usar ${toolName(id)}: ${r.error}`);
  }
  const failed = calls.find((c) => c.error);
  const result = lines.join('\n');
  return failed
    ? { status: 'failed', result, error: failed.error, toolCalls: calls, ...base }
    : { status: 'succeeded', result, error: null, toolCalls: calls, ...base };
}
