import type { z } from 'zod';
import type { TriggerType } from '../engine/types';

export type AuthMechanism = 'none' | 'oauth2' | 'api_key' | 'bot_token' | 'db_credentials';

/** What an action's execute() gets: resolved params plus the run's context. */
export type ExecutionContext = {
  userId: string;
  flowId: string;
  executionId: string;
  /** The step's number in the flow (1 = the trigger); absent when an action runs outside a flow. */
  step?: number;
  /**
   * How the run started: `poll` when the poller found an item (then `trigger` is that item),
   * `manual` for "Ejecutar ahora" and the chat's "Ejecutar", `webhook`, `test`, `schedule`.
   */
  triggerType: TriggerType;
  /** The trigger's output and every earlier step's output, for reference. */
  trigger: unknown;
  steps: Record<number, { output: unknown }>;
  /** Aborted when the step times out or the server shuts down. */
  signal: AbortSignal;
  /** Loads the user's decrypted credential for this node's service, or null. */
  getCredential: (serviceId: string) => Promise<Record<string, unknown> | null>;
  config: import('../config').Config;
  log: { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
  /**
   * Records a paid language-model call made by this step (llm_usage) and adds its cost to the
   * execution's; answers the call's cost in US dollars, null when the model's price is unknown.
   */
  recordUsage?: (u: ModelUsage) => Promise<number | null>;
};

export type ModelUsage = { provider: string; model: string; inputTokens: number; outputTokens: number };

export type ActionDefinition<P extends z.ZodType = z.ZodType> = {
  action_id: string;
  /** Spanish display name, e.g. 'Enviar correo'. */
  name: string;
  description: string;
  kind: 'trigger' | 'action';
  params: P;
  /** Runs the action; returns its output (stored as the step's output). Triggers return the trigger payload. */
  execute?: (ctx: ExecutionContext, params: z.infer<P>) => Promise<unknown>;
  /** Time limit for this step when it legitimately needs more than config.stepTimeoutMs (e.g. a delay). */
  timeoutMs?: (params: z.infer<P>, defaultMs: number) => number;
  /**
   * Polling triggers only: asks the service what is new since `cursor` (null on the first poll of a
   * flow, which usually just records a baseline). Each item starts one execution with `payload` as
   * the trigger output; `id` must be stable (it de-duplicates across restarts).
   */
  poll?: (ctx: PollContext, params: z.infer<P>, cursor: unknown) => Promise<PollResult>;
  /**
   * Polling triggers only: the most recent real item (Calendar: the next event), shaped like a polled
   * item's payload, or null when there is none. A run the poller did not start (run-now, the chat's
   * "Ejecutar") uses it as its trigger data; it reads like `poll` does and never moves the cursor.
   * Wired into `execute` by `polledTrigger` (polling.ts).
   */
  latestItem?: (ctx: PollContext, params: z.infer<P>) => Promise<unknown | null>;
};

export type PollContext = Pick<ExecutionContext, 'userId' | 'flowId' | 'signal' | 'getCredential' | 'config' | 'log'>;
export type PollResult = { items: { id: string; payload: unknown }[]; cursor: unknown };

/** Keeps an action's params typed inside execute() while storing it in the untyped catalogue list. */
export function defineAction<P extends z.ZodType>(def: ActionDefinition<P>): ActionDefinition {
  return def as unknown as ActionDefinition;
}

export type NodeDefinition = {
  node_id: string;
  /** Spanish display name, e.g. 'Correo (SMTP)'. */
  name: string;
  /** Service id used for credentials and discovery (often the node_id). */
  service: string;
  category: string;
  auth: { mechanism: AuthMechanism; provider?: string };
  triggers: ActionDefinition[];
  actions: ActionDefinition[];
  /** True for triggers that receive webhooks (webhook, form, github, slack). */
  webhook?: boolean;
};

/** A step failure with a message the user can act on; `retryable` marks 429/5xx/network errors. */
export class StepError extends Error {
  constructor(message: string, public readonly retryable = false, public readonly retryAfterMs?: number) {
    super(message);
  }
}

/**
 * Returned by execute() to end the flow early without an error (e.g. a filter whose condition
 * is false): the step keeps `output`, later steps are recorded as 'skipped', the execution succeeds.
 */
export class FlowHalt {
  constructor(public readonly output: unknown, public readonly reason: string) {}
}

/**
 * Returned by execute() to park the run until `until` (a long delay): the engine records the step
 * as 'pending', frees the run's memory and slot, and resumes the same execution then from the next
 * step, with `output` as this step's output (docs/engine.md "Long waits").
 */
export class WaitUntil {
  constructor(public readonly until: Date, public readonly output: unknown) {}
}
