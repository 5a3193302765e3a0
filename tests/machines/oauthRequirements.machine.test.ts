import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, assign } from 'xstate';
import {
  mergeRequirements,
  NEXT_REQUIREMENT_MS,
  OAUTH_CONTINUATION_MESSAGE,
  oauthRequirementsMachine,
  progressOf,
} from '../../machines/oauthRequirements.machine';
import { expectFullCoverage, flush, runCoverage } from './coverage';

const origins = { app: 'https://app.enlaza.mx' };
const req = (id: string) => ({ service_id: id, service_name: id.toUpperCase(), mechanism: 'oauth2' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('oauthRequirements machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: oauthRequirementsMachine,
      promiseActors: ['serviceConnection'],
      inputs: [{ origins }],
      events: () => [
        { type: 'queue.add', requirements: [req('gmail'), req('slack')], chatId: 'c1' },
        { type: 'queue.add', requirements: [req('drive')], chatId: 'c1' },
        { type: 'queue.add', requirements: [], chatId: 'c1' },
        { type: 'queue.resume' },
        { type: 'queue.reset' },
      ],
      outputs: {
        serviceConnection: (s) => {
          const id = s.context.requirements[s.context.index]?.service_id ?? 'x';
          return [
            { serviceId: id, connected: true },
            { serviceId: id, connected: false },
          ];
        },
      },
      errors: { serviceConnection: () => [] },
      serializeState: (s) => JSON.stringify([s.value, s.context.requirements.map((r: any) => r.service_id), s.context.index]),
      limit: 20_000,
    });
    expectFullCoverage(report);
  }, 60_000);
});

/** A stand-in for the service connection: finishes when told to, with the answer it is told. */
const fakeConnection = createMachine({
  types: {} as { context: { serviceId: string; connected: boolean }; input: { serviceId: string } },
  context: ({ input }) => ({ serviceId: input.serviceId, connected: false }),
  initial: 'open',
  output: ({ context }) => ({ serviceId: context.serviceId, connected: context.connected }),
  states: {
    open: {
      on: {
        done: { target: 'finished', actions: assign({ connected: true }) },
        close: { target: 'finished' },
      },
    },
    finished: { type: 'final' },
  },
});

function start() {
  const actor = createActor(oauthRequirementsMachine.provide({ actors: { serviceConnection: fakeConnection as any } }), { input: { origins } });
  const completed: any[] = [];
  actor.on('queue.completed', (e) => completed.push(e));
  actor.start();
  const child = () => actor.getSnapshot().children.serviceConnection as any;
  return { actor, completed, child };
}

describe('oauthRequirements machine — scenarios', () => {
  it('connects requirements one by one ("n of total"), the next one 100 ms after each success, then completes', async () => {
    const { actor, completed, child } = start();
    actor.send({ type: 'queue.add', requirements: [req('gmail'), req('slack'), req('gmail')], chatId: 'c1' });
    expect(progressOf(actor.getSnapshot().context)).toEqual({ n: 1, total: 2 });
    expect(child().getSnapshot().context.serviceId).toBe('gmail');
    child().send({ type: 'done' });
    await flush();
    expect(actor.getSnapshot().matches('advancing')).toBe(true);
    vi.advanceTimersByTime(NEXT_REQUIREMENT_MS - 1);
    expect(actor.getSnapshot().matches('advancing')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(progressOf(actor.getSnapshot().context)).toEqual({ n: 2, total: 2 });
    expect(child().getSnapshot().context.serviceId).toBe('slack');
    child().send({ type: 'done' });
    await flush();
    expect(completed).toEqual([]);
    vi.advanceTimersByTime(NEXT_REQUIREMENT_MS);
    expect(completed).toEqual([{ type: 'queue.completed', serviceIds: ['gmail', 'slack'] }]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(OAUTH_CONTINUATION_MESSAGE).toBe('OAuth authentication completed successfully. Please continue with the workflow.');
  });

  it('closing the modal is not a cancel: nothing is reported and the retry-auth resume reopens the same one', async () => {
    const { actor, completed, child } = start();
    actor.send({ type: 'queue.add', requirements: [req('gmail'), req('slack')], chatId: 'c1' });
    child().send({ type: 'close' });
    await flush();
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    expect(completed).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    actor.send({ type: 'queue.resume' });
    expect(child().getSnapshot().context.serviceId).toBe('gmail');
    expect(progressOf(actor.getSnapshot().context)).toEqual({ n: 1, total: 2 });
  });

  it('new requirements while connecting are appended, duplicates ignored', () => {
    const { actor } = start();
    actor.send({ type: 'queue.add', requirements: [req('gmail')], chatId: 'c1' });
    actor.send({ type: 'queue.add', requirements: [req('gmail'), req('drive')], chatId: 'c1' });
    expect(actor.getSnapshot().context.requirements.map((r) => r.service_id)).toEqual(['gmail', 'drive']);
    expect(mergeRequirements([req('a')], [req('a'), req('b'), req('b')]).map((r) => r.service_id)).toEqual(['a', 'b']);
  });

  it('reset forgets pending requirements', () => {
    const { actor } = start();
    actor.send({ type: 'queue.add', requirements: [req('gmail')], chatId: 'c1' });
    actor.send({ type: 'queue.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.requirements).toEqual([]);
  });
});
