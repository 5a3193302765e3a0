/**
 * The fields a webhook's data carries, as the request said them ("un webhook con order_id, customer.phone y total",
 * or a pasted sample): kept on the trigger as `fields`, so a follow-up that adds "mándale whats al cliente" binds to
 * `customer.phone` although the message that listed them is gone.
 */
import { sentFields } from './form-fields';
import { payloadPath, typedKeys } from './payload-sample';
import type { PlanStep } from './types';

/** `{ fields }` for the trigger's params when the request lists what the webhook sends, else nothing. */
export function saidWebhookFields(whole: string, original?: string): { fields?: string[] } {
  const fields = typedKeys((sentFields(whole) ?? []).map(payloadPath), original);
  return fields.length ? { fields } : {};
}

/** The fields a webhook trigger keeps (empty when none were said). */
export function keptWebhookFields(t: PlanStep | undefined): string[] {
  const kept = t?.node_id === 'webhook' ? t.params?.fields : undefined;
  return Array.isArray(kept) ? kept.filter((f): f is string => typeof f === 'string') : [];
}
