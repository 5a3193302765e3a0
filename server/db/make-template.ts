/**
 * Build step (scripts/build-server.mjs → dist/server/make-template.js <folder>): an embedded
 * database with initdb done and every migration applied. A new install copies it instead of
 * running initdb (seconds of CPU and hundreds of MB) on its first start (docs/performance.md).
 * It holds only the schema and the migrations' static rows: keys and accounts are made per install.
 */
import { openDatabase } from './index';

const folder = process.argv[2];
if (!folder) throw new Error('usage: make-template.js <folder>');
const database = await openDatabase({ dataDir: folder });
await database.close();
