/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here so its
 * work never blocks the HTTP server and the engine on the main thread. The main side is
 * pglite-thread.ts; messages are {id, op, ...} in and {id, result} or {id, error} out, answered in
 * the order they arrive (PGlite runs one statement at a time).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/**
 * PostgreSQL's memory settings for one embedded connection on a small server (docs/performance.md).
 * The defaults size a shared server: 128 MB of shared buffers alone, which the WebAssembly heap
 * fills as pages are read and never gives back.
 */
export const SMALL_SERVER_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  wal_buffers: '1MB',
  min_wal_size: '32MB',
  max_wal_size: '128MB',
  max_connections: '8',
};

const startParams = [...PGlite.defaultStartParams, ...Object.entries(SMALL_SERVER_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`])];

const { dataPath, initOnly } = workerData as { dataPath?: string; initOnly?: boolean };
const db = new PGlite({ dataDir: dataPath, startParams });
const port = parentPort!;

/** The caller's parsers cannot cross threads; the ones drizzle passes keep values as text. */
function options(req: { rowMode?: 'array' | 'object'; rawTypes?: number[] }): QueryOptions {
  const parsers = Object.fromEntries((req.rawTypes ?? []).map((oid) => [oid, (value: string) => value]));
  return { rowMode: req.rowMode, parsers };
}

/** An error as plain data: its message plus PostgreSQL's fields (code, detail, constraint…). */
function plainError(err: unknown) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(err)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  return { ...fields, message: err.message, name: err.name };
}

port.on('message', async (req: WorkerRequest) => {
  try {
    if (req.op === 'close') {
      await db.close();
      port.postMessage({ id: req.id, result: null });
      return;
    }
    const result = req.op === 'query' ? await db.query(req.sql, req.params, options(req)) : await db.exec(req.sql);
    port.postMessage({ id: req.id, result });
  } catch (err) {
    port.postMessage({ id: req.id, error: plainError(err) });
  }
});

db.waitReady.then(
  // initOnly: the thread that creates a new data folder (initdb) closes once it is done, so the
  // memory initialisation needs is given back when the thread ends (pglite-thread.ts)
  async () => {
    if (initOnly) await db.close();
    port.postMessage({ ready: true });
  },
  (err) => port.postMessage({ ready: false, error: plainError(err) }),
);
