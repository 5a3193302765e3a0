import { FlowHalt, StepError } from '../nodes/types';

/** Spanish text for a failure inside a step; unexpected errors keep their message (never a stack). */
export function errorMessage(err: unknown): string {
  if (err instanceof StepError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return 'Error desconocido';
}

export class StepTimeout extends Error {}
export class StepInterrupted extends Error {}

/**
 * Runs `fn` with a signal that aborts after `timeoutMs` or when `outer` aborts; the returned promise
 * settles as soon as either happens, even if `fn` ignores its signal.
 */
export async function withDeadline<T>(fn: (signal: AbortSignal) => Promise<T>, timeoutMs: number, outer: AbortSignal): Promise<T> {
  const ac = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onOuter: (() => void) | undefined;
  const cut = new Promise<never>((_, reject) => {
    const seconds = Math.round((timeoutMs / 1000) * 10) / 10;
    timer = setTimeout(() => {
      const e = new StepTimeout(`El paso superó el tiempo máximo de ${seconds} s`);
      ac.abort(e);
      reject(e);
    }, timeoutMs);
    onOuter = () => {
      const e = new StepInterrupted('Ejecución interrumpida');
      ac.abort(e);
      reject(e);
    };
    if (outer.aborted) onOuter();
    else outer.addEventListener('abort', onOuter, { once: true });
  });
  try {
    return await Promise.race([fn(ac.signal), cut]);
  } finally {
    clearTimeout(timer);
    if (onOuter) outer.removeEventListener('abort', onOuter);
    cut.catch(() => {});
  }
}

/** Retries of a failing step whose error is retryable (429, 5xx, network). */
export const RETRY_POLICY = { attempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new StepInterrupted('Ejecución interrumpida'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new StepInterrupted('Ejecución interrumpida'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt` again while it fails with a retryable StepError, waiting the server's Retry-After
 * or an exponential backoff (capped) in between; the last failure says how many attempts were made.
 */
export async function withRetries<T>(attempt: () => Promise<T>, shutdown: AbortSignal, policy = RETRY_POLICY): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      const retryable = err instanceof StepError && err.retryable;
      if (!retryable || shutdown.aborted) throw err;
      if (n >= policy.attempts) throw new StepError(`${err.message} (tras ${n} intentos)`, true);
      await pause(Math.min(err.retryAfterMs ?? policy.baseDelayMs * 2 ** (n - 1), policy.maxDelayMs), shutdown);
    }
  }
}

export { FlowHalt };
