/**
 * The steps that send a message, with the parameter holding its text, the one holding whom it goes to, and
 * the kind of address a person in the data can fill there (a channel or a Discord webhook is no person's).
 */
import type { PlanStep } from './types';

export type MessageKeys = { text: string; to: string; kind?: 'email' | 'phone' | 'chat' };

const MESSAGE_STEPS: Record<string, MessageKeys> = {
  'gmail/send_email': { text: 'body', to: 'to', kind: 'email' },
  'email/send_email': { text: 'body', to: 'to', kind: 'email' },
  'whatsapp/send_message': { text: 'message', to: 'to', kind: 'phone' },
  'telegram/send_message': { text: 'message', to: 'chat_id', kind: 'chat' },
  'slack/send_message': { text: 'message', to: 'channel' },
  'discord/send_message': { text: 'message', to: 'webhook_url' },
};

/** The keys of a message step, or undefined for a step that sends no message. */
export const messageKeys = (s: PlanStep): MessageKeys | undefined => MESSAGE_STEPS[`${s.node_id}/${s.action_id}`];
