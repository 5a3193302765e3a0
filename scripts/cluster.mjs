#!/usr/bin/env node
// `npm run cluster -- --workers N`: 1 API process (npm start) and N workers (npm run worker) on this
// machine, against DATABASE_URL and REDIS_URL, for trying queue mode and for the bench
// (docs/scaling.md). Ctrl-C stops them all; if one exits, the others are stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--workers');
const workers = at >= 0 ? Number(args[at + 1]) : 1;
if (!Number.isInteger(workers) || workers < 0) {
  console.error('Uso: npm run cluster -- --workers N');
  process.exit(2);
}
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) {
    console.error(`npm run cluster necesita ${name} (docs/scaling.md)`);
    process.exit(2);
  }
}

const run = (script, label) => {
  const child = spawn(process.execPath, [path.join(root, 'scripts', script)], { cwd: root, stdio: 'inherit', env: process.env });
  child.label = label;
  return child;
};
const children = [run('start.mjs', 'api'), ...Array.from({ length: workers }, (_, i) => run('worker.mjs', `worker ${i + 1}`))];
console.log(`Enlaza en modo cola: 1 API y ${workers} worker${workers === 1 ? '' : 's'}`);

let stopping = false;
const stop = (signal) => {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let left = children.length;
for (const c of children) {
  c.on('exit', (code) => {
    if (!stopping) {
      console.error(`${c.label} terminó (código ${code}); deteniendo los demás`);
      stop('SIGTERM');
    }
    if (--left === 0) process.exit(stopping ? 0 : 1);
  });
}
