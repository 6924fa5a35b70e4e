import type { OfferCategory } from '@patron/contracts';
import { OFFER_CATEGORIES } from '@patron/contracts';
import type { BrandProfile } from './brands';
import { lettering } from './svg-lettering';

type Colours = { primary: string; accent: string; surface: string };

const LABELS: Record<OfferCategory, string> = {
  dining: 'Dining',
  hotel: 'Hotel',
  freePlay: 'Free play',
  retail: 'Shopping',
  shows: 'Shows',
};

const DRAWINGS: Record<OfferCategory, (c: Colours) => string> = {
  dining: (c) =>
    `<circle cx="160" cy="90" r="52" fill="${c.surface}"/><circle cx="160" cy="90" r="36" fill="none" stroke="${c.accent}" stroke-width="4"/>` +
    `<path d="M86 46v30m-8-30v22a8 8 0 0 0 16 0V46M86 76v60" stroke="${c.surface}" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<path d="M234 136V46c14 8 16 30 12 48h-12" stroke="${c.surface}" stroke-width="6" stroke-linejoin="round" fill="${c.surface}"/>`,
  hotel: (c) =>
    `<rect x="70" y="96" width="180" height="34" rx="6" fill="${c.surface}"/><rect x="70" y="60" width="16" height="84" rx="4" fill="${c.surface}"/>` +
    `<rect x="234" y="96" width="16" height="48" rx="4" fill="${c.surface}"/><rect x="94" y="78" width="52" height="20" rx="10" fill="${c.accent}"/>` +
    `<path d="M214 30l4 9 10 1-8 6 3 10-9-6-9 6 3-10-8-6 10-1z" fill="${c.accent}"/>`,
  freePlay: (c) =>
    `<rect x="92" y="28" width="136" height="124" rx="14" fill="${c.surface}"/><rect x="106" y="50" width="108" height="50" rx="6" fill="${c.accent}"/>` +
    lettering({
      text: '7 7 7',
      x: 160,
      y: 88,
      size: 36,
      fontStack: 'Georgia, serif',
      weight: 'bold',
      anchor: 'middle',
      fill: c.surface,
    }) +
    `<path d="M228 60h14v-22" stroke="${c.surface}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="242" cy="34" r="9" fill="${c.accent}"/>` +
    `<rect x="124" y="116" width="72" height="14" rx="7" fill="${c.accent}"/>`,
  retail: (c) =>
    `<path d="M104 62h112l-10 92H114z" fill="${c.surface}"/><path d="M136 62v-10a24 24 0 0 1 48 0v10" stroke="${c.surface}" stroke-width="7" fill="none"/>` +
    `<circle cx="160" cy="106" r="18" fill="${c.accent}"/><path d="M152 106l6 6 10-12" stroke="${c.surface}" stroke-width="4" fill="none"/>`,
  shows: (c) =>
    `<path d="M60 24h200v16c-30 6-36 40-40 120H100C96 80 90 46 60 40z" fill="${c.surface}" opacity="0.25"/>` +
    `<path d="M88 78h144v16a10 10 0 0 0 0 20v16H88v-16a10 10 0 0 0 0-20z" fill="${c.surface}"/>` +
    `<path d="M160 86l6 13 14 1-11 9 4 14-13-8-13 8 4-14-11-9 14-1z" fill="${c.accent}"/>`,
};

/** One drawn SVG per offer category in the brand's own colours (light palette). */
export function offerImages(profile: BrandProfile): Record<string, string> {
  const c = { primary: profile.light.primary, accent: profile.light.accent, surface: profile.light.surface };
  return Object.fromEntries(
    OFFER_CATEGORIES.map((category) => [
      `${category}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img" aria-labelledby="t">` +
        `<title id="t">${LABELS[category]} at ${escapeXml(profile.name)}</title>` +
        `<rect width="320" height="180" fill="${c.primary}"/>${DRAWINGS[category](c)}</svg>\n`,
    ]),
  );
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
