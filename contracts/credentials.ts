import { z } from 'zod';

/**
 * Connecting services (spec §3 and §7: OAuth apps, service discovery, credentials and connection).
 * Secrets only ever travel browser → server: no answer schema here has a secret field.
 */

export const OAUTH_PROVIDERS = ['google', 'github', 'microsoft', 'slack', 'salesforce'] as const;
export const OAuthProvider = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

export const AI_KEY_PROVIDERS = ['openai', 'anthropic'] as const;
export const AiKeyProvider = z.enum(AI_KEY_PROVIDERS);

export const MECHANISMS = ['oauth2', 'api_key', 'bot_token', 'db_credentials', 'other'] as const;
export const Mechanism = z.enum(MECHANISMS);
export type Mechanism = z.infer<typeof Mechanism>;

// ---- OAuth apps (/api/oauth-apps) ------------------------------------------------------------

/** A user's own OAuth app for a provider. `client_secret` is write-only: answers only say whether one is set. */
export const OAuthApp = z.object({
  provider: OAuthProvider,
  client_id: z.string(),
  app_name: z.string().nullable(),
  has_client_secret: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OAuthApp = z.infer<typeof OAuthApp>;

export const OAuthAppList = z.object({ oauth_apps: z.array(OAuthApp) });

export const OAuthAppCreate = z.object({
  provider: OAuthProvider,
  client_id: z.string().trim().min(1),
  client_secret: z.string().trim().min(1),
  app_name: z.string().trim().optional(),
});
export type OAuthAppCreate = z.infer<typeof OAuthAppCreate>;

/** PUT sends only the non-empty fields that changed; an absent client_secret keeps the current one. */
export const OAuthAppUpdate = z.object({
  client_id: z.string().trim().min(1).optional(),
  client_secret: z.string().trim().min(1).optional(),
  app_name: z.string().trim().optional(),
});
export type OAuthAppUpdate = z.infer<typeof OAuthAppUpdate>;

// ---- service discovery (/api/v1/auth-service-discovery) --------------------------------------

export const AvailableService = z.object({
  service_id: z.string(),
  display_name: z.string(),
  mechanism: Mechanism,
  provider: z.string().nullable(),
  category: z.string().optional(),
});
export type AvailableService = z.infer<typeof AvailableService>;

export const AvailableServices = z.object({ services: z.array(AvailableService) });

/** One input of a non-OAuth connection form (spec §3 metadata.fields). */
export const AuthField = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  placeholder: z.string().optional(),
  required: z.boolean().optional(),
  help_text: z.string().optional(),
  /** type 'select': the allowed values (e.g. the AI key provider: openai | anthropic). */
  options: z.array(z.string()).readonly().optional(),
});
export type AuthField = z.infer<typeof AuthField>;

/**
 * POST …/service/{serviceId}/auth-step?chat_id= — how to connect the service, or `{}` when the
 * user is already authenticated (spec §7).
 */
export const AuthStep = z.object({
  service_id: z.string(),
  service_name: z.string(),
  mechanism: Mechanism,
  provider: z.string().nullable(),
  /** The node catalogue's category ('ai' services also need provider openai|anthropic). */
  category: z.string().optional(),
  /** oauth2: the URL the popup opens (GET /api/oauth/initiate?service_id=…&chat_id=…). */
  auth_url: z.string().optional(),
  /**
   * oauth2: whether the server has a default OAuth app for the provider ('Usar credenciales
   * predeterminadas'); when false only the user's own app can connect the service.
   */
  default_app_available: z.boolean().optional(),
  /** oauth2: the redirect URI to register in the provider's console for an own app. */
  redirect_uri: z.string().optional(),
  metadata: z.object({ fields: z.array(AuthField) }).optional(),
});
export type AuthStep = z.infer<typeof AuthStep>;

/** What a chat reply lists in `oauth_requirements`: a service the plan needs and the user has not connected. */
export const ServiceAuthRequirement = AuthStep;
export type ServiceAuthRequirement = AuthStep;

// ---- credentials (/api/credentials, /api/oauth/*/store) --------------------------------------

/** A stored credential as the browser sees it: never the secret. */
export const Credential = z.object({
  service_id: z.string(),
  provider: z.string(),
  flavor: z.string(),
  mechanism: Mechanism,
  scopes: z.array(z.string()),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** 'expired' once expires_at has passed and no refresh token could renew it. */
  status: z.enum(['connected', 'expired']),
});
export type Credential = z.infer<typeof Credential>;

/** GET /api/credentials/ answers a plain array, oldest first. */
export const CredentialList = z.array(Credential);

/** POST /api/credentials/ (generic form connection). */
export const CredentialCreate = z.object({
  service_id: z.string().min(1),
  provider: z.string().optional(),
  mechanism: Mechanism,
  config: z.record(z.string(), z.unknown()),
  chat_id: z.string().nullable().optional(),
});

/** POST /api/oauth/api-key/{serviceId}/store — AI services also need provider openai|anthropic; bot tokens come as bot_token. */
export const ApiKeyStore = z.object({
  api_key: z.string().optional(),
  bot_token: z.string().optional(),
  provider: z.string().optional(),
  chat_id: z.string().nullable().optional(),
}).catchall(z.unknown());

/** POST /api/oauth/db-credentials/{serviceId}/store. */
export const DbCredentialsStore = z.object({
  host: z.string().min(1),
  port: z.coerce.number().int().positive().optional(),
  database: z.string().min(1),
  user: z.string().min(1),
  password: z.string().optional(),
  ssl: z.boolean().optional(),
  chat_id: z.string().nullable().optional(),
});

/** What a store/create call answers. */
export const StoredCredential = z.object({
  success: z.literal(true),
  message: z.string(),
  credential: Credential,
});

// ---- OAuth popup ↔ opener messages (spec §4 OAuth callback screen) ---------------------------

export const OAuthPopupMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('OAUTH_SUCCESS'), service: z.string(), code: z.string().optional(), state: z.string().optional() }),
  z.object({ type: z.literal('OAUTH_ERROR'), service: z.string().optional(), error: z.string(), can_retry: z.boolean().optional() }),
]);
export type OAuthPopupMessage = z.infer<typeof OAuthPopupMessage>;

/**
 * GET /api/oauth/callback?service&code&state. The provider redirects the browser here: the server
 * checks state, exchanges the code, stores the tokens, then redirects to the SPA's
 * /oauth-callback?service=…&status=success (or ?service=…&error=…&error_description=…).
 * Called with `Accept: application/json` (the full-page callback screen) it answers this instead.
 */
export const OAuthCallbackResult = z.object({ success: z.boolean(), service_id: z.string(), message: z.string() });
