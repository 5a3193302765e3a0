import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NO_PLAN_SIMULATE, simulationMachine } from '../../machines/simulation.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const plan = [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }];
const result = { ok: true, sample_trigger: {}, steps: [], summary: 'Todo listo' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('simulation machine', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: simulationMachine,
      promiseActors: ['runSimulation'],
      inputs: [undefined],
      events: () => [
        { type: 'simulate', plan, chatId: 'c1' },
        { type: 'simulate', plan: null, chatId: 'c1' },
        { type: 'retry' },
        { type: 'close' },
      ],
      outputs: { runSimulation: () => [result] },
      errors: { runSimulation: () => [{ detail: 'Paso 1: el nodo fax no existe' }] },
      serializeState: (s) => JSON.stringify([s.value, s.context.error]),
    });
    expectFullCoverage(report);
  });

  it('alerts without a plan, shows the result, and retries a failure', async () => {
    const alerts: string[] = [];
    let fail = true;
    const run = vi.fn(async () => { if (fail) throw { detail: 'sin red' }; return result; });
    const actor = createActor(simulationMachine.provide({ actors: { runSimulation: fake(run) }, actions: { alert: (_, p) => alerts.push(p.message) } })).start();
    actor.send({ type: 'simulate', plan: [], chatId: null });
    expect(alerts).toEqual([NO_PLAN_SIMULATE]);
    actor.send({ type: 'simulate', plan, chatId: 'c1' });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('sin red');
    fail = false;
    actor.send({ type: 'retry' });
    await flush();
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.result).toEqual(result);
    expect(run.mock.calls[1]).toEqual([expect.objectContaining({ input: { plan, chatId: 'c1' } })]);
  });
});
