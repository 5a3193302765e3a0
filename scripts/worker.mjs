#!/usr/bin/env node
// `npm run worker`: a queue-mode worker (REDIS_URL and DATABASE_URL; docs/scaling.md). No SPA to build.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const worker = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/worker.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
