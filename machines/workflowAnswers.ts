import type { ChatMessage, PlanStep, StepResult, WorkflowDecision } from '../contracts';
import { errorText } from './shared';

/**
 * Reading POST /api/chat/workflow-decision answers (spec §3 "Workflow decision response"): the flow
 * id, the step results, the confirmation message. Pure functions used by the workflow machine.
 */

/** The answer of POST /api/chat/workflow-decision as the machine reads it. */
export type DecisionAnswer = {
  success: boolean;
  message?: string;
  workflow_id?: string | null;
  flow_id?: string | null;
  id?: string | null;
  is_active?: boolean;
  execution_results?: unknown[];
  assistant_message?: ChatMessage;
  /** The saved flow's steps after a save (or after the execute that gave the chat its flow). */
  saved_plan?: PlanStep[] | null;
  /** Which plan an execute ran: the saved flow's, or the chat's unsaved changes. */
  executed_version?: 'saved' | 'unsaved';
  metadata?: Record<string, any> | null;
};

export type ConfirmationMessage = { id: string; role: 'assistant'; content: string; timestamp: string; metadata?: ChatMessage['metadata'] };

/** A saved workflow id may come as workflow_id, metadata.flow_id, flow_id or id (spec §3). */
export function flowIdOf(a: DecisionAnswer | null | undefined): string | null {
  if (!a) return null;
  return a.workflow_id ?? a.metadata?.flow_id ?? a.flow_id ?? a.id ?? null;
}

/** The saved flow's steps the answer reports, or null when it reports none. */
export function savedPlanOf(a: DecisionAnswer | null | undefined): PlanStep[] | null {
  return Array.isArray(a?.saved_plan) ? a!.saved_plan! : null;
}

const STATUS: Record<string, StepResult['status']> = {
  success: 'success', succeeded: 'success', completed: 'success', ok: 'success',
  error: 'error', failed: 'error', failure: 'error',
  pending: 'pending', queued: 'pending', running: 'running', skipped: 'skipped',
};

/**
 * Step results from an execute answer: metadata.execution_result.steps, metadata.execution_results,
 * execution_results or metadata.workflow_execution (an array, or an object with steps/results).
 */
export function normaliseResults(a: DecisionAnswer | null | undefined): StepResult[] {
  if (!a) return [];
  const m = a.metadata ?? {};
  const we = m.workflow_execution;
  const candidates: unknown[] = [
    m.execution_result?.steps,
    m.execution_results,
    a.execution_results,
    Array.isArray(we) ? we : (we?.steps ?? we?.results ?? we?.step_results),
  ];
  const list = candidates.find((c): c is unknown[] => Array.isArray(c) && c.length > 0) ?? [];
  return list.map((raw, i) => {
    const r = (raw ?? {}) as Record<string, any>;
    return {
      step: typeof r.step === 'number' ? r.step : typeof r.step_number === 'number' ? r.step_number : i + 1,
      node_id: String(r.node_id ?? ''),
      action_id: String(r.action_id ?? ''),
      ...(r.node_name ? { node_name: String(r.node_name) } : {}),
      status: STATUS[String(r.status ?? '').toLowerCase()] ?? (r.error ? 'error' : 'pending'),
      duration_ms: typeof r.duration_ms === 'number' ? r.duration_ms : null,
      ...('input' in r ? { input: r.input } : {}),
      output: r.output ?? r.result ?? null,
      error: r.error == null ? null : typeof r.error === 'string' ? r.error : JSON.stringify(r.error),
    };
  });
}

/** The assistant confirmation to append: the answer's own message, else one built from `message`. */
export function confirmation(a: DecisionAnswer, decision: WorkflowDecision, seq: number): ConfirmationMessage | ChatMessage | null {
  if (a.assistant_message) return a.assistant_message;
  if (!a.message) return null;
  return { id: `workflow-${decision}-${seq}`, role: 'assistant', content: a.message, timestamp: new Date().toISOString() };
}

/** The server's message of a refused decision, else the spec's default; for a thrown call, its text. */
export const failureText = (a: DecisionAnswer | null, error: unknown, fallback: string) =>
  a ? (a.message?.trim() ? a.message : fallback) : errorText(error, fallback);
