/**
 * The bench side of bench/engine-load.ts: forks the load process (webhook clients and the HTTP
 * target the flows call) and talks to it. Used by the engine and footprint benches.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The load process: webhook clients and the HTTP target. */
export async function startLoad() {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'engine-load.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const targetUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { targetUrl: string }) => resolve(m.targetUrl));
    child.once('error', reject);
  });
  let nextId = 0;
  const ask = <T>(cmd: object) => new Promise<T>((resolve, reject) => {
    const id = ++nextId;
    const onMessage = (m: { id?: number; error?: string }) => {
      if (m.id !== id) return;
      child.off('message', onMessage);
      if (m.error) reject(new Error(m.error));
      else resolve(m as T);
    };
    child.on('message', onMessage);
    child.send({ ...cmd, id });
  });
  return {
    targetUrl,
    fire: async (base: string, flowIds: string[], total: number, clients: number) =>
      (await ask<{ latencies: number[] }>({ type: 'fire', base, flowIds, total, clients })).latencies.sort((a, b) => a - b),
    hits: async () => (await ask<{ hits: number }>({ type: 'hits' })).hits,
    close: () => child.send({ type: 'exit' }),
  };
}

