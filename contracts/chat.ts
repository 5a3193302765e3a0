import { z } from 'zod';
import { ExecutionPlan, PlanStep } from './plan';

export const DEFAULT_CHAT_TITLE = 'Nuevo chat';

/**
 * The longest message a person can send to the assistant, in characters (code points, so an
 * emoji counts once). The chat input counts with messageLength and the server refuses longer
 * messages with MESSAGE_TOO_LONG: nothing is cut silently on either side.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_TOO_LONG = `El mensaje supera el límite de ${CHAT_MESSAGE_MAX_LENGTH} caracteres. Acórtalo o divídelo en varios mensajes.`;
export const messageLength = (text: string): number => [...text].length;

export const ChatSession = z.object({
  session_id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  flow_id: z.string().nullable().optional(),
  /** A workflow saved from this chat is active (deleting the chat then asks what to do with it). */
  flow_active: z.boolean().optional(),
});
export type ChatSession = z.infer<typeof ChatSession>;

/** GET /api/chats/{id}: the session plus the plan the server keeps for it (the latest reply's, with step edits). */
export const ChatSessionDetail = ChatSession.extend({ execution_plan: z.array(z.record(z.string(), z.unknown())).nullable() });
export type ChatSessionDetail = ChatSession & { execution_plan: import('./plan').PlanStep[] | null };

export const CreateChatRequest = z.object({ title: z.string().optional() });
/** PATCH /api/chats/{id}: a new title, and/or the plan after the user edited a step (spec §4). */
export const UpdateChatRequest = z.object({ title: z.string().optional(), execution_plan: z.array(z.record(z.string(), z.unknown())).optional() });

export const ReplyStatus = z.enum([
  'plan_ready',
  'clarification_needed',
  'smart_forms_required',
  'oauth_required',
  'conversation',
  'error',
]);
export type ReplyStatus = z.infer<typeof ReplyStatus>;

export const ServiceGroup = z.object({
  category: z.string(),
  services: z.array(z.object({ service_id: z.string(), service_name: z.string(), description: z.string().optional() })),
});
export type ServiceGroup = z.infer<typeof ServiceGroup>;

export const SmartFormField = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().optional(),
  placeholder: z.string().optional(),
  type: z.enum(['string', 'number', 'boolean', 'select', 'textarea']),
  options: z.array(z.string()).optional(),
  required: z.boolean().optional(),
  /** 'email', 'url', or 'model_selector' (a model of the LLM catalogue, grouped by provider). */
  format: z.string().optional(),
  /** For 'model_selector': the models to offer (else the whole catalogue). */
  models_metadata: z.array(z.object({ model_key: z.string(), name: z.string().optional(), provider_key: z.string().optional(), provider_name: z.string().optional() })).optional(),
});
export const SmartForm = z.object({
  title: z.string(),
  description: z.string().optional(),
  sections: z.array(z.object({ title: z.string().optional(), fields: z.array(SmartFormField) })),
});
export type SmartForm = z.infer<typeof SmartForm>;

export const OAuthRequirement = z.object({
  service_id: z.string(),
  service_name: z.string(),
  auth_url: z.string().optional(),
  mechanism: z.string(),
  metadata: z.object({ fields: z.array(z.record(z.string(), z.unknown())).optional() }).optional(),
});

export const MessageMetadata = z.object({
  session_id: z.string().optional(),
  status: ReplyStatus.optional(),
  workflow_action: z.string().nullable().optional(),
  execution_plan: ExecutionPlan.optional(),
  oauth_requirements: z.array(OAuthRequirement).optional(),
  service_groups: z.array(ServiceGroup).optional(),
  smart_forms_required: z.boolean().optional(),
  smart_form: SmartForm.optional(),
  execution_results: z.array(z.record(z.string(), z.unknown())).optional(),
  flow_id: z.string().optional(),
});
export type MessageMetadata = z.infer<typeof MessageMetadata>;

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  metadata: MessageMetadata.nullable().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatRequest = z.object({
  session_id: z.string().optional().nullable(),
  message: z.string(),
  conversation: z.array(z.object({ role: z.string(), content: z.string() })).optional(),
  workflow_type: z.enum(['classic', 'agent']).optional(),
  frontend_user_inputs: z.record(z.string(), z.unknown()).optional(),
  selected_services: z.array(z.string()).optional(),
  /** The model picker's choice (ai mode): a provider_key and a model_key of the LLM catalogue. */
  provider: z.string().optional(),
  model: z.string().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

export const ChatReply = z.object({
  reply: z.string(),
  session_id: z.string(),
  status: ReplyStatus,
  workflow_action: z.string().nullable(),
  execution_plan: ExecutionPlan.optional(),
  oauth_requirements: z.array(OAuthRequirement).optional(),
  service_groups: z.array(ServiceGroup).optional(),
  smart_forms_required: z.boolean().optional(),
  smart_form: SmartForm.optional(),
  message: ChatMessage.optional(),
  user_message: ChatMessage.optional(),
});
export type ChatReply = z.infer<typeof ChatReply>;

export const WorkflowDecision = z.enum(['execute', 'save', 'activate']);
export type WorkflowDecision = z.infer<typeof WorkflowDecision>;

export const WorkflowDecisionRequest = z.object({
  decision: WorkflowDecision,
  chat_id: z.string().optional(),
  session_id: z.string().optional(),
  execution_plan: z.unknown().optional(),
  workflow_context: z.object({ workflow_data: z.unknown().optional() }).passthrough().optional(),
  is_active: z.boolean().optional(),
});
export type WorkflowDecisionRequest = z.infer<typeof WorkflowDecisionRequest>;

export const StepResult = z.object({
  step: z.number(),
  node_id: z.string(),
  action_id: z.string(),
  node_name: z.string().optional(),
  status: z.enum(['success', 'error', 'pending', 'skipped', 'running']),
  duration_ms: z.number().nullable().optional(),
  input: z.unknown().optional(),
  output: z.unknown().optional(),
  error: z.string().nullable().optional(),
});
export type StepResult = z.infer<typeof StepResult>;

export const WorkflowDecisionResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  workflow_id: z.string().nullable().optional(),
  flow_id: z.string().nullable().optional(),
  is_active: z.boolean().optional(),
  execution_id: z.string().optional(),
  execution_results: z.array(StepResult).optional(),
  assistant_message: ChatMessage.optional(),
  /** save, execute: the saved flow's steps (compared with the chat's plan for 'cambios sin guardar'). */
  saved_plan: ExecutionPlan.optional(),
  /** execute: whether it ran the saved flow or the chat's plan that differs from it. */
  executed_version: z.enum(['saved', 'unsaved']).optional(),
});
export type WorkflowDecisionResponse = z.infer<typeof WorkflowDecisionResponse>;

export const WorkflowStatus = z.object({
  workflow_status: z.object({
    flow_id: z.string().nullable(),
    is_active: z.boolean(),
    name: z.string().nullable().optional(),
    /** The saved flow's steps; null without a flow. */
    saved_plan: ExecutionPlan.nullable().optional(),
  }),
});

export { PlanStep };
