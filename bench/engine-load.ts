/**
 * The outside world of the engine bench, in its own process (bench/engine.bench.ts forks it): the
 * webhook clients and the HTTP target the flows call. Real senders and real APIs do not share the
 * server's CPU; keeping them here means the figures measure the product, not its load generator.
 *
 * Messages in: {type:'fire', base, flowIds, total, clients, id} and {type:'hits', id}.
 * Messages out: {type:'ready', targetUrl}, {id, latencies} or {id, hits}, {id, error}.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

type Command =
  | { type: 'fire'; id: number; base: string; flowIds: string[]; total: number; clients: number }
  | { type: 'hits'; id: number }
  | { type: 'exit' };

let hits = 0;
const target = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
});

const pools = new Map<string, Pool>();

/** Sends `total` webhook calls from `clients` concurrent clients; answers each call's latency in ms. */
async function fire(base: string, flowIds: string[], total: number, clients: number): Promise<number[]> {
  let pool = pools.get(base);
  if (!pool) pools.set(base, (pool = new Pool(base, { connections: 100 })));
  const lat: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      const res = await pool.request({ method: 'POST', path: `/webhooks/${flowIds[i % flowIds.length]}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pedido: i, cliente: 'Ana', total: 100 + i }) });
      await res.body.dump();
      if (res.statusCode !== 202) throw new Error(`webhook answered ${res.statusCode}`);
      lat.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return lat;
}

// Ends with the bench, even when the bench dies without saying so.
process.on('disconnect', () => process.exit(0));

process.on('message', async (cmd: Command) => {
  if (cmd.type === 'exit') {
    await Promise.all([...pools.values()].map((p) => p.close()));
    target.close(() => process.exit(0));
    return;
  }
  if (cmd.type === 'hits') return process.send!({ id: cmd.id, hits });
  try {
    process.send!({ id: cmd.id, latencies: await fire(cmd.base, cmd.flowIds, cmd.total, cmd.clients) });
  } catch (err) {
    process.send!({ id: cmd.id, error: String(err) });
  }
});

target.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'ready', targetUrl: `http://127.0.0.1:${(target.address() as AddressInfo).port}/hook` });
});
