import { z } from 'zod';
import { type NodeDefinition, StepError, WaitUntil, defineAction } from './types';
import { number } from './params';

/** The longest wait: 30 days ("2 días después pídele una reseña"). */
export const MAX_DELAY_SECONDS = 30 * 24 * 3600;

/**
 * Waits up to this long sleep in memory; longer ones park the execution in the database and are
 * resumed by the engine (docs/engine.md "Long waits"). `ENLAZA_IN_MEMORY_WAIT_MAX_S` lowers it (tests).
 */
export const IN_MEMORY_WAIT_MAX_SECONDS = 60;

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new StepError('Espera cancelada'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new StepError('Espera cancelada'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export const delayNode: NodeDefinition = {
  node_id: 'delay',
  name: 'Esperar',
  service: 'delay',
  category: 'utility',
  auth: { mechanism: 'none' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'wait',
      name: 'Esperar',
      description: `Pausa el workflow durante los segundos indicados (máximo ${MAX_DELAY_SECONDS}, es decir 30 días).`,
      kind: 'action',
      params: z.object({ seconds: number('Segundos', { min: 0, max: MAX_DELAY_SECONDS }) }),
      // A wait in memory may exceed the normal step limit: it gets its own length plus a margin.
      timeoutMs: (p, defaultMs) => Math.max(defaultMs, Math.min(p.seconds, IN_MEMORY_WAIT_MAX_SECONDS) * 1000 + 5000),
      execute: async (ctx, p) => {
        const started = Date.now();
        const output = { waited_seconds: p.seconds, resumed_at: new Date(started + p.seconds * 1000).toISOString() };
        const inMemoryMax = ctx.config.executions?.inMemoryWaitMaxSeconds ?? IN_MEMORY_WAIT_MAX_SECONDS;
        if (p.seconds > inMemoryMax) return new WaitUntil(new Date(started + p.seconds * 1000), output);
        await sleep(p.seconds * 1000, ctx.signal);
        return output;
      },
    }),
  ],
};
