import { Agent, buildConnector, fetch as undiciFetch, type RequestInit, type Response } from 'undici';
import { StepError } from '../nodes/types';
import { BlockedAddressError, resolvePublic } from './guard';

/**
 * The one way nodes reach the network over HTTP. Unless `ENLAZA_ALLOW_PRIVATE_NETWORK=true`, every
 * connection (each redirect hop included) goes through the outbound guard (guard.ts) at connect
 * time: the host is resolved, every address is checked, and the socket is opened to the checked
 * address; TLS keeps the name for SNI and certificate checks (undici derives it from the origin).
 */

export { BLOCKED_CODE, BlockedAddressError, assertPublicHost } from './guard';

function guardedAgent(): Agent {
  const connector = buildConnector({ timeout: 10_000 } as buildConnector.BuildOptions);
  return new Agent({
    connect: (opts, callback) => {
      resolvePublic(opts.hostname).then(
        ({ address }) => connector({ ...opts, hostname: address }, callback),
        (err: Error) => callback(err, null),
      );
    },
  });
}

let guarded: Agent | undefined;
let open: Agent | undefined;

/** The dispatcher for outbound requests under the given policy. */
export function outboundAgent(allowPrivateNetwork: boolean): Agent {
  if (allowPrivateNetwork) return (open ??= new Agent({ connect: { timeout: 10_000 } }));
  return (guarded ??= guardedAgent());
}

function causeOf(err: unknown): { code?: string; message?: string } | undefined {
  let e = err as { cause?: unknown; code?: string } | undefined;
  for (let i = 0; e && i < 5; i++) {
    if (e instanceof BlockedAddressError || (e.code && e.code !== 'UND_ERR')) return e as { code?: string };
    e = e.cause as typeof e;
  }
  return undefined;
}

export type SafeFetchInit = RequestInit & { allowPrivateNetwork: boolean };

/**
 * fetch through the guarded dispatcher. A refused address fails with a non-retryable StepError;
 * a connection failure with a retryable one (`No se pudo conectar con host (CODE)`). An abort
 * through `signal` rethrows the abort as is.
 */
export async function safeFetch(url: string | URL, init: SafeFetchInit): Promise<Response> {
  const target = new URL(url);
  const { allowPrivateNetwork, ...rest } = init;
  try {
    return await undiciFetch(target, { ...rest, dispatcher: outboundAgent(allowPrivateNetwork) });
  } catch (err) {
    if (rest.signal?.aborted) throw err;
    const cause = causeOf(err);
    if (cause instanceof BlockedAddressError) throw new StepError(cause.message);
    throw new StepError(`No se pudo conectar con ${target.host}${cause?.code ? ` (${cause.code})` : ''}`, true);
  }
}

export type { Response } from 'undici';
