import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../server/engine/group-commit';

/** A writer that records each batch and can be held open to let items pile up. */
function recordingWriter(fail?: (item: number) => boolean) {
  const batches: number[][] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};
  return {
    batches,
    holdNext() {
      hold = new Promise((r) => (release = r));
    },
    release: () => release(),
    write: async (items: number[]) => {
      batches.push(items);
      const h = hold;
      hold = null;
      if (h) await h;
      if (fail && items.some(fail)) throw new Error(`malo: ${items.find(fail)}`);
      return items.map((i) => i * 10);
    },
  };
}

describe('group commit', () => {
  it('writes items added in the same turn together and answers each with its own result', async () => {
    const w = recordingWriter();
    const gc = createGroupCommit(w.write);
    await expect(Promise.all([gc.add(1), gc.add(2), gc.add(3)])).resolves.toEqual([10, 20, 30]);
    expect(w.batches).toEqual([[1, 2, 3]]);
  });

  it('items that arrive while a write runs go out together in the next write', async () => {
    const w = recordingWriter();
    const gc = createGroupCommit(w.write);
    w.holdNext();
    const first = gc.add(1);
    await new Promise((r) => setImmediate(r));
    expect(w.batches).toEqual([[1]]);
    const later = [gc.add(2), gc.add(3), gc.add(4)];
    expect(gc.pending()).toBe(3);
    w.release();
    await expect(Promise.all([first, ...later])).resolves.toEqual([10, 20, 30, 40]);
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('a failed batch is retried item by item, so only the bad item fails', async () => {
    const w = recordingWriter((i) => i === 2);
    const gc = createGroupCommit(w.write);
    const results = await Promise.allSettled([gc.add(1), gc.add(2), gc.add(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('malo: 2');
    expect(w.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('never writes more than maxBatch items at once', async () => {
    const w = recordingWriter();
    const gc = createGroupCommit(w.write, { maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((i) => gc.add(i)));
    expect(w.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps working after a failure', async () => {
    const w = recordingWriter((i) => i < 0);
    const gc = createGroupCommit(w.write);
    await expect(gc.add(-1)).rejects.toThrow('malo: -1');
    await expect(gc.add(7)).resolves.toBe(70);
  });
});
