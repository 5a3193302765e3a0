import { OAUTH_PROVIDER_IDS, type Config, type OAuthProviderId } from '../config';
import type { Db } from '../db';
import type { Vault } from '../credentials/crypto';
import { findApp, openClientSecret } from '../oauth-apps/store';
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

/** The user's own OAuth app for the provider when registered, else the system default from env, else null. */
export async function resolveClientApp(db: Db, vault: Vault, config: Config, userId: string, provider: OAuthProviderId): Promise<ClientApp | null> {
  const own = await findApp(db, userId, provider);
  if (own) return { clientId: own.clientId, clientSecret: openClientSecret(vault, own), source: 'user' };
  const sys = config.oauth[provider];
  if (sys.clientId) return { clientId: sys.clientId, clientSecret: sys.clientSecret, source: 'system' };
  return null;
}

/**
 * The app that issued a token, by its client id (a refresh must use the same client): the user's
 * app if it still has that id, else the system default if it does, else null.
 */
export async function clientAppById(db: Db, vault: Vault, config: Config, userId: string, provider: OAuthProviderId, clientId: string): Promise<ClientApp | null> {
  const own = await findApp(db, userId, provider);
  if (own && own.clientId === clientId) return { clientId, clientSecret: openClientSecret(vault, own), source: 'user' };
  const sys = config.oauth[provider];
  if (sys.clientId === clientId) return { clientId, clientSecret: sys.clientSecret, source: 'system' };
  return null;
}
