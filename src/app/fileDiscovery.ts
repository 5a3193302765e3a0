import { useMemo } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fileDiscoveryMachine, type DiscoveryAnswer, type DiscoveryQuery, type FileDiscoveryEvent } from '../../machines/fileDiscovery.machine';
import { fileDiscovery } from '../api/fileDiscovery';
import { silentAbort } from './sessionActors';
import { actorOptions } from './session';

export function provideFileDiscovery() {
  return fileDiscoveryMachine.provide({
    actors: { discover: fromPromise<DiscoveryAnswer, DiscoveryQuery>(silentAbort(({ input, signal }) => fileDiscovery.discover(input, { signal }))) },
  });
}

/** The auto-discovery box: its state and `submit` / `reset`. */
export function useFileDiscovery() {
  const logic = useMemo(() => provideFileDiscovery(), []);
  const ref = useActorRef(logic, actorOptions('fileDiscovery'));
  const state = useSelector(
    ref,
    (s) => ({
      status: s.value as 'idle' | 'invalid' | 'searching' | 'found' | 'empty' | 'failed',
      files: s.context.files,
      searched: s.context.searched,
      reconnect: s.context.reconnect,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const actions = useMemo(
    () => ({
      submit: (e: Omit<Extract<FileDiscoveryEvent, { type: 'discovery.submit' }>, 'type'>) => ref.send({ type: 'discovery.submit', ...e }),
      reset: () => ref.send({ type: 'discovery.reset' }),
    }),
    [ref],
  );
  return { ...state, ...actions };
}

export type FileDiscoveryView = ReturnType<typeof useFileDiscovery>;
