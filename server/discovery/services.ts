import type { AuthStep, AvailableService, Mechanism, ServiceAuthRequirement } from '../../contracts/credentials';
import type { PlanStep } from '../../contracts/plan';
import type { Db } from '../db';
import { catalogue, findNode } from '../nodes';
import type { NodeDefinition } from '../nodes/types';
import { maybeCredentialRuntime } from '../credentials/runtime';
import { credentialStatus, findCredential, usableStatus } from '../credentials/store';
import { hasSystemApp, isOAuthProvider, serviceNode } from '../oauth/providers';
import { fieldsFor } from './fields';

/**
 * Service discovery from the node catalogue: which services need a connection, how each one
 * connects, and which of a plan's services the user still has to connect. The chat's
 * `oauth_requirements`, the auth-step endpoint and the services list all come from here.
 */

const needsAuth = (n: NodeDefinition) => n.auth.mechanism !== 'none';

/**
 * Services whose steps also run without the user's own credential, so a plan never asks for them:
 * AI works with the built-in model (catalogue: "api_key (openai, anthropic) or none (built-in)").
 * Email is in this situation only when the server has SMTP settings (see `satisfiedByServer`).
 */
const OPTIONAL_AUTH_SERVICES = new Set(['ai', 'ai_agent']);

function satisfiedByServer(db: Db, node: NodeDefinition): boolean {
  if (OPTIONAL_AUTH_SERVICES.has(node.service)) return true;
  if (node.service === 'email') return !!maybeCredentialRuntime(db)?.config.smtp.host;
  return false;
}

/** Every service that can be connected, in catalogue order (GET …/services/available). */
export function availableServices(): AvailableService[] {
  const seen = new Set<string>();
  const out: AvailableService[] = [];
  for (const n of catalogue) {
    if (!needsAuth(n) || seen.has(n.service)) continue;
    seen.add(n.service);
    out.push({ service_id: n.service, display_name: n.name, mechanism: n.auth.mechanism as Mechanism, provider: n.auth.provider ?? null, category: n.category });
  }
  return out;
}

/** The popup URL of an OAuth service (the browser adds `&token=`). */
export function initiateUrl(serviceId: string, chatId?: string | null): string {
  const q = new URLSearchParams({ service_id: serviceId });
  if (chatId) q.set('chat_id', chatId);
  return `/api/oauth/initiate?${q}`;
}

/**
 * How to connect a service: the OAuth popup URL (and whether the server has a default app for its
 * provider), or the form fields of the other mechanisms.
 */
export function authStepFor(db: Db, node: NodeDefinition, chatId?: string | null): AuthStep {
  const base = {
    service_id: node.service, service_name: node.name, mechanism: node.auth.mechanism as Mechanism, provider: node.auth.provider ?? null, category: node.category,
  };
  if (node.auth.mechanism === 'oauth2') {
    const config = maybeCredentialRuntime(db)?.config;
    const provider = node.auth.provider;
    const defaults = config && isOAuthProvider(provider) ? { default_app_available: hasSystemApp(config, provider) } : {};
    return { ...base, auth_url: initiateUrl(node.service, chatId), ...defaults };
  }
  return { ...base, metadata: { fields: fieldsFor(node) } };
}

/**
 * True when the user has a credential for the service that is not expired (an OAuth token with a
 * refresh token counts) and whose secret the server can open.
 */
export async function hasUsableCredential(db: Db, userId: string, serviceId: string): Promise<boolean> {
  const row = await findCredential(db, userId, serviceId);
  if (!row) return false;
  const vault = maybeCredentialRuntime(db)?.vault;
  return vault ? usableStatus(db, vault, row) === 'connected' : credentialStatus(row) === 'connected';
}

/** POST …/service/{id}/auth-step: `{}` when already connected, else how to connect; null for an unknown service. */
export async function authStep(db: Db, userId: string, serviceId: string, chatId?: string | null): Promise<AuthStep | Record<string, never> | null> {
  const node = serviceNode(serviceId);
  if (!node) return null;
  if (!needsAuth(node) || (await hasUsableCredential(db, userId, serviceId))) return {};
  return authStepFor(db, node, chatId);
}

/**
 * The connections a plan still needs, one per service in step order: services whose node needs
 * auth (oauth2, api_key, bot_token, db_credentials), that the server cannot cover by itself, and
 * for which the user has no usable credential. This is what the chat lists as `oauth_requirements`.
 */
export async function missingServiceRequirements(
  db: Db, userId: string, plan: readonly Pick<PlanStep, 'node_id'>[] | null | undefined, chatId?: string | null,
): Promise<ServiceAuthRequirement[]> {
  const out: ServiceAuthRequirement[] = [];
  const seen = new Set<string>();
  for (const step of plan ?? []) {
    const node = findNode(step.node_id);
    if (!node || !needsAuth(node) || seen.has(node.service)) continue;
    seen.add(node.service);
    if (satisfiedByServer(db, node)) continue;
    if (await hasUsableCredential(db, userId, node.service)) continue;
    out.push(authStepFor(db, node, chatId));
  }
  return out;
}
