import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port';
export { freePort };

/**
 * The real server as its own process (`node --import tsx server/index.ts`, no SPA build), on a
 * free port, with the given environment; its stdout and stderr (the log) are kept.
 */


export type ServerProcess = {
  url: string;
  output: () => string;
  /** kill -9: no shutdown hook runs. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    output: () => log,
    kill: async () => {
      if (!gone()) process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!gone()) child.kill('SIGTERM');
      await exited;
    },
  };
}
