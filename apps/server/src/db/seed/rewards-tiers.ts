import type { Brand } from '@patron/contracts';

export type TierSeed = {
  number: number;
  name: string;
  creditsRequired: number;
  benefits: string[];
  colour: string;
  translations: { 'es-MX'?: { benefits: string[] }; 'en-ZW'?: { benefits: string[] } };
};

const THRESHOLDS = [0, 5_000, 15_000, 40_000, 100_000];
const COLOURS = ['#8a8f98', '#4f7cac', '#b8860b', '#2e2e38', '#6b3fa0'];

/** Each brand's own voice for its ladder (fictional properties). */
const NAMES: Record<Brand, string[]> = {
  tp: ['Shoreline', 'Reef', 'Coral', 'Pearl', 'Leviathan'],
  elite: ['Associate', 'Fellow', 'Distinguished', 'Laureate', 'Chancellor'],
  coyote: ['Scout', 'Tracker', 'Ridge Runner', 'Mesa Chief', 'Moon Howler'],
  bally: ['Deckhand', 'Boatswain', 'First Mate', 'Captain', 'Admiral'],
  rwlv: ['Spark', 'Glow', 'Lantern', 'Beacon', 'Firefly King'],
  southland: ['Prairie', 'Meadow', 'Harvest', 'Horizon', 'Big Sky'],
  offercraft: ['Copper', 'Bronze', 'Silver', 'Gold', 'Platinum'],
  naskila: ['Sapling', 'Cedar', 'Timber', 'Evergreen', 'Old Growth'],
  'little-creek': ['Pebble', 'Brook', 'Creek', 'River', 'Waterfall'],
};

const BENEFITS = [
  ['Earn points on every rated play', 'Birthday offer'],
  ['10% off at the buffet', 'Priority club desk line'],
  ['Complimentary valet', '15% off hotel stays', 'Monthly free play'],
  ['Host on call', 'Lounge access', 'Show ticket presales'],
  ['Personal host', 'Suite upgrades', 'Invitations to private events'],
];

const BENEFITS_ES = [
  ['Gana puntos en cada juego calificado', 'Oferta de cumpleaños'],
  ['10% de descuento en el bufé', 'Fila preferente en el mostrador del club'],
  ['Valet de cortesía', '15% de descuento en estancias de hotel', 'Juego gratis cada mes'],
  ['Anfitrión a tu disposición', 'Acceso al salón VIP', 'Preventa de boletos para espectáculos'],
  ['Anfitrión personal', 'Mejora a suite', 'Invitaciones a eventos privados'],
];

export function tierLadder(brand: Brand): TierSeed[] {
  return NAMES[brand].map((name, i) => ({
    number: i + 1,
    name,
    creditsRequired: THRESHOLDS[i] ?? 0,
    benefits: BENEFITS[i] ?? [],
    colour: COLOURS[i] ?? '#808080',
    translations: { 'es-MX': { benefits: BENEFITS_ES[i] ?? [] } },
  }));
}
