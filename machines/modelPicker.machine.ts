import { assign, fromPromise, setup } from 'xstate';
import type { LlmHealth, LlmModel, LlmProvider } from '../contracts/llm';
import { errorText } from './shared';

/**
 * modelPicker — the chat header's LLM picker (spec §2, §7 "LLM catalogue", §8 "LLM picker"):
 * loads the catalogue (GET /api/llm/providers + GET /api/llm/health), and searches it
 * (GET /api/llm/models/search, limit 20) after the user stops typing.
 *
 *   Diagram: docs/machines/modelPicker.md (generated from this definition by `npm run diagrams`).
 *
 * Why not the generic resource machine: the picker needs a second, cancellable load (search) that
 * restarts on every keystroke after a debounce, and shows 'Error: …' with a retry at once
 * instead of after three silent retries.
 */

/** Spec §9: model search limit is 20. */
export const MODEL_SEARCH_LIMIT = 20;
export const SEARCH_DEBOUNCE_MS = 250;
export const CATALOGUE_ERROR = 'No se pudo cargar el catálogo de modelos';
export const SEARCH_ERROR = 'No se pudo buscar modelos';

export type ModelCatalogue = {
  providers: LlmProvider[];
  /** Which providers have a key; null when the health call failed (nothing is marked then). */
  health: LlmHealth | null;
};

export type ModelPickerContext = {
  catalogue: ModelCatalogue | null;
  error: string | null;
  query: string;
  results: LlmModel[] | null;
  searchError: string | null;
};

export type ModelPickerEvent =
  | { type: 'catalogue.load' }
  | { type: 'search.change'; query: string }
  | { type: 'search.retry' };

export const modelPickerMachine = setup({
  types: {
    context: {} as ModelPickerContext,
    events: {} as ModelPickerEvent,
  },
  actors: {
    loadCatalogue: fromPromise<ModelCatalogue, void>(async () => ({ providers: [], health: null })),
    searchModels: fromPromise<LlmModel[], { query: string; limit: number }>(async () => []),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'search.change' && !event.query.trim(),
  },
  delays: {
    SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'modelPicker',
  context: { catalogue: null, error: null, query: '', results: null, searchError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        onDone: { target: 'ready', actions: assign({ catalogue: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, CATALOGUE_ERROR) }) },
      },
    },
    failed: {
      on: { 'catalogue.load': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      on: {
        'catalogue.load': { target: 'loading', actions: assign({ query: '', results: null, searchError: null }) },
        'search.change': [
          { guard: 'isBlank', target: '.idle', actions: assign({ query: '', results: null, searchError: null }) },
          // reenter: a new keystroke restarts the debounce (and cancels a search in flight)
          { target: '.debouncing', reenter: true, actions: assign({ query: ({ event }) => event.query.trim(), searchError: null }) },
        ],
      },
      states: {
        idle: {},
        debouncing: {
          after: { SEARCH_DEBOUNCE: { target: 'searching' } },
        },
        searching: {
          invoke: {
            id: 'searchModels',
            src: 'searchModels',
            input: ({ context }) => ({ query: context.query, limit: MODEL_SEARCH_LIMIT }),
            onDone: { target: 'found', actions: assign({ results: ({ event }) => event.output, searchError: null }) },
            onError: { target: 'failed', actions: assign({ results: null, searchError: ({ event }) => errorText(event.error, SEARCH_ERROR) }) },
          },
        },
        found: {},
        failed: {
          on: { 'search.retry': { target: 'searching', actions: assign({ searchError: null }) } },
        },
      },
    },
  },
});

export type ModelPickerMachine = typeof modelPickerMachine;

/** Every model of the catalogue, in its order. */
export const allModels = (c: ModelCatalogue | null): LlmModel[] => c?.providers.flatMap((p) => p.models) ?? [];

/** False only when health says the provider has no key (unknown health marks nothing). */
export function isConfigured(c: ModelCatalogue | null, providerKey: string): boolean {
  const h = c?.health?.providers.find((p) => p.provider_key === providerKey);
  return h ? h.configured : true;
}

export type ModelGroup = { provider_key: string; name: string; configured: boolean; models: LlmModel[] };

/** Models grouped by provider, in catalogue order (search results keep their own order inside a group). */
export function groupModels(models: LlmModel[], c: ModelCatalogue | null): ModelGroup[] {
  const order = c?.providers.map((p) => p.provider_key) ?? [];
  const groups = new Map<string, ModelGroup>();
  for (const m of models) {
    if (!groups.has(m.provider_key)) {
      groups.set(m.provider_key, { provider_key: m.provider_key, name: m.provider_name, configured: isConfigured(c, m.provider_key), models: [] });
    }
    groups.get(m.provider_key)!.models.push(m);
  }
  const rank = (k: string) => (order.indexOf(k) < 0 ? order.length : order.indexOf(k));
  return [...groups.values()].sort((a, b) => rank(a.provider_key) - rank(b.provider_key));
}

/** The catalogue model a stored choice names (a choice without provider matches by model key). */
export function findChoice(c: ModelCatalogue | null, choice: { provider: string; model: string } | null): LlmModel | null {
  if (!choice?.model) return null;
  return allModels(c).find((m) => m.model_key === choice.model && (!choice.provider || m.provider_key === choice.provider)) ?? null;
}
