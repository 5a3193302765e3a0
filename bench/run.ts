/**
 * `npm run bench`: runs every `bench/*.bench.ts` in name order and prints its figures.
 * Each module exports `default async function run(): Promise<void>` that prints its own table.
 * Speed targets are read here, never asserted in tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  console.log(`\n== ${file.replace('.bench.ts', '')}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: () => Promise<void> };
  await mod.default();
}
if (files.length === 0) console.log('no benchmarks found');
