import { z } from 'zod';

/** POST /api/flows/{id}/webhook-test/listen: the test URL admits one call by any sender until `listening_until`. */
export const WebhookListenAnswer = z.object({
  flow_id: z.string(),
  listening: z.literal(true),
  /** The server's clock: test runs of the flow started since then are the listened event's. */
  listening_since: z.string(),
  listening_until: z.string(),
  listen_seconds: z.number(),
  test_url: z.string(),
});
export type WebhookListenAnswer = z.infer<typeof WebhookListenAnswer>;

/** GET /api/flows/{id}/webhook-secret and POST …/webhook-secret/rotate. */
export const WebhookSecretAnswer = z.object({
  flow_id: z.string(),
  secret: z.string(),
  /** The flow's webhook trigger has `require_signature: true`. */
  require_signature: z.boolean(),
  timestamp_header: z.string(),
  signature_header: z.string(),
});
export type WebhookSecretAnswer = z.infer<typeof WebhookSecretAnswer>;
