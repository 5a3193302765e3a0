import path from 'node:path';
import { z } from 'zod';

/** An empty variable (`ENLAZA_LLM_BASE_URL=`) means unset. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && !v.trim() ? undefined : v);

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
  /** A second refresh of the same token within this many seconds answers the same new pair (two tabs). */
  ENLAZA_REFRESH_GRACE_S: z.coerce.number().int().min(0).default(30),
  /** Sign-in throttling (docs/security.md): attempts per window, counted per account+address, per address, per account. */
  ENLAZA_LOGIN_WINDOW_S: z.coerce.number().int().positive().default(15 * 60),
  ENLAZA_LOGIN_MAX_PER_ACCOUNT_IP: z.coerce.number().int().positive().default(10),
  ENLAZA_LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  ENLAZA_LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  /** Sign-up throttling: attempts per window, per address and per email. */
  ENLAZA_REGISTER_WINDOW_S: z.coerce.number().int().positive().default(3600),
  ENLAZA_REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  ENLAZA_REGISTER_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /**
   * Which peers may set X-Forwarded-For (Fastify's trustProxy): 'loopback' (a reverse proxy on the
   * same host, the default), 'true', 'false', a hop count, or a comma-separated list of addresses/CIDRs.
   * Only when it is set explicitly do forwarded host/protocol headers choose the public URL
   * (OAuth redirect_uri, webhook URLs); by default that comes from ENLAZA_PUBLIC_URL or HOST:PORT.
   */
  ENLAZA_TRUST_PROXY: z.string().optional(),
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
  /** Queue mode (docs/scaling.md): BullMQ on this Redis; executions run on worker processes. Unset: one process does everything. */
  REDIS_URL: z.preprocess(blankAsUnset, z.string().optional()),
  /** Queue mode: prefix of every Redis key (several installations, or test suites, on one Redis). */
  ENLAZA_REDIS_PREFIX: z.string().default('enlaza'),
  /** Queue mode: executions one worker process runs at the same time. */
  ENLAZA_WORKER_CONCURRENCY: z.coerce.number().int().positive().default(10),
  /** Queue mode: how often each process proves it is alive; its executions are interrupted after 3 missed beats. */
  ENLAZA_HEARTBEAT_MS: z.coerce.number().int().positive().default(5_000),
  /** Queue mode: whether an API process also runs executions: 'auto' (only while no worker is alive), 'true', 'false'. */
  ENLAZA_API_WORKS: z.enum(['auto', 'true', 'false']).default('auto'),
  /** 32-byte AES-256-GCM key for stored credentials, hex (64 chars) or base64; absent → generated into the data folder. */
  ENLAZA_ENCRYPTION_KEY: z.string().optional(),
  /** Keys being rotated away from (comma-separated): still open old values, which are re-sealed with the current key. */
  ENLAZA_ENCRYPTION_KEY_PREVIOUS: z.string().optional(),
  /** Server-wide AI keys for the assistant's AI mode (a user's own api_key credential wins). */
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  /** Default provider (openai|anthropic|local) and model for the assistant's AI mode when the picker names none. */
  ENLAZA_LLM_PROVIDER: z.enum(['openai', 'anthropic', 'local']).optional(),
  ENLAZA_LLM_MODEL: z.string().optional(),
  ENLAZA_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * An OpenAI-compatible server the operator runs (Ollama, llama.cpp…), e.g. http://127.0.0.1:11434/v1:
   * the 'local' provider of AI mode, reached even on a loopback/private address (docs/security.md).
   * ENLAZA_LLM_MODEL names its model; ENLAZA_LLM_API_KEY only if the server asks for one.
   */
  ENLAZA_LLM_BASE_URL: z.preprocess(blankAsUnset, z.string().trim().url().refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL').optional()),
  ENLAZA_LLM_API_KEY: z.string().optional(),
  /** AI agents (docs/agents.md): time limit of one run, and messages per minute per visitor of a public agent page. */
  ENLAZA_AGENT_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  ENLAZA_AGENT_WEB_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Retention (docs/alerts.md): executions older than this many days are pruned (0 keeps them). */
  ENLAZA_EXECUTIONS_MAX_AGE_DAYS: z.coerce.number().min(0).default(30),
  /** Retention: executions kept per flow, newest first (unset or 0: no limit by count). */
  ENLAZA_EXECUTIONS_MAX_COUNT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).optional()),
  /** A step's input or output larger than this (bytes of JSON) is stored cut, with a marker. */
  ENLAZA_STEP_OUTPUT_MAX_BYTES: z.coerce.number().int().min(1024).default(256 * 1024),
  /**
   * Delay steps up to this many seconds sleep in memory; longer ones park the execution in the
   * database (docs/engine.md "Long waits"). At most 60 (the default); tests lower it to park short waits.
   */
  ENLAZA_IN_MEMORY_WAIT_MAX_S: z.coerce.number().min(0).max(60).default(60),
  /** Replays of a bulk 'Reintentar' running at the same time. */
  ENLAZA_RETRY_CONCURRENCY: z.coerce.number().int().positive().default(3),
  /** /api/health says the disk is full when less than this many MB are free. */
  ENLAZA_DISK_MIN_FREE_MB: z.coerce.number().min(0).default(100),
  /** /api/health says the database is full when it reaches this many MB (unset: no limit). */
  ENLAZA_DATABASE_MAX_MB: z.preprocess(blankAsUnset, z.coerce.number().positive().optional()),
}).superRefine((e, ctx) => {
  if (e.ENLAZA_LLM_BASE_URL && !e.ENLAZA_LLM_MODEL?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['ENLAZA_LLM_MODEL'], message: 'ENLAZA_LLM_MODEL must name the model of ENLAZA_LLM_BASE_URL (e.g. llama3.2)' });
  }
  if (e.ENLAZA_LLM_PROVIDER === 'local' && !e.ENLAZA_LLM_BASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['ENLAZA_LLM_PROVIDER'], message: 'ENLAZA_LLM_PROVIDER=local needs ENLAZA_LLM_BASE_URL' });
  }
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

export type AuthConfig = {
  refreshGraceS: number;
  loginWindowS: number;
  loginMaxPerAccountIp: number;
  loginMaxPerIp: number;
  loginMaxPerAccount: number;
  registerWindowS: number;
  registerMaxPerIp: number;
  registerMaxPerAccount: number;
};

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(raw: string): TrustProxy {
  const v = raw.trim();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  // A hop count: trust that many proxies in front of us (Fastify's numeric trustProxy).
  if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

/** The operator's own OpenAI-compatible model server (the 'local' provider of AI mode). */
export type LocalLlmConfig = { baseUrl: string; model: string; apiKey?: string };

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
  /** Sign-in/sign-up throttling and the refresh grace window (docs/security.md). */
  auth: AuthConfig;
  /** Fastify's trustProxy: who may tell us the client's address (X-Forwarded-For). */
  trustProxy: TrustProxy;
  smtp: { host?: string; port?: number; user?: string; password?: string; from?: string; secure?: boolean };
  logLevel: string;
  allowPrivateNetwork: boolean;
  /** Base URLs of the services the nodes call; `google` overrides every Google API host when set. */
  apis: { google?: string; slack: string; telegram: string; github: string; whatsapp: string; openai: string; anthropic: string };
  pollIntervalMs: number;
  flowConcurrency: number;
  /** Queue mode (REDIS_URL): BullMQ settings; absent → the single-process engine. */
  queue?: { redisUrl: string; prefix: string; workerConcurrency: number; heartbeatMs: number; apiWorks: 'auto' | 'true' | 'false' };
  /** ENLAZA_ENCRYPTION_KEY (docs/credentials.md); absent → a key generated once into dataDir. */
  encryptionKey?: string;
  /** ENLAZA_ENCRYPTION_KEY_PREVIOUS: keys that still open old values during a rotation. */
  previousEncryptionKeys: string[];
  /** ENLAZA_TRUST_PROXY was set: forwarded host/protocol may choose the public URL (server/oauth/public-url.ts). */
  trustForwardedHost: boolean;
  /**
   * The assistant's AI mode: server keys and defaults; base URLs are apis.openai / apis.anthropic.
   * `local`: the operator's OpenAI-compatible server (ENLAZA_LLM_BASE_URL), absent when not set.
   */
  llm: {
    openaiApiKey?: string;
    anthropicApiKey?: string;
    provider?: 'openai' | 'anthropic' | 'local';
    model?: string;
    timeoutMs: number;
    local?: LocalLlmConfig;
  };
  /** Per OAuth provider: endpoints and the system default app. */
  oauth: Record<OAuthProviderId, OAuthProviderConfig>;
  /** AI agents: run time limit (ms) and the public page's messages per minute per visitor. */
  agents: { timeoutMs: number; webRateLimit: number };
  /**
   * Retention, stored step size and bulk replays (docs/alerts.md). maxAgeDays 0 / maxCount null: no limit.
   * inMemoryWaitMaxSeconds: longer delay steps park the execution (docs/engine.md "Long waits").
   */
  executions: { maxAgeDays: number; maxCount: number | null; stepOutputMaxBytes: number; retryConcurrency: number; inMemoryWaitMaxSeconds?: number };
  /** When /api/health reports the disk or the database as full. */
  storage: { diskMinFreeMb: number; databaseMaxMb: number | null };
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
    auth: {
      refreshGraceS: e.ENLAZA_REFRESH_GRACE_S,
      loginWindowS: e.ENLAZA_LOGIN_WINDOW_S,
      loginMaxPerAccountIp: e.ENLAZA_LOGIN_MAX_PER_ACCOUNT_IP,
      loginMaxPerIp: e.ENLAZA_LOGIN_MAX_PER_IP,
      loginMaxPerAccount: e.ENLAZA_LOGIN_MAX_PER_ACCOUNT,
      registerWindowS: e.ENLAZA_REGISTER_WINDOW_S,
      registerMaxPerIp: e.ENLAZA_REGISTER_MAX_PER_IP,
      registerMaxPerAccount: e.ENLAZA_REGISTER_MAX_PER_ACCOUNT,
    },
    trustProxy: parseTrustProxy(e.ENLAZA_TRUST_PROXY ?? 'loopback'),
    trustForwardedHost: e.ENLAZA_TRUST_PROXY !== undefined && parseTrustProxy(e.ENLAZA_TRUST_PROXY) !== false,
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
    queue: e.REDIS_URL
      ? { redisUrl: e.REDIS_URL, prefix: e.ENLAZA_REDIS_PREFIX, workerConcurrency: e.ENLAZA_WORKER_CONCURRENCY, heartbeatMs: e.ENLAZA_HEARTBEAT_MS, apiWorks: e.ENLAZA_API_WORKS }
      : undefined,
    encryptionKey: e.ENLAZA_ENCRYPTION_KEY || undefined,
    previousEncryptionKeys: (e.ENLAZA_ENCRYPTION_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    llm: {
      openaiApiKey: e.OPENAI_API_KEY?.trim() || undefined,
      anthropicApiKey: e.ANTHROPIC_API_KEY?.trim() || undefined,
      provider: e.ENLAZA_LLM_PROVIDER,
      model: e.ENLAZA_LLM_MODEL?.trim() || undefined,
      timeoutMs: e.ENLAZA_LLM_TIMEOUT_MS,
      local: e.ENLAZA_LLM_BASE_URL
        ? { baseUrl: e.ENLAZA_LLM_BASE_URL.replace(/\/+$/, ''), model: e.ENLAZA_LLM_MODEL!.trim(), apiKey: e.ENLAZA_LLM_API_KEY?.trim() || undefined }
        : undefined,
    },
    oauth: oauthFromEnv(env),
    agents: { timeoutMs: e.ENLAZA_AGENT_TIMEOUT_MS, webRateLimit: e.ENLAZA_AGENT_WEB_RATE_LIMIT },
    executions: {
      maxAgeDays: e.ENLAZA_EXECUTIONS_MAX_AGE_DAYS,
      maxCount: e.ENLAZA_EXECUTIONS_MAX_COUNT || null,
      stepOutputMaxBytes: e.ENLAZA_STEP_OUTPUT_MAX_BYTES,
      retryConcurrency: e.ENLAZA_RETRY_CONCURRENCY,
      inMemoryWaitMaxSeconds: e.ENLAZA_IN_MEMORY_WAIT_MAX_S,
    },
    storage: { diskMinFreeMb: e.ENLAZA_DISK_MIN_FREE_MB, databaseMaxMb: e.ENLAZA_DATABASE_MAX_MB ?? null },
    clientDir: path.resolve('dist/client'),
    ...overrides,
  };
}
