import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BRANDS } from '@patron/contracts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default(path.resolve(packageRoot, '../../data')),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(packageRoot, '../web/dist')),
  DEFAULT_BRAND: z.enum(BRANDS).default('naskila'),
  ALLOW_X_TARGET: booleanFlag.optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  OKTA_AUTH_ENDPOINT: z.string().min(1).default('/oidc'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A directory, or `memory://` for an in-memory PGlite. */
  pgliteDataDir: string;
  webDistDir: string;
  defaultBrand: (typeof BRANDS)[number];
  allowXTarget: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  oktaAuthEndpoint: string;
  logLevel: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: e.PGLITE_DATA_DIR === 'memory://' ? e.PGLITE_DATA_DIR : path.resolve(e.PGLITE_DATA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    defaultBrand: e.DEFAULT_BRAND,
    allowXTarget: e.ALLOW_X_TARGET ?? e.NODE_ENV !== 'production',
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    oktaAuthEndpoint: e.OKTA_AUTH_ENDPOINT,
    logLevel: e.LOG_LEVEL,
  };
}
