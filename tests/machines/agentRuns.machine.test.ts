import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { agentRunsMachine, RUNS_LOAD_ERROR } from '../../machines/agentRuns.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const run = (n: number, status = 'succeeded') => ({ run_id: `r${n}`, goal: `objetivo ${n}`, status }) as never;
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => run(from + i));

describe('agentRuns machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: agentRunsMachine,
      promiseActors: ['fetchPage'],
      inputs: [{ agentId: 'a1' }],
      events: () => [{ type: 'runs.filter', status: 'failed' }, { type: 'runs.filter', status: null }, { type: 'runs.loadMore' }, { type: 'runs.reload' }],
      outputs: { fetchPage: () => [page(1, 20), page(1, 3)] },
      errors: { fetchPage: () => [new Error('caído')] },
      serializeState: (s) => JSON.stringify([s.value, s.context.hasMore, s.context.status, s.context.error !== null]),
    });
    expectFullCoverage(report);
  });
});

describe('agentRuns machine — scenarios', () => {
  it("pages of 20 with 'Cargar Más' while a page is full; a filter starts again from page 1", async () => {
    const asked: unknown[] = [];
    const pages: Record<number, unknown[]> = { 1: page(1, 20), 2: page(21, 20), 3: page(41, 2) };
    const fetchPage = vi.fn(async ({ input }) => { asked.push(input); return input.status ? [run(99, input.status)] : pages[input.page]; });
    const actor = createActor(agentRunsMachine.provide({ actors: { fetchPage: fake(fetchPage) } }), { input: { agentId: 'a1' } }).start();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, hasMore: true });
    actor.send({ type: 'runs.loadMore' });
    await flush();
    actor.send({ type: 'runs.loadMore' });
    await flush();
    expect(actor.getSnapshot().context.runs).toHaveLength(42);
    expect(actor.getSnapshot().context.hasMore).toBe(false);
    actor.send({ type: 'runs.loadMore' }); // nothing more
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'runs.filter', status: 'failed' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ status: 'failed', page: 1, hasMore: false, runs: [run(99, 'failed')] });
    expect(asked).toEqual([
      { agentId: 'a1', page: 1, status: null }, { agentId: 'a1', page: 2, status: null }, { agentId: 'a1', page: 3, status: null },
      { agentId: 'a1', page: 1, status: 'failed' },
    ]);
  });

  it('a failed first load fails the list; a failed next page keeps what was shown', async () => {
    let fail = true;
    const actor = createActor(agentRunsMachine.provide({ actors: { fetchPage: fake(async ({ input }) => { if (fail) throw {}; return page(input.page * 100, 20); }) } }), { input: { agentId: 'a1' } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(RUNS_LOAD_ERROR);
    fail = false;
    actor.send({ type: 'runs.reload' });
    await flush();
    fail = true;
    actor.send({ type: 'runs.loadMore' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ error: RUNS_LOAD_ERROR, page: 1 });
    expect(actor.getSnapshot().context.runs).toHaveLength(20);
  });
});
