import { describe, expect, it, vi } from 'vitest';
import type { MetadataRepository } from './metadata.repository';
import { createMetadataService } from './metadata.service';

function fakeRepository(data: Record<string, unknown>) {
  const findAll = vi.fn(async (_tenantId: string) => new Map(Object.entries(data)));
  return { findAll, findByTypes: vi.fn() } as unknown as MetadataRepository & { findAll: typeof findAll };
}

describe('metadata service cache', () => {
  it('reads a tenant once per cache period, however many requests arrive together', async () => {
    const repo = fakeRepository({ KioskMode: { logoutIdleTimeKiosk: 30 } });
    let clock = 0;
    const service = createMetadataService({ metadataRepository: repo, cacheMs: 1000, now: () => clock });
    await Promise.all(Array.from({ length: 10 }, () => service.get('tenant-a', 'KioskMode')));
    expect(repo.findAll).toHaveBeenCalledTimes(1);
    clock = 999;
    await service.get('tenant-a', 'KioskMode');
    expect(repo.findAll).toHaveBeenCalledTimes(1);
    clock = 1000;
    await service.get('tenant-a', 'KioskMode');
    expect(repo.findAll).toHaveBeenCalledTimes(2);
  });

  it('keeps tenants apart and does not keep a failed read', async () => {
    const repo = fakeRepository({ KioskMode: {} });
    repo.findAll.mockRejectedValueOnce(new Error('db down'));
    const service = createMetadataService({ metadataRepository: repo });
    await expect(service.get('tenant-a', 'KioskMode')).rejects.toThrow('db down');
    await expect(service.get('tenant-a', 'KioskMode')).resolves.toEqual({});
    await service.get('tenant-b', 'KioskMode');
    expect(repo.findAll.mock.calls.map(([id]) => id)).toEqual(['tenant-a', 'tenant-a', 'tenant-b']);
  });
});
