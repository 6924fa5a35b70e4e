import type { Brand } from '@patron/contracts';
import { tierLadder } from '../rewards-tiers';
import type { Bilingual } from './content-types';

export type BadgeEmblem = 'door' | 'star' | 'crown' | 'fork' | 'chef' | 'ticket' | 'cards' | 'tier';

export type BadgeSeed = {
  key: string;
  emblem: BadgeEmblem;
  name: Bilingual;
  description: Bilingual;
  rule: Record<string, unknown>;
};

/** A visit is a day with tier credits earned from rated play reported by the casino system. */
const VISIT = [{ kinds: ['earn'], currencies: ['tierCredits'], sources: ['cms'] }];
/** A dining offer redeemed or swapped for, or comp dollars spent (comps are mostly meals). */
const DINING = [
  { kinds: ['redeem', 'swap'], offerCategories: ['dining'] },
  { kinds: ['redeem'], currencies: ['compDollars'] },
];
const PROMOTION = [{ kinds: ['earn'], sources: ['promotion'] }];

/** The badges every tenant awards; tier badges carry the brand's own tier names. */
export function badgeDefinitions(brand: Brand): BadgeSeed[] {
  const tiers = tierLadder(brand);
  const tierBadge = (number: number): BadgeSeed[] => {
    const tier = tiers.find((t) => t.number === number);
    if (!tier) return [];
    return [
      {
        key: `tier-${number}`,
        emblem: 'tier',
        name: { en: `${tier.name} Status`, es: `Nivel ${tier.name}` },
        description: {
          en: `Earn ${tier.creditsRequired.toLocaleString('en-US')} tier credits in one qualification period to reach ${tier.name}.`,
          es: `Acumula ${tier.creditsRequired.toLocaleString('es-MX')} créditos de nivel en un mismo periodo para llegar a ${tier.name}.`,
        },
        rule: { kind: 'tierReached', tierNumber: number },
      },
    ];
  };
  return [
    {
      key: 'first-visit',
      emblem: 'door',
      name: { en: 'First Visit', es: 'Primera visita' },
      description: {
        en: 'Play with your card on your first visit.',
        es: 'Juega con tu tarjeta en tu primera visita.',
      },
      rule: { kind: 'visitDays', target: 1, filters: VISIT },
    },
    {
      key: 'ten-visits',
      emblem: 'star',
      name: { en: 'Regular', es: 'Cliente frecuente' },
      description: {
        en: 'Play with your card on ten different days.',
        es: 'Juega con tu tarjeta en diez días distintos.',
      },
      rule: { kind: 'visitDays', target: 10, filters: VISIT },
    },
    {
      key: 'fifty-visits',
      emblem: 'crown',
      name: { en: 'Part of the Family', es: 'Parte de la familia' },
      description: {
        en: 'Play with your card on fifty different days.',
        es: 'Juega con tu tarjeta en cincuenta días distintos.',
      },
      rule: { kind: 'visitDays', target: 50, filters: VISIT },
    },
    {
      key: 'first-bite',
      emblem: 'fork',
      name: { en: 'First Bite', es: 'Primer bocado' },
      description: {
        en: 'Use a dining reward or your comps at one of our restaurants.',
        es: 'Usa una recompensa de comida o tus cortesías en uno de nuestros restaurantes.',
      },
      rule: { kind: 'movements', target: 1, filters: DINING },
    },
    {
      key: 'foodie',
      emblem: 'chef',
      name: { en: 'Foodie', es: 'Buen diente' },
      description: {
        en: 'Use dining rewards or comps five times.',
        es: 'Usa recompensas de comida o cortesías cinco veces.',
      },
      rule: { kind: 'movements', target: 5, filters: DINING },
    },
    {
      key: 'promo-hunter',
      emblem: 'ticket',
      name: { en: 'Promo Hunter', es: 'Cazador de promociones' },
      description: {
        en: 'Earn bonus points from three promotions.',
        es: 'Gana puntos extra en tres promociones.',
      },
      rule: { kind: 'movements', target: 3, filters: PROMOTION },
    },
    {
      key: 'table-regular',
      emblem: 'cards',
      name: { en: 'Table Regular', es: 'Habitual de las mesas' },
      description: {
        en: 'Play twenty-five rated sessions at our table games.',
        es: 'Juega veinticinco sesiones registradas en nuestras mesas.',
      },
      rule: { kind: 'ratedSessions', target: 25, gameTypes: ['blackjack', 'craps', 'roulette', 'baccarat'] },
    },
    ...tierBadge(2),
    ...tierBadge(3),
    ...tierBadge(4),
    ...tierBadge(5),
  ];
}
