/**
 * An agent run with a language model: a tool-calling loop through the `ai` SDK, bounded by the
 * agent's max iterations (one iteration = one model call) and by the caller's signal (time limit).
 * The model sees only the agent's own tools; a call to any other name is refused and recorded.
 */
import type { ModelMessage, ToolSet } from 'ai';
import { maskSecrets, toJson } from '../engine/mask';
import { languageModel, type LlmChoice } from '../llm/providers';
import { cleanText } from '../text/clean';
import { modelToolName, notAllowed, runTool, toolDescription, toolIdOfModelName, toolInputSchema, toolName, type ToolContext } from './tools';
import type { AgentOutcome, ToolCallRecord } from './types';

/** How much of a tool's output goes back to the model. */
const MAX_TOOL_TEXT = 8_000;

export type LoopInput = {
  choice: LlmChoice;
  system: string;
  messages: ModelMessage[];
  tools: string[];
  temperature: number;
  maxIterations: number;
  /** Aborts the loop (time limit, shutdown). */
  signal: AbortSignal;
  timeLimitMs: number;
  toolCtx: ToolContext;
  /** Records one model call; answers its cost (null when unpriced). */
  onUsage: (u: { model: string; inputTokens: number; outputTokens: number }) => Promise<number | null>;
};

function forModel(output: unknown): unknown {
  const text = JSON.stringify(output ?? null);
  return text.length > MAX_TOOL_TEXT ? `${text.slice(0, MAX_TOOL_TEXT)}… [recortado]` : output;
}

function failureMessage({ APICallError }: typeof import('ai'), err: unknown, input: LoopInput): string {
  const name = input.choice.provider === 'anthropic' ? 'Anthropic' : 'OpenAI';
  if (input.signal.aborted) {
    // the workflow step's own deadline or a shutdown says so in Spanish; the agent's time limit is a DOMException
    const reason = input.signal.reason as { name?: string; message?: string } | undefined;
    return reason && reason.name !== 'TimeoutError' && reason.message ? reason.message : `El agente superó el tiempo máximo de ${Math.round(input.timeLimitMs / 1000)} s`;
  }
  if (APICallError.isInstance(err)) {
    if (err.statusCode === 401 || err.statusCode === 403) return `${name} rechazó la clave: revisa o vuelve a conectar tu clave de ${name}`;
    if (err.statusCode === 404) return `El modelo ${input.choice.model} no existe en ${name} o tu clave no tiene acceso a él`;
    if (err.statusCode === 429) return `${name} recibió demasiadas solicitudes; intenta de nuevo en un momento`;
    if (err.statusCode && err.statusCode >= 500) return `${name} no está respondiendo (error ${err.statusCode})`;
  }
  return `No se pudo completar la tarea con ${name}: ${cleanText(err instanceof Error ? err.message : String(err)).slice(0, 300)}`;
}

export async function runModelLoop(input: LoopInput): Promise<AgentOutcome> {
  // imported with the first agent run rather than with the server (docs/performance.md)
  const ai = await import('ai');
  const { generateText, jsonSchema, stepCountIs, tool } = ai;
  const calls: ToolCallRecord[] = [];
  // Tool calls as executed, by call id; each step's calls are appended in the order the model made them.
  const executed = new Map<string, ToolCallRecord>();
  let inputTokens = 0;
  let outputTokens = 0;
  let cost: number | null = null;
  let iterations = 0;

  const tools: ToolSet = Object.fromEntries(input.tools.map((id) => [modelToolName(id), tool({
    description: toolDescription(id),
    inputSchema: jsonSchema(toolInputSchema(id)),
    execute: async (args: unknown, { toolCallId }) => {
      const started = new Date();
      const r = await runTool(input.toolCtx, input.tools, id, args);
      executed.set(toolCallId, {
        tool: id, name: toolName(id), input: maskSecrets(toJson(args)), output: r.ok ? r.output : null, error: r.ok ? null : r.error,
        duration_ms: Date.now() - started.getTime(), started_at: started.toISOString(),
      });
      return r.ok ? { ok: true, resultado: forModel(r.output) } : { ok: false, error: r.error };
    },
  })]));

  const base = { provider: input.choice.provider, model: input.choice.model };
  const totals = () => ({ toolCalls: calls, inputTokens, outputTokens, cost, iterations, ...base });
  try {
    const r = await generateText({
      model: await languageModel(input.choice),
      system: input.system,
      messages: input.messages,
      ...(input.tools.length ? { tools } : {}),
      stopWhen: stepCountIs(input.maxIterations),
      temperature: input.temperature,
      maxRetries: 0,
      abortSignal: input.signal,
      onStepFinish: async (step) => {
        iterations++;
        inputTokens += step.usage.inputTokens ?? 0;
        outputTokens += step.usage.outputTokens ?? 0;
        const c = await input.onUsage({ model: step.response?.modelId ?? input.choice.model, inputTokens: step.usage.inputTokens ?? 0, outputTokens: step.usage.outputTokens ?? 0 });
        if (c !== null) cost = Math.round(((cost ?? 0) + c) * 1e8) / 1e8;
        for (const call of step.toolCalls) {
          const done = executed.get(call.toolCallId);
          if (done) {
            calls.push(done);
            continue;
          }
          // Refused by the SDK before any execute: a name that is not one of this agent's tools.
          const id = toolIdOfModelName(call.toolName);
          calls.push({
            tool: id, name: toolName(id), input: maskSecrets(toJson(call.input)), output: null,
            error: notAllowed(id), duration_ms: 0, started_at: new Date().toISOString(),
          });
        }
      },
    });
    const last = r.steps.at(-1);
    if (last?.finishReason === 'tool-calls') {
      return { status: 'failed', result: r.text || null, error: `El agente alcanzó el máximo de ${input.maxIterations} iteraciones sin terminar`, ...totals() };
    }
    return { status: 'succeeded', result: r.text.trim() || 'Listo.', error: null, ...totals() };
  } catch (err) {
    return { status: 'failed', result: null, error: failureMessage(ai, err, input), ...totals() };
  }
}
