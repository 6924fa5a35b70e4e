import type { AnnouncementCategory, LocationKind } from '@patron/contracts';

/** Text written in US English and Mexican Spanish; en-ZW is derived from the English (see en-zw.ts). */
export type Bilingual = { en: string; es: string };

/** Opening hours: every day, or some days, from `open` to `close` (hours 0–24; close ≤ open runs past midnight). */
export type Hours =
  { always: true } | { days: 'daily' | 'weekends' | 'thuSun' | 'monSat'; open: number; close: number };

export type LocationSeed = {
  name: string;
  kind: LocationKind;
  description: Bilingual;
  hours: Hours;
  /** Last four digits; the brand's area code and exchange come first. */
  line: string;
};

export type AnnouncementSeed = {
  key: string;
  category: AnnouncementCategory;
  title: Bilingual;
  body: Bilingual;
  link?: string | null;
  /** Days before the seed's time it was published (negative: scheduled for later). */
  publishedDaysAgo: number;
  /** Days after the seed's time it expires; null: until someone takes it down. */
  expiresInDays: number | null;
  /** Only players of these tiers see it (never the public lobby). */
  audienceTiers?: number[];
};

export type BrandContent = { locations: LocationSeed[]; announcements: AnnouncementSeed[] };
