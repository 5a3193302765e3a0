/**
 * One assistant turn answered by a language model: structured output (reply, kind, steps),
 * validated against the node catalogue; an invalid answer is sent back once with its errors
 * to be repaired. Usage is reported per call. Returns null when no valid plan came back, so the
 * caller answers with the built-in planner instead.
 */
import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import { makeStep } from '../planner/compose';
import { serviceGroups } from '../planner/conversation';
import { smartFormFor } from '../planner/forms';
import { planReply } from '../planner/reply';
import type { PlannerResult, PlanStep } from '../planner/types';
import { systemPrompt } from './catalogue-prompt';
import { planErrors } from './validate';

export const LlmAnswer = z.object({
  reply: z.string().describe('Answer to the user, in Spanish'),
  kind: z.enum(['plan', 'clarify', 'conversation']),
  steps: z.array(z.object({
    node_id: z.string(),
    action_id: z.string(),
    params: z.record(z.string(), z.any()),
  })).describe('The whole plan, trigger first; empty unless kind is "plan"'),
  ask_for: z.array(z.enum(['notify', 'storage'])).describe('What to ask when kind is "clarify"'),
});
export type LlmAnswer = z.infer<typeof LlmAnswer>;

export type CallUsage = { inputTokens: number; outputTokens: number; model: string };

export type LlmTurn = {
  message: string;
  conversation?: { role: string; content: string }[];
  currentPlan?: PlanStep[] | null;
  selectedServices?: string[];
  userEmail?: string;
  timezone: string;
};

export type LlmOutcome = { result: PlannerResult; attempts: number } | { result: null; attempts: number; reason: string };

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

export async function planWithLlm(
  model: LanguageModel,
  turn: LlmTurn,
  opts: { onUsage: (u: CallUsage) => Promise<void> | void; modelId: string; timeoutMs?: number },
): Promise<LlmOutcome> {
  const history: ModelMessage[] = (turn.conversation ?? []).slice(-10)
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && m.content.trim())
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content.slice(0, 4000) }));
  const messages: ModelMessage[] = [...history, { role: 'user', content: userPrompt(turn) }];
  let reason = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    let answer: LlmAnswer | null = null;
    let raw = '';
    try {
      const r = await generateText({
        model,
        system: systemPrompt(),
        messages,
        output: Output.object({ schema: LlmAnswer }),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
        providerOptions: { openai: { strictJsonSchema: false } },
      });
      await opts.onUsage({ inputTokens: r.usage.inputTokens ?? 0, outputTokens: r.usage.outputTokens ?? 0, model: r.response?.modelId ?? opts.modelId });
      raw = r.text;
      answer = r.output;
    } catch (err) {
      const e = err as { text?: string; usage?: { inputTokens?: number; outputTokens?: number }; message?: string };
      if (!NoObjectGeneratedError.isInstance(err) && !NoOutputGeneratedError.isInstance(err)) {
        return { result: null, attempts: attempt, reason: e.message ?? String(err) };
      }
      // The model answered, but not with the expected object: that call still cost tokens.
      if (e.usage) await opts.onUsage({ inputTokens: e.usage.inputTokens ?? 0, outputTokens: e.usage.outputTokens ?? 0, model: opts.modelId });
      raw = e.text ?? '';
      reason = 'the answer was not a JSON object with reply, kind, steps and ask_for';
    }
    if (answer) {
      const checked = toResult(answer, !!turn.currentPlan?.length);
      if ('result' in checked) return { result: checked.result, attempts: attempt };
      reason = checked.errors.join('\n');
    }
    messages.push({ role: 'assistant', content: raw || '(no answer)' }, {
      role: 'user',
      content: `That answer is not valid:\n${reason}\nAnswer again with the corrected JSON object only, using only ids and parameters from the catalogue.`,
    });
  }
  return { result: null, attempts: 2, reason };
}
