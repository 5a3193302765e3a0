import { isIP } from 'node:net';

/**
 * Whether an IP address is one Enlaza must not reach on a user's behalf: loopback, private,
 * carrier-grade NAT, link-local (cloud metadata lives at 169.254.169.254), unspecified,
 * multicast/reserved, unique-local IPv6, and IPv4 addresses written as IPv6 (mapped, NAT64).
 */
export function isBlockedAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = isIP(ip);
  if (kind === 4) return blockedV4(v4Octets(ip));
  if (kind === 6) return blockedV6(v6Groups(ip));
  return false;
}

function v4Octets(ip: string): number[] {
  return ip.split('.').map(Number);
}

function blockedV4([a, b, c]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, TEST-NET-1
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** Expands an IPv6 address (with `::` and an optional dotted IPv4 tail) into 8 16-bit groups. */
function v6Groups(ip: string): number[] {
  let s = ip.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (tail) {
    const [a, b, c, d] = v4Octets(tail[1]);
    s = s.slice(0, -tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = s.split('::');
  const h = head ? head.split(':') : [];
  const r = rest !== undefined && rest ? rest.split(':') : [];
  const fill = rest !== undefined ? Array(8 - h.length - r.length).fill('0') : [];
  return [...h, ...fill, ...r].map((g) => parseInt(g, 16));
}

function blockedV6(g: number[]): boolean {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  const embeddedV4 = () => [g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255];
  if (zeroUpTo(8)) return true; // ::
  if (zeroUpTo(7) && g[7] === 1) return true; // ::1
  if (zeroUpTo(5) && g[5] === 0xffff) return blockedV4(embeddedV4()); // ::ffff:a.b.c.d
  if (zeroUpTo(6)) return blockedV4(embeddedV4()); // deprecated IPv4-compatible ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return blockedV4(embeddedV4()); // NAT64
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g[0] & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return true; // site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0xdb8) return true; // documentation
  return false;
}
