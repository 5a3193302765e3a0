import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import { storageReport, type StorageReport } from './storage';

/** The storage check is cached this long: /api/health is polled (start-up scripts, the SPA's banner). */
const CACHE_MS = 15_000;

/**
 * GET /api/health (public): `status` 'ok', or 'degraded' when the disk or the database is full,
 * with the Spanish message the SPA shows. Sizes are not disclosed, only whether a limit is reached.
 */
export function healthRoute(app: FastifyInstance, database: Database, config: Config) {
  let cached: { at: number; report: StorageReport } | null = null;
  app.get('/api/health', async () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) cached = { at: Date.now(), report: await storageReport(database.db, config, database.kind) };
    const r = cached.report;
    return {
      status: r.disk_full || r.database_full ? 'degraded' : 'ok',
      database: database.kind,
      storage: { disk_full: r.disk_full, database_full: r.database_full, message: r.message },
    };
  });
}
