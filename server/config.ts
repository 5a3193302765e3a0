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
});

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
    clientDir: path.resolve('dist/client'),
    ...overrides,
  };
}
