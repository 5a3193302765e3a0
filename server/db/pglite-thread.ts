/**
 * A PGlite client whose database runs in a worker thread (pglite-worker.ts). It offers what
 * drizzle-orm/pglite calls — query, exec, transaction, close — so the rest of the server does not
 * know the difference. Statements are posted as they come (the worker runs them back to back);
 * while a transaction is open, statements from outside it wait until it ends.
 */
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

export async function startPgliteThread(dataPath?: string) {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataPath },
  });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failed: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (m: { ready: boolean; error?: Record<string, unknown> }) => (m.ready ? resolve() : reject(toError(m.error!))));
    worker.once('error', reject);
  });
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
