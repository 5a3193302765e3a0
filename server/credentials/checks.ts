import { isIP } from 'node:net';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { assertPublicHost, BlockedAddressError } from '../net/safe-fetch';

/**
 * Cheap checks run before a credential is saved, so a typo is caught while the user is still in
 * the form. Each throws HttpError(400) with a Spanish reason, and never echoes the secret.
 * User-given hosts (database, SMTP) obey ENLAZA_ALLOW_PRIVATE_NETWORK like the nodes do.
 */

const fail = (detail: string) => new HttpError(400, detail);
const TIMEOUT_MS = 10_000;

/** The address to connect to: the host itself, or (guarded) the public address it resolved to, so a DNS answer cannot change in between. */
async function guardHost(config: Pick<Config, 'allowPrivateNetwork'>, host: string): Promise<string> {
  if (config.allowPrivateNetwork) return host;
  try {
    return await assertPublicHost(host);
  } catch (err) {
    if (err instanceof BlockedAddressError) throw fail(err.message);
    throw fail(`No se encontró el servidor "${host}"`);
  }
}

export const TELEGRAM_TOKEN = /^\d{5,}:[A-Za-z0-9_-]{30,}$/;

/** Telegram Bot API getMe: proves the token is a live bot; returns its username. */
export async function checkTelegramBot(config: Pick<Config, 'apis'>, token: string): Promise<{ bot_id: number; bot_username: string }> {
  if (!TELEGRAM_TOKEN.test(token)) {
    throw fail('El token del bot no tiene el formato de Telegram (por ejemplo 123456789:AAE…). Cópialo completo desde @BotFather');
  }
  let res: Response;
  try {
    res = await fetch(`${config.apis.telegram.replace(/\/+$/, '')}/bot${token}/getMe`, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw fail('No se pudo conectar con Telegram para verificar el token del bot. Intenta de nuevo en unos minutos');
  }
  const body = (await res.json().catch(() => null)) as { ok?: boolean; result?: { id?: number; username?: string; is_bot?: boolean } } | null;
  if (res.status === 401 || res.status === 404) {
    throw fail('Telegram rechazó el token del bot: revisa que lo copiaste completo desde @BotFather o genera uno nuevo');
  }
  if (!res.ok || !body?.ok || !body.result) throw fail(`Telegram no pudo verificar el token del bot (error ${res.status})`);
  return { bot_id: Number(body.result.id), bot_username: String(body.result.username ?? '') };
}

export type DbSettings = { host: string; port: number; database: string; user: string; password?: string; ssl?: boolean };

/** Connects and runs `SELECT 1` with the given settings. */
export async function checkPostgres(config: Pick<Config, 'allowPrivateNetwork'>, s: DbSettings): Promise<void> {
  const address = await guardHost(config, s.host);
  // node-postgres is imported on first use, not at start (docs/performance.md).
  const { Client } = await import('pg');
  const client = new Client({
    host: address,
    port: s.port,
    database: s.database,
    user: s.user,
    password: s.password ?? '',
    ssl: s.ssl ? { rejectUnauthorized: false } : false,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    throw fail(postgresReason(err as { code?: string; message?: string }, s));
  } finally {
    await client.end().catch(() => {});
  }
}

function postgresReason(e: { code?: string; message?: string }, s: DbSettings): string {
  const where = `${s.host}:${s.port}`;
  switch (e.code) {
    case 'ECONNREFUSED': return `No se pudo conectar con la base de datos en ${where}: la conexión fue rechazada (¿el servidor está encendido y escucha en ese puerto?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN': return `No se encontró el servidor de base de datos "${s.host}"`;
    case 'ETIMEDOUT': return `La base de datos en ${where} no respondió a tiempo`;
    case '28P01':
    case '28000': return 'La base de datos rechazó el usuario o la contraseña';
    case '3D000': return `La base de datos "${s.database}" no existe en el servidor`;
    case '42501': return 'El usuario no tiene permiso para conectarse a esa base de datos';
    default:
      if (/timeout/i.test(e.message ?? '')) return `La base de datos en ${where} no respondió a tiempo`;
      if (/ssl/i.test(e.message ?? '')) return 'El servidor de base de datos no aceptó la configuración SSL elegida';
      return `No se pudo conectar con la base de datos en ${where}`;
  }
}

export type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; password?: string };

/** Opens an SMTP session and logs in (nodemailer verify): no mail is sent. */
export async function checkSmtp(config: Pick<Config, 'allowPrivateNetwork'>, s: SmtpSettings): Promise<void> {
  const address = await guardHost(config, s.host);
  // loaded with the first mail: most servers never send one, and it weighs ~10 MB resident
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: address,
    port: s.port,
    secure: s.secure,
    // Certificates are checked against the name the user gave, not the resolved address.
    ...(isIP(s.host) ? {} : { tls: { servername: s.host } }),
    auth: s.user ? { user: s.user, pass: s.password ?? '' } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.verify();
  } catch (err) {
    const e = err as { code?: string };
    if (e.code === 'EAUTH') throw fail('El servidor de correo rechazó el usuario o la contraseña');
    if (e.code === 'EDNS') throw fail(`No se encontró el servidor de correo "${s.host}"`);
    if (e.code === 'ETIMEDOUT') throw fail(`El servidor de correo ${s.host}:${s.port} no respondió a tiempo`);
    if (e.code === 'ETLS') throw fail(`No se pudo establecer una conexión segura (TLS) con ${s.host}:${s.port}`);
    throw fail(`No se pudo conectar con el servidor de correo ${s.host}:${s.port}`);
  } finally {
    transport.close();
  }
}
