import { ALWAYS, daily, news, place, thuSun, weekends } from './builders';
import type { BrandContent } from './content-types';

export const naskilaContent = (): BrandContent => ({
  locations: [
    place(
      'Pinecone Café',
      'restaurant',
      '0140',
      daily(6, 14),
      'Coffee, kolaches and chicken-fried steak the way Grandma made it.',
      'Café, kolaches y bistec empanizado como lo hacía la abuela.',
    ),
    place(
      'Hollow Oak Grill',
      'restaurant',
      '0141',
      thuSun(17, 22),
      'Oak-fired steaks and Gulf seafood under the tall pines.',
      'Cortes a la leña de roble y mariscos del Golfo bajo los pinos.',
    ),
    place(
      'Cedar Table Buffet',
      'restaurant',
      '0142',
      daily(11, 21),
      'Southern comfort from end to end, with peach cobbler to finish.',
      'Comida sureña de principio a fin, con pay de durazno de postre.',
    ),
    place(
      'Pines Lodge',
      'hotel',
      '0150',
      ALWAYS,
      'Quiet rooms among the loblolly pines, a short walk from the floor.',
      'Habitaciones tranquilas entre los pinos, a unos pasos del casino.',
    ),
    place(
      'Cedar Spa',
      'spa',
      '0151',
      daily(9, 19),
      'Massages and cedar-steam rooms to rest easy after a long night.',
      'Masajes y vapor de cedro para descansar después de una larga noche.',
    ),
    place(
      'Firefly Pavilion',
      'entertainment',
      '0160',
      thuSun(18, 24),
      'Live country and zydeco under the string lights.',
      'Música country y zydeco en vivo bajo las luces.',
    ),
    place(
      'Needle & Bark Gift Shop',
      'giftShop',
      '0170',
      daily(9, 22),
      'Local crafts, pine-needle baskets and Cedar Hollow keepsakes.',
      'Artesanías locales, canastas de hoja de pino y recuerdos de Cedar Hollow.',
    ),
    place(
      'Cedar Cage',
      'cage',
      '0100',
      ALWAYS,
      'Cash, checks, markers and free play loaded to your card.',
      'Efectivo, cheques, créditos y juego gratis cargado a tu tarjeta.',
    ),
    place(
      'Cedar Hollow Grounds',
      'recreation',
      '0180',
      weekends(9, 21),
      'The heritage grounds for powwows, dances and the fall festival.',
      'El terreno de la herencia para powwows, danzas y el festival de otoño.',
    ),
  ],
  announcements: [
    news(
      'naskila-fish-fry',
      'event',
      { ago: 3, expires: 18 },
      [
        'Friday Fish Fry at the Pavilion',
        'Catfish, hush puppies and a zydeco band every Friday night at Firefly Pavilion. Bring your appetite and your dancing shoes.',
      ],
      [
        'Viernes de pescado frito en el Pabellón',
        'Bagre, hush puppies y una banda de zydeco cada viernes por la noche en Firefly Pavilion. Trae hambre y ganas de bailar.',
      ],
    ),
    news(
      'naskila-double-points',
      'promotion',
      { ago: 8, expires: 40 },
      [
        'Double Points Tuesdays',
        'Every Tuesday from 8 AM to 8 PM, rated slot play earns double points. Just insert your card and play.',
      ],
      [
        'Martes de puntos dobles',
        'Cada martes de 8:00 a 20:00, el juego calificado en tragamonedas gana puntos dobles. Solo inserta tu tarjeta y juega.',
      ],
    ),
    news(
      'naskila-buffet-hours',
      'hours',
      { ago: 5, expires: null },
      [
        'New Cedar Table Buffet hours',
        'Cedar Table Buffet now opens at 11 AM daily and serves until 9 PM. Sunday brunch starts at 10 AM.',
      ],
      [
        'Nuevo horario del Cedar Table Buffet',
        'El Cedar Table Buffet ahora abre diario a las 11:00 y sirve hasta las 21:00. El brunch del domingo empieza a las 10:00.',
      ],
    ),
    news(
      'naskila-spa-opening',
      'news',
      { ago: 20, expires: null },
      [
        'Cedar Spa is open',
        'Our new spa is open next to Pines Lodge. Members save 10% on every treatment; book at the lodge front desk.',
      ],
      [
        'Ya abrió Cedar Spa',
        'Nuestro nuevo spa está abierto junto a Pines Lodge. Los socios ahorran 10% en cada tratamiento; reserva en la recepción del hotel.',
      ],
    ),
    news(
      'naskila-evergreen-dinner',
      'promotion',
      { ago: 2, expires: 30, tiers: [3, 4, 5] },
      [
        'Timber and above: a seat at the fireside',
        'Timber, Evergreen and Old Growth members are invited to a fireside dinner at Hollow Oak Grill. Ask your host to save you a seat.',
      ],
      [
        'Timber y superiores: una mesa junto al fuego',
        'Los socios Timber, Evergreen y Old Growth están invitados a una cena junto a la chimenea en Hollow Oak Grill. Pide a tu anfitrión que te aparte un lugar.',
      ],
    ),
    news(
      'naskila-summer-drawing',
      'promotion',
      { ago: 70, expires: -10 },
      ['Summer Cash Drawing', 'Earn entries all summer long for our Saturday cash drawings.'],
      ['Sorteo de verano', 'Gana boletos todo el verano para nuestros sorteos de los sábados.'],
    ),
    news(
      'naskila-holiday-market',
      'event',
      { ago: -5, expires: 40 },
      [
        'Holiday Market under the pines',
        'Local makers, hot cider and carols on the lodge lawn every weekend this season.',
      ],
      [
        'Mercado navideño bajo los pinos',
        'Artesanos locales, sidra caliente y villancicos en el jardín del hotel cada fin de semana de la temporada.',
      ],
    ),
  ],
});
