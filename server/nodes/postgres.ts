import { z } from 'zod';
import { StepError, defineAction, type ExecutionContext, type NodeDefinition } from './types';
import { text } from './params';
import { requireCredential } from './credential';
import { BlockedAddressError, socketTarget } from '../net/guard';

/** Rows beyond this are left out of the step output (it is stored in the database). */
const MAX_ROWS = 1000;

type DbCred = { host: string; port: number; database: string; user: string; password?: string; ssl: boolean };

function dbCredential(raw: Record<string, unknown>): DbCred {
  const ssl = raw.ssl === true || raw.ssl === 'true' || raw.ssl === 'require';
  return {
    host: String(raw.host).trim(),
    port: Number(raw.port ?? 5432) || 5432,
    database: String(raw.database ?? raw.dbname ?? 'postgres'),
    user: String(raw.user ?? raw.username ?? 'postgres'),
    password: raw.password === undefined || raw.password === null ? undefined : String(raw.password),
    ssl,
  };
}

/** Spanish reasons for the PostgreSQL and connection errors a user can fix. */
export function pgError(err: unknown, c: DbCred): StepError {
  const e = err as { code?: string; message?: string; position?: string };
  const where = `${c.host}:${c.port}`;
  switch (e.code) {
    case 'ECONNREFUSED':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ECONNRESET':
    case 'EAI_AGAIN':
      return new StepError(`No se pudo conectar con la base de datos ${where} (${e.code})`, true);
    case 'ENOTFOUND':
      return new StepError(`No se encontró el servidor de base de datos ${c.host}: revisa el host de tu conexión`);
    case '28P01':
    case '28000':
      return new StepError('La base de datos rechazó el usuario o la contraseña: revisa tu conexión de PostgreSQL');
    case '3D000':
      return new StepError(`La base de datos "${c.database}" no existe en ${where}`);
    case '42P01':
      return new StepError(`La tabla no existe: ${e.message}`);
    case '42703':
      return new StepError(`La columna no existe: ${e.message}`);
    case '42601':
      return new StepError(`Error de sintaxis en la consulta: ${e.message}`);
    case '42501':
      return new StepError(`Tu usuario no tiene permiso para esa consulta: ${e.message}`);
    case '57014':
      return new StepError('La consulta tardó demasiado y se canceló');
    case '53300':
    case '57P03':
      return new StepError('La base de datos no acepta conexiones en este momento; se reintentará', true);
  }
  if (/timeout/i.test(e.message ?? '')) return new StepError(`No se pudo conectar con la base de datos ${where} (tiempo agotado)`, true);
  return new StepError(`La consulta falló: ${e.message ?? 'error desconocido'}`);
}

export async function runQuery(ctx: ExecutionContext, p: { query: string; params?: unknown[] }) {
  const c = dbCredential(await requireCredential(ctx, ['postgres'], 'PostgreSQL', 'host'));
  // The outbound guard at connect time: resolve once, refuse private addresses, connect to that address.
  let target: { host: string; servername?: string };
  try {
    target = await socketTarget(c.host, ctx.config);
  } catch (err) {
    if (err instanceof BlockedAddressError) throw new StepError(err.message);
    throw pgError(err, c);
  }
  // node-postgres is imported on first use, not at start (docs/performance.md).
  const { Client } = await import('pg');
  const client = new Client({
    host: target.host,
    port: c.port,
    database: c.database,
    user: c.user,
    password: c.password,
    ssl: c.ssl ? { ...(target.servername ? { servername: target.servername } : {}), rejectUnauthorized: false } : false,
    connectionTimeoutMillis: 10_000,
    statement_timeout: ctx.config.stepTimeoutMs,
    application_name: 'enlaza',
  });
  client.on('error', () => {}); // a dropped connection surfaces through the pending query
  const onAbort = () => void client.end().catch(() => {});
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    const values = (p.params ?? []).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v));
    const res = await client.query({ text: p.query, values });
    const rows = res.rows ?? [];
    return {
      rows: rows.slice(0, MAX_ROWS),
      row_count: res.rowCount ?? rows.length,
      command: res.command ?? null,
      fields: (res.fields ?? []).map((f) => f.name),
      truncated: rows.length > MAX_ROWS,
    };
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    throw pgError(err, c);
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    await client.end().catch(() => {});
  }
}

export const postgresNode: NodeDefinition = {
  node_id: 'postgres',
  name: 'PostgreSQL',
  service: 'postgres',
  category: 'database',
  auth: { mechanism: 'db_credentials' },
  triggers: [],
  actions: [
    defineAction({
      action_id: 'query',
      name: 'Ejecutar consulta SQL',
      description: 'Ejecuta una consulta SQL con parámetros ($1, $2…) en tu base de datos.',
      kind: 'action',
      params: z.object({
        query: text('Consulta SQL'),
        params: z.array(z.unknown(), { error: 'El campo "Parámetros" debe ser una lista' }).optional().describe('Parámetros'),
      }),
      execute: runQuery,
    }),
  ],
};
