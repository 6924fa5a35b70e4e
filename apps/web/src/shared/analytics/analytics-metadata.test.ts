import { describe, expect, it, vi } from 'vitest';
import { setsAnyValue } from './analytics-metadata';
import { analyticsTagsFrom } from './load-analytics';
import { loadAnalytics } from './schedule-analytics';

const seeded = [
  { type: 'GoogleAnalytics', metadata: { tagManagerKey: '', analyticsKey: '' } },
  { type: 'GoogleTagManager', metadata: { containerId: '', enabled: false } },
];
const withKey = (type: string, metadata: object) => [
  ...seeded.filter((item) => item.type !== type),
  { type, metadata },
];

describe('which tenants fetch the tag module', () => {
  const cases = [
    seeded,
    [],
    withKey('GoogleTagManager', { containerId: ' ', enabled: true }),
    withKey('GoogleAnalytics', { tagManagerKey: '', analyticsKey: 'G-ELITEDEMO26' }),
    withKey('GoogleAnalytics', { tagManagerKey: 'GTM-AB12', analyticsKey: '' }),
    withKey('GoogleTagManager', { containerId: 'GTM-AB12', enabled: true }),
    withKey('GoogleAnalytics', { tagManagerKey: '', analyticsKey: 'not-a-key' }),
  ];

  it('none whose metadata sets no value, as the seed leaves every tenant', () => {
    expect(setsAnyValue(seeded)).toBe(false);
    expect(setsAnyValue([])).toBe(false);
    expect(setsAnyValue(cases[2] ?? [])).toBe(false);
  });

  it('every tenant with a tag, and any other that set a value (the module then adds none)', () => {
    for (const items of cases) {
      const tags = analyticsTagsFrom(items);
      if (tags.analyticsKey || tags.tagManagerKey)
        expect(setsAnyValue(items), JSON.stringify(items)).toBe(true);
    }
    expect(setsAnyValue(cases[6] ?? [])).toBe(true);
  });

  it('asks for the metadata, and fetches the module only when it sets a value', async () => {
    const install = vi.fn(async () => undefined);
    await loadAnalytics(install, async () => seeded);
    expect(install).not.toHaveBeenCalled();
    const items = withKey('GoogleAnalytics', { tagManagerKey: '', analyticsKey: 'G-ELITEDEMO26' });
    await loadAnalytics(install, async () => items);
    expect(install).toHaveBeenCalledWith(items);
  });

  it('a failed request means no analytics, never an error', async () => {
    const install = vi.fn(async () => undefined);
    await expect(loadAnalytics(install, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(install).not.toHaveBeenCalled();
  });
});
