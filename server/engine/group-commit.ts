/**
 * Group commit: callers add one item each; items that arrive while a write is in progress go out
 * together in the next one. With the embedded database (one connection, every statement serialised)
 * the cost of a statement is mostly per statement, not per row, so a burst of executions writes in a
 * few statements instead of one each. An idle system still writes each item at once.
 *
 * When a batch of several items fails, each item is retried alone, so one bad item (say, a payload
 * the database refuses) fails only its own caller.
 */
export function createGroupCommit<T, R>(
  write: (items: T[]) => Promise<R[]>,
  opts: { maxBatch?: number } = {},
) {
  const maxBatch = opts.maxBatch ?? 200;
  type Pending = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Pending[] = [];
  let writing = false;

  async function writeAlone(p: Pending) {
    try {
      const [r] = await write([p.item]);
      p.resolve(r);
    } catch (err) {
      p.reject(err);
    }
  }

  async function drain() {
    writing = true;
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      if (batch.length === 1) {
        await writeAlone(batch[0]);
        continue;
      }
      try {
        const results = await write(batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(results[i]));
      } catch {
        for (const p of batch) await writeAlone(p);
      }
    }
    writing = false;
  }

  return {
    /** Resolves with this item's result once the statement that carried it has run. */
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // The first item of an idle period waits one turn of the event loop for company.
        if (!writing) {
          writing = true;
          setImmediate(() => void drain());
        }
      });
    },
    /** Items waiting or being written (for tests and diagnostics). */
    pending: () => queue.length,
  };
}

export type GroupCommit<T, R> = ReturnType<typeof createGroupCommit<T, R>>;
