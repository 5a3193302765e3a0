import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CATALOGUE_ERROR, isConfigured, MODEL_SEARCH_LIMIT, modelPickerMachine, SEARCH_DEBOUNCE_MS, type ModelCatalogue } from '../../machines/modelPicker.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const MODEL = {
  id: 'openai:gpt-4o-mini', model_key: 'gpt-4o-mini', name: 'GPT-4o mini', provider_key: 'openai', provider_name: 'OpenAI',
  is_active: true, is_recommended: true, context_length: 128000, cost_per_1k_input_tokens: 0.00015, cost_per_1k_output: 0.0006, capabilities: ['chat'],
};
const CATALOGUE: ModelCatalogue = {
  providers: [{ provider_key: 'openai', name: 'OpenAI', requires_key: true, is_active: true, models: [MODEL] }],
  health: { status: 'ok', providers: [{ provider_key: 'openai', name: 'OpenAI', configured: false, key_source: 'none', base_url: null }] },
};

describe('modelPicker machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: modelPickerMachine,
      promiseActors: ['loadCatalogue', 'searchModels'],
      inputs: [undefined],
      events: () => [
        { type: 'catalogue.load' },
        { type: 'search.change', query: 'gpt' },
        { type: 'search.change', query: '  ' },
        { type: 'search.retry' },
      ],
      outputs: { loadCatalogue: () => [CATALOGUE], searchModels: () => [[MODEL], []] },
      errors: { loadCatalogue: () => [new Error('red caída')], searchModels: () => [{ status: 500, detail: 'Falló' }] },
      serializeState: (s) => JSON.stringify([s.value, s.context.query, s.context.catalogue !== null, s.context.results?.length ?? null, !!s.context.error, !!s.context.searchError]),
    });
    expectFullCoverage(report);
  });
});

describe('modelPicker machine — scenarios', () => {
  it("a failed load keeps the server's detail; 'catalogue.load' retries", async () => {
    const load = vi.fn(async (): Promise<ModelCatalogue> => { throw { status: 503, detail: 'Servicio no disponible' }; });
    const actor = createActor(modelPickerMachine.provide({ actors: { loadCatalogue: fake(load) } })).start();
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Servicio no disponible');
    load.mockImplementationOnce(async () => CATALOGUE);
    actor.send({ type: 'catalogue.load' });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, catalogue: CATALOGUE });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an error without detail gets the Spanish fallback', async () => {
    const actor = createActor(modelPickerMachine.provide({ actors: { loadCatalogue: fake(async () => { throw {}; }) } })).start();
    await flush();
    expect(actor.getSnapshot().context.error).toBe(CATALOGUE_ERROR);
  });

  it('searches once the user stops typing, with the last query and limit 20', async () => {
    const search = vi.fn(async (_args: unknown) => [MODEL]);
    const actor = createActor(modelPickerMachine.provide({ actors: { loadCatalogue: fake(async () => CATALOGUE), searchModels: fake(search) } })).start();
    await flush();
    actor.send({ type: 'search.change', query: 'g' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.change', query: 'gp' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.change', query: ' gpt ' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    await flush();
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await flush();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toMatchObject({ input: { query: 'gpt', limit: MODEL_SEARCH_LIMIT } });
    expect(actor.getSnapshot().matches({ ready: 'found' })).toBe(true);
    expect(actor.getSnapshot().context.results).toEqual([MODEL]);
    actor.send({ type: 'search.change', query: '' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ query: '', results: null });
  });

  it('a keystroke during a search cancels it; a failed search offers a retry', async () => {
    let calls = 0;
    const signals: AbortSignal[] = [];
    const search = fake(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      calls += 1;
      return calls === 2 ? Promise.reject(new Error('sin red')) : calls === 1 ? new Promise(() => {}) : Promise.resolve([]);
    });
    const actor = createActor(modelPickerMachine.provide({ actors: { loadCatalogue: fake(async () => CATALOGUE), searchModels: search } })).start();
    await flush();
    actor.send({ type: 'search.change', query: 'claude' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'searching' })).toBe(true);
    actor.send({ type: 'search.change', query: 'claude opus' });
    expect(signals[0].aborted).toBe(true);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.searchError).toBe('sin red');
    actor.send({ type: 'search.retry' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'found' })).toBe(true);
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  it('isConfigured: only a health entry saying no key marks a provider', () => {
    expect(isConfigured(CATALOGUE, 'openai')).toBe(false);
    expect(isConfigured(CATALOGUE, 'builtin')).toBe(true);
    expect(isConfigured({ ...CATALOGUE, health: null }, 'openai')).toBe(true);
  });
});
