import { z } from 'zod';
import { type NodeDefinition, StepError, defineAction } from './types';
import { number } from './params';

export const MAX_DELAY_SECONDS = 3600;

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
      description: `Pausa el workflow durante los segundos indicados (máximo ${MAX_DELAY_SECONDS}).`,
      kind: 'action',
      params: z.object({ seconds: number('Segundos', { min: 0, max: MAX_DELAY_SECONDS }) }),
      // A wait may exceed the normal step limit: it gets its own length plus a margin.
      timeoutMs: (p, defaultMs) => Math.max(defaultMs, p.seconds * 1000 + 5000),
      execute: async (ctx, p) => {
        const started = Date.now();
        await sleep(p.seconds * 1000, ctx.signal);
        return { waited_seconds: p.seconds, resumed_at: new Date(started + p.seconds * 1000).toISOString() };
      },
    }),
  ],
};
