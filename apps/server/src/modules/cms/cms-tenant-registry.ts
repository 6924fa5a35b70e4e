import { clientAccountSchema, externalSystemSchema, type Brand } from '@patron/contracts';
import type { CmsEndpoint } from '../../config/cms-env';
import { UnauthorizedError } from '../../lib/errors';
import type { PlayerKey } from '../../lib/player-key';
import type { CmsConnector } from './cms-connector';
import { withLastKnown } from './cms-last-known';
import type { CmsReadCopiesRepository } from './cms-read-copies.repository';
import type { CmsRegistry } from './cms-registry';
import { createCmsHttpClient, type CmsCallMetric } from './xml-http/cms-http-client';
import type { CmsRedemptionsRepository } from './xml-http/cms-redemptions.repository';
import { DEFAULT_CMS_CLOCK, type CmsClock } from './xml-http/cms-values';
import type { TierRung } from './xml-http/xml-http-calls';
import { createXmlHttpConnector } from './xml-http/xml-http-connector';
import type { XmlHttpWrites } from './xml-http/xml-http-writes';

export type XmlHttpTenant = CmsConnector & Pick<XmlHttpWrites, 'reconcile'>;

export type TenantCmsRegistryDeps = {
  local: CmsConnector;
  /** CMS_XML_URL_<BRAND> / CMS_XML_API_KEY_<BRAND> (and, outside production, the simulator). */
  endpoints: Partial<Record<Brand, CmsEndpoint>>;
  timeoutMs: number;
  brandOf(tenantId: string): Promise<Brand | undefined>;
  /** The tenant's ExternalRewards and ClientAccount metadata. */
  metadataOf(tenantId: string): Promise<{ externalRewards: unknown; clientAccount: unknown }>;
  tierLadder(tenantId: string): Promise<TierRung[]>;
  externalIdOf(player: PlayerKey): Promise<string | null | undefined>;
  redemptions: CmsRedemptionsRepository;
  copies: CmsReadCopiesRepository;
  metrics?: (tenant: Brand, metric: CmsCallMetric) => void;
  now?: () => Date;
};

/** How long a tenant's settings (its system, clock and tiers) are reused before they are read again. */
const SETTINGS_TTL_MS = 60_000;

type Settings = { endpoint: CmsEndpoint | null; clock: CmsClock; brand: Brand | undefined };

/**
 * docs/design.md#casino-management-system-connector: the environment's CMS_XML_URL_<BRAND> wins; otherwise
 * ExternalRewards `{enabled, connector: 'xml-http', baseUrl}` puts a tenant on its CMS; every other tenant
 * keeps the portal's own ledger. One connector (one HTTP client, one circuit breaker) per tenant and URL,
 * so one property's dead CMS opens only its own breaker.
 */
export function createTenantCmsRegistry(deps: TenantCmsRegistryDeps): CmsRegistry & {
  xmlHttpFor(tenantId: string): Promise<XmlHttpTenant | null>;
} {
  const now = deps.now ?? (() => new Date());
  const settings = new Map<string, { at: number; value: Promise<Settings> }>();
  const connectors = new Map<string, XmlHttpTenant>();

  async function readSettings(tenantId: string): Promise<Settings> {
    const [brand, metadata] = await Promise.all([deps.brandOf(tenantId), deps.metadataOf(tenantId)]);
    const account = clientAccountSchema.partial().safeParse(metadata.clientAccount);
    const clock: CmsClock = {
      timeZone: (account.success && account.data.timeZone) || DEFAULT_CMS_CLOCK.timeZone,
      gamingDayStartHour: account.success
        ? (account.data.gamingDayStartHour ?? DEFAULT_CMS_CLOCK.gamingDayStartHour)
        : DEFAULT_CMS_CLOCK.gamingDayStartHour,
    };
    const fromEnv = brand ? deps.endpoints[brand] : undefined;
    if (fromEnv) return { endpoint: fromEnv, clock, brand };
    const external = externalSystemSchema.safeParse(metadata.externalRewards);
    const configured =
      external.success && external.data.enabled && external.data.connector === 'xml-http'
        ? external.data.baseUrl
        : undefined;
    return { endpoint: configured ? { baseUrl: configured, apiKey: undefined } : null, clock, brand };
  }

  function settingsOf(tenantId: string): Promise<Settings> {
    const cached = settings.get(tenantId);
    if (cached && now().getTime() - cached.at < SETTINGS_TTL_MS) return cached.value;
    const value = readSettings(tenantId);
    settings.set(tenantId, { at: now().getTime(), value });
    value.catch(() => settings.delete(tenantId));
    return value;
  }

  async function xmlHttpFor(tenantId: string): Promise<XmlHttpTenant | null> {
    const { endpoint, brand } = await settingsOf(tenantId);
    if (!endpoint) return null;
    const id = `${tenantId} ${endpoint.baseUrl}`;
    let connector = connectors.get(id);
    if (!connector) {
      const client = createCmsHttpClient({
        baseUrl: endpoint.baseUrl,
        ...(endpoint.apiKey ? { apiKey: endpoint.apiKey } : {}),
        timeoutMs: deps.timeoutMs,
        ...(deps.metrics && brand ? { metrics: (m: CmsCallMetric) => deps.metrics!(brand, m) } : {}),
      });
      const xmlHttp = createXmlHttpConnector({
        client,
        async cmsIdOf(player) {
          const externalId = await deps.externalIdOf(player);
          // A player the casino system does not know has nothing to read there.
          if (!externalId) throw new UnauthorizedError();
          return externalId;
        },
        clock: async () => (await settingsOf(tenantId)).clock,
        tierLadder: () => deps.tierLadder(tenantId),
        redemptions: deps.redemptions,
        timeoutMs: deps.timeoutMs,
        now,
      });
      connector = withLastKnown(xmlHttp, deps.copies, now);
      connectors.set(id, connector);
    }
    return connector;
  }

  return {
    async forTenant(tenantId) {
      return (await xmlHttpFor(tenantId)) ?? deps.local;
    },
    xmlHttpFor,
  };
}
