/**
 * The LLM model picker's actor (machines/modelPicker.machine.ts) provided with the catalogue calls
 * of src/api/endpoints.ts. One actor per mounted picker (the chat header's, a smart form field's).
 */
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { LlmModel } from '../../contracts';
import { llm } from '../api/endpoints';
import { modelPickerMachine, type ModelCatalogue } from '../../machines/modelPicker.machine';
import { silentAbort } from './actors';
import { actorOptions } from './session';

export function provideModelPicker() {
  return modelPickerMachine.provide({
    actors: {
      loadCatalogue: fromPromise<ModelCatalogue, void>(silentAbort(async ({ signal }) => {
        // health only marks providers without a key: its failure must not hide the list
        const [providers, health] = await Promise.all([llm.providers({ signal }), llm.health({ signal }).catch(() => null)]);
        return { providers, health };
      })),
      searchModels: fromPromise<LlmModel[], { query: string; limit: number }>(silentAbort(({ input, signal }) => llm.search(input.query, input.limit, { signal }))),
    },
  });
}

export type ModelPickerView = ReturnType<typeof useModelPicker>;

/** Catalogue, search state and the events the picker sends; `reloadKey` changes reload the catalogue. */
export function useModelPicker(reloadKey: unknown = 0) {
  const logic = useMemo(() => provideModelPicker(), []);
  const ref = useActorRef(logic, actorOptions('modelPicker'));
  const state = useSelector(
    ref,
    (s) => ({
      catalogue: s.context.catalogue,
      loading: s.matches('loading'),
      error: s.matches('failed') ? s.context.error : null,
      query: s.context.query,
      results: s.context.results,
      searching: s.matches({ ready: 'debouncing' }) || s.matches({ ready: 'searching' }),
      searchFound: s.matches({ ready: 'found' }),
      searchError: s.matches({ ready: 'failed' }) ? s.context.searchError : null,
    }),
    shallowEqual,
  );
  useEffect(() => {
    if (reloadKey) ref.send({ type: 'catalogue.load' });
  }, [ref, reloadKey]);
  const actions = useMemo(
    () => ({
      retry: () => ref.send({ type: 'catalogue.load' }),
      search: (query: string) => ref.send({ type: 'search.change', query }),
      retrySearch: () => ref.send({ type: 'search.retry' }),
    }),
    [ref],
  );
  return { ...state, ...actions };
}
