import { z } from 'zod';
import { PlanStep } from './plan';

export const WorkflowSpec = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  chat_id: z.string().optional(),
  steps: z.array(PlanStep),
});
export type WorkflowSpec = z.infer<typeof WorkflowSpec>;

/** URLs that start a webhook-capable flow: production runs only when active; test (?test=true) always runs. */
export const WebhookUrls = z.object({
  production: z.string(),
  test: z.string(),
  documentation: z.string(),
  type: z.string(),
});
export type WebhookUrls = z.infer<typeof WebhookUrls>;

export const FlowSummary = z.object({
  flow_id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  chat_id: z.string().nullable(),
  chat_title: z.string().nullable(),
  is_active: z.boolean(),
  /** Each step's ids and, from the node catalogue, the names people read ('Gmail', 'Enviar correo'). */
  steps: z.array(z.object({ node_id: z.string(), action_id: z.string(), node_name: z.string().optional(), action_name: z.string().optional() })).optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  webhook_urls: WebhookUrls.nullable().optional(),
  /** GET /api/flows only: the last run's outcome, failed runs in the last 24 h, and whether it is failing. */
  last_status: z.enum(['success', 'error', 'running']).nullable().optional(),
  failures_24h: z.number().optional(),
  failing: z.boolean().optional(),
  /** A schedule's slots missed while Enlaza was stopped: 'catch_up' runs the last one once (default), 'skip' drops them. */
  missed_slots: z.enum(['catch_up', 'skip']).optional(),
});
export type FlowSummary = z.infer<typeof FlowSummary>;

export const FlowWithSpec = FlowSummary.extend({ spec: WorkflowSpec.optional() });
export type FlowWithSpec = z.infer<typeof FlowWithSpec>;

export const ActivateRequest = z.object({ is_active: z.boolean() });
/** POST /api/flows/{id}/missed-slots. */
export const MissedSlotsRequest = z.object({ missed_slots: z.enum(['catch_up', 'skip']) });
export type MissedSlots = z.infer<typeof MissedSlotsRequest>['missed_slots'];
export const ActivateResponse = z.object({ flow_id: z.string(), is_active: z.boolean() });

/** POST /api/flows/{id}/run-now: 200 with results when the run finished in time, else 202 while it continues. */
export const RunNowResponse = z.object({
  execution_id: z.string(),
  status: z.enum(['success', 'error', 'running']),
  message: z.string(),
  execution_results: z.array(z.record(z.string(), z.unknown())),
});
export type RunNowResponse = z.infer<typeof RunNowResponse>;

export const MAX_WORKFLOW_NAME = 50;
