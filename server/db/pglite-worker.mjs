// Entry of the database thread: registers the TypeScript loader, then runs pglite-worker.ts.
// (A worker's entry file is loaded before any --import hook applies to it, so it cannot be .ts.)
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
