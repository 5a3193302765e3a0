#!/usr/bin/env node
// `npm start`: build the SPA and the server when they are missing or older than their sources,
// then run the compiled server in this same process (plain node, no TypeScript loader).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when `built` is missing or older than any of `sources` (paths relative to the root). */
function stale(built, sources) {
  const target = path.join(root, built);
  if (!fs.existsSync(target)) return true;
  const builtAt = fs.statSync(target).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/** Runs a build step in a child process, so its memory is gone before the server starts. */
function run(message, args, env = process.env) {
  console.log(message);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (stale('dist/client/index.html', ['src', 'machines', 'contracts', 'vite.config.ts'])) {
  // a production bundle even when started from a test runner that set NODE_ENV=test
  run('Construyendo la interfaz (vite build)…', [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' });
}
const SERVER_SOURCES = ['server', 'contracts', 'machines', 'package-lock.json', 'scripts/build-server.mjs'];
if (stale('dist/server/index.js', SERVER_SOURCES)) run('Compilando el servidor (esbuild)…', [path.join(root, 'scripts/build-server.mjs')]);

if (process.argv.includes('--build-only')) process.exit(0);
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
