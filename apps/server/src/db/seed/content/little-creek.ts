import { ALWAYS, daily, news, place, thuSun } from './builders';
import type { BrandContent } from './content-types';

export const littleCreekContent = (): BrandContent => ({
  locations: [
    place(
      'Brookside Bistro',
      'restaurant',
      '0940',
      daily(11, 21),
      'Clam chowder, burgers and a window table over the brook.',
      'Crema de almejas, hamburguesas y una mesa junto al arroyo.',
    ),
    place(
      'Salmon Run Grill',
      'restaurant',
      '0941',
      thuSun(17, 22),
      'Cedar-plank salmon and Northwest wines.',
      'Salmón a la tabla de cedro y vinos del Noroeste.',
    ),
    place(
      'Willow Table Buffet',
      'restaurant',
      '0942',
      daily(8, 21),
      'Home cooking with a Friday seafood spread.',
      'Comida casera con bufé de mariscos los viernes.',
    ),
    place(
      'Steelhead Coffee',
      'restaurant',
      '0943',
      daily(5, 17),
      'Espresso, huckleberry scones and smoked-salmon bagels.',
      'Espresso, panecillos de arándano silvestre y bagels de salmón ahumado.',
    ),
    place(
      'Brook Lodge',
      'hotel',
      '0950',
      ALWAYS,
      'Timber-frame rooms among the firs.',
      'Habitaciones de madera entre los abetos.',
    ),
    place(
      'Fernhollow Spa',
      'spa',
      '0951',
      daily(9, 19),
      'Massage and a cedar soaking tub by the water.',
      'Masajes y tina de cedro junto al agua.',
    ),
    place(
      'Riverstone Event Center',
      'entertainment',
      '0960',
      thuSun(18, 23),
      'Concerts, boxing and the big holiday buffet.',
      'Conciertos, box y el gran bufé de fiestas.',
    ),
    place(
      'Cedar Basket Gift Shop',
      'giftShop',
      '0970',
      daily(8, 22),
      'Tribal art, woven baskets and Willow Brook keepsakes.',
      'Arte tribal, canastas tejidas y recuerdos de Willow Brook.',
    ),
    place(
      'Lodge Cage',
      'cage',
      '0900',
      ALWAYS,
      'Cash, jackpots and free play for your card.',
      'Efectivo, premios y juego gratis para tu tarjeta.',
    ),
  ],
  announcements: [
    news(
      'little-creek-salmon-bake',
      'event',
      { ago: 3, expires: 17 },
      [
        'Salmon Bake by the brook',
        'Our traditional salmon bake returns to the lodge lawn this Saturday at noon. Members eat free with their card.',
      ],
      [
        'Salmón asado junto al arroyo',
        'Nuestro tradicional salmón asado regresa al jardín del hotel este sábado a mediodía. Los socios comen gratis con su tarjeta.',
      ],
    ),
    news(
      'little-creek-river-points',
      'promotion',
      { ago: 8, expires: 45 },
      [
        'Riverside Rewards Thursdays',
        'Every Thursday, seniors 55 and up earn double points on slots and a free coffee at Steelhead.',
      ],
      [
        'Jueves de recompensas junto al río',
        'Cada jueves, los mayores de 55 ganan puntos dobles en tragamonedas y un café gratis en Steelhead.',
      ],
    ),
    news(
      'little-creek-coffee-hours',
      'hours',
      { ago: 5, expires: null },
      [
        'Steelhead Coffee opens at 5 AM',
        'For the early fishing crowd: Steelhead Coffee now opens at 5 AM every day.',
      ],
      [
        'Steelhead Coffee abre a las 5 AM',
        'Para los pescadores madrugadores: Steelhead Coffee ahora abre a las 5:00 todos los días.',
      ],
    ),
    news(
      'little-creek-fernhollow',
      'news',
      { ago: 23, expires: null },
      [
        'Fernhollow Spa opens at Brook Lodge',
        'A cedar soaking tub by the water and massage by appointment. Members save 10%.',
      ],
      [
        'Abre Fernhollow Spa en Brook Lodge',
        'Una tina de cedro junto al agua y masajes con cita. Los socios ahorran 10%.',
      ],
    ),
    news(
      'little-creek-waterfall-feast',
      'promotion',
      { ago: 2, expires: 28, tiers: [4, 5] },
      [
        'River and Waterfall: the elders’ feast',
        'Join us for a feast at Salmon Run Grill for our River and Waterfall members. Your host has a seat for you and a guest.',
      ],
      [
        'River y Waterfall: el banquete',
        'Acompáñanos a un banquete en Salmon Run Grill para nuestros socios River y Waterfall. Tu anfitrión tiene un lugar para ti y un acompañante.',
      ],
    ),
    news(
      'little-creek-canoe-journey',
      'event',
      { ago: 82, expires: -22 },
      ['Canoe Journey welcome', 'Celebrate the canoe families as they land at the brook.'],
      ['Bienvenida a las canoas', 'Celebra la llegada de las familias en canoa al arroyo.'],
    ),
    news(
      'little-creek-new-year',
      'event',
      { ago: -6, expires: 36 },
      ['New Year at the Lodge', 'A live band at Riverstone and a midnight toast by the fire.'],
      ['Año Nuevo en el Lodge', 'Banda en vivo en Riverstone y brindis a medianoche junto a la chimenea.'],
    ),
  ],
});
