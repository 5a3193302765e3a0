import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { DISCOVERY_FAILED, EMPTY_INTENT, fileDiscoveryMachine, type DiscoveryAnswer } from '../../machines/fileDiscovery.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const FILE = { id: 's1', name: 'Pedidos 2026', provider: 'google_sheets', file_type: 'spreadsheet', metadata: {}, icon: 'sheet', confidence: 0.9 };

describe('fileDiscovery machine', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: fileDiscoveryMachine,
      promiseActors: ['discover'],
      inputs: [undefined],
      events: () => [{ type: 'discovery.submit', intent: 'pedidos' }, { type: 'discovery.submit', intent: '  ' }, { type: 'discovery.reset' }],
      outputs: { discover: () => [{ discovered_files: [FILE], searched_providers: ['google_sheets'] }, { discovered_files: [], searched_providers: [] }] },
      errors: { discover: () => [{ status: 502, detail: 'Google Drive no respondió. Inténtalo de nuevo en un momento.' }] },
      serializeState: (s) => JSON.stringify(s.value),
    });
    expectFullCoverage(report);
  });

  it('sends the trimmed intent with providers, file types and the planned steps, and keeps the files', async () => {
    const discover = vi.fn(async (_query: unknown): Promise<DiscoveryAnswer> => ({ discovered_files: [FILE], searched_providers: ['google_drive', 'google_sheets'], reconnect_providers: [] }));
    const actor = createActor(fileDiscoveryMachine.provide({ actors: { discover: fake(({ input }) => discover(input)) } })).start();
    const steps = [{ step: 2, node_id: 'google_sheets', action_id: 'append_row' }];
    actor.send({ type: 'discovery.submit', intent: '  guarda los pedidos  ', providers: ['google_sheets'], fileTypes: ['spreadsheet'], plannedSteps: steps });
    expect(actor.getSnapshot().value).toBe('searching');
    actor.send({ type: 'discovery.submit', intent: 'otra' }); // one at a time
    actor.send({ type: 'discovery.reset' }); // not while searching
    await flush();
    expect(discover).toHaveBeenCalledTimes(1);
    expect(discover).toHaveBeenCalledWith({ user_message: 'guarda los pedidos', providers: ['google_sheets'], file_types: ['spreadsheet'], planned_steps: steps });
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context).toMatchObject({ files: [FILE], searched: ['google_drive', 'google_sheets'], error: null });
  });

  it('refuses a blank intent without calling the server; empty and failed answers say so in Spanish', async () => {
    let answer: () => Promise<DiscoveryAnswer> = async () => ({ discovered_files: [], searched_providers: [] });
    const discover = vi.fn(() => answer());
    const actor = createActor(fileDiscoveryMachine.provide({ actors: { discover: fake(discover) } })).start();
    actor.send({ type: 'discovery.submit', intent: '   ' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.error).toBe(EMPTY_INTENT);
    expect(discover).not.toHaveBeenCalled();
    actor.send({ type: 'discovery.submit', intent: 'pedidos' });
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.searched).toEqual([]);
    answer = async () => { throw { status: 502, detail: 'Google Drive no respondió. Inténtalo de nuevo en un momento.' }; };
    actor.send({ type: 'discovery.submit', intent: 'pedidos' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Google Drive no respondió. Inténtalo de nuevo en un momento.');
    answer = async () => { throw {}; };
    actor.send({ type: 'discovery.submit', intent: 'pedidos' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(DISCOVERY_FAILED);
    actor.send({ type: 'discovery.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ files: [], searched: [], reconnect: [], error: null, query: null });
  });
});
