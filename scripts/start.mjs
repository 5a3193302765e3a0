#!/usr/bin/env node
// `npm start`: build the SPA if it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const built = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'machines', 'contracts'].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
const stale = !fs.existsSync(built) || Math.max(...sources.map(newestMtime)) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Construyendo la interfaz (vite build)…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // a production bundle even when started from a test runner that set NODE_ENV=test
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
