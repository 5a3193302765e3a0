import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { AuthConfig } from '../config';
import { HttpError } from '../http/errors';

/**
 * Throttling of everything that checks a password or creates an account (policy: docs/security.md
 * "Sign-in throttling"). Counters live in @fastify/rate-limit's store (fixed windows, in memory,
 * LRU-bounded). Every attempt counts, successful ones too: counting before the password is checked
 * is what stops a burst of parallel guesses from slipping past the limit.
 *
 * - per account + address: `loginMaxPerAccountIp` password attempts per window;
 * - per address: `loginMaxPerIp` password attempts per window, whatever the account (spraying);
 * - per account, from every address: after `loginMaxPerAccount` attempts the account is under
 *   attack and each address gets a single attempt on it for the rest of the window. An address
 *   that has not tried yet — the real owner on their phone — can still sign in.
 * - sign-up: `registerMaxPerIp` per address and `registerMaxPerAccount` per email, per window.
 */

export function tooManyAttemptsText(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`;
}

type Count = { used: number; retryAfterS: number };

/** Room for many keys (an attacker spraying names must not evict the counters that matter). */
const KEYS_PER_COUNTER = 20_000;

/** A fixed-window counter keyed by the caller (the library derives keys from the request). */
function counter(app: FastifyInstance, max: number, windowS: number) {
  const keys = new WeakMap<FastifyRequest, string>();
  // Spelled out so that a rate-limit registered higher up (other routes) cannot loosen these.
  const options: RateLimitOptions = {
    max,
    timeWindow: windowS * 1000,
    keyGenerator: (req) => keys.get(req) ?? '',
    allowList: [],
    continueExceeding: false,
    exponentialBackoff: false,
    cache: KEYS_PER_COUNTER,
  };
  const limit = app.createRateLimit(options);
  async function run(request: FastifyRequest, key: string, increment: boolean): Promise<Count> {
    keys.set(request, key);
    const r = await limit(request, { increment });
    if (r.isAllowed) return { used: 0, retryAfterS: 0 };
    return { used: r.isExceeded ? max + 1 : max - r.remaining, retryAfterS: r.ttlInSeconds };
  }
  return {
    hit: (request: FastifyRequest, key: string) => run(request, key, true),
    peek: (request: FastifyRequest, key: string) => run(request, key, false),
  };
}

/** The client's address; IPv6 addresses count per /64 (one household or server gets a whole /64). */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip, 64);

export type AuthThrottle = Awaited<ReturnType<typeof createAuthThrottle>>;

export async function createAuthThrottle(app: FastifyInstance, cfg: AuthConfig) {
  await app.register(rateLimit, { global: false });
  const loginPerIp = counter(app, cfg.loginMaxPerIp, cfg.loginWindowS);
  const loginPerAccountIp = counter(app, cfg.loginMaxPerAccountIp, cfg.loginWindowS);
  const loginPerAccount = counter(app, cfg.loginMaxPerAccount, cfg.loginWindowS);
  const registerPerIp = counter(app, cfg.registerMaxPerIp, cfg.registerWindowS);
  const registerPerAccount = counter(app, cfg.registerMaxPerAccount, cfg.registerWindowS);

  const refuse = (reply: FastifyReply, retryAfterS: number): never => {
    reply.header('retry-after', String(Math.max(1, retryAfterS)));
    throw new HttpError(429, tooManyAttemptsText(retryAfterS));
  };

  return {
    /**
     * Counts one password attempt on `account` (a user id, or the name typed when nobody has it)
     * and answers 429 when a limit is exceeded. Call it before checking the password.
     */
    async passwordAttempt(request: FastifyRequest, reply: FastifyReply, account: string): Promise<void> {
      const ip = clientAddress(request);
      const byIp = await loginPerIp.hit(request, ip);
      if (byIp.used > cfg.loginMaxPerIp) refuse(reply, byIp.retryAfterS);
      const underAttack = (await loginPerAccount.peek(request, account)).used >= cfg.loginMaxPerAccount;
      const pair = await loginPerAccountIp.hit(request, `${account}|${ip}`);
      if (pair.used > (underAttack ? 1 : cfg.loginMaxPerAccountIp)) refuse(reply, pair.retryAfterS);
      await loginPerAccount.hit(request, account);
    },

    /** Counts one sign-up attempt for `email` from this request's address; 429 over a limit. */
    async registration(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
      const byIp = await registerPerIp.hit(request, clientAddress(request));
      if (byIp.used > cfg.registerMaxPerIp) refuse(reply, byIp.retryAfterS);
      const byAccount = await registerPerAccount.hit(request, email);
      if (byAccount.used > cfg.registerMaxPerAccount) refuse(reply, byAccount.retryAfterS);
    },
  };
}
