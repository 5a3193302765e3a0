import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATE_TTL_MS } from './state';

/**
 * Binds an OAuth authorization to the browser that started it. `/api/oauth/initiate` sets an
 * HttpOnly, SameSite=Lax cookie holding a random nonce (reused while it lives, so two connections
 * started in one browser both complete); the signed state carries the nonce's SHA-256. The callback
 * completes only when the browser that lands there presents that nonce: a consent link handed to
 * someone else (or a callback replayed from another client, bearer or not) is refused.
 *
 * Over https the cookie is `__Host-` prefixed (Secure, Path=/, no Domain), so a sibling subdomain
 * cannot plant a nonce it knows.
 */

const PLAIN_NAME = 'enlaza_oauth_binding';
const HOST_NAME = `__Host-${PLAIN_NAME}`;
const NONCE = /^[A-Za-z0-9_-]{43}$/;

const cookieName = (secure: boolean) => (secure ? HOST_NAME : PLAIN_NAME);

export const bindingHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** Sets (or renews) the binding cookie on the initiate answer; returns the hash to sign into the state. */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const current = request.cookies[cookieName(secure)];
  const nonce = current && NONCE.test(current) ? current : randomBytes(32).toString('base64url');
  reply.setCookie(cookieName(secure), nonce, {
    path: secure ? '/' : '/api/oauth',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(STATE_TTL_MS / 1000),
  });
  return bindingHash(nonce);
}

/** True when this request comes from the browser whose nonce hashes to `hash`. */
export function isSameBrowser(request: FastifyRequest, secure: boolean, hash: string | undefined): boolean {
  const nonce = request.cookies[cookieName(secure)];
  if (!hash || !nonce || !NONCE.test(nonce)) return false;
  const a = Buffer.from(bindingHash(nonce));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}
