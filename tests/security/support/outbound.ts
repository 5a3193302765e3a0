import dns from 'node:dns';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { useHostResolver, type ResolvedAddress } from '../../../server/net/guard';

/**
 * What the SSRF battery needs to see where the product opens sockets, without a network:
 * listeners on 127.0.0.1 that count the connections they get, a watch on every socket the process
 * opens, and a DNS resolver answered by the test.
 */

/** Stands for a public server in DNS answers; a socket to it is refused locally (nothing leaves the machine). */
export const PUBLIC_STAND_IN = '93.184.216.34';

export type Listener = { port: number; connections: () => number; close: () => Promise<void> };

async function listen(server: net.Server, onConnection: (socket: net.Socket) => void): Promise<Listener> {
  let count = 0;
  server.on('connection', (socket) => {
    count++;
    onConnection(socket);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** An HTTP server on 127.0.0.1 standing for an internal service ("secreto"). */
export function startHttpTarget(): Promise<Listener> {
  const server = http.createServer((_req, res) => res.end('secreto interno'));
  return listen(server, () => {}).then((l) => ({ ...l, close: () => (server.closeAllConnections(), l.close()) }));
}

/** A real SMTP server on 127.0.0.1 (smtp-server). */
export async function startSmtpTarget(): Promise<Listener> {
  let count = 0;
  const smtp = new SMTPServer({ disabledCommands: ['STARTTLS', 'AUTH'], authOptional: true, logger: false, onConnect: (_s, cb) => (count++, cb()), onData: (s, _x, cb) => (s.resume(), s.on('end', () => cb())) });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  return { port: (smtp.server.address() as AddressInfo).port, connections: () => count, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}

/** A TCP listener on 127.0.0.1 standing for an internal PostgreSQL: any connection counts. */
export function startTcpTarget(): Promise<Listener> {
  return listen(net.createServer(), (socket) => socket.destroy());
}

type Target = { host?: string; port?: number; path?: string };

/** The destination of a Socket#connect call (net.connect normalises to [options, cb]). */
function targetOf(args: unknown[]): Target {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first && typeof first === 'object') {
    const o = first as { host?: string; port?: number | string; path?: string };
    return { host: o.path ? undefined : o.host ?? 'localhost', port: o.port === undefined ? undefined : Number(o.port), path: o.path };
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) return { port: Number(first), host: typeof args[1] === 'string' ? args[1] : 'localhost' };
  return { path: String(first) };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Watches every socket the process opens. Sockets to the test database (`passThrough`) and to
 * loopback go ahead as asked (the listeners above count them); any other destination is recorded
 * and refused locally with ECONNREFUSED, so no packet leaves the machine.
 */
export function watchSockets(passThrough: (t: Target) => boolean) {
  const attempts: Target[] = [];
  const original = net.Socket.prototype.connect;
  const spy = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
    const target = targetOf(args);
    if (target.path || passThrough(target)) return (original as (...a: unknown[]) => net.Socket).apply(this, args);
    attempts.push(target);
    if (target.host && LOOPBACK.has(target.host)) return (original as (...a: unknown[]) => net.Socket).apply(this, args);
    const err = Object.assign(new Error(`connect ECONNREFUSED ${target.host}:${target.port}`), { code: 'ECONNREFUSED', address: target.host, port: target.port });
    process.nextTick(() => this.destroy(err));
    return this;
  } as typeof original);
  return { attempts, restore: () => spy.mockRestore() };
}

/** The test database's host and port (PostgreSQL backend): its sockets are not the product's outbound traffic. */
export function databaseEndpoint(): Target | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 5432) };
}

/**
 * Answers host names from `table` (a list per name, or a function of how many times it was asked),
 * others from the system resolver (/etc/hosts: localhost). Returns the restore function.
 */
export function answerDns(table: Record<string, ResolvedAddress[] | ((asked: number) => ResolvedAddress[])>) {
  const asked = new Map<string, number>();
  const restore = useHostResolver(async (name) => {
    const entry = table[name];
    if (!entry) return dns.promises.lookup(name, { all: true });
    const n = (asked.get(name) ?? 0) + 1;
    asked.set(name, n);
    return typeof entry === 'function' ? entry(n) : entry;
  });
  return { asked: (name: string) => asked.get(name) ?? 0, reset: () => asked.clear(), restore };
}

export const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
export const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });
