import { describe, expect, it } from 'vitest';
import { createTenantResolver } from './tenant-resolver';
import type { TenantWithDomains, TenantsRepository } from './tenants.repository';

const naskila: TenantWithDomains = {
  id: 't1',
  brand: 'naskila',
  clientHash: 'h1',
  name: 'Naskila',
  domains: ['naskila.localhost'],
};
const coyote: TenantWithDomains = { ...naskila, id: 't2', brand: 'coyote', name: 'Coyote', domains: [] };

function setup() {
  const clock = { now: 1_000_000 };
  const lists: TenantWithDomains[][] = [[naskila, coyote]];
  let loads = 0;
  const tenantsRepository = {
    listWithDomains: async () => {
      loads++;
      return lists[Math.min(loads, lists.length) - 1] ?? [];
    },
  } as unknown as TenantsRepository;
  const resolver = createTenantResolver({
    tenantsRepository,
    allowXTarget: true,
    defaultBrand: 'naskila',
    cacheMs: 30_000,
    now: () => clock.now,
  });
  return { resolver, clock, lists, loads: () => loads };
}

describe('tenant resolver', () => {
  it('answers at once from a fresh snapshot, and only then', async () => {
    const { resolver, clock, loads } = setup();
    const byHost = { xTarget: undefined, host: 'naskila.localhost:8090' };
    expect(resolver.resolveNow(byHost)).toBeUndefined();
    expect(await resolver.resolve(byHost)).toEqual({ tenant: expect.objectContaining({ brand: 'naskila' }) });
    expect(resolver.resolveNow(byHost)).toEqual({ tenant: expect.objectContaining({ brand: 'naskila' }) });
    expect(resolver.resolveNow({ xTarget: 'Coyote ', host: undefined })).toEqual({
      tenant: expect.objectContaining({ brand: 'coyote' }),
    });
    expect(resolver.resolveNow({ xTarget: 'nowhere', host: undefined })).toEqual({
      error: 'Unknown X-Target: nowhere',
    });
    expect(loads()).toBe(1);
    clock.now += 30_000;
    expect(resolver.resolveNow(byHost)).toBeUndefined();
  });

  it('reloads a stale snapshot, and answers from the new one', async () => {
    const { resolver, clock, lists, loads } = setup();
    await resolver.resolve({ xTarget: undefined, host: undefined });
    lists.push([{ ...naskila, domains: ['play.naskila.example'] }, coyote]);
    clock.now += 30_001;
    const moved = { xTarget: undefined, host: 'play.naskila.example' };
    expect(await resolver.resolve(moved)).toEqual({ tenant: expect.objectContaining({ id: 't1' }) });
    expect(loads()).toBe(2);
    expect(resolver.resolveNow(moved)).toEqual({ tenant: expect.objectContaining({ id: 't1' }) });
    // The old domain is gone: the default brand answers it.
    expect(resolver.resolveNow({ xTarget: undefined, host: 'naskila.localhost' })).toEqual({
      tenant: expect.objectContaining({ brand: 'naskila' }),
    });
  });
});
