import { describe, expect, it, vi } from 'vitest';
import { createTenantFailureAlarm } from './tenant-failure-alarm';

describe('tenant failure alarm', () => {
  it('counts the alarm under the tenant’s brand and logs a warning', async () => {
    const counter = { inc: vi.fn() };
    const log = { warn: vi.fn() };
    const alarm = createTenantFailureAlarm({
      counter,
      log,
      brandOf: async (id) => (id === 't1' ? 'naskila' : undefined),
    });
    await alarm('t1', 201);
    expect(counter.inc).toHaveBeenCalledWith({ brand: 'naskila' });
    expect(log.warn).toHaveBeenCalledWith(
      { tenantId: 't1', brand: 'naskila', failures: 201 },
      'sign-in failure budget exceeded for a tenant',
    );
    await alarm('gone', 5);
    expect(counter.inc).toHaveBeenLastCalledWith({ brand: 'unknown' });
  });
});
