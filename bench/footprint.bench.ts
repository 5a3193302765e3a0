/**
 * `npm run bench -- footprint`: what the product costs a small server, started exactly as a user
 * starts it (`npm start` → scripts/start.mjs, SPA and server already built):
 * - memory of the server's process tree (RSS summed over the process and its children), idle,
 *   after a start on a new data folder and after a restart on an existing one;
 * - its peak while 100 concurrent clients send 1000 webhooks (the engine bench's load process),
 *   once the sign-up that made the flows is over (its password thread ends after 10 s);
 * - the time from spawn to the first answer of /api/health, fresh and existing data;
 * - the gzipped JavaScript the landing page and the chat page load (from the Vite manifest).
 * Figures are printed, never asserted (docs/performance.md explains them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../tests/support/free-port';
import { startLoad } from './load-client';

const root = path.resolve(import.meta.dirname, '..');
const STARTS = 3;
const IDLE_SETTLE_MS = 5000;
const FLOWS = 10;
const REQUESTS = 1000;
const CLIENTS = 100;
const PASSWORD = 'Banco-Pruebas-Carga-73';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `pid` and every process below it (Linux /proc). */
function treePids(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch { /* exited meanwhile */ }
  }
  const all: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop()!;
    all.push(p);
    queue.push(...(children.get(p) ?? []));
  }
  return all;
}

/** RSS in bytes of `pid` and every process below it. */
export function treeRss(pid: number): number {
  let total = 0;
  for (const p of treePids(pid)) {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch { /* exited meanwhile */ }
  }
  return total;
}

/** CPU time in ms (user + system, every thread) of `pid` and every process below it. */
export function treeCpuMs(pid: number): number {
  let total = 0;
  for (const p of treePids(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch { /* exited meanwhile */ }
  }
  return total;
}
const CLOCK_TICKS = 100;

type Started = { child: ChildProcess; url: string; ms: number; cpuMs: number; stop: () => Promise<void> };

/** `npm start` on `dataDir`; resolves at the first 200 of /api/health. */
async function start(dataDir: string, timeoutMs = 30_000): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ENLAZA_ALLOW_PRIVATE_NETWORK: 'true' };
  delete env.NODE_OPTIONS;
  let log = '';
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch { /* not listening yet */ }
    if (performance.now() - t0 > timeoutMs) throw new Error(`server did not answer in ${timeoutMs} ms:\n${log}`);
    await sleep(10);
  }
  const ms = performance.now() - t0;
  const cpuMs = treeCpuMs(child.pid!);
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
  return { child, url, ms, cpuMs, stop };
}

/** Starts, waits for the server to settle, and reads its idle memory. */
async function startIdle(dataDir: string) {
  const s = await start(dataDir);
  await sleep(IDLE_SETTLE_MS);
  return { ...s, idle: treeRss(s.child.pid!) };
}

async function api<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Peak tree RSS while 100 clients send webhooks to FLOWS active flows (webhook → transform → HTTP),
 * and the server's CPU time per execution.
 */
async function peakUnderLoad(s: Started): Promise<{ peak: number; cpuPerExecution: number }> {
  const load = await startLoad();
  try {
    const username = `huella${Date.now().toString(36)}`;
    const { access_token: token } = await api<{ access_token: string }>(`${s.url}/api/auth/register`, { email: `${username}@enlaza.mx`, username, password: PASSWORD });
    const flowIds: string[] = [];
    for (let i = 0; i < FLOWS; i++) {
      const { flow_id: id } = await api<{ flow_id: string }>(`${s.url}/api/flows/create`, { steps: [
        { step: 1, node_id: 'webhook', action_id: 'webhook_received' },
        { step: 2, node_id: 'transform', action_id: 'set_fields', params: { fields: { pedido: '{{trigger.body.pedido}}', cliente: '{{trigger.body.cliente}}' } } },
        { step: 3, node_id: 'http', action_id: 'request', params: { url: load.targetUrl, method: 'POST', body: '{{steps.2.output}}' } },
      ] }, token);
      await api(`${s.url}/api/flows/${id}/activate`, { is_active: true }, token);
      flowIds.push(id);
    }
    // The sign-up's password strength thread ends after 10 s without a check; a server taking
    // webhooks is not signing people up, so the load starts once it has ended.
    await sleep(11_000);
    let peak = treeRss(s.child.pid!);
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, treeRss(s.child.pid!));
        await sleep(25);
      }
    })();
    const before = await load.hits();
    const cpu0 = treeCpuMs(s.child.pid!);
    await load.fire(s.url, flowIds, REQUESTS, CLIENTS);
    // the webhook answers 202 at once; wait until every execution made its HTTP call
    const deadline = Date.now() + 120_000;
    while ((await load.hits()) - before < REQUESTS && Date.now() < deadline) await sleep(50);
    const cpuPerExecution = (treeCpuMs(s.child.pid!) - cpu0) / REQUESTS;
    sampling = false;
    await sampler;
    return { peak, cpuPerExecution };
  } finally {
    load.close();
  }
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };

/** Gzipped bytes of the entry's JS plus the route modules' chunks, static imports included. */
export function pageJs(clientDir: string, routeModules: string[]): number | null {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const m of routeModules) visit(m);
  let total = 0;
  for (const f of files) if (f.endsWith('.js')) total += zlib.gzipSync(fs.readFileSync(path.join(clientDir, f))).length;
  return total;
}

/** The modules each page loads on top of the entry (whichever are split into their own chunk). */
const LANDING_MODULES = ['views/landing/LandingPage.tsx', 'views/shell/AppShell.tsx'];
const CHAT_MODULES = ['views/chat/ChatRoute.tsx', 'views/shell/ChatShell.tsx', 'views/shell/AppShell.tsx'];

export default async function run(): Promise<void> {
  console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${mib(os.totalmem())} memory, Node ${process.version}, ${os.platform()} ${os.release()}`);
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-footprint-'));
    dirs.push(d);
    return d;
  };
  try {
    // builds the SPA and the server when they are missing or stale, so the figures below do not
    const prime = await start(tmp(), 600_000);
    await prime.stop();

    const fresh: { ms: number; cpuMs: number; idle: number }[] = [];
    let dataDir = '';
    for (let i = 0; i < STARTS; i++) {
      dataDir = tmp();
      const s = await startIdle(dataDir);
      fresh.push(s);
      await s.stop();
    }
    const existing: { ms: number; cpuMs: number; idle: number }[] = [];
    let last: Started | null = null;
    for (let i = 0; i < STARTS; i++) {
      const s = await startIdle(dataDir);
      existing.push(s);
      if (i < STARTS - 1) await s.stop();
      else last = s;
    }
    const { peak, cpuPerExecution } = await peakUnderLoad(last!);
    await last!.stop();

    const range = (xs: number[], f: (n: number) => string) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const clientDir = path.join(root, 'dist/client');
    const landing = pageJs(clientDir, LANDING_MODULES);
    const chat = pageJs(clientDir, CHAT_MODULES);
    console.log(`median of ${STARTS} starts (min–max); idle = ${IDLE_SETTLE_MS / 1000} s after the first /api/health answer`);
    console.log(`idle memory, fresh data folder      ${range(fresh.map((f) => f.idle), mib)}`);
    console.log(`idle memory, existing data folder   ${range(existing.map((f) => f.idle), mib)}`);
    console.log(`peak memory, ${CLIENTS} clients × ${REQUESTS} webhooks ${mib(peak)}`);
    console.log(`spawn → first /api/health, fresh    ${range(fresh.map((f) => f.ms), ms)}`);
    console.log(`spawn → first /api/health, existing ${range(existing.map((f) => f.ms), ms)}`);
    console.log(`CPU time to that answer, fresh      ${range(fresh.map((f) => f.cpuMs), ms)}`);
    console.log(`CPU time to that answer, existing   ${range(existing.map((f) => f.cpuMs), ms)}`);
    console.log(`server CPU per execution under load ${cpuPerExecution.toFixed(2)} ms`);
    console.log(`load average during the run         ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (wall times stretch when it exceeds the cores)`);
    console.log(`landing page JS, gzipped            ${landing === null ? 'no manifest (vite build)' : kb(landing)}`);
    console.log(`chat page JS, gzipped               ${chat === null ? 'no manifest (vite build)' : kb(chat)}`);
  } finally {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}
