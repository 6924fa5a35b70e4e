import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BRANDS } from '@patron/contracts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Dev default of the demo kiosk terminals' shared secret; refused in production. */
export const DEV_KIOSK_TERMINAL_SECRET = 'kiosk-dev-secret-change-me';

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
  OKTA_CLIENT_ID: z.string().min(1).default('player-portal'),
  OKTA_CLIENT_SECRET: z.string().min(1).optional(),
  DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DEV_SOCIAL_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  FACEBOOK_GRAPH_URL: z.url().optional(),
  FACEBOOK_APP_ID: z.string().min(1).default('100000000000001'),
  FACEBOOK_APP_SECRET: z.string().min(1).default('dev-facebook-app-secret'),
  GOOGLE_TOKENINFO_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).default('patron-portal-demo.apps.googleusercontent.com'),
  REMOTE_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
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
  KIOSK_TERMINAL_SECRET: z.string().min(16).default(DEV_KIOSK_TERMINAL_SECRET),
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
});

function isIpOrCidr(value: string): boolean {
  const [ip = '', prefix, ...rest] = value.split('/');
  const version = isIP(ip);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

export const DEV_REMOTE_AUTH_SECRET = 'dev-only-remote-auth-secret-change-me-0123456789';

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
  oktaClientId: string;
  oktaClientSecret: string | undefined;
  /** Side port of the dev OIDC provider started by server.ts outside production (0 = any free port). */
  devOidcPort: number;
  facebookGraphUrl: string;
  /** FACEBOOK_GRAPH_URL was set; when not, server.ts may swap in the dev fake outside production. */
  facebookGraphUrlIsSet: boolean;
  facebookAppId: string;
  facebookAppSecret: string;
  googleTokenInfoUrl: string;
  googleTokenInfoUrlIsSet: boolean;
  /** Side port of the dev fake social provider started by server.ts outside production (0 = any free port). */
  devSocialPort: number;
  googleClientId: string;
  /** r_token HMAC secret; undefined in production when unset, which disables the r_token grant. */
  remoteAuthSecret: string | undefined;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`); empty: none. */
  trustedProxies: string[];
  /** Master secret from which each seeded kiosk terminal's own device-hash secret is derived (DESIGN §5). */
  kioskTerminalSecret: string;
  /** Twilio-compatible SMS API (DESIGN §10); undefined: the dev gateway, or SMS off in production. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | undefined;
  /** SMTP for e-mail (DESIGN §10); undefined: the dev gateway, or e-mail off in production. */
  smtp: { url: string; from: string } | undefined;
  /** How often the outbox worker looks for due messages; 0: only when asked (tests). */
  outboxPollMs: number;
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
  if (e.NODE_ENV === 'production' && e.REMOTE_AUTH_SECRET === DEV_REMOTE_AUTH_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  REMOTE_AUTH_SECRET: the dev default is refused in production',
    );
  }
  if (e.NODE_ENV === 'production' && e.KIOSK_TERMINAL_SECRET === DEV_KIOSK_TERMINAL_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  KIOSK_TERMINAL_SECRET: set a real secret in production',
    );
  }
  const sms = smsConfig(e);
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
    oktaClientId: e.OKTA_CLIENT_ID,
    oktaClientSecret: e.OKTA_CLIENT_SECRET,
    devOidcPort: e.DEV_OIDC_PORT,
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com',
    facebookGraphUrlIsSet: e.FACEBOOK_GRAPH_URL !== undefined,
    facebookAppId: e.FACEBOOK_APP_ID,
    facebookAppSecret: e.FACEBOOK_APP_SECRET,
    googleTokenInfoUrl: e.GOOGLE_TOKENINFO_URL ?? 'https://oauth2.googleapis.com',
    googleTokenInfoUrlIsSet: e.GOOGLE_TOKENINFO_URL !== undefined,
    devSocialPort: e.DEV_SOCIAL_PORT,
    googleClientId: e.GOOGLE_CLIENT_ID,
    // The dev default is public knowledge: production must bring its own or go without r_token.
    remoteAuthSecret:
      e.REMOTE_AUTH_SECRET ?? (e.NODE_ENV === 'production' ? undefined : DEV_REMOTE_AUTH_SECRET),
    logLevel: e.LOG_LEVEL,
    trustedProxies: e.TRUSTED_PROXIES,
    kioskTerminalSecret: e.KIOSK_TERMINAL_SECRET,
    sms,
    smtp: e.SMTP_URL
      ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? 'no-reply@patron-portal.localhost' }
      : undefined,
    outboxPollMs: e.OUTBOX_POLL_MS,
  };
}

function smsConfig(e: z.infer<typeof envSchema>): Config['sms'] {
  if (!e.SMS_API_URL) return undefined;
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = e;
  if (!accountSid || !authToken || !from) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SMS_API_URL: also set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM',
    );
  }
  return { apiUrl: e.SMS_API_URL.replace(/\/+$/, ''), accountSid, authToken, from };
}
