import { ALWAYS, daily, news, place, thuSun } from './builders';
import type { BrandContent } from './content-types';

export const tpContent = (): BrandContent => ({
  locations: [
    place(
      'Kelp & Cork Oyster Bar',
      'bar',
      '0240',
      daily(15, 24),
      'Oysters on the half shell and coastal wines with a view of the breakers.',
      'Ostiones en su concha y vinos de la costa frente a las olas.',
    ),
    place(
      'Driftwood Grill',
      'restaurant',
      '0241',
      daily(17, 22),
      'Cedar-planked salmon and steaks grilled over driftwood embers.',
      'Salmón a la tabla de cedro y cortes a las brasas.',
    ),
    place(
      'Low Tide Buffet',
      'restaurant',
      '0242',
      daily(7, 21),
      'Chowder, crab legs on Fridays and a dessert table as long as the pier.',
      'Crema de almejas, patas de cangrejo los viernes y una mesa de postres tan larga como el muelle.',
    ),
    place(
      'Tidepool Tower',
      'hotel',
      '0250',
      ALWAYS,
      'Ocean-view rooms above the casino floor.',
      'Habitaciones con vista al mar sobre el casino.',
    ),
    place(
      'The Salt Spa',
      'spa',
      '0251',
      daily(9, 20),
      'Salt scrubs, hot-stone massage and a quiet room that hears only the surf.',
      'Exfoliaciones de sal, masaje con piedras calientes y un salón donde solo se oye el mar.',
    ),
    place(
      'Seaglass Showroom',
      'entertainment',
      '0260',
      thuSun(19, 23),
      'Headliners, tribute bands and comedy by the sea.',
      'Artistas principales, bandas tributo y comedia junto al mar.',
    ),
    place(
      'Anchor & Shell Gift Shop',
      'giftShop',
      '0270',
      daily(8, 23),
      'Beach reads, saltwater taffy and Tidepool keepsakes.',
      'Libros de playa, dulces de agua salada y recuerdos de Tidepool.',
    ),
    place(
      'Main Cage',
      'cage',
      '0200',
      ALWAYS,
      'Cash, markers, jackpots and free play for your card.',
      'Efectivo, créditos, premios y juego gratis para tu tarjeta.',
    ),
    place(
      'Harbor Springs Marina',
      'recreation',
      '0280',
      daily(7, 19),
      'Charter fishing, harbour tours and sunset sails from our dock.',
      'Pesca en lancha, recorridos por el puerto y paseos al atardecer desde nuestro muelle.',
    ),
  ],
  announcements: [
    news(
      'tp-tide-turns',
      'event',
      { ago: 2, expires: 21 },
      [
        'Tribute night at Seaglass Showroom',
        'The tide turns to the seventies this Saturday: a tribute band takes the Seaglass stage at 8 PM. Members get early seating.',
      ],
      [
        'Noche tributo en Seaglass Showroom',
        'Este sábado la marea regresa a los setenta: una banda tributo sube al escenario de Seaglass a las 20:00. Los socios entran primero.',
      ],
    ),
    news(
      'tp-high-tide-hours',
      'promotion',
      { ago: 9, expires: 45 },
      [
        'High Tide Hours',
        'Weekdays from 2 to 6 PM, every rated hour on slots earns bonus points. Ride the wave.',
      ],
      [
        'Horas de marea alta',
        'Entre semana de 14:00 a 18:00, cada hora de juego calificado en tragamonedas gana puntos extra. Súbete a la ola.',
      ],
    ),
    news(
      'tp-buffet-crab',
      'hours',
      { ago: 6, expires: null },
      [
        'Crab legs are back on Fridays',
        'Low Tide Buffet serves snow crab every Friday from 4 PM until close.',
      ],
      [
        'Regresan las patas de cangrejo los viernes',
        'Low Tide Buffet sirve cangrejo de las nieves cada viernes desde las 16:00 hasta el cierre.',
      ],
    ),
    news(
      'tp-tower-rooms',
      'news',
      { ago: 25, expires: null },
      [
        'Renovated rooms at Tidepool Tower',
        'Floors 8 to 12 reopen with new beds and wider ocean windows. Members book at the best rate of the day.',
      ],
      [
        'Habitaciones renovadas en Tidepool Tower',
        'Los pisos 8 a 12 reabren con camas nuevas y ventanales más amplios al mar. Los socios reservan con la mejor tarifa del día.',
      ],
    ),
    news(
      'tp-pearl-cruise',
      'promotion',
      { ago: 1, expires: 28, tiers: [4, 5] },
      [
        'Pearl and Leviathan: sunset harbour cruise',
        'Our top members are invited aboard a private sunset cruise with dinner and drinks. Your host has the sailing dates.',
      ],
      [
        'Pearl y Leviathan: paseo al atardecer',
        'Nuestros socios de mayor nivel están invitados a un paseo privado en barco al atardecer con cena y bebidas. Tu anfitrión tiene las fechas.',
      ],
    ),
    news(
      'tp-spring-tide',
      'promotion',
      { ago: 80, expires: -20 },
      ['Spring Tide Giveaway', 'Earn entries every visit for our spring giveaway.'],
      ['Sorteo de primavera', 'Gana boletos en cada visita para nuestro sorteo de primavera.'],
    ),
    news(
      'tp-new-year',
      'event',
      { ago: -7, expires: 35 },
      [
        'New Year by the sea',
        'Count down with fireworks over the breakers and a midnight toast in the showroom.',
      ],
      [
        'Año Nuevo junto al mar',
        'Recibe el año con fuegos artificiales sobre las olas y un brindis a medianoche en el showroom.',
      ],
    ),
  ],
});
