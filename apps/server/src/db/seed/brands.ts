import type { Brand } from '@patron/contracts';

type Palette = { primary: string; accent: string; background: string; surface: string };

export type BrandProfile = {
  brand: Brand;
  /** Fictional property; no real casino's name or mark. */
  name: string;
  initials: string;
  tagline: string;
  fontBody: string;
  fontHeading: string;
  radius: string;
  light: Palette;
  dark: Palette;
  city: string;
  zipCode: string;
  /** The property's street and state (its city and ZIP code are the demo players' too). */
  street: string;
  stateId: string;
  areaCode: string;
  /** The property's IANA zone (ClientAccount metadata): its gaming days, statements and expiry dates. */
  timeZone: string;
  demoPlayer: { firstName: string; lastName: string };
};

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const BRAND_PROFILES: readonly BrandProfile[] = [
  {
    brand: 'tp',
    name: 'Tidepool Palace Casino',
    initials: 'TP',
    tagline: 'Where the tide turns your way',
    fontBody: SYSTEM,
    fontHeading: "'Trebuchet MS', 'Segoe UI', sans-serif",
    radius: '12px',
    light: { primary: '#0f5e68', accent: '#c2410c', background: '#f1f7f7', surface: '#ffffff' },
    dark: { primary: '#5eead4', accent: '#fb923c', background: '#061a1d', surface: '#0d2a2e' },
    city: 'Harbor Springs',
    zipCode: '97420',
    street: '1 Tidepool Way',
    stateId: 'OR',
    areaCode: '541',
    timeZone: 'America/Los_Angeles',
    demoPlayer: { firstName: 'Marina', lastName: 'Okafor' },
  },
  {
    brand: 'elite',
    name: 'Meridian Elite Club',
    initials: 'ME',
    tagline: 'Members of distinction',
    fontBody: "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
    fontHeading: "Didot, 'Bodoni MT', Georgia, serif",
    radius: '2px',
    light: { primary: '#1c1917', accent: '#a16207', background: '#faf8f3', surface: '#ffffff' },
    dark: { primary: '#facc15', accent: '#fde68a', background: '#0c0a09', surface: '#1c1917' },
    city: 'Crestview',
    zipCode: '89109',
    street: '2800 Meridian Boulevard',
    stateId: 'NV',
    areaCode: '702',
    timeZone: 'America/Los_Angeles',
    demoPlayer: { firstName: 'Julian', lastName: 'Ashford' },
  },
  {
    brand: 'coyote',
    name: 'Coyote Mesa Casino',
    initials: 'CM',
    tagline: 'High desert, higher stakes',
    fontBody: 'Verdana, Geneva, sans-serif',
    fontHeading: "Rockwell, 'Roboto Slab', 'Courier New', serif",
    radius: '6px',
    light: { primary: '#9a3412', accent: '#0e7490', background: '#fdf6ee', surface: '#fffbf5' },
    dark: { primary: '#fdba74', accent: '#67e8f9', background: '#1c0f08', surface: '#2a1810' },
    city: 'Red Bluff Flats',
    zipCode: '87301',
    street: '47 Mesa Ridge Road',
    stateId: 'NM',
    areaCode: '505',
    timeZone: 'America/Denver',
    demoPlayer: { firstName: 'Rosa', lastName: 'Benally' },
  },
  {
    brand: 'bally',
    name: 'Ballast Bay Casino',
    initials: 'BB',
    tagline: 'Anchored in great play',
    fontBody: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontHeading: "Impact, 'Arial Narrow Bold', sans-serif",
    radius: '4px',
    light: { primary: '#1e3a8a', accent: '#b91c1c', background: '#f3f5fa', surface: '#ffffff' },
    dark: { primary: '#93c5fd', accent: '#fca5a5', background: '#0a1024', surface: '#111a36' },
    city: 'Port Ellery',
    zipCode: '08401',
    street: '1500 Boardwalk Promenade',
    stateId: 'NJ',
    areaCode: '609',
    timeZone: 'America/New_York',
    demoPlayer: { firstName: 'Declan', lastName: 'Murphy' },
  },
  {
    brand: 'rwlv',
    name: 'Riverwalk Lantern Resort',
    initials: 'RL',
    tagline: 'Lights on the river',
    fontBody: "'Helvetica Neue', Helvetica, Arial, sans-serif",
    fontHeading: "'Gill Sans', 'Gill Sans MT', Calibri, sans-serif",
    radius: '16px',
    light: { primary: '#9f1239', accent: '#b45309', background: '#fff5f7', surface: '#ffffff' },
    dark: { primary: '#fda4af', accent: '#fcd34d', background: '#1a0509', surface: '#2a0b12' },
    city: 'Lantern Bend',
    zipCode: '89101',
    street: '600 Lantern Bend Parkway',
    stateId: 'NV',
    areaCode: '725',
    timeZone: 'America/Los_Angeles',
    demoPlayer: { firstName: 'Mei', lastName: 'Tanaka' },
  },
  {
    brand: 'southland',
    name: 'Southward Plains Casino',
    initials: 'SP',
    tagline: 'Wide skies, big wins',
    fontBody: 'Tahoma, Verdana, sans-serif',
    fontHeading: "Georgia, 'Times New Roman', serif",
    radius: '8px',
    light: { primary: '#166534', accent: '#a16207', background: '#f4f9f2', surface: '#ffffff' },
    dark: { primary: '#86efac', accent: '#fde047', background: '#06170c', surface: '#0d2616' },
    city: 'Prairie Junction',
    zipCode: '72301',
    street: '3100 Prairie Junction Road',
    stateId: 'AR',
    areaCode: '870',
    timeZone: 'America/Chicago',
    demoPlayer: { firstName: 'Caleb', lastName: 'Whitfield' },
  },
  {
    brand: 'offercraft',
    name: 'Copperleaf Demo Casino',
    initials: 'CL',
    tagline: 'Crafted offers, every visit',
    fontBody: SYSTEM,
    fontHeading: "'Avenir Next', Avenir, 'Century Gothic', sans-serif",
    radius: '20px',
    light: { primary: '#5b21b6', accent: '#be185d', background: '#f7f5fc', surface: '#ffffff' },
    dark: { primary: '#c4b5fd', accent: '#f9a8d4', background: '#110a22', surface: '#1d1335' },
    city: 'Copper Falls',
    zipCode: '55401',
    street: '210 Copper Falls Avenue',
    stateId: 'MN',
    areaCode: '612',
    timeZone: 'America/Chicago',
    demoPlayer: { firstName: 'Priya', lastName: 'Raman' },
  },
  {
    brand: 'naskila',
    name: 'Cedar Hollow Pines Resort',
    initials: 'CH',
    tagline: 'Rest easy under the pines',
    fontBody: "Georgia, 'Times New Roman', serif",
    fontHeading: "'Book Antiqua', Palatino, Georgia, serif",
    radius: '10px',
    light: { primary: '#3f6212', accent: '#7c2d12', background: '#f7f6ef', surface: '#fffef8' },
    dark: { primary: '#bef264', accent: '#fdba74', background: '#10140a', surface: '#1b2112' },
    city: 'Cedar Hollow',
    zipCode: '77351',
    street: '8 Cedar Hollow Drive',
    stateId: 'TX',
    areaCode: '936',
    timeZone: 'America/Chicago',
    demoPlayer: { firstName: 'Elena', lastName: 'Sylestine' },
  },
  {
    brand: 'little-creek',
    name: 'Willow Brook Casino Lodge',
    initials: 'WB',
    tagline: 'Your table by the brook',
    fontBody: "Optima, Candara, 'Noto Sans', sans-serif",
    fontHeading: "'Franklin Gothic Medium', 'Arial Narrow', Arial, sans-serif",
    radius: '14px',
    light: { primary: '#075985', accent: '#c2410c', background: '#f0f7fb', surface: '#ffffff' },
    dark: { primary: '#7dd3fc', accent: '#fdba74', background: '#04131c', surface: '#0b2230' },
    city: 'Willow Brook',
    zipCode: '98584',
    street: '91 Willow Brook Road',
    stateId: 'WA',
    areaCode: '360',
    timeZone: 'America/Los_Angeles',
    demoPlayer: { firstName: 'Nathan', lastName: 'Krise' },
  },
];

export function brandProfile(brand: Brand): BrandProfile {
  const profile = BRAND_PROFILES.find((p) => p.brand === brand);
  if (!profile) throw new Error(`no brand profile for ${brand}`);
  return profile;
}
