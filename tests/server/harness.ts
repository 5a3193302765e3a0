import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db';
import { TEST_PASSWORD } from './test-password';

export { TEST_PASSWORD };

/** Databases every server suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
// TEST_SERVICES_ONLY=1 (set by .ci/run's second pass) skips PGlite, which `npm test` already covered.
export const backends: ('pglite' | 'postgres')[] = !process.env.TEST_DATABASE_URL
  ? ['pglite']
  : process.env.TEST_SERVICES_ONLY === '1' ? ['postgres'] : ['pglite', 'postgres'];

/**
 * Each test user signs up from an address of its own (10.x.y.z), as real people do: sign-up and
 * sign-in throttling stay at their production defaults in every suite (docs/security.md).
 */
let addressSeq = 0;
export function nextTestAddress(): string {
  const n = ++addressSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type TestApp = {
  app: App;
  config: Config;
  close: () => Promise<void>;
  /**
   * Stops the app and starts a new one over the same database with other settings (`env` and
   * `overrides` replace the original ones), like a server restarted with a new configuration.
   * `app` and `config` then name the new one.
   */
  restart: (env?: NodeJS.ProcessEnv, overrides?: Partial<Config>) => Promise<App>;
  /** Registers a fresh user and returns its tokens and an Authorization header. */
  signUp: (name?: string) => Promise<{ access_token: string; refresh_token: string; auth: { authorization: string }; username: string }>;
};

export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `enlaza_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestApp(
  backend: 'pglite' | 'postgres' = 'pglite',
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  appOptions: BuildOptions = { logger: false },
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-test-'));
  const pgdb = backend === 'postgres' ? await freshPostgresDatabase() : undefined;
  const configFor = (e: NodeJS.ProcessEnv, o: Partial<Config>) => loadConfig({ ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...e }, { clientDir: null, ...o });
  const config = configFor(env, overrides);
  const database = await openDatabase({ databaseUrl: pgdb?.url, dataDir: pgdb ? undefined : 'memory://' });
  const app = await buildApp(config, database, appOptions);
  await app.ready();
  let n = 0;
  const t: TestApp = {
    app,
    config,
    restart: async (nextEnv = env, nextOverrides = overrides) => {
      await t.app.close();
      t.config = configFor(nextEnv, nextOverrides);
      t.app = await buildApp(t.config, database, { logger: false });
      await t.app.ready();
      return t.app;
    },
    close: async () => {
      await t.app.close();
      await database.close();
      await pgdb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    signUp: async (name) => {
      const username = name ?? `user${++n}_${randomBytes(3).toString('hex')}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextTestAddress(),
        payload: { email: `${username}@example.test`, username, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
      const tokens = res.json();
      return { ...tokens, username, auth: { authorization: `Bearer ${tokens.access_token}` } };
    },
  };
  return t;
}
