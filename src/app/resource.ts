/**
 * A generic loaded resource (the resource machine with retries). Apart from the chat's actors so a
 * screen that only loads something (the landing's welcome card) does not pull them in.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/resource.machine';
import { silentAbort } from './sessionActors';
import { actorOptions } from './session';

export function provideResource<T>(loader: (signal: AbortSignal) => Promise<T>) {
  return resourceMachine.provide({
    actors: { load: fromPromise<unknown, { attempt: number }>(silentAbort(({ signal }) => loader(signal))) },
  });
}

export type ResourceView<T> = {
  data: T | null;
  loading: boolean;
  retrying: boolean;
  failed: boolean;
  error: string | null;
  /** HTTP status of the failure (404 → "no encontrado" views). */
  status: number | null;
  reload: () => void;
};

/**
 * Loads with `loader` (an src/api/endpoints.ts call; pass the signal on) and reloads when `deps`
 * change. Retries 3 times with exponential backoff capped at 30 s (resource machine).
 */
export function useResource<T>(loader: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[] = []): ResourceView<T> {
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const logic = useMemo(() => provideResource((signal) => loaderRef.current(signal)), []);
  const ref = useActorRef(logic, actorOptions('resource'));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.send({ type: 'resource.reload' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  const state = useSelector(
    ref,
    (s) => ({
      data: s.context.data as T | null,
      loading: s.matches('loading'),
      retrying: s.matches('retrying'),
      failed: s.matches('failed'),
      error: s.context.error,
      status: s.context.status,
    }),
    shallowEqual,
  );
  const reload = useMemo(() => () => ref.send({ type: 'resource.reload' }), [ref]);
  return { ...state, reload };
}
