/**
 * Opening the embedded database on disk (docs/performance.md): a new data folder made by initdb
 * in a thread of its own, or copied from a ready-made template; the migrator run only when the
 * journal is ahead; the PostgreSQL pool size from ENLAZA_PG_POOL_MAX.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, poolMax } from '../../server/db';
import { startPgliteThread } from '../../server/db/pglite-thread';

const journal = JSON.parse(fs.readFileSync(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-db-open-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('opening the embedded database', () => {
  const template = tmp();

  it('creates a new data folder with every migration, and reopens it without applying any again', async () => {
    const first = await openDatabase({ dataDir: template });
    await first.close();
    expect(fs.existsSync(path.join(template, 'pglite', 'PG_VERSION'))).toBe(true);

    const again = await openDatabase({ dataDir: template });
    const { rows } = (await again.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations')) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(journal.entries.length);
    await again.close();
  }, 120_000);

  it('starts a new data folder as a copy of the template, with its tables and rows', async () => {
    const target = path.join(tmp(), 'pglite');
    fs.mkdirSync(target, { recursive: true });
    const db = await startPgliteThread(target, path.join(template, 'pglite'));
    const models = await db.query<{ n: number }>('select count(*)::int as n from llm_models');
    expect(models.rows[0].n).toBeGreaterThan(0);
    const applied = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
    await db.close();
    // the template itself is left as it was
    expect(fs.existsSync(path.join(template, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 120_000);
});

describe('PostgreSQL pool size', () => {
  it('reads ENLAZA_PG_POOL_MAX, else keeps 10', () => {
    expect(poolMax({ ENLAZA_PG_POOL_MAX: '3' })).toBe(3);
    expect(poolMax({})).toBe(10);
    expect(poolMax({ ENLAZA_PG_POOL_MAX: 'muchas' })).toBe(10);
    expect(poolMax({ ENLAZA_PG_POOL_MAX: '0' })).toBe(10);
  });
});
