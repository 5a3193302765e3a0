import type { Agent, buildConnector, RequestInit, Response } from 'undici';
import { StepError } from '../nodes/types';
import { BlockedAddressError, operatorOrigins, originKey, resolvePublic, type OutboundPolicy } from './guard';

/**
 * The one way nodes reach the network over HTTP. Unless `ENLAZA_ALLOW_PRIVATE_NETWORK=true`, every
 * connection (each redirect hop included) goes through the outbound guard (guard.ts) at connect
 * time: the host is resolved, every address is checked, and the socket is opened to the checked
 * address; TLS keeps the name for SNI and certificate checks (undici derives it from the origin).
 * The operator's own base URLs (OutboundPolicy.operatorUrls) connect as given; see guard.ts.
 */

export { BLOCKED_CODE, BlockedAddressError, assertPublicHost } from './guard';

type Undici = typeof import('undici');
let undici: Promise<Undici> | undefined;
/** undici (~1 MB of code) is imported on the first outbound request, not at start (docs/performance.md). */
const loadUndici = () => (undici ??= import('undici'));

function guardedAgent({ Agent, buildConnector }: Undici, trusted: Set<string>): Agent {
  const connector = buildConnector({ timeout: 10_000 } as buildConnector.BuildOptions);
  return new Agent({
    connect: (opts, callback) => {
      if (trusted.size && trusted.has(originKey(opts.protocol, opts.hostname, opts.port))) {
        connector(opts, callback);
        return;
      }
      resolvePublic(opts.hostname).then(
        ({ address }) => connector({ ...opts, hostname: address }, callback),
        (err: Error) => callback(err, null),
      );
    },
  });
}

const guarded = new Map<string, Agent>();
let open: Agent | undefined;

/** The dispatcher for outbound requests under the given policy (a boolean: allowPrivateNetwork, no operator URLs). */
export async function outboundAgent(policy: boolean | OutboundPolicy): Promise<Agent> {
  const mod = await loadUndici();
  const p = typeof policy === 'boolean' ? { allowPrivateNetwork: policy } : policy;
  if (p.allowPrivateNetwork) return (open ??= new mod.Agent({ connect: { timeout: 10_000 } }));
  const trusted = operatorOrigins(p);
  const key = [...trusted].sort().join(' ');
  let agent = guarded.get(key);
  if (!agent) guarded.set(key, (agent = guardedAgent(mod, trusted)));
  return agent;
}

/**
 * A `fetch` for SDKs that take one (the `ai` SDK): every connection goes through the guard under
 * `policy`, so only the operator's own base URLs may be on a private address. Errors are fetch's own.
 */
export function guardedFetch(policy: OutboundPolicy): typeof globalThis.fetch {
  return (async (input: unknown, init?: RequestInit) => {
    // The SDKs call fetch(url, init); a Request object would carry its own method and body.
    if (typeof input !== 'string' && !(input instanceof URL)) throw new TypeError('guardedFetch takes a URL and an init object');
    const [{ fetch }, dispatcher] = await Promise.all([loadUndici(), outboundAgent(policy)]);
    return fetch(input, { ...(init ?? {}), dispatcher });
  }) as unknown as typeof globalThis.fetch;
}

function causeOf(err: unknown): { code?: string; message?: string } | undefined {
  let e = err as { cause?: unknown; code?: string } | undefined;
  for (let i = 0; e && i < 5; i++) {
    if (e instanceof BlockedAddressError || (e.code && e.code !== 'UND_ERR')) return e as { code?: string };
    e = e.cause as typeof e;
  }
  return undefined;
}

export type SafeFetchInit = RequestInit & { allowPrivateNetwork: boolean; operatorUrls?: readonly string[] };

/**
 * fetch through the guarded dispatcher. A refused address fails with a non-retryable StepError;
 * a connection failure with a retryable one (`No se pudo conectar con host (CODE)`). An abort
 * through `signal` rethrows the abort as is.
 */
export async function safeFetch(url: string | URL, init: SafeFetchInit): Promise<Response> {
  const target = new URL(url);
  const { allowPrivateNetwork, operatorUrls, ...rest } = init;
  try {
    const [{ fetch }, dispatcher] = await Promise.all([loadUndici(), outboundAgent({ allowPrivateNetwork, operatorUrls })]);
    return await fetch(target, { ...rest, dispatcher });
  } catch (err) {
    if (rest.signal?.aborted) throw err;
    const cause = causeOf(err);
    if (cause instanceof BlockedAddressError) throw new StepError(cause.message);
    throw new StepError(`No se pudo conectar con ${target.host}${cause?.code ? ` (${cause.code})` : ''}`, true);
  }
}

export type { Response } from 'undici';
