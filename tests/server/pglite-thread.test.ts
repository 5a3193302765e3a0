/** The embedded database in its own thread: what drizzle relies on (results, errors, transactions). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread } from '../../server/db/pglite-thread';

describe('PGlite thread', () => {
  let db: Awaited<ReturnType<typeof startPgliteThread>>;

  beforeAll(async () => {
    db = await startPgliteThread();
    await db.exec('create table notas (id int primary key, texto text, creada timestamptz default now())');
  });
  afterAll(async () => { await db.close(); });

  it('answers queries with rows in the mode asked, and keeps the types drizzle asks to keep as text', async () => {
    await db.query('insert into notas (id, texto) values ($1, $2)', [1, 'hola']);
    const objects = await db.query<{ id: number; texto: string }>('select id, texto from notas where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, texto: 'hola' }]);
    const arrays = await db.query<unknown[]>('select id, creada from notas', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(arrays.rows[0][0]).toBe(1);
    expect(typeof arrays.rows[0][1]).toBe('string');
    const parsed = await db.query<{ creada: unknown }>('select creada from notas');
    expect(parsed.rows[0].creada).toBeInstanceOf(Date);
  });

  it("rejects with PostgreSQL's error fields (code, constraint)", async () => {
    const err = await db.query('insert into notas (id, texto) values (1, $1)', ['otra']).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 'notas_pkey' });
  });

  it('a statement from outside waits for an open transaction, and is not undone by its rollback', async () => {
    let outside: Promise<unknown> | undefined;
    const tx = db.transaction(async (t) => {
      await t.query('insert into notas (id, texto) values (10, $1)', ['dentro']);
      outside = db.query('insert into notas (id, texto) values (11, $1)', ['fuera']);
      await new Promise((r) => setTimeout(r, 30));
      throw new Error('cancelar');
    });
    await expect(tx).rejects.toThrow('cancelar');
    await outside;
    const rows = await db.query<{ id: number }>('select id from notas where id in (10, 11) order by id');
    expect(rows.rows).toEqual([{ id: 11 }]);
  });

  it('runs transactions one after another and commits what they return', async () => {
    const results = await Promise.all([20, 21, 22].map((id) => db.transaction(async (t) => {
      await t.query('insert into notas (id, texto) values ($1, $2)', [id, 'tx']);
      const n = await t.query<{ n: number }>('select count(*)::int as n from notas where texto = $1', ['tx']);
      return n.rows[0].n;
    })));
    expect(results).toEqual([1, 2, 3]);
  });
});
