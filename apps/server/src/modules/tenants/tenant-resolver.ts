import type { Brand } from '@patron/contracts';
import type { Tenant, TenantsRepository } from './tenants.repository';

type Snapshot = { byBrand: Map<string, Tenant>; byDomain: Map<string, Tenant>; loadedAt: number };

export type ResolveInput = { xTarget: string | undefined; host: string | undefined };
export type ResolveResult = { tenant: Tenant } | { error: string };

/** docs/design.md#tenancy: X-Target (if allowed) → Host against tenant domains → DEFAULT_BRAND. */
export function createTenantResolver(deps: {
  tenantsRepository: TenantsRepository;
  allowXTarget: boolean;
  defaultBrand: Brand;
  cacheMs?: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const cacheMs = deps.cacheMs ?? 30_000;
  // The last snapshot loaded (answered from without a promise while fresh), and a load in flight.
  let loaded: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  async function load(): Promise<Snapshot> {
    const list = await deps.tenantsRepository.listWithDomains();
    const byBrand = new Map(list.map((t) => [t.brand, strip(t)]));
    const byDomain = new Map(list.flatMap((t) => t.domains.map((d) => [d, strip(t)] as const)));
    loaded = { byBrand, byDomain, loadedAt: now() };
    return loaded;
  }

  const fresh = (s: Snapshot | undefined) => (s && now() - s.loadedAt < cacheMs ? s : undefined);

  function current(): Promise<Snapshot> {
    const s = fresh(loaded);
    if (s) return Promise.resolve(s);
    loading ??= load().finally(() => (loading = undefined));
    return loading;
  }

  function resolveIn(s: Snapshot, { xTarget, host }: ResolveInput): ResolveResult {
    if (deps.allowXTarget && xTarget !== undefined) {
      const tenant = s.byBrand.get(xTarget.trim().toLowerCase());
      return tenant ? { tenant } : { error: `Unknown X-Target: ${xTarget.slice(0, 64)}` };
    }
    const hostname = host ? stripPort(host.trim().toLowerCase()) : undefined;
    const byHost = hostname ? s.byDomain.get(hostname) : undefined;
    if (byHost) return { tenant: byHost };
    const fallback = s.byBrand.get(deps.defaultBrand);
    if (!fallback) throw new Error(`DEFAULT_BRAND ${deps.defaultBrand} has no tenant`);
    return { tenant: fallback };
  }

  return {
    async resolve(input: ResolveInput): Promise<ResolveResult> {
      return resolveIn(await current(), input);
    },
    /** The answer from a fresh snapshot without waiting, or undefined when one must be loaded. */
    resolveNow(input: ResolveInput): ResolveResult | undefined {
      const s = fresh(loaded);
      return s && resolveIn(s, input);
    },
  };
}

function strip({ id, brand, clientHash, name }: Tenant): Tenant {
  return { id, brand, clientHash, name };
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
