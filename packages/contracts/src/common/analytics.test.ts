import { describe, expect, it } from 'vitest';
import { analyticsScriptUrls, analyticsTagsOf, hasAnalyticsTags } from './analytics';

describe('analyticsTagsOf', () => {
  it('finds no tag in the seeded empty keys', () => {
    const tags = analyticsTagsOf(
      { tagManagerKey: '', analyticsKey: '' },
      { containerId: '', enabled: false },
    );
    expect(tags).toEqual({});
    expect(hasAnalyticsTags(tags)).toBe(false);
    expect(analyticsScriptUrls(tags)).toEqual([]);
  });

  it('reads the analytics key and the tag-manager key of either metadata type', () => {
    expect(analyticsTagsOf({ analyticsKey: 'G-ABC123', tagManagerKey: '' }, undefined)).toEqual({
      analyticsKey: 'G-ABC123',
    });
    expect(
      analyticsTagsOf({ analyticsKey: '', tagManagerKey: '' }, { containerId: 'GTM-K9X2', enabled: true }),
    ).toEqual({ tagManagerKey: 'GTM-K9X2' });
    expect(analyticsTagsOf(undefined, { containerId: 'GTM-K9X2', enabled: false })).toEqual({});
    expect(analyticsScriptUrls({ analyticsKey: 'G-ABC123', tagManagerKey: 'GTM-K9X2' })).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    ]);
  });

  it('ignores a malformed key, so metadata cannot shape a script URL', () => {
    for (const key of ['G-1"><script>', 'G-abc/../x', 'UA-1-1', 'https://evil.example/x.js', 'G-'])
      expect(analyticsTagsOf({ analyticsKey: key, tagManagerKey: key }, undefined)).toEqual({});
  });
});
