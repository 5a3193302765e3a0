import path from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().positive().default(8787),
  HOST: z.string().default('127.0.0.1'),
  ENLAZA_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ENLAZA_PUBLIC_URL: z.string().optional(),
  ENLAZA_TIMEZONE: z.string().default('America/Mexico_City'),
  ENLAZA_STEP_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  ENLAZA_ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().default(15 * 60),
  ENLAZA_REFRESH_TOKEN_TTL_S: z.coerce.number().int().positive().default(30 * 24 * 3600),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.string().default('info'),
  /** Outbound requests may reach loopback/private/link-local addresses only when 'true' (tests, self-hosting). */
  ENLAZA_ALLOW_PRIVATE_NETWORK: z.enum(['true', 'false']).optional(),
  ENLAZA_GOOGLE_API_URL: z.string().url().optional(),
  ENLAZA_SLACK_API_URL: z.string().url().default('https://slack.com/api'),
  ENLAZA_TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  ENLAZA_GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  ENLAZA_WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  ENLAZA_OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  ENLAZA_ANTHROPIC_BASE_URL: z.string().url().default('https://api.anthropic.com/v1'),
  /** How often polling triggers (Gmail, Sheets, Drive, Calendar, Telegram) ask their service. */
  ENLAZA_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** Executions of one flow running at the same time in this process; more wait for a slot. */
  ENLAZA_FLOW_CONCURRENCY: z.coerce.number().int().positive().default(5),
  /** 32-byte AES-256-GCM key for stored credentials, hex (64 chars) or base64; absent → generated into the data folder. */
  ENLAZA_ENCRYPTION_KEY: z.string().optional(),
  /** Server-wide AI keys for the assistant's AI mode (a user's own api_key credential wins). */
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  /** Default provider (openai|anthropic) and model for the assistant's AI mode when the picker names none. */
  ENLAZA_LLM_PROVIDER: z.enum(['openai', 'anthropic']).optional(),
  ENLAZA_LLM_MODEL: z.string().optional(),
  ENLAZA_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** AI agents (docs/agents.md): time limit of one run, and messages per minute per visitor of a public agent page. */
  ENLAZA_AGENT_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  ENLAZA_AGENT_WEB_RATE_LIMIT: z.coerce.number().int().positive().default(10),
});

/** OAuth providers users can connect (spec §9); each one's endpoints and default app come from env. */
export const OAUTH_PROVIDER_IDS = ['google', 'github', 'microsoft', 'slack', 'salesforce'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/** The real providers' endpoints; `ENLAZA_OAUTH_<PROVIDER>_AUTHORIZE_URL` / `_TOKEN_URL` override them. */
const OAUTH_DEFAULT_URLS: Record<OAuthProviderId, { authorizeUrl: string; tokenUrl: string }> = {
  google: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokenUrl: 'https://oauth2.googleapis.com/token' },
  github: { authorizeUrl: 'https://github.com/login/oauth/authorize', tokenUrl: 'https://github.com/login/oauth/access_token' },
  microsoft: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
  },
  slack: { authorizeUrl: 'https://slack.com/oauth/v2/authorize', tokenUrl: 'https://slack.com/api/oauth.v2.access' },
  salesforce: {
    authorizeUrl: 'https://login.salesforce.com/services/oauth2/authorize',
    tokenUrl: 'https://login.salesforce.com/services/oauth2/token',
  },
};

/** A provider's endpoints plus the system default OAuth app (used when the user registered none). */
export type OAuthProviderConfig = { authorizeUrl: string; tokenUrl: string; clientId?: string; clientSecret?: string };

/** Reads ENLAZA_OAUTH_<PROVIDER>_{AUTHORIZE_URL,TOKEN_URL,CLIENT_ID,CLIENT_SECRET}. */
function oauthFromEnv(env: NodeJS.ProcessEnv): Record<OAuthProviderId, OAuthProviderConfig> {
  const read = (name: string) => env[name]?.trim() || undefined;
  const out = {} as Record<OAuthProviderId, OAuthProviderConfig>;
  for (const id of OAUTH_PROVIDER_IDS) {
    const p = `ENLAZA_OAUTH_${id.toUpperCase()}`;
    out[id] = {
      authorizeUrl: read(`${p}_AUTHORIZE_URL`) ?? OAUTH_DEFAULT_URLS[id].authorizeUrl,
      tokenUrl: read(`${p}_TOKEN_URL`) ?? OAUTH_DEFAULT_URLS[id].tokenUrl,
      clientId: read(`${p}_CLIENT_ID`),
      clientSecret: read(`${p}_CLIENT_SECRET`),
    };
  }
  return out;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  timezone: string;
  stepTimeoutMs: number;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  smtp: { host?: string; port?: number; user?: string; password?: string; from?: string; secure?: boolean };
  logLevel: string;
  allowPrivateNetwork: boolean;
  /** Base URLs of the services the nodes call; `google` overrides every Google API host when set. */
  apis: { google?: string; slack: string; telegram: string; github: string; whatsapp: string; openai: string; anthropic: string };
  pollIntervalMs: number;
  flowConcurrency: number;
  /** ENLAZA_ENCRYPTION_KEY (docs/credentials.md); absent → a key generated once into dataDir. */
  encryptionKey?: string;
  /** The assistant's AI mode: server keys and defaults; base URLs are apis.openai / apis.anthropic. */
  llm: { openaiApiKey?: string; anthropicApiKey?: string; provider?: 'openai' | 'anthropic'; model?: string; timeoutMs: number };
  /** Per OAuth provider: endpoints and the system default app. */
  oauth: Record<OAuthProviderId, OAuthProviderConfig>;
  /** AI agents: run time limit (ms) and the public page's messages per minute per visitor. */
  agents: { timeoutMs: number; webRateLimit: number };
  /** Folder of the built SPA; null serves no static files (tests). */
  clientDir: string | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = Env.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.ENLAZA_DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: e.ENLAZA_PUBLIC_URL,
    timezone: e.ENLAZA_TIMEZONE,
    stepTimeoutMs: e.ENLAZA_STEP_TIMEOUT_MS,
    accessTokenTtlS: e.ENLAZA_ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: e.ENLAZA_REFRESH_TOKEN_TTL_S,
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.SMTP_FROM,
      secure: e.SMTP_SECURE === 'true',
    },
    logLevel: e.LOG_LEVEL,
    allowPrivateNetwork: e.ENLAZA_ALLOW_PRIVATE_NETWORK === 'true',
    apis: {
      google: e.ENLAZA_GOOGLE_API_URL,
      slack: e.ENLAZA_SLACK_API_URL,
      telegram: e.ENLAZA_TELEGRAM_API_URL,
      github: e.ENLAZA_GITHUB_API_URL,
      whatsapp: e.ENLAZA_WHATSAPP_API_URL,
      openai: e.ENLAZA_OPENAI_BASE_URL,
      anthropic: e.ENLAZA_ANTHROPIC_BASE_URL,
    },
    pollIntervalMs: e.ENLAZA_POLL_INTERVAL_MS,
    flowConcurrency: e.ENLAZA_FLOW_CONCURRENCY,
    encryptionKey: e.ENLAZA_ENCRYPTION_KEY || undefined,
    llm: {
      openaiApiKey: e.OPENAI_API_KEY?.trim() || undefined,
      anthropicApiKey: e.ANTHROPIC_API_KEY?.trim() || undefined,
      provider: e.ENLAZA_LLM_PROVIDER,
      model: e.ENLAZA_LLM_MODEL?.trim() || undefined,
      timeoutMs: e.ENLAZA_LLM_TIMEOUT_MS,
    },
    oauth: oauthFromEnv(env),
    agents: { timeoutMs: e.ENLAZA_AGENT_TIMEOUT_MS, webRateLimit: e.ENLAZA_AGENT_WEB_RATE_LIMIT },
    clientDir: path.resolve('dist/client'),
    ...overrides,
  };
}
