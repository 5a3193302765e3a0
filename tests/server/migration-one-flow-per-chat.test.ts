import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backends } from './harness';

/**
 * Migration 0008 (one flow per chat) on a database saved before it: duplicate flows of a chat are
 * merged (the active one, else the newest, is kept; executions move to it) before the unique index
 * is created, so the migration applies on existing data.
 */
const FOLDER = path.resolve('server/db/migrations');
const THIS_MIGRATION = 8;

/** A copy of the migrations folder with only the migrations before 0008. */
function migrationsBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < THIS_MIGRATION);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

type Handle = { exec: (q: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

async function open(backend: 'pglite' | 'postgres'): Promise<Handle> {
  if (backend === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite();
    const db = drizzle({ client });
    return {
      exec: async (q) => (await db.execute(q)).rows as Record<string, unknown>[],
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `enlaza_mig_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // DROP … WITH (FORCE) may end a connection the pool is still closing: not a test failure.
  pool.on('error', () => {});
  const db = drizzle(pool);
  return {
    exec: async (q) => (await db.execute(q)).rows as Record<string, unknown>[],
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe.each(backends)('migration 0008 one flow per chat (%s)', (backend) => {
  const before = migrationsBefore();
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it('merges duplicate flows of a chat, moves their executions, then enforces one flow per chat', async () => {
    const db = await open(backend);
    try {
      await db.migrate(before);
      const [user] = await db.exec(sql`insert into users (email, username, password_hash) values ('ana@tienda.mx', 'ana', 'x') returning id`);
      const chat = async (title: string) => (await db.exec(sql`insert into chats (user_id, title) values (${user.id}, ${title}) returning id`))[0].id as string;
      const flow = async (chatId: string | null, name: string, isActive: boolean, updated: string) =>
        (await db.exec(sql`insert into flows (user_id, chat_id, name, spec, is_active, updated_at)
          values (${user.id}, ${chatId}, ${name}, '{"steps":[]}'::jsonb, ${isActive}, ${updated}::timestamptz) returning id`))[0].id as string;
      const execution = async (flowId: string, dedupeKey: string | null) =>
        (await db.exec(sql`insert into executions (flow_id, user_id, status, trigger_type, dedupe_key)
          values (${flowId}, ${user.id}, 'success', 'webhook', ${dedupeKey}) returning id`))[0].id as string;

      // chat A: three flows, the oldest one active (kept); chat B: two inactive (the newest kept)
      const a = await chat('A');
      const aActive = await flow(a, 'A activo', true, '2025-01-01T00:00:00Z');
      const aDraft1 = await flow(a, 'A borrador 1', false, '2025-03-01T00:00:00Z');
      const aDraft2 = await flow(a, 'A borrador 2', false, '2025-02-01T00:00:00Z');
      const b = await chat('B');
      const bOld = await flow(b, 'B viejo', false, '2025-01-01T00:00:00Z');
      const bNew = await flow(b, 'B nuevo', false, '2025-04-01T00:00:00Z');
      const c = await chat('C');
      const cOnly = await flow(c, 'C único', false, '2025-01-01T00:00:00Z');
      // flows without a chat ('Sin chat asociado') are never merged
      const free1 = await flow(null, 'Sin chat 1', false, '2025-01-01T00:00:00Z');
      const free2 = await flow(null, 'Sin chat 2', false, '2025-01-01T00:00:00Z');

      const kept = await execution(aActive, 'entrega-1');
      const moved1 = await execution(aDraft1, 'entrega-1'); // same delivery key as the kept flow's
      const moved2 = await execution(aDraft2, null);
      const movedB = await execution(bOld, 'entrega-9');
      await db.exec(sql`insert into trigger_cursors (flow_id, trigger_key) values (${aDraft1}, 'k')`);

      await db.migrate(FOLDER);

      const rows = await db.exec(sql`select id, chat_id, name from flows order by name`);
      expect(rows.map((r) => r.id).sort()).toEqual([aActive, bNew, cOnly, free1, free2].sort());
      const execs = await db.exec(sql`select id, flow_id, dedupe_key from executions`);
      const byId = Object.fromEntries(execs.map((e) => [e.id, e]));
      expect(execs).toHaveLength(4);
      expect(byId[kept]).toMatchObject({ flow_id: aActive, dedupe_key: 'entrega-1' });
      expect(byId[moved1]).toMatchObject({ flow_id: aActive, dedupe_key: null });
      expect(byId[moved2]).toMatchObject({ flow_id: aActive });
      expect(byId[movedB]).toMatchObject({ flow_id: bNew, dedupe_key: null });
      expect(await db.exec(sql`select flow_id from trigger_cursors`)).toEqual([]);

      // from now on the database itself refuses a second flow for a chat, and still allows chat-less ones
      await expect(flow(c, 'C segundo', false, '2025-05-01T00:00:00Z')).rejects.toThrow();
      await flow(null, 'Sin chat 3', false, '2025-05-01T00:00:00Z');
    } finally {
      await db.close();
    }
  });
});
