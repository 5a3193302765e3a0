import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db';

export type StorageReport = {
  disk_free_bytes: number | null;
  disk_total_bytes: number | null;
  disk_full: boolean;
  database_bytes: number | null;
  database_full: boolean;
  /** Spanish, for the banner the SPA shows; null when all is well. */
  message: string | null;
};

const MB = 1024 * 1024;

/** Disk space where the data lives (ENLAZA_DATA_DIR), and the database's size, against their limits. */
export async function storageReport(db: Db, config: Config, kind: 'pglite' | 'postgres'): Promise<StorageReport> {
  let free: number | null = null;
  let total: number | null = null;
  if (kind === 'pglite') {
    try {
      const s = await fs.promises.statfs(fs.existsSync(config.dataDir) ? config.dataDir : '.');
      free = s.bavail * s.bsize;
      total = s.blocks * s.bsize;
    } catch { /* unknown: not reported as full */ }
  }
  let size: number | null = null;
  try {
    const r = await db.execute(sql`select pg_database_size(current_database())::bigint as size`);
    size = Number((r as unknown as { rows: { size: string | number }[] }).rows[0]?.size ?? null);
  } catch { /* unknown */ }
  const diskFull = free !== null && free < config.storage.diskMinFreeMb * MB;
  const databaseFull = size !== null && config.storage.databaseMaxMb !== null && size >= config.storage.databaseMaxMb * MB;
  const message = diskFull
    ? 'El disco del servidor está lleno: las nuevas ejecuciones podrían no guardarse. Libera espacio o reduce los días que se guardan las ejecuciones.'
    : databaseFull
      ? 'La base de datos llegó a su tamaño máximo: las nuevas ejecuciones podrían no guardarse. Reduce cuántas ejecuciones se guardan o amplía el límite.'
      : null;
  return { disk_free_bytes: free, disk_total_bytes: total, disk_full: diskFull, database_bytes: size, database_full: databaseFull, message };
}
