/**
 * A PGlite client whose database runs in a worker thread (pglite-worker.ts). It offers what
 * drizzle-orm/pglite calls — query, exec, transaction, close — so the rest of the server does not
 * know the difference. Statements are posted as they come (the worker runs them back to back);
 * while a transaction is open, statements from outside it wait until it ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { WorkerRequest } from './pglite-worker';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
type Sender = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
};

function toError(plain: Record<string, unknown>): Error {
  return Object.assign(new Error(String(plain.message)), plain);
}

/**
 * The thread's entry: from TypeScript sources (tests, `npm run dev`) a shim that registers tsx;
 * in the compiled server (dist/server/, `npm start`) the compiled worker next to the bundle.
 */
function workerFile(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.mjs' : './pglite-worker.js', import.meta.url);
}

/** Starts the thread and waits until its database is open. */
async function openThread(workerData: { dataPath?: string; initOnly?: boolean }): Promise<Worker> {
  const worker = new Worker(workerFile(), { workerData });
  const listeners: [string, Parameters<Worker['off']>[1]][] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      listeners.push(
        ['message', (m: { ready: boolean; error?: Record<string, unknown> }) => (m.ready ? resolve() : reject(toError(m.error!)))],
        ['error', reject],
        ['exit', (code: number) => reject(new Error(`El hilo de la base de datos terminó al abrir (código ${code})`))],
      );
      for (const [event, fn] of listeners) worker.once(event, fn);
    });
  } catch (err) {
    await worker.terminate();
    throw err;
  } finally {
    // (not removeAllListeners: the Worker's own listeners route its messages)
    for (const [event, fn] of listeners) worker.off(event, fn);
  }
  return worker;
}

/** Fills a new data folder: a copy of the build's template, else initdb in a thread that then ends. */
async function initialise(dataPath: string, template?: string): Promise<void> {
  if (template && fs.existsSync(path.join(template, 'PG_VERSION'))) {
    fs.cpSync(template, dataPath, { recursive: true });
    return;
  }
  // initdb runs a second PostgreSQL instance whose hundreds of MB would otherwise stay with the
  // thread that keeps the database open.
  await (await openThread({ dataPath, initOnly: true })).terminate();
}

/**
 * Opens the embedded database in `dataPath` (in memory without one). A new data folder starts as
 * a copy of `template` (a data folder the build made with every migration applied) when given.
 */
export async function startPgliteThread(dataPath?: string, template?: string) {
  // PostgreSQL's WebAssembly runs on V8's baseline compiler only: optimising its hot functions
  // costs more memory (~45 MB) and start-up CPU than it saves on a small server's load
  // (docs/performance.md). ENLAZA_PGLITE_TIER_UP=true keeps V8's optimising tier.
  if (process.env.ENLAZA_PGLITE_TIER_UP !== 'true') v8.setFlagsFromString('--liftoff-only');
  if (dataPath && !fs.existsSync(path.join(dataPath, 'PG_VERSION'))) await initialise(dataPath, template);
  const worker = await openThread({ dataPath });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failed: Error | null = null;
  worker.on('message', (m: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error) p.reject(toError(m.error));
    else p.resolve(m.result);
  });
  const fail = (err: Error) => {
    failed = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`El hilo de la base de datos terminó (código ${code})`)));

  function post<T>(req: Omit<WorkerRequest, 'id'> & Record<string, unknown>): Promise<T> {
    if (failed) return Promise.reject(failed);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...req, id });
    });
  }

  const direct: Sender = {
    query: (sql, params, options) =>
      post({ op: 'query', sql, params, rowMode: options?.rowMode, rawTypes: Object.keys(options?.parsers ?? {}).map(Number) }),
    exec: (sql) => post({ op: 'exec', sql }),
  };

  // Set (synchronously, before BEGIN is posted) while a transaction is open.
  let openTransaction: Promise<void> | null = null;
  let transactions: Promise<unknown> = Promise.resolve();

  /** Runs `send` now, or once the open transaction ends (checked and posted in one step). */
  function outside<T>(send: () => Promise<T>): Promise<T> {
    if (!openTransaction) return send();
    return openTransaction.then(() => outside(send));
  }

  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => outside(() => direct.query<T>(sql, params, options)),
    exec: (sql: string) => outside(() => direct.exec(sql)),
    transaction<T>(fn: (tx: Sender) => Promise<T>): Promise<T> {
      const run = transactions.then(() => {
        let end!: () => void;
        const ended = new Promise<void>((r) => (end = r));
        return outside(async () => {
          openTransaction = ended;
          try {
            await direct.exec('BEGIN');
            try {
              // drizzle's tx.rollback() throws; every throw ends here and rolls back.
              const result = await fn(direct);
              await direct.exec('COMMIT');
              return result;
            } catch (err) {
              await direct.exec('ROLLBACK').catch(() => {});
              throw err;
            }
          } finally {
            openTransaction = null;
            end();
          }
        });
      });
      transactions = run.catch(() => {});
      return run;
    },
    async close() {
      if (!failed) await post({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
