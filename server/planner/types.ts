import type { PlanStep } from '../../contracts/plan';
import type { ReplyStatus, SmartForm } from '../../contracts/chat';
import type { Literal } from './extract';

export type { PlanStep };

export type PlannerInput = {
  message: string;
  /** The chat's latest plan; follow-ups edit it. */
  currentPlan?: PlanStep[] | null;
  /** The chat's plan before the current one ("deshaz eso" goes back to it); null when there is none. */
  previousPlan?: PlanStep[] | null;
  /** Values from a submitted smart form, keyed "<step>.<param>" (or just "<param>"). */
  formInputs?: Record<string, unknown> | null;
  /** Service ids picked in the service-selection modal after a clarification. */
  selectedServices?: string[] | null;
  /** IANA timezone for schedules (default America/Mexico_City). */
  timezone?: string;
  /** The signed-in user's email, used when they say "envíame un correo". */
  userEmail?: string;
};

export type ServiceGroup = { category: string; services: { service_id: string; service_name: string; description?: string }[] };

export type PlannerResult = {
  reply: string;
  status: ReplyStatus;
  workflow_action: 'plan_created' | 'plan_updated' | null;
  execution_plan?: PlanStep[];
  service_groups?: ServiceGroup[];
  smart_form?: SmartForm;
  smart_forms_required?: boolean;
  /** How sure the reading of a new request is, 0–1 (values placed, required parameters filled). */
  confidence?: number;
};

/** What the user asked for in one piece of the message, before it becomes a step. */
export type Intent =
  /** `focus`: the part of the clause about this step when several channels share it (its recipient is there). */
  | { kind: 'service'; node_id: string; action_id: string; clause: string; focus?: string }
  | { kind: 'clarify'; group: 'notify' | 'storage'; clause: string }
  | { kind: 'delay'; seconds: number; clause: string }
  | { kind: 'condition'; field: string; operator: string; value: string | number | null; clause: string; ignore?: boolean }
  | { kind: 'http'; clause: string };

/** `setup`: read from a setup sentence (setup-source.ts), which describes the data rather than filters it. */
export type TriggerIntent = { node_id: string; action_id: string; clause: string; cron?: string; params?: Record<string, unknown>; setup?: true };

/** A parsed request: the trigger (if any) and the action intents in the order the user meant them. */
export type Parsed = {
  trigger: TriggerIntent | null; intents: Intent[]; literals: Literal[]; original?: string;
  /** Orders that produced no step (said back as not understood). */
  orphans?: string[];
};
