import { playerPortalSettingsSchema, worksReportGuideSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { BRAND_PROFILES } from './brands';
import { buildMetadata } from './metadata';

describe('seeded WorksReport and external pages', () => {
  it.each(BRAND_PROFILES.map((profile) => [profile.brand, profile] as const))(
    '%s: an Earn & Redeem guide beside the disclaimer, and https external pages',
    (_brand, profile) => {
      const metadata = buildMetadata(profile, {});
      const guide = worksReportGuideSchema.parse(metadata.WorksReport);
      expect(guide.earning.map((rule) => rule.activity)).toContain('slots');
      // The statements' disclaimer stays beside the guide.
      expect(metadata.WorksReport).toMatchObject({
        disclaimer: { 'en-US': expect.stringContaining(profile.name) },
      });
      const settings = playerPortalSettingsSchema.parse(metadata.PlayerPortalSettings);
      expect(settings.digitalConciergeUrl).toMatch(/^https:\/\/concierge\.[a-z0-9-]+\.example\/$/);
      expect(settings.unauthorizedRedirectUri).toBe('/session/login');
    },
  );

  it('properties differ: a hotel booking link and hotel earning only where there is a hotel', () => {
    const guides = BRAND_PROFILES.map((profile) => buildMetadata(profile, {}));
    const names = new Set(guides.map((m) => worksReportGuideSchema.parse(m.WorksReport).programName));
    expect(names.size).toBe(BRAND_PROFILES.length);
    for (const metadata of guides) {
      const guide = worksReportGuideSchema.parse(metadata.WorksReport);
      const settings = playerPortalSettingsSchema.parse(metadata.PlayerPortalSettings);
      expect(guide.redeeming.includes('hotel')).toBe(settings.hotelBookingUrl !== undefined);
    }
  });
});
