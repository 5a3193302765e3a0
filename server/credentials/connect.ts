import { AI_KEY_PROVIDERS, type Mechanism } from '../../contracts/credentials';
import type { Config } from '../config';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { yesNo, yesNoMessage } from '../nodes/params';
import type { NodeDefinition } from '../nodes/types';
import { checkPostgres, checkSmtp, checkTelegramBot } from './checks';
import type { Vault } from './crypto';
import { saveCredential, type CredentialRow, type Secret } from './store';

/**
 * Turns a submitted connection form into a stored credential: validates it per spec §5 (AI keys
 * need provider openai|anthropic, bot tokens need bot_token), runs the service's cheap check
 * (Telegram getMe, database connection, SMTP login) and saves it encrypted.
 */

const invalid = (detail: string) => new HttpError(422, detail);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** A yes/no form field: true/false or 'true'/'false' only ('quizás' is refused, never read as no). */
const flag = (v: unknown, label: string): boolean | undefined => {
  const b = yesNo(v);
  if (b === 'invalid') throw invalid(yesNoMessage(label));
  return b;
};

/** Keys never stored inside a secret (routing data, not credentials). */
const NOT_SECRET = new Set(['chat_id', 'service_id', 'mechanism']);

type Prepared = { provider: string; secret: Secret; message: string };

async function prepare(config: Config, node: NodeDefinition, data: Record<string, unknown>): Promise<Prepared> {
  const mechanism = node.auth.mechanism;
  if (mechanism === 'bot_token') {
    const token = str(data.bot_token);
    if (!token) throw invalid('Falta el token del bot (bot_token)');
    if (node.service === 'telegram') {
      const bot = await checkTelegramBot(config, token);
      return { provider: 'telegram', secret: { bot_token: token, ...bot }, message: `¡Conexión exitosa! Tu bot @${bot.bot_username} quedó conectado.` };
    }
    return { provider: node.auth.provider ?? node.service, secret: { bot_token: token }, message: `¡Conexión exitosa! ${node.name} quedó conectado.` };
  }

  if (mechanism === 'db_credentials') {
    const host = str(data.host);
    const database = str(data.database);
    const user = str(data.user ?? data.username);
    if (!host) throw invalid('Falta el servidor de la base de datos (host)');
    if (!database) throw invalid('Falta el nombre de la base de datos (database)');
    if (!user) throw invalid('Falta el usuario de la base de datos (user)');
    const port = Number(str(data.port) || 5432);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw invalid('El puerto de la base de datos no es válido');
    const password = typeof data.password === 'string' ? data.password : '';
    const settings = { host, port, database, user, password, ssl: flag(data.ssl, 'Usar SSL') ?? false };
    await checkPostgres(config, settings);
    return { provider: node.auth.provider ?? node.service, secret: settings, message: `¡Conexión exitosa! Enlaza se conectó a la base de datos "${settings.database}".` };
  }

  if (mechanism === 'api_key') {
    if (node.service === 'email') {
      const host = str(data.host ?? data.smtp_host);
      if (!host) throw invalid('Falta el servidor SMTP (host)');
      const port = Number(str(data.port ?? data.smtp_port) || 587);
      if (!Number.isInteger(port) || port <= 0 || port > 65535) throw invalid('El puerto SMTP no es válido');
      const secure = flag(data.secure, 'Conexión segura (SSL/TLS, puerto 465)') ?? port === 465;
      const user = str(data.user ?? data.username) || undefined;
      const password = str(data.password ?? data.pass ?? data.api_key) || undefined;
      await checkSmtp(config, { host, port, secure, user, password });
      const from = str(data.from) || undefined;
      return { provider: 'smtp', secret: { host, port, secure, user, password, from }, message: `¡Conexión exitosa! Enlaza inició sesión en ${host}.` };
    }
    const apiKey = str(data.api_key);
    if (!apiKey) throw invalid('Falta la API key (api_key)');
    if (node.category === 'ai') {
      const provider = str(data.provider).toLowerCase();
      if (!(AI_KEY_PROVIDERS as readonly string[]).includes(provider)) throw invalid('Elige el proveedor de IA: openai o anthropic');
      return { provider, secret: { api_key: apiKey, provider }, message: `¡Conexión exitosa! Tu API key de ${provider === 'openai' ? 'OpenAI' : 'Anthropic'} quedó guardada.` };
    }
    const extra: Secret = {};
    for (const [k, v] of Object.entries(data)) {
      if (!NOT_SECRET.has(k) && k !== 'api_key' && ['string', 'number', 'boolean'].includes(typeof v)) extra[k] = v;
    }
    return { provider: node.auth.provider ?? node.service, secret: { ...extra, api_key: apiKey }, message: `¡Conexión exitosa! ${node.name} quedó conectado.` };
  }

  if (mechanism === 'oauth2') throw new HttpError(400, `${node.name} se conecta con tu cuenta (OAuth): usa el botón Conectar`);
  throw new HttpError(400, `${node.name} no necesita credenciales`);
}

/** Validates, checks and stores a form connection for `node`; `mechanism`, when given, must match the node's. */
export async function connectWithForm(
  db: Db, vault: Vault, config: Config, userId: string, node: NodeDefinition, data: Record<string, unknown>, mechanism?: Mechanism,
): Promise<{ row: CredentialRow; message: string }> {
  if (mechanism && mechanism !== 'other' && mechanism !== node.auth.mechanism) {
    throw new HttpError(400, `${node.name} se conecta con ${node.auth.mechanism}, no con ${mechanism}`);
  }
  const p = await prepare(config, node, data);
  const row = await saveCredential(db, vault, {
    userId, serviceId: node.service, provider: p.provider, flavor: node.service,
    mechanism: node.auth.mechanism as Mechanism, secret: p.secret,
  });
  return { row, message: p.message };
}
