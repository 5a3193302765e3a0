import { createHmac, timingSafeEqual } from 'node:crypto';

/** Webhook signature checks over the raw request body, compared in constant time. */

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** GitHub: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body with the webhook secret>`. */
export function githubSignatureValid(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  return same(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`, header.trim());
}

/** Slack deliveries older than this are refused (replay protection, as Slack recommends). */
export const SLACK_MAX_AGE_S = 5 * 60;

/** Slack: `X-Slack-Signature: v0=<hex HMAC-SHA256 of "v0:{X-Slack-Request-Timestamp}:{body}">`. */
export function slackSignatureValid(secret: string, rawBody: string, timestamp: string | undefined, header: string | undefined, nowS = Date.now() / 1000): boolean {
  if (!timestamp || !header || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowS - Number(timestamp)) > SLACK_MAX_AGE_S) return false;
  return same(`v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`, header.trim());
}

/** Generic webhook deliveries older (or further in the future) than this are refused (replay protection). */
export const ENLAZA_MAX_AGE_S = 5 * 60;
export const ENLAZA_TIMESTAMP_HEADER = 'X-Enlaza-Timestamp';
export const ENLAZA_SIGNATURE_HEADER = 'X-Enlaza-Signature';

/** `sha256=<hex HMAC-SHA256 of "{timestamp}.{raw body}" with the flow's webhook secret>`. */
export function enlazaSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type EnlazaSignatureCheck = 'ok' | 'missing' | 'expired' | 'invalid';

/** Checks `X-Enlaza-Timestamp` (Unix seconds, within 5 minutes) and `X-Enlaza-Signature`. */
export function checkEnlazaSignature(secret: string, rawBody: string, timestamp: string | undefined, header: string | undefined, nowS = Date.now() / 1000): EnlazaSignatureCheck {
  if (!timestamp || !header) return 'missing';
  const ts = timestamp.trim();
  if (!/^\d{1,12}$/.test(ts)) return 'invalid';
  if (Math.abs(nowS - Number(ts)) > ENLAZA_MAX_AGE_S) return 'expired';
  return same(enlazaSignature(secret, ts, rawBody), header.trim()) ? 'ok' : 'invalid';
}
