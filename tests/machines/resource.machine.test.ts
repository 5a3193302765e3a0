import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { backoffMs, resourceMachine, RESOURCE_BACKOFF_CAP_MS } from '../../machines/resource.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('resource machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: resourceMachine,
      promiseActors: ['load'],
      inputs: [undefined],
      events: () => [{ type: 'resource.reload' }],
      outputs: { load: () => [{ items: [] }] },
      errors: { load: () => [new Error('red'), { status: 404, detail: 'No encontrado' }] },
      serializeState: (s) => JSON.stringify([s.value, s.context.retries, s.context.data !== null, s.context.status]),
    });
    expectFullCoverage(report);
  });
});

describe('resource machine — scenarios', () => {
  it('retries 3 times with exponential backoff, then fails; reload starts over', async () => {
    const load = vi.fn(async () => { throw new Error('caído'); });
    const actor = createActor(resourceMachine.provide({ actors: { load: fake(load) } })).start();
    await flush();
    expect(actor.getSnapshot().matches('retrying')).toBe(true);
    for (const ms of [1000, 2000, 4000]) {
      vi.advanceTimersByTime(ms - 1);
      await flush();
      const calls = load.mock.calls.length;
      vi.advanceTimersByTime(1);
      await flush();
      expect(load.mock.calls.length).toBe(calls + 1);
    }
    expect(load).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('caído');
    load.mockImplementationOnce(async () => ['ok'] as never);
    actor.send({ type: 'resource.reload' });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual(['ok']);
  });

  it('backoff is capped at 30 s; a 404 fails at once', async () => {
    expect(backoffMs(1)).toBe(1000);
    expect(backoffMs(10)).toBe(RESOURCE_BACKOFF_CAP_MS);
    const actor = createActor(resourceMachine.provide({ actors: { load: fake(async () => { throw { status: 404, detail: 'Ejecución no encontrada.' }; }) } })).start();
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.status).toBe(404);
  });
});
