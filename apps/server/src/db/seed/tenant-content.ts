import type { Brand, LocationKind, OfferCategory } from '@patron/contracts';
import { badgeImageUrl } from './badge-image-url';
import { assetPath } from './branding';
import { brandProfile } from './brands';
import { brandContent } from './content/brand-content';
import { badgeDefinitions, type BadgeSeed } from './content/badges';
import type { AnnouncementSeed, Bilingual, LocationSeed } from './content/content-types';
import { toEnZw } from './content/en-zw';
import { formatHours } from './content/hours';
import { tierLadder, type TierSeed } from './rewards-tiers';

/** What a tenant tells its players: tier ladder, badges, places and news. Config, not demo. */
export type TenantContent = {
  tiers: TierSeed[];
  badges: BadgeSeed[];
  locations: LocationSeed[];
  announcements: AnnouncementSeed[];
};

export function buildTenantContent(brand: Brand): TenantContent {
  return {
    tiers: tierLadder(brand),
    badges: badgeDefinitions(brand),
    ...brandContent(brand),
  };
}

const LOCATION_IMAGE: Record<LocationKind, OfferCategory> = {
  restaurant: 'dining',
  bar: 'dining',
  hotel: 'hotel',
  spa: 'hotel',
  cage: 'freePlay',
  giftShop: 'retail',
  entertainment: 'shows',
  gaming: 'freePlay',
  recreation: 'shows',
};

const DAY = 86_400_000;

/** Row values of `text` in the other languages (the row's own columns hold en-US). */
function others<K extends string>(fields: Record<K, Bilingual>) {
  const pick = (f: (b: Bilingual) => string) =>
    Object.fromEntries(Object.entries<Bilingual>(fields).map(([k, v]) => [k, f(v)])) as Record<K, string>;
  return { 'es-MX': pick((b) => b.es), 'en-ZW': pick((b) => toEnZw(b.en)) };
}

export function locationRows(brand: Brand, tenantId: string, locations: LocationSeed[]) {
  const { areaCode } = brandProfile(brand);
  return locations.map((l, position) => ({
    tenantId,
    name: l.name,
    kind: l.kind,
    position,
    description: l.description.en,
    hours: formatHours(l.hours, 'en'),
    phone: `(${areaCode}) 555-${l.line}`,
    imageUrl: `/assets/offers/${brand}/${LOCATION_IMAGE[l.kind]}.svg`,
    translations: {
      'es-MX': { description: l.description.es, hours: formatHours(l.hours, 'es') },
      'en-ZW': { description: toEnZw(l.description.en), hours: formatHours(l.hours, 'zw') },
    },
  }));
}

const ANNOUNCEMENT_IMAGE: Record<AnnouncementSeed['category'], (brand: Brand) => string> = {
  event: (brand) => `/assets/offers/${brand}/shows.svg`,
  promotion: (brand) => `/assets/offers/${brand}/freePlay.svg`,
  hours: (brand) => assetPath(brand, 'banner.svg'),
  news: (brand) => assetPath(brand, 'banner.svg'),
};

/** Publish and expiry times are relative to `now`, the moment the tenant is first seeded. */
export function announcementRows(brand: Brand, tenantId: string, items: AnnouncementSeed[], now: Date) {
  return items.map((a) => ({
    tenantId,
    key: a.key,
    category: a.category,
    title: a.title.en,
    body: a.body.en,
    imageUrl: ANNOUNCEMENT_IMAGE[a.category](brand),
    link: a.link ?? null,
    publishedAt: new Date(now.getTime() - a.publishedDaysAgo * DAY),
    expiresAt: a.expiresInDays === null ? null : new Date(now.getTime() + a.expiresInDays * DAY),
    audienceTiers: a.audienceTiers ?? null,
    translations: others({ title: a.title, body: a.body }),
  }));
}

export function badgeRows(brand: Brand, tenantId: string, badges: BadgeSeed[]) {
  return badges.map((b, position) => ({
    tenantId,
    key: b.key,
    position,
    name: b.name.en,
    description: b.description.en,
    imageUrl: badgeImageUrl(brand, b.key),
    rule: b.rule,
    translations: others({ name: b.name, description: b.description }),
  }));
}
