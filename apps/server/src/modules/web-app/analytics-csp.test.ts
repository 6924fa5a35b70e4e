import { describe, expect, it } from 'vitest';
import type { MetadataService } from '../metadata/metadata.service';
import { ANALYTICS_CSP, createAnalyticsCsp } from './analytics-csp';

const serviceWith = (byTenant: Record<string, Record<string, unknown>>) =>
  ({ all: async (id: string) => new Map(Object.entries(byTenant[id] ?? {})) }) as unknown as MetadataService;

describe('createAnalyticsCsp', () => {
  it('widens only for a tenant with a well-formed key of either metadata type', async () => {
    const cspFor = createAnalyticsCsp({
      metadataService: serviceWith({
        none: {
          GoogleAnalytics: { tagManagerKey: '', analyticsKey: '' },
          GoogleTagManager: { containerId: '', enabled: false },
        },
        ga: { GoogleAnalytics: { tagManagerKey: '', analyticsKey: 'G-ABCD1234' } },
        gtm: { GoogleTagManager: { containerId: 'GTM-ABC123', enabled: true } },
        off: { GoogleTagManager: { containerId: 'GTM-ABC123', enabled: false } },
        bad: { GoogleAnalytics: { tagManagerKey: '', analyticsKey: "G-1'; script-src *" } },
      }),
    });
    expect(await cspFor('none')).toBeUndefined();
    expect(await cspFor('ga')).toBe(ANALYTICS_CSP);
    expect(await cspFor('gtm')).toBe(ANALYTICS_CSP);
    expect(await cspFor('off')).toBeUndefined();
    expect(await cspFor('bad')).toBeUndefined();
  });
});
