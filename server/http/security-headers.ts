import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Security headers on every response (docs/security.md, "Response headers"), through @fastify/helmet:
 * a strict Content-Security-Policy (scripts only from this origin's files, never inline), nosniff,
 * frame-ancestors 'none' (+ X-Frame-Options: DENY), Referrer-Policy: no-referrer, and HSTS when the
 * app is reached over https.
 */

const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin of ENLAZA_PUBLIC_URL when it is set and valid (webhook URLs are built from it). */
function publicOrigin(config: Config): string | null {
  try {
    return config.publicUrl ? new URL(config.publicUrl).origin : null;
  } catch {
    return null;
  }
}

/** The SPA's policy: its own scripts and styles, same-origin calls, nothing framed, no plugins. */
export function appDirectives(config: Config): Record<string, string[]> {
  const publicUrl = publicOrigin(config);
  const https = publicUrl?.startsWith('https:') ?? false;
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': the built index.html loads one module file.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Radix and react-remove-scroll inject <style> elements at runtime; styles cannot run script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The webhook viewer's 'Probar' posts to the test URL, which is built from ENLAZA_PUBLIC_URL.
    'connect-src': ["'self'", ...(publicUrl ? [publicUrl] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * What a webhook answer may do in a browser: nothing. `sandbox` (without allow-scripts) gives the
 * document an opaque origin where no script runs, so a respond step serving HTML can never reach
 * the app's storage or call /api as the visitor.
 */
export const WEBHOOK_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  sandbox: [],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Per-route helmet options for routes that serve webhook answers. */
export const webhookHelmet = { contentSecurityPolicy: { useDefaults: false, directives: WEBHOOK_DIRECTIVES } };

/** Headers set by registerSecurityHeaders that a respond step must never replace. */
export const GUARDED_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'set-cookie',
]);

/** True when the request reached us over https (directly, or per X-Forwarded-Proto: trustProxy is on) or the public URL is https. */
function overHttps(request: FastifyRequest, config: Config): boolean {
  return request.protocol === 'https' || (publicOrigin(config)?.startsWith('https:') ?? false);
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const options: FastifyHelmetOptions = {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config) },
    // Set below, only over https (browsers ignore it on http, and a plain-http install must not pin https).
    strictTransportSecurity: false,
    // The OAuth popup reports back to its opener (window.opener.postMessage); a COOP of same-origin would cut that link.
    crossOriginOpenerPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
  await app.register(fastifyHelmet, options);
  app.addHook('onRequest', async (request, reply) => {
    if (overHttps(request, config)) reply.header('strict-transport-security', HSTS);
  });
}
