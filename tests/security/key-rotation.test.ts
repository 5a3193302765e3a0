import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { bindCredentialRuntime, credentialRuntime } from '../../server/credentials/runtime';
import { saveCredential } from '../../server/credentials/store';
import { openDatabase, type Database } from '../../server/db';
import { credentials, oauthApps } from '../../server/db/schema';
import { credentialLoader } from '../../server/engine/credentials';
import { backends, freshPostgresDatabase, startTestApp, type TestApp } from '../server/harness';
import { TEST_PASSWORD } from '../server/test-password';

/**
 * Attack: the operator replaces ENLAZA_ENCRYPTION_KEY. Before the fix, 0 of 20 credentials opened
 * after the restart and all 20 were still listed as connected, with no log line.
 * Defence: ciphertexts name their key (k1:<kid>:…); ENLAZA_ENCRYPTION_KEY_PREVIOUS opens old rows,
 * which are sealed again with the new key (on read, and by `npm run credentials:rotate`); a row no
 * key opens is listed 'expired' (renew), logged once, and its steps ask to reconnect the service.
 */

const run = promisify(execFile);
const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');
const kid = (b64: string) => createHash('sha256').update(Buffer.from(b64, 'base64')).digest('hex').slice(0, 8);

/** 4 users × 5 services = 20 credentials (OAuth, API keys, a bot token), and one own Google app each. */
const SERVICES = [
  { serviceId: 'gmail', provider: 'google', mechanism: 'oauth2' as const, secret: (i: number) => ({ access_token: `ya29.gmail-${i}`, refresh_token: `1//r-${i}`, client_id: 'cid', provider: 'google' }) },
  { serviceId: 'slack', provider: 'slack', mechanism: 'oauth2' as const, secret: (i: number) => ({ access_token: `xoxb-${i}`, client_id: 'sid', provider: 'slack' }) },
  { serviceId: 'whatsapp', provider: 'whatsapp', mechanism: 'api_key' as const, secret: (i: number) => ({ api_key: `EAAG-${i}`, phone_number_id: '123' }) },
  { serviceId: 'ai', provider: 'openai', mechanism: 'api_key' as const, secret: (i: number) => ({ api_key: `sk-${i}`, provider: 'openai' }) },
  { serviceId: 'telegram', provider: 'telegram', mechanism: 'bot_token' as const, secret: (i: number) => ({ bot_token: `12345:${'A'.repeat(30)}${i}` }) },
];

type Seeded = { users: { id: string; auth: { authorization: string } }[]; expected: Map<string, Record<string, unknown>> };

/** What a step receives: the secret without refresh token and client id (plus expires_at for OAuth). */
function asStepSees(secret: Record<string, unknown>, oauth: boolean) {
  const { refresh_token: _r, client_id: _c, ...rest } = secret;
  return oauth ? { ...rest, expires_at: expect.any(String) } : rest;
}

/** Registers a user through the API (as TestApp.signUp does, for apps built outside the harness). */
async function register(app: App) {
  const username = `rot_${randomBytes(4).toString('hex')}`;
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `${username}@example.test`, username, password: TEST_PASSWORD } });
  const tokens = res.json() as { access_token: string };
  return { access_token: tokens.access_token, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

async function seed(app: App, usersCount = 4): Promise<Seeded> {
  const { db, vault, tokens } = app.services;
  const users: Seeded['users'] = [];
  const expected = new Map<string, Record<string, unknown>>();
  for (let u = 0; u < usersCount; u++) {
    const s = await register(app);
    const id = (await tokens.verifyAccess(s.access_token))!;
    users.push({ id, auth: s.auth });
    for (const svc of SERVICES) {
      const secret = svc.secret(u);
      await saveCredential(db, vault, {
        userId: id, serviceId: svc.serviceId, provider: svc.provider, flavor: svc.serviceId, mechanism: svc.mechanism, secret,
        expiresAt: svc.mechanism === 'oauth2' ? new Date(Date.now() + 3600_000) : null, refreshable: svc.serviceId === 'gmail',
      });
      expected.set(`${id}:${svc.serviceId}`, asStepSees(secret, svc.mechanism === 'oauth2'));
    }
    const own = await app.inject({ method: 'POST', url: '/api/oauth-apps/google', headers: s.auth, payload: { provider: 'google', client_id: `own-${u}`, client_secret: `GOCSPX-own-${u}` } });
    expect(own.statusCode).toBe(201);
  }
  return { users, expected };
}

/** Loads every seeded credential as a step would; counts those that open with the expected secret. */
async function openAll(app: App, s: Seeded): Promise<{ opened: number; errors: string[] }> {
  let opened = 0;
  const errors: string[] = [];
  for (const [key, want] of s.expected) {
    const [userId, serviceId] = key.split(':');
    try {
      const got = await credentialLoader(app.services.db, userId)(serviceId);
      if (got && expect.objectContaining(want).asymmetricMatch(got)) opened++;
    } catch (err) {
      errors.push((err as Error).message);
    }
  }
  return { opened, errors };
}

const rawSecrets = async (db: TestApp['app']['services']['db']) => [
  ...(await db.select({ v: credentials.secret }).from(credentials)).map((r) => r.v),
  ...(await db.select({ v: oauthApps.clientSecret }).from(oauthApps)).map((r) => r.v),
];

describe.each(backends)('Key rotation (%s)', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('with the new key and the previous one, all 20 credentials open and are re-encrypted with the new key on read', async () => {
    t = await startTestApp(backend, {}, { ENLAZA_ENCRYPTION_KEY: KEY_A });
    const seeded = await seed(t.app);
    const before = await rawSecrets(t.app.services.db);

    await t.restart({ ENLAZA_ENCRYPTION_KEY: KEY_B, ENLAZA_ENCRYPTION_KEY_PREVIOUS: KEY_A });
    const { opened, errors } = await openAll(t.app, seeded);
    expect(errors).toEqual([]);
    expect(opened).toBe(20);
    expect(before.every((v) => v.startsWith(`k1:${kid(KEY_A)}:`))).toBe(true);
    // The OAuth apps' client secrets open too (an authorization with the own app reads it).
    for (const u of seeded.users) {
      const res = await t.app.inject({ method: 'GET', url: '/api/oauth/initiate?service_id=gmail&app=own', headers: { ...u.auth, accept: 'application/json' } });
      expect(res.statusCode).toBe(302);
      expect(new URL(res.headers.location as string).searchParams.get('client_id')).toMatch(/^own-/);
    }
    const raw = await rawSecrets(t.app.services.db);
    const resealed = raw.filter((v) => v.startsWith(`k1:${kid(KEY_B)}:`)).length;
    expect(resealed).toBe(24);

    // Proof: the old key can now be dropped.
    await t.restart({ ENLAZA_ENCRYPTION_KEY: KEY_B });
    expect((await openAll(t.app, seeded)).opened).toBe(20);
    console.log(`Key rotation (on read): ${opened}/20 credentials opened after the key change, ${resealed - 4}/20 re-encrypted with the new key (+${4} OAuth app secrets), 20/20 open without the old key`);
  });

  it('`npm run credentials:rotate` re-encrypts every row in batches and prints the counts', { timeout: 180_000 }, async () => {
    // The command is a separate process: it needs a database on disk (PGlite folder) or a PostgreSQL URL.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-rotate-'));
    let database: Database | undefined;
    let app: App | undefined;
    let pgUrl: string | undefined;
    let dropPg: (() => Promise<void>) | undefined;
    try {
      if (backend === 'postgres') ({ url: pgUrl, drop: dropPg } = await freshPostgresDatabase());
      const env = (keys: Record<string, string>) => ({ ENLAZA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(pgUrl ? { DATABASE_URL: pgUrl } : {}), ...keys });
      database = await openDatabase({ databaseUrl: pgUrl, dataDir });
      app = await buildApp(loadConfig(env({ ENLAZA_ENCRYPTION_KEY: KEY_A }), { clientDir: null }), database, { logger: false });
      const seeded = await seed(app);
      await app.close();
      app = undefined;
      await database.close();
      database = undefined;

      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/credentials/rotate-cli.ts'], {
        env: { ...process.env, ...env({ ENLAZA_ENCRYPTION_KEY: KEY_B, ENLAZA_ENCRYPTION_KEY_PREVIOUS: KEY_A, ENLAZA_ROTATE_BATCH_SIZE: '7' }) },
      });
      expect(stdout).toContain(`Clave actual: ${kid(KEY_B)}; claves anteriores: ${kid(KEY_A)}`);
      expect(stdout).toContain('Credenciales: 20 revisadas, 20 re-cifradas con la clave actual, 0 ya estaban al día, 0 ilegibles');
      expect(stdout).toContain('Aplicaciones OAuth (Client Secret): 4 revisadas, 4 re-cifradas con la clave actual, 0 ya estaban al día, 0 ilegibles');

      // Every row now opens with the new key alone; a second run has nothing to do.
      database = await openDatabase({ databaseUrl: pgUrl, dataDir });
      app = await buildApp(loadConfig(env({ ENLAZA_ENCRYPTION_KEY: KEY_B }), { clientDir: null }), database, { logger: false });
      expect((await rawSecrets(app.services.db)).every((v) => v.startsWith(`k1:${kid(KEY_B)}:`))).toBe(true);
      const { opened } = await openAll(app, seeded);
      expect(opened).toBe(20);
      // A second pass has nothing left to do.
      const { rotateAll } = await import('../../server/credentials/rotate');
      const again = await rotateAll(app.services.db, app.services.vault, { batchSize: 7 });
      expect(again.credentials).toMatchObject({ scanned: 20, rotated: 0, current: 20, unreadable: 0 });
      console.log(`Key rotation (command): 20/20 credentials and 4/4 OAuth app secrets re-encrypted with the new key in batches of 7; ${opened}/20 open with the new key alone`);
    } finally {
      await app?.close();
      await database?.close();
      await dropPg?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with the new key only, 0 credentials open: all listed as expired (renew), one log line each, steps ask to reconnect', async () => {
    t = await startTestApp(backend, {}, { ENLAZA_ENCRYPTION_KEY: KEY_A });
    const seeded = await seed(t.app);
    await t.restart({ ENLAZA_ENCRYPTION_KEY: KEY_B });
    const { db } = t.app.services;
    const warnings: { obj: Record<string, unknown>; msg?: string }[] = [];
    bindCredentialRuntime(db, { ...credentialRuntime(db), log: { warn: (obj: object, msg?: string) => void warnings.push({ obj: obj as Record<string, unknown>, msg }) } } as never);

    // Listed twice, read by every step, asked for by discovery: still one line per credential.
    const statuses: string[] = [];
    for (let pass = 0; pass < 2; pass++) {
      for (const u of seeded.users) {
        const list = await t.app.inject({ method: 'GET', url: '/api/credentials/', headers: u.auth });
        statuses.push(...list.json().map((c: { status: string }) => c.status));
      }
    }
    const { opened, errors } = await openAll(t.app, seeded);
    const step = await t.app.inject({ method: 'POST', url: '/api/v1/auth-service-discovery/service/gmail/auth-step', headers: seeded.users[0].auth });
    expect(step.json()).toMatchObject({ service_id: 'gmail', mechanism: 'oauth2' });

    expect(opened).toBe(0);
    expect(statuses).toHaveLength(40);
    expect(statuses.filter((s) => s === 'connected')).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set(['expired']));
    expect(errors).toHaveLength(20);
    expect(errors.every((e) => /^Vuelve a conectar tu cuenta de (Gmail|Slack|WhatsApp|Telegram|.+): la conexión guardada ya no se puede usar/.test(e))).toBe(true);

    const credentialLines = warnings.filter((w) => 'credentialId' in w.obj);
    expect(credentialLines).toHaveLength(20);
    expect(new Set(credentialLines.map((w) => w.obj.credentialId)).size).toBe(20);
    expect(credentialLines[0].obj).toMatchObject({ sealedWithKey: kid(KEY_A), currentKey: kid(KEY_B) });
    // No secret in any line.
    const logged = JSON.stringify(warnings);
    for (const want of seeded.expected.values()) for (const v of Object.values(want)) if (typeof v === 'string' && v.length > 6) expect(logged).not.toContain(v);

    // The OAuth apps say their secret must be entered again (one line each too).
    const apps = await t.app.inject({ method: 'GET', url: '/api/oauth-apps/', headers: seeded.users[0].auth });
    expect(apps.json().oauth_apps[0]).toMatchObject({ provider: 'google', has_client_secret: false });

    // A flow step using an unreadable credential fails asking to reconnect the service.
    const flow = await t.app.inject({
      method: 'POST', url: '/api/flows/create', headers: seeded.users[0].auth,
      payload: { name: 'Avisos', steps: [{ step: 1, node_id: 'manual', action_id: 'manual_trigger' }, { step: 2, node_id: 'slack', action_id: 'send_message', params: { channel: '#ventas', message: 'Hola' } }] },
    });
    const runNow = (await t.app.inject({ method: 'POST', url: `/api/flows/${flow.json().flow_id}/run-now`, headers: seeded.users[0].auth })).json();
    expect(runNow.execution_results[1]).toMatchObject({ status: 'error', error: expect.stringMatching(/^Vuelve a conectar tu cuenta de Slack/) });
    console.log(`Key rotation (key lost): ${opened}/20 credentials open, ${statuses.filter((s) => s === 'expired').length / 2}/20 listed as expired (0 connected), ${credentialLines.length} log lines for 20 credentials`);
  });
});
