import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { findAction } from '../../server/nodes';
import { nodeContext, runAction, stepError } from './fakes/context';

/**
 * The postgres node against a real PostgreSQL when TEST_DATABASE_URL is set (the same switch as the
 * harness' `backends`); PGlite is not a network server, so plain `npm test` covers the error paths.
 */
const realDatabases: string[] = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];

function credentialFrom(url: string) {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 5432), database: u.pathname.slice(1), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), ssl: false };
}

describe('postgres/query error paths', () => {
  it('asks to connect a database when there is no credential', async () => {
    expect((await stepError(runAction(nodeContext(), 'postgres', 'query', { query: 'select 1' }))).message).toBe('Falta conectar tu cuenta de PostgreSQL');
  });

  it('reports a closed port as a retryable connection failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const ctx = nodeContext({ creds: { postgres: { host: '127.0.0.1', port, database: 'tienda', user: 'u', password: 'p' } } });
    expect(await stepError(runAction(ctx, 'postgres', 'query', { query: 'select 1' }))).toMatchObject({ message: `No se pudo conectar con la base de datos 127.0.0.1:${port} (ECONNREFUSED)`, retryable: true });
  });

  it('refuses private database hosts unless private networks are allowed', async () => {
    const ctx = nodeContext({ env: { ENLAZA_ALLOW_PRIVATE_NETWORK: 'false' }, creds: { postgres: { host: '10.0.0.5', port: 5432, database: 'x', user: 'u', password: 'p' } } });
    expect(await stepError(runAction(ctx, 'postgres', 'query', { query: 'select 1' }))).toMatchObject({ message: 'La dirección 10.0.0.5 no está permitida: Enlaza no se conecta a redes privadas ni locales', retryable: false });
    const named = nodeContext({ env: { ENLAZA_ALLOW_PRIVATE_NETWORK: 'false' }, creds: { postgres: { host: 'localhost', port: 5432, database: 'x', user: 'u' } } });
    expect((await stepError(runAction(named, 'postgres', 'query', { query: 'select 1' }))).message).toBe('La dirección localhost no está permitida: Enlaza no se conecta a redes privadas ni locales');
  });

  it('validates the query and its parameter list in Spanish', () => {
    const r = findAction('postgres', 'query')!.params.safeParse({ query: ' ', params: 'x' });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['El campo "Consulta SQL" es obligatorio', 'El campo "Parámetros" debe ser una lista']);
  });
});

describe.each(realDatabases)('postgres/query against TEST_DATABASE_URL', (url) => {
  const table = `enlaza_node_test_${process.pid}`;
  const ctx = () => nodeContext({ creds: { postgres: credentialFrom(url) } });
  beforeAll(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`CREATE TABLE ${table} (id serial primary key, cliente text, total numeric, datos jsonb)`);
    await c.end();
  });
  afterAll(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP TABLE IF EXISTS ${table}`);
    await c.end();
  });

  it('runs parameterised statements and returns rows', async () => {
    const ins = await runAction(ctx(), 'postgres', 'query', { query: `INSERT INTO ${table} (cliente, total, datos) VALUES ($1, $2, $3) RETURNING id, cliente`, params: ["Ana'; DROP TABLE x; --", 10.5, { vip: true }] });
    expect(ins).toMatchObject({ row_count: 1, command: 'INSERT', rows: [{ cliente: "Ana'; DROP TABLE x; --" }], fields: ['id', 'cliente'] });
    const sel = await runAction(ctx(), 'postgres', 'query', { query: `SELECT cliente, total::float AS total, datos FROM ${table} WHERE total > $1`, params: [5] });
    expect(sel).toMatchObject({ row_count: 1, rows: [{ cliente: "Ana'; DROP TABLE x; --", total: 10.5, datos: { vip: true } }], truncated: false });
  });

  it('explains SQL errors and wrong passwords in Spanish', async () => {
    expect((await stepError(runAction(ctx(), 'postgres', 'query', { query: 'SELECT * FROM tabla_que_no_existe' }))).message).toMatch(/^La tabla no existe: /);
    expect((await stepError(runAction(ctx(), 'postgres', 'query', { query: 'SELEC 1' }))).message).toMatch(/^Error de sintaxis en la consulta: /);
    // an unknown user is refused even by a trust-authenticated server (which accepts any password)
    const wrong = nodeContext({ creds: { postgres: { ...credentialFrom(url), user: 'usuario_que_no_existe', password: 'no-es-la-clave' } } });
    const err = await stepError(runAction(wrong, 'postgres', 'query', { query: 'select 1' }));
    expect(err.message).toBe('La base de datos rechazó el usuario o la contraseña: revisa tu conexión de PostgreSQL');
  });
});
