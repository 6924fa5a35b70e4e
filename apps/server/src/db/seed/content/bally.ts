import { ALWAYS, daily, news, place, thuSun } from './builders';
import type { BrandContent } from './content-types';

export const ballyContent = (): BrandContent => ({
  locations: [
    place(
      'Boardwalk Crab Shack',
      'restaurant',
      '0540',
      daily(11, 23),
      'Steamed blue crabs, Old Bay fries and cold drafts on the boardwalk.',
      'Jaibas al vapor, papas con Old Bay y cerveza de barril en el malecón.',
    ),
    place(
      'Galley Buffet',
      'restaurant',
      '0541',
      daily(7, 22),
      'A shipshape spread from breakfast to late supper.',
      'Un bufé bien surtido del desayuno a la cena.',
    ),
    place(
      'Ballast Bay Hotel',
      'hotel',
      '0550',
      ALWAYS,
      'Bayfront rooms a gangway from the casino floor.',
      'Habitaciones frente a la bahía a un paso del casino.',
    ),
    place(
      'Harbor Spa',
      'spa',
      '0551',
      daily(9, 20),
      'Sea-salt scrubs and a sauna with a view of the harbor lights.',
      'Exfoliaciones de sal de mar y sauna con vista a las luces del puerto.',
    ),
    place(
      'Pier 9 Arena',
      'entertainment',
      '0560',
      thuSun(18, 24),
      'Boxing nights, big-name concerts and comedy on the pier.',
      'Noches de box, conciertos de renombre y comedia en el muelle.',
    ),
    place(
      "Ship's Store",
      'giftShop',
      '0570',
      daily(9, 23),
      'Nautical gifts, sweatshirts and saltwater taffy.',
      'Regalos náuticos, sudaderas y caramelos de agua salada.',
    ),
    place(
      'Main Deck Cage',
      'cage',
      '0500',
      ALWAYS,
      'Cash, jackpots and free play for your card.',
      'Efectivo, premios y juego gratis para tu tarjeta.',
    ),
    place(
      "Captain's Table Steakhouse",
      'restaurant',
      '0542',
      daily(17, 23),
      'Prime steaks and lobster tails with a view of the harbor.',
      'Cortes prime y colas de langosta con vista al puerto.',
    ),
    place(
      'Lighthouse Lounge Deck',
      'bar',
      '0543',
      daily(16, 1),
      'Cocktails on the top deck with the best view of the fireworks.',
      'Cocteles en la cubierta superior con la mejor vista de los fuegos artificiales.',
    ),
    place(
      'Poker Room',
      'gaming',
      '0561',
      ALWAYS,
      'Hold’em and Omaha around the clock, with daily tournaments.',
      'Hold’em y Omaha a toda hora, con torneos diarios.',
    ),
  ],
  announcements: [
    news(
      'bally-fight-night',
      'event',
      { ago: 2, expires: 17 },
      [
        'Fight Night at Pier 9 Arena',
        'All hands on deck: eight bouts on the pier this Saturday, first bell at 7 PM. Members get ringside presale.',
      ],
      [
        'Noche de box en Pier 9 Arena',
        'Todos a cubierta: ocho peleas en el muelle este sábado, primera campana a las 19:00. Los socios tienen preventa de primera fila.',
      ],
    ),
    news(
      'bally-anchors-aweigh',
      'promotion',
      { ago: 11, expires: 42 },
      [
        'Anchors Aweigh Mondays',
        'Start the week shipshape: every Monday, earn 3x points on rated slot play from open to 6 PM.',
      ],
      [
        'Lunes de levar anclas',
        'Empieza la semana en forma: cada lunes gana el triple de puntos en tragamonedas desde la apertura hasta las 18:00.',
      ],
    ),
    news(
      'bally-crab-hours',
      'hours',
      { ago: 5, expires: null },
      [
        'Crab Shack late hours',
        'Boardwalk Crab Shack now serves until 11 PM every night. The kitchen steams its last bushel at 10:30.',
      ],
      [
        'Horario extendido del Crab Shack',
        'Boardwalk Crab Shack ahora sirve hasta las 23:00 todas las noches. La cocina cocina su última canasta a las 22:30.',
      ],
    ),
    news(
      'bally-hotel-news',
      'news',
      { ago: 18, expires: null },
      [
        'Bayfront suites now booking',
        'Ballast Bay Hotel opens twelve new suites with balconies over the water. Members book first.',
      ],
      [
        'Suites frente a la bahía ya disponibles',
        'Ballast Bay Hotel abre doce nuevas suites con balcón sobre el agua. Los socios reservan primero.',
      ],
    ),
    news(
      'bally-admirals-table',
      'promotion',
      { ago: 1, expires: 30, tiers: [4, 5] },
      [
        "Captains and Admirals: the captain's table",
        'Join our general manager for a crab feast on the pier. Your host has the date and a seat for you and a guest.',
      ],
      [
        'Captains y Admirals: la mesa del capitán',
        'Acompaña a nuestro gerente general a un festín de jaibas en el muelle. Tu anfitrión tiene la fecha y un lugar para ti y un acompañante.',
      ],
    ),
    news(
      'bally-summer-regatta',
      'event',
      { ago: 85, expires: -25 },
      ['Summer Regatta weekend', 'Watch the sails from the boardwalk with drink specials all weekend.'],
      [
        'Fin de semana de regata',
        'Mira las velas desde el malecón con bebidas especiales todo el fin de semana.',
      ],
    ),
    news(
      'bally-new-year',
      'event',
      { ago: -5, expires: 37 },
      ['Ring in the New Year on the pier', 'Fireworks over the bay and a live band at Pier 9 Arena.'],
      [
        'Recibe el Año Nuevo en el muelle',
        'Fuegos artificiales sobre la bahía y banda en vivo en Pier 9 Arena.',
      ],
    ),
  ],
});
