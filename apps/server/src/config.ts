import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { BRANDS } from '@patron/contracts';
import { cmsEndpointsFrom, type CmsEndpoint } from './config/cms-env';
import { CONFIG_VARIABLES, envSchema } from './config/env-schema';
import { ConfigError, readSigningKeys } from './config-values';
import { deriveDevRemoteAuthKeys, type RemoteAuthKey } from './modules/sign-in/identity/remote-auth-token';
import type { ConfiguredSigningKeys } from './modules/sign-in/oauth/signing-key-sources';

/** Dev default of the demo kiosk terminals' shared secret; refused in production. */
export const DEV_KIOSK_TERMINAL_SECRET = 'kiosk-dev-secret-change-me';
/** Dev default of the r_token HMAC secret the dev keys are derived from; refused in production. */
export const DEV_REMOTE_AUTH_SECRET = 'dev-only-remote-auth-secret-change-me-0123456789';
/** Dev default of the host systems' secret for signed /dummy links; refused in production. */
export const DEV_IMPERSONATION_LINK_SECRET = 'impersonation-dev-secret-change-me';
/** Dev default sealing the database's private signing keys; refused in production. */
export const DEV_KEY_ENCRYPTION_SECRET = 'dev-only-key-encryption-secret-change-me-0123456789';
/**
 * Values that only make sense in development and test (docs/design.md#running-scaling-operating): they are
 * the default there, no default in production, and production refuses them when someone sets them by hand.
 */
export const DEV_DEFAULTS = {
  KIOSK_TERMINAL_SECRET: DEV_KIOSK_TERMINAL_SECRET,
  FACEBOOK_APP_ID: '100000000000001',
  FACEBOOK_APP_SECRET: 'dev-facebook-app-secret',
  GOOGLE_CLIENT_ID: 'patron-portal-demo.apps.googleusercontent.com',
  OKTA_AUTH_ENDPOINT: '/oidc',
  KEY_ENCRYPTION_SECRET: DEV_KEY_ENCRYPTION_SECRET,
  IMPERSONATION_LINK_SECRET: DEV_IMPERSONATION_LINK_SECRET,
} as const;

/** Production default of the per-address limit; dev and tests sign in far more often from one host. */
const SIGN_IN_RATE_LIMIT_PER_MINUTE = { production: 60, other: 1000 } as const;

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A directory, or `memory://` for an in-memory PGlite. */
  pgliteDataDir: string;
  webDistDir: string;
  /** Outside production only: the next build, for the browser test of the update prompt. */
  webDistNextDir: string | undefined;
  defaultBrand: (typeof BRANDS)[number];
  /** development or test: dev defaults, dev providers, the dev plugin and X-Target are allowed. */
  devMode: boolean;
  /** Seed the demo people (players, managers, terminals, identities): dev/test, or SEED_DEMO=1. */
  seedDemo: boolean;
  /** SEED_DEMO was set by hand: a production demo knowingly runs with demo credentials. */
  seedDemoExplicit: boolean;
  /** Bearer token for /metrics and /docs in production; unset there: both are not served. */
  opsToken: string | undefined;
  allowXTarget: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family (one sign-in and its rotations). */
  refreshFamilyMaxAgeSeconds: number;
  /** The okta IdP's issuer written into the tenants' SsoProviders; unset in production: no okta button. */
  oktaAuthEndpoint: string | undefined;
  oktaClientId: string;
  oktaClientSecret: string | undefined;
  /** Side port of the dev OIDC provider started by server.ts outside production (0 = any free port). */
  devOidcPort: number;
  facebookGraphUrl: string;
  /** FACEBOOK_GRAPH_URL was set; when not, server.ts may swap in the dev fake outside production. */
  facebookGraphUrlIsSet: boolean;
  /** Unset (production without FACEBOOK_APP_*): Facebook sign-in answers that it is not configured. */
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  googleTokenInfoUrl: string;
  googleTokenInfoUrlIsSet: boolean;
  /** Side port of the dev fake social provider started by server.ts outside production (0 = any free port). */
  devSocialPort: number;
  /** Side port of the CMS simulator started by server.ts outside production (0 = any free port). */
  devCmsPort: number;
  googleClientId: string | undefined;
  /**
   * r_token HMAC keys by kid, each bound to the brands it may sign for; empty in production when
   * REMOTE_AUTH_SECRETS is unset, which disables the r_token grant.
   */
  remoteAuthKeys: RemoteAuthKey[];
  /** Secret-checking or -hashing sign-in requests one client address (IPv6: its /64) may make per minute. */
  signInRequestsPerMinute: number;
  /** argon2 worker threads: ARGON2_THREADS (for a CPU quota), else one per core Node.js sees. */
  argon2Threads: number;
  /** Failed sign-ins per tenant per 5 minutes above which the alarm metric is raised. */
  tenantSignInFailureBudget: number;
  /** Account requests (join, reset, recover, confirm) one client address may make per 15 minutes. */
  accountRequestsPerAddress: number;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`); empty: none. */
  trustedProxies: string[];
  /**
   * Master secret from which each seeded kiosk terminal's own device-hash secret is derived
   * (docs/design.md#identity-and-sessions).
   */
  kioskTerminalSecret: string | undefined;
  /** SIGNING_KEYS: inline JWKs or a file re-read on each key reload; unset: keys kept in the database. */
  signingKeys: ConfiguredSigningKeys | undefined;
  /** Seals private keys kept in the database; undefined only in production with SIGNING_KEYS. */
  keyEncryptionSecret: string | undefined;
  /** How long a server keeps its signing keys before reading them again (added or retired keys). */
  signingKeysCacheSeconds: number;
  /**
   * Master secret of the host systems that sign /dummy links (each brand's is derived from it);
   * undefined in production when unset, which turns impersonation off.
   */
  impersonationLinkSecret: string | undefined;
  /**
   * Twilio-compatible SMS API (docs/design.md#messages-and-outbox); undefined: the dev gateway, or SMS off in
   * production.
   */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | undefined;
  /**
   * SMTP for e-mail (docs/design.md#messages-and-outbox); undefined: the dev gateway, or e-mail off in
   * production.
   */
  smtp: { url: string; from: string } | undefined;
  /** How often the outbox worker looks for due messages; 0: only when asked (tests). */
  outboxPollMs: number;
  /** docs/design.md#casino-management-system-connector: the tenants on a casino system, and its bounds. */
  cms: {
    /** By brand, from CMS_XML_URL_<BRAND>; outside production the dev services add the simulator. */
    endpoints: Partial<Record<(typeof BRANDS)[number], CmsEndpoint>>;
    timeoutMs: number;
    /** How often open redemptions are reconciled; 0: only when asked (tests). */
    reconcileMs: number;
    /** Outside production: the simulator the dev services started for a tenant with no CMS_XML_URL_<BRAND>. */
    simulator?: { brand: (typeof BRANDS)[number]; baseUrl: string };
  };
};

export { CONFIG_VARIABLES, ConfigError };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const devMode = e.NODE_ENV !== 'production';
  if (!devMode) refuseDevValues(e);
  const dev = <K extends keyof typeof DEV_DEFAULTS>(key: K): string | undefined =>
    e[key] ?? (devMode ? DEV_DEFAULTS[key] : undefined);
  const signingKeys = e.SIGNING_KEYS === undefined ? undefined : readSigningKeys(e.SIGNING_KEYS);
  if (!devMode && !signingKeys && !e.KEY_ENCRYPTION_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  KEY_ENCRYPTION_SECRET: required in production to seal the signing keys kept in the database (or set SIGNING_KEYS)',
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
    webDistNextDir: devMode && e.WEB_DIST_NEXT_DIR ? path.resolve(e.WEB_DIST_NEXT_DIR) : undefined,
    defaultBrand: e.DEFAULT_BRAND,
    devMode,
    seedDemo: e.SEED_DEMO ?? devMode,
    seedDemoExplicit: e.SEED_DEMO === true,
    opsToken: e.OPS_TOKEN,
    allowXTarget: e.ALLOW_X_TARGET ?? devMode,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshFamilyMaxAgeSeconds: e.REFRESH_FAMILY_MAX_AGE_SECONDS,
    oktaAuthEndpoint: dev('OKTA_AUTH_ENDPOINT'),
    oktaClientId: e.OKTA_CLIENT_ID,
    oktaClientSecret: e.OKTA_CLIENT_SECRET,
    devOidcPort: e.DEV_OIDC_PORT,
    facebookGraphUrl: e.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com',
    facebookGraphUrlIsSet: e.FACEBOOK_GRAPH_URL !== undefined,
    facebookAppId: dev('FACEBOOK_APP_ID'),
    facebookAppSecret: dev('FACEBOOK_APP_SECRET'),
    googleTokenInfoUrl: e.GOOGLE_TOKENINFO_URL ?? 'https://oauth2.googleapis.com',
    googleTokenInfoUrlIsSet: e.GOOGLE_TOKENINFO_URL !== undefined,
    devSocialPort: e.DEV_SOCIAL_PORT,
    devCmsPort: e.DEV_CMS_PORT,
    googleClientId: dev('GOOGLE_CLIENT_ID'),
    // The dev keys are public knowledge: production must bring its own or go without r_token.
    remoteAuthKeys:
      e.REMOTE_AUTH_SECRETS ?? (devMode ? deriveDevRemoteAuthKeys(DEV_REMOTE_AUTH_SECRET, BRANDS) : []),
    signInRequestsPerMinute:
      e.SIGN_IN_RATE_LIMIT_PER_MINUTE ?? SIGN_IN_RATE_LIMIT_PER_MINUTE[devMode ? 'other' : 'production'],
    argon2Threads: e.ARGON2_THREADS ?? availableParallelism(),
    tenantSignInFailureBudget: e.SIGN_IN_TENANT_FAILURE_BUDGET,
    accountRequestsPerAddress: e.ACCOUNT_REQUESTS_PER_ADDRESS,
    logLevel: e.LOG_LEVEL,
    trustedProxies: e.TRUSTED_PROXIES,
    kioskTerminalSecret: dev('KIOSK_TERMINAL_SECRET'),
    signingKeys,
    keyEncryptionSecret: dev('KEY_ENCRYPTION_SECRET'),
    signingKeysCacheSeconds: e.SIGNING_KEYS_CACHE_SECONDS,
    impersonationLinkSecret: dev('IMPERSONATION_LINK_SECRET'),
    sms,
    smtp: e.SMTP_URL
      ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? 'no-reply@patron-portal.localhost' }
      : undefined,
    outboxPollMs: e.OUTBOX_POLL_MS,
    cms: { endpoints: cmsEndpointsFrom(env), timeoutMs: e.CMS_TIMEOUT_MS, reconcileMs: e.CMS_RECONCILE_MS },
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

type ProductionEnv = z.infer<typeof envSchema>;

/**
 * docs/design.md#running-scaling-operating: a dev default or dev helper set in production stops the start,
 * naming each one.
 */
function refuseDevValues(e: ProductionEnv): void {
  const problems = (Object.keys(DEV_DEFAULTS) as (keyof typeof DEV_DEFAULTS)[])
    .filter((key) => e[key] !== undefined && e[key] === DEV_DEFAULTS[key])
    .map((key) => `  ${key}: the dev default is refused in production; set a real value or leave it unset`);
  if (e.OKTA_AUTH_ENDPOINT !== undefined && !/^https:\/\//.test(e.OKTA_AUTH_ENDPOINT)) {
    problems.push(
      '  OKTA_AUTH_ENDPOINT: must be an https:// issuer URL in production (no dev IdP runs there)',
    );
  }
  if (e.REMOTE_AUTH_SECRETS?.some((k) => k.secret === DEV_REMOTE_AUTH_SECRET)) {
    problems.push('  REMOTE_AUTH_SECRETS: the dev default is refused in production');
  }
  if (e.ALLOW_X_TARGET) {
    problems.push('  ALLOW_X_TARGET: X-Target is a dev helper and is refused in production');
  }
  if (problems.length) throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
}
