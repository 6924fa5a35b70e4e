import { tierLadder } from './rewards-tiers';
import type { BrandProfile } from './brands';
import { lettering } from './svg-lettering';
import { badgeDefinitions, type BadgeEmblem } from './content/badges';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Emblems drawn on a 200×200 medallion, centred on (100, 100), in the colour `c`. */
const EMBLEMS: Record<BadgeEmblem, (c: string, label: string) => string> = {
  door: (c) =>
    `<path d="M74 142V66a6 6 0 0 1 6-6h40a6 6 0 0 1 6 6v76z" fill="none" stroke="${c}" stroke-width="7"/>` +
    `<circle cx="114" cy="104" r="5" fill="${c}"/><path d="M62 142h76" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`,
  star: (c) => `<path d="M100 56l13 27 30 4-22 21 6 30-27-15-27 15 6-30-22-21 30-4z" fill="${c}"/>`,
  crown: (c) =>
    `<path d="M58 128l-6-52 28 22 20-34 20 34 28-22-6 52z" fill="${c}"/><rect x="58" y="134" width="84" height="10" rx="4" fill="${c}"/>`,
  fork: (c) =>
    `<path d="M78 58v28a10 10 0 0 0 20 0V58M88 58v86" stroke="${c}" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<path d="M122 144V58c14 8 16 34 12 52h-12" stroke="${c}" stroke-width="6" stroke-linejoin="round" fill="${c}"/>`,
  chef: (c) =>
    `<path d="M70 112c-16-4-16-30 4-30 2-18 26-22 34-8 12-10 30 0 24 16 16 4 12 24-2 22v24H70z" fill="${c}"/>` +
    `<rect x="70" y="138" width="60" height="8" rx="3" fill="${c}"/>`,
  ticket: (c) =>
    `<path d="M54 78h92v14a10 10 0 0 0 0 20v14H54v-14a10 10 0 0 0 0-20z" fill="${c}"/>` +
    `<path d="M84 82v40" stroke="#ffffff" stroke-width="3" stroke-dasharray="5 5"/>`,
  cards: (c) =>
    `<rect x="58" y="62" width="50" height="72" rx="6" transform="rotate(-12 83 98)" fill="none" stroke="${c}" stroke-width="6"/>` +
    `<rect x="92" y="62" width="50" height="72" rx="6" transform="rotate(12 117 98)" fill="${c}"/>`,
  tier: (c, label) =>
    `<path d="M100 54l38 16v28c0 24-16 40-38 48-22-8-38-24-38-48V70z" fill="${c}"/>` +
    lettering({
      text: label,
      x: 100,
      y: 114,
      size: 34,
      fontStack: 'Georgia, serif',
      weight: 'bold',
      anchor: 'middle',
      fill: '#ffffff',
    }),
};

/** One SVG medallion per badge of the brand (file name = badge key), in its colours. */
export function badgeImages(profile: BrandProfile): Record<string, string> {
  const { primary, accent } = profile.light;
  const ladder = tierLadder(profile.brand);
  return Object.fromEntries(
    badgeDefinitions(profile.brand).map((badge) => {
      const tierNumber = Number(badge.key.replace('tier-', ''));
      const rim = badge.emblem === 'tier' ? (ladder[tierNumber - 1]?.colour ?? accent) : accent;
      return [
        `${badge.key}.svg`,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-labelledby="t">` +
          `<title id="t">${esc(badge.name.en)} badge, ${esc(profile.name)}</title>` +
          `<circle cx="100" cy="100" r="96" fill="${rim}"/>` +
          `<circle cx="100" cy="100" r="82" fill="${primary}" stroke="#ffffff" stroke-width="3" stroke-dasharray="2 6"/>` +
          EMBLEMS[badge.emblem](badge.emblem === 'tier' ? rim : '#ffffff', String(tierNumber || '')) +
          `</svg>\n`,
      ];
    }),
  );
}
