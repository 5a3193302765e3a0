import type { ActionDefinition, NodeDefinition } from './types';
import { manualNode } from './manual';
import { webhookNode } from './webhook';
import { formNode } from './form';
import { scheduleNode } from './schedule';
import { gmailNode } from './gmail';
import { googleSheetsNode } from './google-sheets';
import { googleDriveNode } from './google-drive';
import { googleCalendarNode } from './google-calendar';
import { slackNode } from './slack';
import { telegramNode } from './telegram';
import { discordNode } from './discord';
import { whatsappNode } from './whatsapp';
import { githubNode } from './github';
import { httpNode } from './http';
import { emailNode } from './email';
import { aiNode } from './ai';
import { aiAgentNode } from './ai-agent';
import { postgresNode } from './postgres';
import { transformNode } from './transform';
import { filterNode } from './filter';
import { delayNode } from './delay';

/** Every node Enlaza knows, in catalogue order (docs/nodes.md). */
export const catalogue: NodeDefinition[] = [
  manualNode,
  webhookNode,
  formNode,
  scheduleNode,
  gmailNode,
  googleSheetsNode,
  googleDriveNode,
  googleCalendarNode,
  slackNode,
  telegramNode,
  discordNode,
  whatsappNode,
  githubNode,
  httpNode,
  emailNode,
  aiNode,
  aiAgentNode,
  postgresNode,
  transformNode,
  filterNode,
  delayNode,
];

const byId = new Map(catalogue.map((n) => [n.node_id, n]));

export function findNode(nodeId: string): NodeDefinition | undefined {
  return byId.get(nodeId);
}

/** Looks the action up among the node's triggers and actions. */
export function findAction(nodeId: string, actionId: string): ActionDefinition | undefined {
  const node = byId.get(nodeId);
  return node?.triggers.find((a) => a.action_id === actionId) ?? node?.actions.find((a) => a.action_id === actionId);
}

/** Node ids whose triggers the webhook endpoint starts (github and slack after their signature checks). */
export const WEBHOOK_RUNNABLE_NODES = ['webhook', 'form', 'github', 'slack'];

export type { ActionDefinition, NodeDefinition } from './types';
export { StepError, FlowHalt } from './types';
