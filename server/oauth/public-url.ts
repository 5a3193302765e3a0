import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin browsers use to reach this server: the OAuth redirect_uri, the SPA's callback screen
 * and the Secure flag of the browser-binding cookie are built from it.
 *
 * - ENLAZA_PUBLIC_URL when set (the normal case in production);
 * - else, only when ENLAZA_TRUST_PROXY is on, the origin the trusted proxy reports
 *   (X-Forwarded-Proto / X-Forwarded-Host, read by Fastify);
 * - else the address the server listens on: `http://{HOST}:{PORT}` (`localhost` for a wildcard HOST).
 *
 * Request headers are never used by default: a forged X-Forwarded-Host or Host must not be able
 * to send an authorization code, or the browser after it, somewhere else.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'trustForwardedHost' | 'host' | 'port'>, request?: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  if (config.trustForwardedHost && request) return `${request.protocol}://${request.host}`;
  return listenOrigin(config);
}

const WILDCARD = new Set(['0.0.0.0', '::', '']);

function listenOrigin(config: Pick<Config, 'host' | 'port'>): string {
  const host = WILDCARD.has(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** The OAuth redirect URI to register at each provider. */
export const callbackUrl = (origin: string) => `${origin}/api/oauth/callback`;
