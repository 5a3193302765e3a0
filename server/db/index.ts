import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for `memory://`),
 * and applies the Drizzle migrations before anything else touches the data.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client that loses its connection (server restart, admin kill) must not crash the
    // process: the pool drops it and the next query opens a new one.
    pool.on('error', (err) => console.error(`PostgreSQL: idle connection lost (${err.message})`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
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
  const client = await startPgliteThread(dataPath);
  const db = drizzle({ client: client as never, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export { schema };
