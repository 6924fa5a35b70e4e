import { ALWAYS, daily, news, place, thuSun, weekends } from './builders';
import type { BrandContent } from './content-types';

export const coyoteContent = (): BrandContent => ({
  locations: [
    place(
      'Mesa Smokehouse',
      'restaurant',
      '0440',
      daily(11, 22),
      'Brisket and green-chile sausage smoked low and slow over mesquite.',
      'Brisket y chorizo de chile verde ahumados lento con mezquite.',
    ),
    place(
      'Sagebrush Cantina',
      'bar',
      '0441',
      daily(11, 2),
      'Margaritas, street tacos and the big game on every screen.',
      'Margaritas, tacos de la calle y el partido en todas las pantallas.',
    ),
    place(
      'Red Rock Buffet',
      'restaurant',
      '0442',
      daily(8, 21),
      'Enchiladas, carving station and sopapillas with honey.',
      'Enchiladas, estación de cortes y sopaipillas con miel.',
    ),
    place(
      'Canyon Lodge',
      'hotel',
      '0450',
      ALWAYS,
      'Adobe-style rooms with views of the red bluffs.',
      'Habitaciones estilo adobe con vista a los riscos rojos.',
    ),
    place(
      'Juniper Spa',
      'spa',
      '0451',
      daily(9, 19),
      'Desert-sage wraps and a hot-stone massage after a day on the trail.',
      'Envolturas de salvia del desierto y masaje con piedras calientes después de un día en la ruta.',
    ),
    place(
      'Howling Moon Amphitheater',
      'entertainment',
      '0460',
      thuSun(18, 24),
      'Open-air concerts under the desert stars.',
      'Conciertos al aire libre bajo las estrellas del desierto.',
    ),
    place(
      'Mesa Trading Post',
      'giftShop',
      '0470',
      daily(8, 22),
      'Turquoise, pottery and trail snacks.',
      'Turquesa, cerámica y botanas para el camino.',
    ),
    place(
      'Cage at the Crossroads',
      'cage',
      '0400',
      ALWAYS,
      'Cash, jackpots and free play for your card, day or night.',
      'Efectivo, premios y juego gratis para tu tarjeta, de día o de noche.',
    ),
    place(
      'Desert Star Bingo Hall',
      'gaming',
      '0461',
      thuSun(11, 23),
      'Paper and electronic bingo with a cash ball every session.',
      'Bingo de papel y electrónico con bola de efectivo en cada sesión.',
    ),
    place(
      'Mesa Rodeo Grounds',
      'recreation',
      '0480',
      weekends(10, 22),
      'Rodeos, roping and the county fair under open skies.',
      'Rodeos, jineteo y la feria del condado a cielo abierto.',
    ),
    place(
      'Coyote Mesa RV Park',
      'recreation',
      '0481',
      ALWAYS,
      'Full-hookup spaces a short shuttle ride from the floor.',
      'Espacios con todas las conexiones a un corto trayecto del casino.',
    ),
  ],
  announcements: [
    news(
      'coyote-moon-concert',
      'event',
      { ago: 3, expires: 19 },
      [
        'Full moon concert at the Amphitheater',
        'A desert-rock double bill under the full moon this Saturday. Gates open at 7 PM; members skip the line.',
      ],
      [
        'Concierto de luna llena en el Anfiteatro',
        'Doble cartel de rock del desierto bajo la luna llena este sábado. Las puertas abren a las 19:00; los socios no hacen fila.',
      ],
    ),
    news(
      'coyote-trail-points',
      'promotion',
      { ago: 12, expires: 40 },
      [
        'Trail Blazer points',
        'Play on five different days this month and we add 1,000 bonus points to your card. Tracks lead to the Mesa.',
      ],
      [
        'Puntos Trail Blazer',
        'Juega en cinco días distintos este mes y sumamos 1,000 puntos extra a tu tarjeta. Las huellas llevan a la Mesa.',
      ],
    ),
    news(
      'coyote-smokehouse-hours',
      'hours',
      { ago: 4, expires: null },
      [
        'Mesa Smokehouse now opens for lunch',
        'The smokers start at dawn: Mesa Smokehouse now serves from 11 AM daily, until the brisket runs out.',
      ],
      [
        'Mesa Smokehouse ahora abre a mediodía',
        'Los ahumadores arrancan al amanecer: Mesa Smokehouse ahora sirve desde las 11:00 todos los días, hasta que se acabe el brisket.',
      ],
    ),
    news(
      'coyote-spa-news',
      'news',
      { ago: 22, expires: null },
      [
        'Juniper Spa opens at Canyon Lodge',
        'Rest your boots: our new spa has desert-sage wraps and a hot-stone massage. Members save 10%.',
      ],
      [
        'Abre Juniper Spa en Canyon Lodge',
        'Descansa las botas: nuestro nuevo spa tiene envolturas de salvia y masaje con piedras calientes. Los socios ahorran 10%.',
      ],
    ),
    news(
      'coyote-chief-roundup',
      'promotion',
      { ago: 2, expires: 30, tiers: [4, 5] },
      [
        'Mesa Chiefs and Moon Howlers: the roundup',
        'A private barbecue at the Smokehouse for our top trackers, with a guest and a goody bag. Ask your host for a seat.',
      ],
      [
        'Mesa Chiefs y Moon Howlers: la gran reunión',
        'Una carne asada privada en el Smokehouse para nuestros mejores rastreadores, con acompañante y regalo. Pide tu lugar a tu anfitrión.',
      ],
    ),
    news(
      'coyote-rodeo-drawing',
      'promotion',
      { ago: 75, expires: -15 },
      ['Rodeo Days drawing', 'Earn entries every day of the rodeo for a new pickup truck.'],
      ['Sorteo de los días de rodeo', 'Gana boletos cada día del rodeo para una camioneta nueva.'],
    ),
    news(
      'coyote-new-year',
      'event',
      { ago: -4, expires: 38 },
      ['Howl at the New Year', 'Fireworks over the bluffs and a country band until one.'],
      ['Aúllale al Año Nuevo', 'Fuegos artificiales sobre los riscos y una banda country hasta la una.'],
    ),
  ],
});
