/**
 * The shape of a model's answer (reply, kind, steps, ask_for), and how to read it from plain text.
 * Cloud models return it as structured output; local models often cannot (no json_schema mode),
 * and write the object alone, inside ```json fences, or with a sentence around it.
 */
import { z } from 'zod';

const Step = z.object({
  node_id: z.string(),
  action_id: z.string(),
  params: z.record(z.string(), z.any()),
});

export const LlmAnswer = z.object({
  reply: z.string().describe('Answer to the user, in Spanish'),
  kind: z.enum(['plan', 'clarify', 'conversation']),
  steps: z.array(Step).describe('The whole plan, trigger first; empty unless kind is "plan"'),
  ask_for: z.array(z.enum(['notify', 'storage'])).describe('What to ask when kind is "clarify"'),
});
export type LlmAnswer = z.infer<typeof LlmAnswer>;

/** Plain text is read leniently: an empty list or empty params may be left out. */
const LenientAnswer = LlmAnswer.extend({
  steps: z.array(Step.extend({ params: Step.shape.params.nullish().transform((p) => p ?? {}) })).nullish().transform((s) => s ?? []),
  ask_for: LlmAnswer.shape.ask_for.nullish().transform((a) => a ?? []),
});

/** Told to a model that answers in plain text (no structured output). */
export const PLAIN_JSON_RULE = `
Answer with one JSON object only, with the keys "reply", "kind", "steps" and "ask_for" as in the example: no text before or after it, no code fences.`;

const NOT_JSON = 'the answer was not a JSON object with reply, kind, steps and ask_for';

/** The JSON text inside the answer: a fenced block's content, else from the first "{" to the last "}". */
function jsonText(text: string): string | null {
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/.exec(text);
  const body = (fenced ? fenced[1] : text).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  return start >= 0 && end > start ? body.slice(start, end + 1) : null;
}

/** The answer in `text`, or what is wrong with it (in words the model can act on when repairing). */
export function parseAnswer(text: string): { answer: LlmAnswer } | { problem: string } {
  const json = jsonText(text ?? '');
  if (!json) return { problem: NOT_JSON };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: NOT_JSON };
  }
  const r = LenientAnswer.safeParse(value);
  if (r.success) return { answer: r.data };
  const issues = r.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || 'answer'}: ${i.message}`);
  return { problem: `${NOT_JSON}:\n${issues.join('\n')}` };
}
