import type { IncomingHttpHeaders } from 'node:http';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/**
 * The identity of a webhook delivery, so a repeated one starts no second execution: GitHub's
 * `X-GitHub-Delivery`, Slack's `event_id` (its retries, marked `X-Slack-Retry-Num`, repeat it), or a
 * sender's `Idempotency-Key`. Undefined when the delivery carries none.
 */
export function deliveryKey(nodeId: string, headers: IncomingHttpHeaders, body: unknown): string | undefined {
  if (nodeId === 'github') {
    const id = first(headers['x-github-delivery']);
    if (id) return `github:${id.slice(0, 200)}`;
  }
  if (nodeId === 'slack') {
    const eventId = (body as { event_id?: unknown } | null)?.event_id;
    if (typeof eventId === 'string' && eventId) return `slack:${eventId.slice(0, 200)}`;
  }
  const key = first(headers['idempotency-key']);
  return key ? `idem:${key.slice(0, 200)}` : undefined;
}
