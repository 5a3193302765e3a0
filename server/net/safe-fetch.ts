import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch, type RequestInit, type Response } from 'undici';
import { StepError } from '../nodes/types';
import { isBlockedAddress } from './address';

/**
 * The one way nodes reach the network. Unless `ENLAZA_ALLOW_PRIVATE_NETWORK=true`, a connection to
 * a loopback, private, link-local or metadata address is refused at connect time: literal IPs are
 * checked by the connector, host names by a DNS lookup that validates every resolved address (so a
 * name that resolves to 127.0.0.1, or a redirect to one, is refused too).
 */

export const BLOCKED_CODE = 'ENLAZA_BLOCKED_ADDRESS';

export class BlockedAddressError extends Error {
  readonly code = BLOCKED_CODE;
  constructor(public readonly host: string) {
    super(`La dirección ${host} no está permitida: Enlaza no se conecta a redes privadas ni locales`);
  }
}

/** dns.lookup that fails when any address the name resolves to is blocked. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return (callback as (e: Error) => void)(err);
    const list = addresses as dns.LookupAddress[];
    if (!list.length || list.some((a) => isBlockedAddress(a.address))) {
      return (callback as (e: Error) => void)(new BlockedAddressError(hostname));
    }
    if ((options as dns.LookupOptions).all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    (callback as (e: null, a: string, f: number) => void)(null, list[0].address, list[0].family);
  });
};

/** Throws when `host` (a name or an IP literal) must not be reached; resolves names. */
export async function assertPublicHost(host: string): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (isBlockedAddress(bare)) throw new BlockedAddressError(host);
    return bare;
  }
  const list = await dns.promises.lookup(bare, { all: true });
  if (!list.length || list.some((a) => isBlockedAddress(a.address))) throw new BlockedAddressError(host);
  return list[0].address;
}

function guardedAgent(): Agent {
  const connector = buildConnector({ lookup: guardedLookup, timeout: 10_000 } as buildConnector.BuildOptions);
  return new Agent({
    connect: (opts, callback) => {
      const host = opts.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && isBlockedAddress(host)) return callback(new BlockedAddressError(isIP(host) === 6 ? `[${host}]` : host), null);
      return connector(opts, callback);
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
