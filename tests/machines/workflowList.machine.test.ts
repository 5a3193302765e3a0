import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { workflowListMachine } from '../../machines/workflowList.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const flow = (id: string, active = false) => ({ flow_id: id, name: 'Flujo ' + id, chat_id: 'chat-' + id, chat_title: 'Chat', is_active: active });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('workflowList machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: workflowListMachine,
      promiseActors: ['fetchFlows', 'activateFlow', 'runFlow', 'deleteFlow', 'saveMissedSlots'],
      inputs: [undefined],
      events: () => [
        { type: 'workflows.reload' },
        { type: 'workflows.toggle', flowId: 'f1' },
        { type: 'workflows.toggle', flowId: 'nope' },
        { type: 'workflows.runNow', flowId: 'f1' },
        { type: 'workflows.setMissedSlots', flowId: 'f1', missedSlots: 'skip' },
        { type: 'workflows.requestDelete', flowId: 'f1' },
        { type: 'workflows.cancelDelete' },
        { type: 'workflows.confirmDelete' },
      ],
      outputs: {
        fetchFlows: () => [[flow('f1'), flow('f2', true)]],
        activateFlow: () => [{ is_active: true }],
        runFlow: () => [undefined],
        deleteFlow: () => [undefined],
        saveMissedSlots: () => [undefined],
      },
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.flows.map((f: any) => f.flow_id + f.is_active + f.missed_slots), s.context.pendingFlowId, s.context.confirmDeleteId, !!s.context.error]),
    });
    expectFullCoverage(report);
  });
});

function start(overrides: Record<string, any> = {}) {
  const alert = vi.fn();
  const actor = createActor(
    workflowListMachine.provide({
      actions: { alert },
      actors: {
        fetchFlows: fake(overrides.fetchFlows ?? (async () => [flow('f1'), flow('f2', true)])),
        activateFlow: fake(overrides.activateFlow ?? (async ({ input }: any) => ({ is_active: input.isActive }))),
        runFlow: fake(overrides.runFlow ?? (async () => undefined)),
        deleteFlow: fake(overrides.deleteFlow ?? (async () => undefined)),
        saveMissedSlots: fake(overrides.saveMissedSlots ?? (async () => undefined)),
      },
    }),
  );
  const emitted: any[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, alert, emitted };
}
const active = (a: any, id: string) => a.getSnapshot().context.flows.find((f: any) => f.flow_id === id).is_active;

describe('workflowList machine — scenarios', () => {
  it('toggle is optimistic and reverts with the exact alert on failure', async () => {
    let reject!: (e: unknown) => void;
    const { actor, alert } = start({ activateFlow: () => new Promise((_, r) => (reject = r)) });
    await flush();
    actor.send({ type: 'workflows.toggle', flowId: 'f1' });
    expect(active(actor, 'f1')).toBe(true);
    reject({ status: 500, detail: 'Servidor caído' });
    await flush();
    expect(active(actor, 'f1')).toBe(false);
    expect(alert.mock.calls[0][1]).toEqual({ message: 'Error activando/desactivando workflow: Servidor caído' });
  });

  it('toggle takes the server-confirmed value', async () => {
    const { actor } = start({ activateFlow: async () => ({ is_active: false }) });
    await flush();
    actor.send({ type: 'workflows.toggle', flowId: 'f1' });
    await flush();
    expect(active(actor, 'f1')).toBe(false);
  });

  it('run now alerts success or the error', async () => {
    const ok = start();
    await flush();
    ok.actor.send({ type: 'workflows.runNow', flowId: 'f1' });
    await flush();
    expect(ok.alert.mock.calls[0][1]).toEqual({ message: '✅ Workflow ejecutado correctamente!' });
    const bad = start({ runFlow: async () => { throw { detail: 'Falta credencial' }; } });
    await flush();
    bad.actor.send({ type: 'workflows.runNow', flowId: 'f1' });
    await flush();
    expect(bad.alert.mock.calls[0][1]).toEqual({ message: '❌ Error ejecutando workflow: Falta credencial' });
  });

  it('delete only after confirm; failure alerts; success removes and emits', async () => {
    const bad = start({ deleteFlow: async () => { throw new Error('no'); } });
    await flush();
    bad.actor.send({ type: 'workflows.requestDelete', flowId: 'f1' });
    expect(bad.actor.getSnapshot().context.confirmDeleteId).toBe('f1');
    bad.actor.send({ type: 'workflows.cancelDelete' });
    expect(bad.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    bad.actor.send({ type: 'workflows.requestDelete', flowId: 'f1' });
    bad.actor.send({ type: 'workflows.confirmDelete' });
    await flush();
    expect(bad.alert.mock.calls[0][1]).toEqual({ message: '❌ Error eliminando workflow: no' });
    expect(bad.actor.getSnapshot().context.flows).toHaveLength(2);

    const ok = start();
    await flush();
    ok.actor.send({ type: 'workflows.requestDelete', flowId: 'f1' });
    ok.actor.send({ type: 'workflows.confirmDelete' });
    await flush();
    expect(ok.actor.getSnapshot().context.flows.map((f) => f.flow_id)).toEqual(['f2']);
    expect(ok.emitted).toEqual([{ type: 'workflows.deleted', flowId: 'f1', chatId: 'chat-f1' }]);
  });

  it('the missed-slots choice is optimistic, saved for that flow, and reverts with an alert on failure', async () => {
    const saved: unknown[] = [];
    const ok = start({ saveMissedSlots: async ({ input }: any) => void saved.push(input) });
    await flush();
    ok.actor.send({ type: 'workflows.setMissedSlots', flowId: 'f1', missedSlots: 'skip' });
    expect(ok.actor.getSnapshot().context.flows[0].missed_slots).toBe('skip');
    await flush();
    expect(saved).toEqual([{ flowId: 'f1', missedSlots: 'skip' }]);
    expect(ok.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);

    const bad = start({ saveMissedSlots: async () => { throw { detail: 'Servidor caído' }; } });
    await flush();
    bad.actor.send({ type: 'workflows.setMissedSlots', flowId: 'f1', missedSlots: 'skip' });
    await flush();
    expect(bad.actor.getSnapshot().context.flows[0].missed_slots).toBe('catch_up');
    expect(bad.alert.mock.calls[0][1]).toEqual({ message: 'Error guardando qué hacer con las horas perdidas: Servidor caído' });
  });

  it('a failed load can be reloaded', async () => {
    let fail = true;
    const { actor } = start({ fetchFlows: async () => { if (fail) throw new Error('x'); return [flow('f1')]; } });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    fail = false;
    actor.send({ type: 'workflows.reload' });
    await flush();
    expect(actor.getSnapshot().context.flows).toHaveLength(1);
  });
});
