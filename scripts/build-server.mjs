#!/usr/bin/env node
// Compiles the server to JavaScript in dist/server/ (esbuild), so `npm start` runs it with plain
// node: no TypeScript loader in memory, no transpiling on every start (docs/performance.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const outDir = path.join(root, 'dist/server');

/**
 * Entry points → output names in dist/server/. Threads and processes the server starts by file
 * name are entries of their own; an entry whose source does not exist (yet) is skipped.
 */
const ENTRIES = {
  index: 'server/index.ts',
  'pglite-worker': 'server/db/pglite-worker.ts',
  worker: 'server/worker.ts',
  'make-template': 'server/db/make-template.ts',
};

/** Files the compiled server reads next to itself, copied as they are. */
const COPIES = [
  ['server/db/migrations', 'migrations'],
  ['server/auth/password-strength-worker.mjs', 'password-strength-worker.mjs'],
];

/**
 * Left to node_modules: native addons and WebAssembly packages that load files beside their own
 * code (PGlite's .wasm and .data, argon2's .node), and pg's optional native binding. Also what the
 * server imports with `await import()` only when it is used (the AI SDK with AI mode or an AI step,
 * nodemailer with an email, BullMQ and ioredis with REDIS_URL, undici with the first outbound request): left out of the bundle they stay
 * out of memory until then (without code splitting esbuild would inline them).
 */
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', 'pg', 'pg-native', '@zxcvbn-ts/*', 'ai', '@ai-sdk/*', 'nodemailer', 'bullmq', 'ioredis', 'undici'];

/** zod's locale index holds ~50 languages; the server uses English (zod's default) and Spanish. */
const ZOD_LOCALES_USED = ['en', 'es'];
const zodLocalesPlugin = {
  name: 'zod-locales-used',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: ZOD_LOCALES_USED.map((l) => `export { default as ${l} } from './${l}.js';`).join('\n'),
      resolveDir: path.dirname(args.path),
    }));
  },
};

export async function buildServer() {
  const entryPoints = Object.fromEntries(Object.entries(ENTRIES).filter(([, src]) => fs.existsSync(path.join(root, src))).map(([name, src]) => [name, path.join(root, src)]));
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // one file per entry: code that finds files next to itself (import.meta.url) stays in dist/server/
    splitting: false,
    external: EXTERNAL,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [zodLocalesPlugin],
    // CommonJS dependencies bundled into an ES module still call require and read __dirname.
    banner: {
      js: [
        "import { createRequire as __enlazaCreateRequire } from 'node:module';",
        "import { fileURLToPath as __enlazaFileURLToPath } from 'node:url';",
        "import { dirname as __enlazaDirname } from 'node:path';",
        'const require = __enlazaCreateRequire(import.meta.url);',
        'const __filename = __enlazaFileURLToPath(import.meta.url);',
        'const __dirname = __enlazaDirname(__filename);',
      ].join('\n'),
    },
  });
  for (const [from, to] of COPIES) fs.cpSync(path.join(root, from), path.join(outDir, to), { recursive: true });
  // the embedded database a new install starts from: initdb and migrations done here, once
  const made = spawnSync(process.execPath, [path.join(outDir, 'make-template.js'), path.join(outDir, 'pgdata-template')], { cwd: root, stdio: 'inherit' });
  if (made.status !== 0) throw new Error('could not build the database template');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
