/**
 * One assistant turn answered by a language model: structured output (reply, kind, steps), or for
 * servers without a json_schema mode (local models) a plain-text JSON answer read leniently
 * (answer.ts); either way validated against the node catalogue, and an invalid answer is sent back
 * once with its errors to be repaired. Usage is reported per call. Returns null when no valid plan
 * came back, so the caller answers with the built-in planner instead.
 */
import type { LanguageModel, ModelMessage } from 'ai';
import { makeStep } from '../planner/compose';
import { serviceGroups } from '../planner/conversation';
import { smartFormFor } from '../planner/forms';
import { planReply } from '../planner/reply';
import type { PlannerResult, PlanStep } from '../planner/types';
import { LlmAnswer, parseAnswer, PLAIN_JSON_RULE } from './answer';
import { systemPrompt } from './catalogue-prompt';
import { planErrors } from './validate';

export { LlmAnswer } from './answer';

export type CallUsage = { inputTokens: number; outputTokens: number; model: string };

export type LlmTurn = {
  message: string;
  conversation?: { role: string; content: string }[];
  currentPlan?: PlanStep[] | null;
  selectedServices?: string[];
  userEmail?: string;
  timezone: string;
};

export type LlmOutcome =
  | { result: PlannerResult; attempts: number }
  /** `unreachable`: the server could not be reached at all (nothing answered). */
  | { result: null; attempts: number; reason: string; unreachable?: boolean };

/** 'schema': structured output (json_schema); 'text': the JSON object asked for in words and read from the text. */
export type AnswerFormat = 'schema' | 'text';

function userPrompt(turn: LlmTurn): string {
  const parts = [`Timezone: ${turn.timezone}.`];
  if (turn.userEmail) parts.push(`The user's own email address: ${turn.userEmail}.`);
  if (turn.currentPlan?.length) {
    parts.push(`Current plan (edit it if the message asks for a change):\n${JSON.stringify(turn.currentPlan.map((s) => ({ node_id: s.node_id, action_id: s.action_id, params: s.params ?? s.parameters ?? {} })))}`);
  }
  if (turn.selectedServices?.length) parts.push(`The user picked these services for the part that was ambiguous: ${turn.selectedServices.join(', ')}.`);
  parts.push(`Message: ${turn.message}`);
  return parts.join('\n\n');
}

/** The model's answer as a chat reply; null with the reasons when it does not fit the catalogue. */
export function toResult(answer: LlmAnswer, updating: boolean): { result: PlannerResult } | { errors: string[] } {
  const reply = answer.reply.trim();
  if (answer.kind === 'conversation') {
    return { result: { reply: reply || '¿En qué te ayudo a automatizar?', status: 'conversation', workflow_action: null } };
  }
  if (answer.kind === 'clarify') {
    const groups = [...new Set(answer.ask_for)];
    if (!groups.length) return { errors: ['kind "clarify" needs ask_for.'] };
    return { result: { reply, status: 'clarification_needed', workflow_action: null, service_groups: serviceGroups(groups) } };
  }
  const errors = planErrors(answer.steps);
  if (errors.length) return { errors };
  const steps = answer.steps.map((s, i) => makeStep(i + 1, s.node_id, s.action_id, s.params ?? {}));
  const form = smartFormFor(steps);
  const closing = form ? 'Solo me faltan algunos datos: llena el formulario y lo dejo completo.' : '';
  const text = reply ? [reply, closing].filter(Boolean).join('\n\n') : planReply(steps, { updated: updating, notes: [], needsForm: !!form });
  const result: PlannerResult = {
    reply: text,
    status: form ? 'smart_forms_required' : 'plan_ready',
    workflow_action: updating ? 'plan_updated' : 'plan_created',
    execution_plan: steps,
  };
  if (form) Object.assign(result, { smart_form: form, smart_forms_required: true });
  return { result };
}

/** The `ai` SDK, imported with the first AI turn rather than with the server (docs/performance.md). */
type AiSdk = typeof import('ai');

/** A failed call that never reached a server (refused, unknown host, blocked by the guard). */
function unreachable({ APICallError }: AiSdk, err: unknown): boolean {
  return APICallError.isInstance(err) && err.statusCode === undefined && /cannot connect/i.test(err.message);
}

type Asked = { raw: string; answer: LlmAnswer | null; problem: string };

/** One call; throws only when no answer came back (provider error, timeout, no connection). */
async function ask({ generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output }: AiSdk, model: LanguageModel, messages: ModelMessage[], format: AnswerFormat, timeoutMs: number, onUsage: (u: { inputTokens?: number; outputTokens?: number }, modelId?: string) => Promise<void>): Promise<Asked> {
  const common = { model, messages, maxRetries: 0, abortSignal: AbortSignal.timeout(timeoutMs) };
  if (format === 'text') {
    const r = await generateText({ ...common, system: systemPrompt() + PLAIN_JSON_RULE });
    await onUsage(r.usage, r.response?.modelId);
    const parsed = parseAnswer(r.text);
    return { raw: r.text, answer: 'answer' in parsed ? parsed.answer : null, problem: 'problem' in parsed ? parsed.problem : '' };
  }
  try {
    const r = await generateText({
      ...common,
      system: systemPrompt(),
      output: Output.object({ schema: LlmAnswer }),
      providerOptions: { openai: { strictJsonSchema: false } },
    });
    await onUsage(r.usage, r.response?.modelId);
    return { raw: r.text, answer: r.output, problem: '' };
  } catch (err) {
    if (!NoObjectGeneratedError.isInstance(err) && !NoOutputGeneratedError.isInstance(err)) throw err;
    // The model answered, but not with the expected object: that call still cost tokens, and the
    // object may still be in the text (fenced, or with a sentence around it).
    const e = err as { text?: string; usage?: { inputTokens?: number; outputTokens?: number } };
    if (e.usage) await onUsage(e.usage);
    const parsed = parseAnswer(e.text ?? '');
    return { raw: e.text ?? '', answer: 'answer' in parsed ? parsed.answer : null, problem: 'problem' in parsed ? parsed.problem : '' };
  }
}

export async function planWithLlm(
  model: LanguageModel,
  turn: LlmTurn,
  opts: { onUsage: (u: CallUsage) => Promise<void> | void; modelId: string; timeoutMs?: number; format?: AnswerFormat },
): Promise<LlmOutcome> {
  const history: ModelMessage[] = (turn.conversation ?? []).slice(-10)
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && m.content.trim())
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content.slice(0, 4000) }));
  const messages: ModelMessage[] = [...history, { role: 'user', content: userPrompt(turn) }];
  const onUsage = async (u: { inputTokens?: number; outputTokens?: number }, modelId?: string) => {
    await opts.onUsage({ inputTokens: u.inputTokens ?? 0, outputTokens: u.outputTokens ?? 0, model: modelId ?? opts.modelId });
  };
  const ai = await import('ai');
  let reason = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    let asked: Asked;
    try {
      asked = await ask(ai, model, messages, opts.format ?? 'schema', opts.timeoutMs ?? 30_000, onUsage);
    } catch (err) {
      return { result: null, attempts: attempt, reason: (err as Error)?.message ?? String(err), unreachable: unreachable(ai, err) };
    }
    reason = asked.problem;
    if (asked.answer) {
      const checked = toResult(asked.answer, !!turn.currentPlan?.length);
      if ('result' in checked) return { result: checked.result, attempts: attempt };
      reason = checked.errors.join('\n');
    }
    messages.push({ role: 'assistant', content: asked.raw || '(no answer)' }, {
      role: 'user',
      content: `That answer is not valid:\n${reason}\nAnswer again with the corrected JSON object only, using only ids and parameters from the catalogue.`,
    });
  }
  return { result: null, attempts: 2, reason };
}
