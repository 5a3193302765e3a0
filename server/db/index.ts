import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');
/** The compiled server's ready-made data folder (server/db/make-template.ts); absent from sources. */
const templateFolder = path.join(here, 'pgdata-template', 'pglite');

/** The newest migration the journal knows (Drizzle records each applied one by this `when`). */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * Runs the migrator only when the journal is ahead of the database: a restart on an up-to-date
 * database costs two small queries instead of reading and hashing every migration file.
 */
async function migrateIfBehind(db: Db, migrate: () => Promise<void>): Promise<void> {
  type Rows<T> = { rows: T[] };
  const table = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as Rows<{ present: boolean }>;
  if (table.rows[0]?.present) {
    const last = (await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as Rows<{ last: string | number | null }>;
    if (Number(last.rows[0]?.last ?? 0) >= newestMigration()) return;
  }
  await migrate();
}

/** Connections of the PostgreSQL pool (ENLAZA_PG_POOL_MAX); a small server needs few. */
export function poolMax(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.ENLAZA_PG_POOL_MAX);
  return Number.isInteger(n) && n > 0 ? n : 10;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for `memory://`),
 * and applies the Drizzle migrations before anything else touches the data.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolMax?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? poolMax(), idleTimeoutMillis: 30_000 });
    // An idle client that loses its connection (server restart, admin kill) must not crash the
    // process: the pool drops it and the next query opens a new one.
    pool.on('error', (err) => console.error(`PostgreSQL: idle connection lost (${err.message})`));
    const db = drizzle(pool, { schema });
    await migrateIfBehind(db as unknown as Db, () => migrate(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { startPgliteThread } = await import('./pglite-thread');
  let dataPath: string | undefined;
  if (opts.dataDir && opts.dataDir !== 'memory://') {
    dataPath = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  // PGlite runs in a worker thread: its statements never block the HTTP server (pglite-thread.ts).
  const client = await startPgliteThread(dataPath, templateFolder);
  const db = drizzle({ client: client as never, schema });
  await migrateIfBehind(db as unknown as Db, () => migrate(db, { migrationsFolder }));
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export { schema };
