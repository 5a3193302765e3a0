import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWaker, WAKE_BATCH, type ParkedStore } from '../../server/engine/waker';

const DAY = 24 * 3600 * 1000;
const log = { warn: vi.fn() };

/** Parked executions in memory, claimed the way waits.ts claims them in the database: each once. */
function fakeStore(parked: { id: string; at: number }[]): ParkedStore & { claims: number } {
  const store = {
    claims: 0,
    async claimDue(now: Date, limit: number) {
      store.claims++;
      const due = parked.filter((p) => p.at <= now.getTime()).sort((a, b) => a.at - b.at).slice(0, limit);
      for (const p of due) parked.splice(parked.indexOf(p), 1);
      return due.map((p) => p.id);
    },
    async nextResumeAt() {
      return parked.length ? new Date(Math.min(...parked.map((p) => p.at))) : null;
    },
  };
  return store;
}

/** The single-process waker on a fake clock: one timer for the earliest parked execution. */
describe('waker (single-process resume of parked executions)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-16T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resumes at start what fell due while the server was stopped, and the rest when each is due', async () => {
    const now = Date.now();
    const parked = [{ id: 'vencida', at: now - 60_000 }, { id: 'manana', at: now + DAY }, { id: 'pasado', at: now + 2 * DAY }];
    const resumed: string[] = [];
    const waker = createWaker({ store: fakeStore(parked), resume: (id) => resumed.push(id), log });
    await waker.start();
    expect(resumed).toEqual(['vencida']);

    await vi.advanceTimersByTimeAsync(DAY - 1);
    expect(resumed).toEqual(['vencida']);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toEqual(['vencida', 'manana']);
    await vi.advanceTimersByTimeAsync(DAY);
    expect(resumed).toEqual(['vencida', 'manana', 'pasado']);
    await waker.stop();
  });

  it('a run parked while running arms an earlier timer; a 30-day wait is reached past setTimeout\'s limit', async () => {
    const parked: { id: string; at: number }[] = [];
    const resumed: string[] = [];
    const waker = createWaker({ store: fakeStore(parked), resume: (id) => resumed.push(id), log });
    await waker.start();

    const month = { id: 'un-mes', at: Date.now() + 30 * DAY };
    parked.push(month);
    waker.parked(new Date(month.at));
    const soon = { id: 'en-un-minuto', at: Date.now() + 60_000 };
    parked.push(soon);
    waker.parked(new Date(soon.at));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(resumed).toEqual(['en-un-minuto']);
    await vi.advanceTimersByTimeAsync(30 * DAY - 60_001);
    expect(resumed).toEqual(['en-un-minuto']);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toEqual(['en-un-minuto', 'un-mes']);
    await waker.stop();
  });

  it('takes a large backlog in rounds of WAKE_BATCH, each parked execution once', async () => {
    const parked = Array.from({ length: WAKE_BATCH * 2 + 5 }, (_, i) => ({ id: `e${i}`, at: Date.now() - 1000 + i }));
    const resumed: string[] = [];
    const waker = createWaker({ store: fakeStore(parked), resume: (id) => resumed.push(id), log });
    await waker.start();
    expect(resumed).toHaveLength(WAKE_BATCH);
    // A full round is followed by another at once (a timer of 0 ms, which Node runs after 1 ms).
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toHaveLength(WAKE_BATCH * 2 + 5);
    expect(new Set(resumed).size).toBe(resumed.length);
    await waker.stop();
  });

  it('after stop() nothing is resumed; a failing database is retried a minute later', async () => {
    const parked = [{ id: 'tarde', at: Date.now() + 1000 }];
    const resumed: string[] = [];
    const waker = createWaker({ store: fakeStore(parked), resume: (id) => resumed.push(id), log });
    await waker.start();
    await waker.stop();
    await vi.advanceTimersByTimeAsync(DAY);
    expect(resumed).toEqual([]);

    const store = fakeStore(parked);
    let failures = 1;
    const flaky: ParkedStore = {
      claimDue: (now, limit) => (failures-- > 0 ? Promise.reject(new Error('base de datos caída')) : store.claimDue(now, limit)),
      nextResumeAt: () => store.nextResumeAt(),
    };
    const again = createWaker({ store: flaky, resume: (id) => resumed.push(id), log });
    await again.start();
    expect(resumed).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(resumed).toEqual(['tarde']);
    await again.stop();
  });
});
