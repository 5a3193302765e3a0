import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

export type EnlazaProcess = { kind: 'api' | 'worker'; child: ChildProcess; port?: number; url?: string; output: string[] };

/**
 * Real Enlaza processes (`server/index.ts` for an API, `server/worker.ts` for a worker) sharing one
 * PostgreSQL database, one Redis key prefix and one data folder (the credentials key), as a
 * deployment runs them. Each keeps its last log lines for failure messages. Used by
 * tests/server/queue-cluster.test.ts and bench/cluster.bench.ts.
 */
export function createCluster(opts: { databaseUrl: string; redisUrl: string; env?: NodeJS.ProcessEnv }) {
  const prefix = `enlaza-test-${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-cluster-'));
  const processes: EnlazaProcess[] = [];
  const baseEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    ENLAZA_REDIS_PREFIX: prefix,
    ENLAZA_DATA_DIR: dataDir,
    ENLAZA_HEARTBEAT_MS: '500',
    ENLAZA_ALLOW_PRIVATE_NETWORK: 'true',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };

  /** Starts a process; `env` adds to (or overrides) the shared settings (REDIS_URL: '' for single-process mode). */
  async function start(kind: 'api' | 'worker', env: NodeJS.ProcessEnv = {}): Promise<EnlazaProcess> {
    const port = kind === 'api' ? await freePort() : undefined;
    const entry = path.join(root, 'server', kind === 'api' ? 'index.ts' : 'worker.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env: { ...baseEnv, ...env, ...(port ? { PORT: String(port) } : {}) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const p: EnlazaProcess = { kind, child, port, url: port ? `http://127.0.0.1:${port}` : undefined, output: [] };
    const keep = (b: Buffer) => {
      p.output.push(...b.toString().split('\n').filter(Boolean));
      if (p.output.length > 200) p.output.splice(0, p.output.length - 200);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    processes.push(p);
    await ready(p);
    return p;
  }

  /** An API answers /api/health; a worker has registered its heartbeat. */
  async function ready(p: EnlazaProcess) {
    const registered = async () => {
      const c = new pg.Client({ connectionString: opts.databaseUrl });
      await c.connect();
      try {
        return (await c.query('select 1 from engine_processes where pid = $1 and kind = $2', [p.child.pid, 'worker'])).rowCount === 1;
      } catch {
        return false;
      } finally {
        await c.end();
      }
    };
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (p.child.exitCode !== null) throw new Error(`${p.kind} exited (${p.child.exitCode}): ${p.output.join('\n')}`);
      if (p.url) {
        const ok = await fetch(`${p.url}/api/health`).then((r) => r.ok, () => false);
        if (ok) return;
      } else if (await registered()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${p.kind} did not start: ${p.output.join('\n')}`);
  }

  /** SIGTERM (a clean stop) or SIGKILL (a crash); resolves once the process is gone. */
  async function stop(p: EnlazaProcess, signal: NodeJS.Signals = 'SIGTERM') {
    if (p.child.exitCode === null && p.child.signalCode === null) {
      const exited = new Promise((r) => p.child.once('exit', r));
      p.child.kill(signal);
      await exited;
    }
    processes.splice(processes.indexOf(p), 1);
  }

  return {
    prefix,
    start,
    stop,
    processes,
    /** Stops every process, removes the data folder and the prefix's Redis keys. */
    async close() {
      await Promise.all([...processes].map((p) => stop(p, 'SIGKILL')));
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropRedisPrefix(opts.redisUrl, prefix);
    },
  };
}

/** Deletes every Redis key under `prefix` (a test's queues and schedulers). */
export async function dropRedisPrefix(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

export type Cluster = ReturnType<typeof createCluster>;
