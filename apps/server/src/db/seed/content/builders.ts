import type { LocationKind } from '@patron/contracts';
import type { AnnouncementSeed, Hours, LocationSeed } from './content-types';

export const ALWAYS: Hours = { always: true };
export const daily = (open: number, close: number): Hours => ({ days: 'daily', open, close });
export const weekends = (open: number, close: number): Hours => ({ days: 'weekends', open, close });
export const thuSun = (open: number, close: number): Hours => ({ days: 'thuSun', open, close });
export const monSat = (open: number, close: number): Hours => ({ days: 'monSat', open, close });

export function place(
  name: string,
  kind: LocationKind,
  line: string,
  hours: Hours,
  en: string,
  es: string,
): LocationSeed {
  return { name, kind, line, hours, description: { en, es } };
}

type Timing = { ago: number; expires: number | null; tiers?: number[]; link?: string };

/** One news item: [title, body] in English and Spanish, published `ago` days before the seed. */
export function news(
  key: string,
  category: AnnouncementSeed['category'],
  timing: Timing,
  en: [string, string],
  es: [string, string],
): AnnouncementSeed {
  return {
    key,
    category,
    title: { en: en[0], es: es[0] },
    body: { en: en[1], es: es[1] },
    link: timing.link ?? null,
    publishedDaysAgo: timing.ago,
    expiresInDays: timing.expires,
    ...(timing.tiers ? { audienceTiers: timing.tiers } : {}),
  };
}
