import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BRANDS } from '@patron/contracts';
import { parseRemoteAuthSecrets } from '../config-values';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default(path.resolve(packageRoot, '../../data')),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(packageRoot, '../web/dist')),
  /** Development and tests: a second build, served to a browser that carries the `web-build=next` cookie. */
  WEB_DIST_NEXT_DIR: z.string().min(1).optional(),
  DEFAULT_BRAND: z.enum(BRANDS).default('naskila'),
  ALLOW_X_TARGET: booleanFlag.optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  REFRESH_FAMILY_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(90 * 24 * 3600),
  OKTA_AUTH_ENDPOINT: z.string().min(1).optional(),
  OKTA_CLIENT_ID: z.string().min(1).default('player-portal'),
  OKTA_CLIENT_SECRET: z.string().min(1).optional(),
  DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DEV_SOCIAL_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DEV_CMS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  FACEBOOK_GRAPH_URL: z.url().optional(),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  GOOGLE_TOKENINFO_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  REMOTE_AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined, 'replaced by REMOTE_AUTH_SECRETS (a JSON map kid → {secret, brands})'),
  REMOTE_AUTH_SECRETS: z.string().optional().transform(parseRemoteAuthSecrets),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  ARGON2_THREADS: z.coerce.number().int().min(1).max(1024).optional(),
  SIGN_IN_TENANT_FAILURE_BUDGET: z.coerce.number().int().min(1).default(200),
  ACCOUNT_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isIpOrCidr), 'must be a comma list of IP addresses or CIDR ranges'),
  KIOSK_TERMINAL_SECRET: z.string().min(16).optional(),
  SEED_DEMO: booleanFlag.optional(),
  OPS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  SIGNING_KEYS: z.string().min(1).optional(),
  KEY_ENCRYPTION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SIGNING_KEYS_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  IMPERSONATION_LINK_SECRET: z.string().min(16).optional(),
  SMS_API_URL: z.url().optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.email().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  CMS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2500),
  CMS_RECONCILE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
});

/** Every environment variable loadConfig reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

function isIpOrCidr(value: string): boolean {
  const [ip = '', prefix, ...rest] = value.split('/');
  const version = isIP(ip);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}
