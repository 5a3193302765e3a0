#!/usr/bin/env node
// `npm run dev`: the API server (watch mode) and Vite's dev server (HMR, Stately inspector) side by side.
import { spawn } from 'node:child_process';

const children = [
  // The browser uses Vite's origin: OAuth redirects (and the browser-binding cookie) must come back there.
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ENLAZA_PUBLIC_URL: process.env.ENLAZA_PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); });
