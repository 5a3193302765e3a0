import { OAUTH_PROVIDER_IDS, type Config, type OAuthProviderId } from '../config';
import type { Db } from '../db';
import type { Vault } from '../credentials/crypto';
import { findApp, readClientSecret } from '../oauth-apps/store';
import { catalogue } from '../nodes';
import type { NodeDefinition } from '../nodes/types';

/** What each OAuth service asks the provider for, and how each provider wants the request. */

export const isOAuthProvider = (p: unknown): p is OAuthProviderId => typeof p === 'string' && (OAUTH_PROVIDER_IDS as readonly string[]).includes(p);

/** Scopes per service: only what its node's triggers and actions need. */
const SERVICE_SCOPES: Record<string, string[]> = {
  gmail: ['https://www.googleapis.com/auth/gmail.modify'],
  google_sheets: ['https://www.googleapis.com/auth/spreadsheets'],
  google_drive: ['https://www.googleapis.com/auth/drive'],
  google_calendar: ['https://www.googleapis.com/auth/calendar'],
  slack: ['chat:write', 'channels:read', 'groups:read'],
  github: ['repo', 'admin:repo_hook'],
};

/** Scopes for a service of the provider that has no entry above. */
const PROVIDER_SCOPES: Record<OAuthProviderId, string[]> = {
  google: ['openid', 'email'],
  github: ['repo'],
  microsoft: ['offline_access', 'User.Read'],
  slack: ['chat:write'],
  salesforce: ['api', 'refresh_token'],
};

/** Extra authorize parameters: Google only returns a refresh token with offline access + consent. */
const AUTHORIZE_EXTRAS: Partial<Record<OAuthProviderId, Record<string, string>>> = {
  google: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  microsoft: { response_mode: 'query' },
};

export function scopesFor(serviceId: string, provider: OAuthProviderId): string[] {
  return SERVICE_SCOPES[serviceId] ?? PROVIDER_SCOPES[provider];
}

/** Slack separates scopes with commas; everyone else with spaces. */
export const scopeSeparator = (provider: OAuthProviderId) => (provider === 'slack' ? ',' : ' ');

export function authorizeExtras(provider: OAuthProviderId): Record<string, string> {
  return AUTHORIZE_EXTRAS[provider] ?? {};
}

/** The catalogue node behind a service id, when that service connects with OAuth. */
export function oauthServiceNode(serviceId: string): (NodeDefinition & { auth: { provider: OAuthProviderId } }) | undefined {
  const node = serviceNode(serviceId);
  if (!node || node.auth.mechanism !== 'oauth2' || !isOAuthProvider(node.auth.provider)) return undefined;
  return node as NodeDefinition & { auth: { provider: OAuthProviderId } };
}

/** The first catalogue node whose service is `serviceId` (node ids and service ids coincide today). */
export function serviceNode(serviceId: string): NodeDefinition | undefined {
  return catalogue.find((n) => n.service === serviceId);
}

export type ClientApp = { clientId: string; clientSecret?: string; source: 'user' | 'system' };

/** How people name each provider. */
export const PROVIDER_NAMES: Record<OAuthProviderId, string> = {
  google: 'Google', github: 'GitHub', microsoft: 'Microsoft', slack: 'Slack', salesforce: 'Salesforce',
};

/** Whether the server has a default OAuth app for the provider (ENLAZA_OAUTH_<PROVIDER>_CLIENT_ID). */
export const hasSystemApp = (config: Config, provider: OAuthProviderId) => !!config.oauth[provider].clientId;

/**
 * Which app the user chose in the connection modal: the system defaults, their own app, or (no
 * choice, e.g. an old link) their own app when registered, else the defaults.
 */
export type AppChoice = 'system' | 'own' | 'auto';

export const parseAppChoice = (v: unknown): AppChoice => (v === 'system' || v === 'own' ? v : 'auto');

/** Why no app could be used; each has its Spanish explanation in `appProblemText`. */
export type AppProblem = 'no_system_app' | 'no_own_app' | 'own_app_unreadable' | 'no_app';

export function appProblemText(problem: AppProblem, provider: OAuthProviderId): string {
  const name = PROVIDER_NAMES[provider];
  switch (problem) {
    case 'no_system_app':
      return `Este servidor no tiene credenciales predeterminadas de ${name}: usa tu propia aplicación OAuth (Credenciales > OAuth Applications)`;
    case 'no_own_app':
      return `No tienes una aplicación OAuth de ${name} registrada: regístrala en Credenciales > OAuth Applications`;
    case 'own_app_unreadable':
      return `No se pudo leer el Client Secret de tu aplicación OAuth de ${name}: vuelve a guardarlo en Credenciales > OAuth Applications`;
    case 'no_app':
      return `No hay una aplicación OAuth de ${name} configurada: registra la tuya en Credenciales > OAuth Applications`;
  }
}

async function ownApp(db: Db, vault: Vault, userId: string, provider: OAuthProviderId): Promise<ClientApp | 'none' | 'unreadable'> {
  const own = await findApp(db, userId, provider);
  if (!own) return 'none';
  const secret = await readClientSecret(db, vault, own);
  return secret === null ? 'unreadable' : { clientId: own.clientId, clientSecret: secret, source: 'user' };
}

function systemApp(config: Config, provider: OAuthProviderId): ClientApp | null {
  const sys = config.oauth[provider];
  return sys.clientId ? { clientId: sys.clientId, clientSecret: sys.clientSecret, source: 'system' } : null;
}

/** The app the user chose (see AppChoice), or why there is none. */
export async function resolveClientApp(
  db: Db, vault: Vault, config: Config, userId: string, provider: OAuthProviderId, choice: AppChoice = 'auto',
): Promise<ClientApp | { problem: AppProblem }> {
  if (choice === 'system') return systemApp(config, provider) ?? { problem: 'no_system_app' };
  const own = await ownApp(db, vault, userId, provider);
  if (typeof own === 'object') return own;
  if (choice === 'own') return { problem: own === 'none' ? 'no_own_app' : 'own_app_unreadable' };
  return systemApp(config, provider) ?? { problem: own === 'none' ? 'no_app' : 'own_app_unreadable' };
}

/**
 * The app that issued a token, by its client id (a refresh must use the same client): the user's
 * app if it still has that id (and its secret opens), else the system default if it does, else null.
 */
export async function clientAppById(db: Db, vault: Vault, config: Config, userId: string, provider: OAuthProviderId, clientId: string): Promise<ClientApp | null> {
  const own = await ownApp(db, vault, userId, provider);
  if (typeof own === 'object' && own.clientId === clientId) return own;
  const sys = systemApp(config, provider);
  return sys?.clientId === clientId ? sys : null;
}
