import dns from 'node:dns';
import { isIP } from 'node:net';
import { isBlockedAddress } from './address';

/**
 * The outbound guard: the one place that decides where a node may open a socket. Every node that
 * connects somewhere a user chose (HTTP and every API client through safe-fetch.ts, SMTP, PostgreSQL)
 * asks `socketTarget` at connect time: the host is put in canonical form (so 2130706433, 0x7f000001,
 * 0177.0.0.1 and 127.1 are all 127.0.0.1), resolved, every address it resolves to is checked
 * (address.ts), and the socket is opened to the checked address itself, so a DNS answer that
 * changes between the check and the connection (DNS rebinding) cannot reach a private address.
 * `ENLAZA_ALLOW_PRIVATE_NETWORK=true` turns the guard off (tests, self-hosting on a LAN).
 *
 * Operator origins: a base URL the operator set in the environment (ENLAZA_LLM_BASE_URL, a local
 * Ollama on 127.0.0.1) is the operator's choice, not a user's, so a connection to exactly that
 * origin (scheme, host and port) is not checked. Only the caller that holds such a URL passes it;
 * any other origin, a redirect hop elsewhere included, is still guarded.
 */

export const BLOCKED_CODE = 'ENLAZA_BLOCKED_ADDRESS';

export class BlockedAddressError extends Error {
  readonly code = BLOCKED_CODE;
  constructor(public readonly host: string) {
    super(`La dirección ${host} no está permitida: Enlaza no se conecta a redes privadas ni locales`);
  }
}

export type OutboundPolicy = {
  allowPrivateNetwork: boolean;
  /** Base URLs set by the operator in the environment whose origin is trusted as is (see above). */
  operatorUrls?: readonly string[];
};
export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: HostResolver = (hostname) => dns.promises.lookup(hostname, { all: true });
let resolver: HostResolver = systemResolver;

/**
 * Replaces the DNS resolver the guard uses (tests answer names without a network, e.g. a name that
 * resolves to 127.0.0.1, or one that answers differently each time). Returns the restore function.
 */
export function useHostResolver(custom: HostResolver): () => void {
  resolver = custom;
  return () => {
    resolver = systemResolver;
  };
}

/** The host as a socket would read it: brackets off, IPv4 in any legacy form as dotted quad, IPv6 compressed. */
export function canonicalHost(host: string): string {
  const bare = host.trim().replace(/^\[|\]$/g, '');
  try {
    // The URL parser applies the WHATWG IPv4 rules: decimal, hex, octal and short forms.
    const parsed = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname.replace(/^\[|\]$/g, '');
    return isIP(parsed) ? parsed : bare;
  } catch {
    return bare;
  }
}

/** `scheme://host:port` with the default port made explicit, so 'http://h' and 'http://h:80' agree. */
export function originKey(protocol: string, hostname: string, port: string | number | undefined): string {
  const scheme = protocol.replace(/:$/, '').toLowerCase();
  const host = canonicalHost(hostname.toLowerCase());
  const p = port === undefined || port === '' ? (scheme === 'https' ? '443' : '80') : String(port);
  return `${scheme}://${isIP(host) === 6 ? `[${host}]` : host}:${p}`;
}

/** The origin keys of the operator's base URLs (unparsable ones are ignored). */
export function operatorOrigins(policy: OutboundPolicy): Set<string> {
  const out = new Set<string>();
  for (const raw of policy.operatorUrls ?? []) {
    try {
      const u = new URL(raw);
      out.add(originKey(u.protocol, u.hostname, u.port));
    } catch {
      /* not a URL: trusts nothing */
    }
  }
  return out;
}

const shown = (ip: string) => (isIP(ip) === 6 ? `[${ip}]` : ip);

/**
 * The checked address to connect to for `host`: an IP literal is checked as is; a name is resolved
 * once and refused when any of its addresses is blocked (IPv4 preferred among the rest). Throws
 * BlockedAddressError, or the resolver's error (ENOTFOUND…) when the name does not resolve.
 */
export async function resolvePublic(host: string): Promise<ResolvedAddress> {
  const canonical = canonicalHost(host);
  const literal = isIP(canonical);
  if (literal) {
    if (isBlockedAddress(canonical)) throw new BlockedAddressError(shown(canonical));
    return { address: canonical, family: literal };
  }
  const list = await resolver(canonical);
  if (!list.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${canonical}`), { code: 'ENOTFOUND', hostname: canonical });
  if (list.some((a) => isBlockedAddress(a.address))) throw new BlockedAddressError(host.trim());
  return list.find((a) => a.family === 4) ?? list[0];
}

/** Throws when `host` (a name or an IP literal) must not be reached; returns the address to use. */
export async function assertPublicHost(host: string): Promise<string> {
  return (await resolvePublic(host)).address;
}

/**
 * Where to open a socket for a user-given `host` under the policy: with the guard on, the checked
 * address, plus the name for TLS (SNI and certificate checks) when `host` is a name; with it off,
 * the host as given.
 */
export async function socketTarget(host: string, policy: OutboundPolicy): Promise<{ host: string; servername?: string }> {
  if (policy.allowPrivateNetwork) return { host };
  const { address } = await resolvePublic(host);
  const canonical = canonicalHost(host);
  return isIP(canonical) ? { host: address } : { host: address, servername: canonical };
}
