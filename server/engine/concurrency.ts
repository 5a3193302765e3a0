import { StepInterrupted } from './step';

/**
 * Per-flow concurrency limit: at most `limit` executions of one flow run at once in this process;
 * the rest wait their turn in arrival order (their execution rows already exist, 'running').
 */
export function createFlowSlots(limit: number) {
  const flows = new Map<string, { running: number; waiting: (() => void)[] }>();

  function release(flowId: string) {
    const f = flows.get(flowId);
    if (!f) return;
    const next = f.waiting.shift();
    if (next) return next(); // the slot passes straight to the next run
    f.running--;
    if (!f.running) flows.delete(flowId);
  }

  return {
    /** Resolves with a release function once the flow has a free slot; rejects if `signal` aborts first. */
    acquire(flowId: string, signal: AbortSignal): Promise<() => void> {
      let f = flows.get(flowId);
      if (!f) flows.set(flowId, (f = { running: 0, waiting: [] }));
      let released = false;
      const done = () => {
        if (!released) {
          released = true;
          release(flowId);
        }
      };
      if (f.running < limit) {
        f.running++;
        return Promise.resolve(done);
      }
      const slot = f;
      return new Promise((resolve, reject) => {
        const turn = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(done);
        };
        const onAbort = () => {
          const i = slot.waiting.indexOf(turn);
          if (i >= 0) slot.waiting.splice(i, 1);
          reject(new StepInterrupted('Ejecución interrumpida'));
        };
        if (signal.aborted) return onAbort();
        slot.waiting.push(turn);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
    /** Runs in progress and waiting, per flow (diagnostics, tests). */
    usage(flowId: string) {
      const f = flows.get(flowId);
      return { running: f?.running ?? 0, waiting: f?.waiting.length ?? 0 };
    },
  };
}
