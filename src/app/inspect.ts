/**
 * The Stately inspector, on demand, in development only: `?inspect` in the URL or `VITE_INSPECT=1`
 * opens it (docs/machines.md). `@statelyai/inspect` is loaded with a dynamic import behind
 * `import.meta.env.DEV`, so production bundles never contain it. Whatever reaches the inspector
 * goes through `redactSecrets` first: tokens, passwords and other secrets never leave the page.
 */
import type { InspectionEvent } from 'xstate';

type InspectFn = (event: InspectionEvent) => void;

export const HIDDEN = '[oculto]';

/** Keys whose values are secrets wherever they appear (context, events, child input/output). */
const SECRET_KEY = /token|password|passwd|secret|authorization|api[-_]?key|verifier|^code$|credential_data/i;
/** Values that are secrets whatever their key: a bearer header or a JWT. */
const SECRET_VALUE = /^(Bearer\s+\S+|eyJ[\w-]+\.[\w-]+\.[\w-]+)$/;
const MAX_DEPTH = 8;

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A plain copy of `value` with every secret hidden: values under secret-like keys become
 * '[oculto]' (when set), JWT/bearer strings anywhere too. Class instances (actor refs, state
 * nodes, errors) become their name; cycles and depth beyond 8 are cut.
 */
export function redactSecrets(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? HIDDEN : value;
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]';
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (!Array.isArray(value) && !isPlain(value)) return `[${value.constructor?.name ?? 'object'}]`;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    copy[k] = SECRET_KEY.test(k) && v !== null && v !== undefined && v !== '' ? HIDDEN : redactSecrets(v, depth + 1, seen);
  }
  return copy;
}

/**
 * Options for `createInspector` / `createBrowserInspector`: context and events are redacted by the
 * inspector's own hooks, and `serialize` redacts the whole outgoing message last (it also carries
 * child actors' snapshots, whose `input`/`output` hold passwords and token pairs).
 */
export const inspectorOptions = {
  sanitizeContext: (context: Record<string, unknown>) => redactSecrets(context) as Record<string, unknown>,
  sanitizeEvent: <E extends { type: string }>(event: E) => redactSecrets(event) as E,
  serialize: <E>(event: E) => redactSecrets(event) as E,
};

/** Whether this page asked for the inspector: `?inspect` in the URL or VITE_INSPECT=1. */
export function inspectorRequested(search: string, flag: string | undefined): boolean {
  if (flag === '1' || flag === 'true') return true;
  return new URLSearchParams(search).has('inspect');
}

let devInspect: InspectFn | null = null;
let devBuffer: InspectionEvent[] | null = null;
let devState: 'off' | 'loading' | 'on' | undefined;

/** The dev inspector's observer, loading the library on first use; null when not wanted. */
function devInspector(): InspectFn | null {
  if (!import.meta.env.DEV || import.meta.env.MODE === 'test' || typeof window === 'undefined') return null;
  devState ??= inspectorRequested(window.location.search, import.meta.env.VITE_INSPECT) ? 'loading' : 'off';
  if (devState === 'off') return null;
  if (devBuffer === null && devState === 'loading') {
    devBuffer = [];
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector({ ...inspectorOptions, autoStart: true });
      devInspect = (event) => inspector.inspect.next?.(event);
      devState = 'on';
      const buffered = devBuffer ?? [];
      devBuffer = null;
      buffered.forEach(devInspect);
    });
  }
  return (event) => (devInspect ? devInspect(event) : devBuffer?.push(event));
}

// ---- in-process observers (tests: the model-based screen tests read the live actors) ----------

const observers = new Set<InspectFn>();

/** Receives the inspection events of every actor created while it is registered. Returns the removal. */
export function observeActors(observer: InspectFn): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** The `inspect` option for the app's root actors (undefined when nobody watches). */
export function inspectOption(): InspectFn | undefined {
  const dev = devInspector();
  if (!dev && observers.size === 0) return undefined;
  return (event) => {
    dev?.(event);
    observers.forEach((o) => o(event));
  };
}

/** Options for a long-lived actor: a readable name in the inspector (`session`, `chat`, …). */
export function actorOptions(systemId: string): { id: string; systemId: string; inspect: InspectFn | undefined } {
  return { id: systemId, systemId, inspect: inspectOption() };
}
