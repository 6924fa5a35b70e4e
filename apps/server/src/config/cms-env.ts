import { BRANDS, type Brand } from '@patron/contracts';
import { ConfigError } from '../config-values';

/** A brand's variable suffix: upper-cased, `-` as `_` (little-creek → LITTLE_CREEK). */
export const brandEnvSuffix = (brand: Brand) => brand.toUpperCase().replace(/-/g, '_');

/** Documented as rows of the README's configuration table, like the fixed variables. */
export const CMS_BRAND_VARIABLES = ['CMS_XML_URL_<BRAND>', 'CMS_XML_API_KEY_<BRAND>'] as const;

export type CmsEndpoint = { baseUrl: string; apiKey: string | undefined };

const URL_PREFIX = 'CMS_XML_URL_';
const KEY_PREFIX = 'CMS_XML_API_KEY_';

/**
 * docs/design.md#casino-management-system-connector: CMS_XML_URL_<BRAND> points a tenant at its casino
 * system (and turns xml-http on for it), CMS_XML_API_KEY_<BRAND> is sent as X-Api-Key. A variable
 * naming no brand, or a key without its URL, stops the start: a typo must not leave a property on
 * the wrong system of record.
 */
export function cmsEndpointsFrom(
  env: Record<string, string | undefined>,
): Partial<Record<Brand, CmsEndpoint>> {
  const bySuffix = new Map(BRANDS.map((b) => [brandEnvSuffix(b), b]));
  const problems: string[] = [];
  const endpoints: Partial<Record<Brand, CmsEndpoint>> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    const prefix = name.startsWith(KEY_PREFIX) ? KEY_PREFIX : name.startsWith(URL_PREFIX) ? URL_PREFIX : null;
    if (!prefix) continue;
    const brand = bySuffix.get(name.slice(prefix.length));
    if (!brand) {
      problems.push(`  ${name}: names no brand (one of ${[...bySuffix.keys()].join(', ')})`);
      continue;
    }
    if (prefix === KEY_PREFIX) {
      if (!env[`${URL_PREFIX}${brandEnvSuffix(brand)}`])
        problems.push(`  ${name}: set ${URL_PREFIX}${brandEnvSuffix(brand)} too`);
      continue;
    }
    if (!isHttpUrl(value)) {
      problems.push(`  ${name}: must be an http:// or https:// URL`);
      continue;
    }
    endpoints[brand] = {
      baseUrl: value.replace(/\/+$/, ''),
      apiKey: env[`${KEY_PREFIX}${brandEnvSuffix(brand)}`] || undefined,
    };
  }
  if (problems.length) throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  return endpoints;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
