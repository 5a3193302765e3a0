import { useMemo } from 'react';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PlanStep } from '../../contracts';
import { simulationMachine } from '../../machines/simulation.machine';
import { flows } from '../api/endpoints';
import { silentAbort } from './actors';
import { actorOptions, useAppDeps } from './session';

/** The chat header's 'Simular' (simulation machine, POST /api/flows/simulate). */
export function useSimulation() {
  const deps = useAppDeps();
  const logic = useMemo(
    () =>
      simulationMachine.provide({
        actors: {
          runSimulation: fromPromise(
            silentAbort(({ input, signal }: { input: { plan: PlanStep[]; chatId: string | null }; signal: AbortSignal }) => flows.simulate(input.plan, input.chatId, { signal })),
          ),
        },
        actions: { alert: (_, p) => deps.alert(p.message) },
      }),
    [deps],
  );
  const ref = useActorRef(logic, actorOptions('simulation'));
  const state = useSelector(
    ref,
    (s) => ({ open: !s.matches('idle'), running: s.matches('running'), result: s.context.result, error: s.matches('failed') ? s.context.error : null }),
    shallowEqual,
  );
  return {
    ...state,
    simulate: (plan: PlanStep[] | null, chatId: string | null) => ref.send({ type: 'simulate', plan, chatId }),
    retry: () => ref.send({ type: 'retry' }),
    close: () => ref.send({ type: 'close' }),
  };
}

export type SimulationView = ReturnType<typeof useSimulation>;
