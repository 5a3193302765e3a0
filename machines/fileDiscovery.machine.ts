import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './shared';

/**
 * fileDiscovery — the landing page's auto-discovery test box (spec §2 Landing, §7
 * POST /file-discovery/discover, §8): a request in words → the files of the user's Google Drive
 * and Sheets that fit it.
 *
 *   Diagram: docs/machines/fileDiscovery.md (generated from this definition by `npm run diagrams`).
 */

export const EMPTY_INTENT = 'Auto-discovery needs a non-empty intent';
export const NO_FILES_FOUND = 'No se encontraron archivos relevantes para este intent.';
export const DISCOVERY_FAILED = 'Error en el auto-descubrimiento';

export type DiscoveredFileLike = {
  id: string;
  name: string;
  provider: string;
  file_type: string;
  metadata: Record<string, unknown>;
  icon: string;
  confidence: number;
};
export type DiscoveryQuery = { user_message: string; file_types: string[]; providers: string[]; planned_steps: Record<string, unknown>[] };
export type DiscoveryAnswer = { discovered_files: DiscoveredFileLike[]; searched_providers?: string[]; reconnect_providers?: string[] };

export type FileDiscoveryContext = {
  files: DiscoveredFileLike[];
  /** Providers searched in the last answer (empty: no Google account connected). */
  searched: string[];
  /** Providers whose Google token was refused. */
  reconnect: string[];
  error: string | null;
  query: DiscoveryQuery | null;
};

export type FileDiscoveryEvent =
  | { type: 'discovery.submit'; intent: string; providers?: string[]; fileTypes?: string[]; plannedSteps?: Record<string, unknown>[] }
  | { type: 'discovery.reset' };

const EMPTY: FileDiscoveryContext = { files: [], searched: [], reconnect: [], error: null, query: null };

export const fileDiscoveryMachine = setup({
  types: {
    context: {} as FileDiscoveryContext,
    events: {} as FileDiscoveryEvent,
  },
  actors: {
    discover: fromPromise<DiscoveryAnswer, DiscoveryQuery>(async () => {
      throw new Error('discover not provided');
    }),
  },
  guards: {
    blankIntent: ({ event }) => event.type === 'discovery.submit' && !event.intent.trim(),
    foundFiles: ({ event }) => ((event as unknown as { output?: DiscoveryAnswer }).output?.discovered_files?.length ?? 0) > 0,
  },
  actions: {
    rememberQuery: assign({
      ...EMPTY,
      query: ({ event }) =>
        event.type === 'discovery.submit'
          ? { user_message: event.intent.trim(), providers: event.providers ?? [], file_types: event.fileTypes ?? [], planned_steps: event.plannedSteps ?? [] }
          : null,
    }),
    refuseBlank: assign({ ...EMPTY, error: EMPTY_INTENT }),
    clear: assign(EMPTY),
  },
}).createMachine({
  id: 'fileDiscovery',
  context: EMPTY,
  initial: 'idle',
  on: {
    'discovery.submit': [
      { guard: 'blankIntent', target: '.invalid', actions: 'refuseBlank' },
      { target: '.searching', actions: 'rememberQuery' },
    ],
    'discovery.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    invalid: {},
    searching: {
      // one search at a time: submit and reset wait for the answer
      on: { 'discovery.submit': {}, 'discovery.reset': {} },
      invoke: {
        id: 'discover',
        src: 'discover',
        input: ({ context }) => context.query!,
        onDone: [
          {
            guard: 'foundFiles',
            target: 'found',
            actions: assign({ files: ({ event }) => event.output.discovered_files, searched: ({ event }) => event.output.searched_providers ?? [], reconnect: ({ event }) => event.output.reconnect_providers ?? [] }),
          },
          { target: 'empty', actions: assign({ files: [], searched: ({ event }) => event.output.searched_providers ?? [], reconnect: ({ event }) => event.output.reconnect_providers ?? [] }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, DISCOVERY_FAILED) }) },
      },
    },
    found: {},
    empty: {},
    failed: {},
  },
});

export type FileDiscoveryMachine = typeof fileDiscoveryMachine;
