import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TEST_PASSWORD } from '../server/test-password';
import { freePort } from '../support/free-port';
export { freePort };

export { TEST_PASSWORD };

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS_DIR = path.resolve('test-results/screenshots');


export type RunningServer = {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** kill -9 of the whole process group (start.mjs and the server it runs): no shutdown hook runs. */
  kill: () => Promise<void>;
  output: () => string;
};

/**
 * Starts the product exactly as a user does (`npm start` → scripts/start.mjs) on a free port;
 * pass `dataDir` (and `port`) to start again on the data a killed server left.
 */
export async function startProduct(env: NodeJS.ProcessEnv = {}, opts: { dataDir?: string; port?: number } = {}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => log,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.on('exit', () => resolve());
        process.kill(-child.pid!, 'SIGKILL');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run'],
  });
}

/** A local HTTP endpoint the workflow under test calls; records every request it receives. */
export async function startHookTarget() {
  const received: { method: string; url: string; body: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, recibido: received.length }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export type Tokens = { access_token: string; refresh_token: string };

/** Registers a fresh user through the API (the UI sign-up is covered by the journey test). */
export async function registerUser(server: RunningServer, name: string, domain: string): Promise<Tokens> {
  const user = `${name}${Date.now().toString(36)}`;
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${user}@${domain}`, username: user, password: TEST_PASSWORD }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  return (await res.json()) as Tokens;
}

/** Registers a user and leaves `page` signed in (tokens in local storage, as the SPA keeps them). */
export async function signInPage(server: RunningServer, page: Page, name: string, domain: string): Promise<Tokens> {
  const tokens = await registerUser(server, name, domain);
  await page.goto(server.url + '/');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  return tokens;
}
