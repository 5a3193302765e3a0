import { describe, expect, it } from 'vitest';
import { createFlowSlots } from '../../server/engine/concurrency';

describe('per-flow slots', () => {
  it('lets `limit` runs of a flow in, queues the rest in arrival order, and keeps flows apart', async () => {
    const slots = createFlowSlots(2);
    const signal = new AbortController().signal;
    const order: string[] = [];
    const a = await slots.acquire('f1', signal);
    const b = await slots.acquire('f1', signal);
    const other = await slots.acquire('f2', signal);
    const c = slots.acquire('f1', signal).then((r) => (order.push('c'), r));
    const d = slots.acquire('f1', signal).then((r) => (order.push('d'), r));
    expect(slots.usage('f1')).toEqual({ running: 2, waiting: 2 });
    expect(slots.usage('f2')).toEqual({ running: 1, waiting: 0 });
    a();
    a(); // releasing twice frees one slot only
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect(slots.usage('f1')).toEqual({ running: 2, waiting: 1 });
    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    other();
    expect(slots.usage('f1')).toEqual({ running: 0, waiting: 0 });
    expect(slots.usage('f2')).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting run when its signal aborts (shutdown) without disturbing the others', async () => {
    const slots = createFlowSlots(1);
    const shutdown = new AbortController();
    const first = await slots.acquire('f', new AbortController().signal);
    const waiting = slots.acquire('f', shutdown.signal);
    const next = slots.acquire('f', new AbortController().signal);
    shutdown.abort();
    await expect(waiting).rejects.toThrow('Ejecución interrumpida');
    expect(slots.usage('f')).toEqual({ running: 1, waiting: 1 });
    first();
    (await next)();
    expect(slots.usage('f')).toEqual({ running: 0, waiting: 0 });
  });
});
