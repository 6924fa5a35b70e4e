import { ALWAYS, daily, news, place, thuSun } from './builders';
import type { BrandContent } from './content-types';

export const rwlvContent = (): BrandContent => ({
  locations: [
    place(
      'Lantern Noodle House',
      'restaurant',
      '0640',
      daily(11, 3),
      'Hand-pulled noodles and dumplings until the small hours.',
      'Fideos estirados a mano y dumplings hasta la madrugada.',
    ),
    place(
      'Riverbend Steak & Sake',
      'restaurant',
      '0641',
      daily(17, 23),
      'Wagyu on the robata grill and a long list of sake.',
      'Wagyu a la parrilla robata y una larga carta de sake.',
    ),
    place(
      'Night Market Buffet',
      'restaurant',
      '0642',
      daily(8, 22),
      'Street-food stalls from five countries under paper lanterns.',
      'Puestos de comida callejera de cinco países bajo faroles de papel.',
    ),
    place(
      'Lantern Tower',
      'hotel',
      '0650',
      ALWAYS,
      'Rooms with floor-to-ceiling views of the river lights.',
      'Habitaciones con vista de piso a techo a las luces del río.',
    ),
    place(
      'Still Water Spa',
      'spa',
      '0651',
      daily(9, 21),
      'Hot pools, shiatsu and a tea lounge above the river.',
      'Albercas calientes, shiatsu y un salón de té sobre el río.',
    ),
    place(
      'Glow Theater',
      'entertainment',
      '0660',
      thuSun(19, 24),
      'Light shows, magic and headliners on the Riverwalk.',
      'Espectáculos de luz, magia y grandes artistas en el Riverwalk.',
    ),
    place(
      'Riverwalk Promenade Shops',
      'giftShop',
      '0670',
      daily(10, 23),
      'Boutiques, sweets and lantern souvenirs along the water.',
      'Boutiques, dulces y recuerdos de faroles junto al agua.',
    ),
    place(
      'River Cage',
      'cage',
      '0600',
      ALWAYS,
      'Cash, jackpots and free play for your card.',
      'Efectivo, premios y juego gratis para tu tarjeta.',
    ),
  ],
  announcements: [
    news(
      'rwlv-lantern-festival',
      'event',
      { ago: 3, expires: 16 },
      [
        'Lantern Festival on the Riverwalk',
        'A thousand lanterns float down the river this Saturday at dusk. Watch from the promenade, then catch the light show at Glow Theater.',
      ],
      [
        'Festival de faroles en el Riverwalk',
        'Mil faroles flotan por el río este sábado al anochecer. Míralos desde el paseo y luego disfruta el espectáculo de luz en Glow Theater.',
      ],
    ),
    news(
      'rwlv-spark-hours',
      'promotion',
      { ago: 7, expires: 44 },
      ['Spark Hours', 'Every night from 10 PM to 2 AM, rated play earns double points. Light it up.'],
      ['Horas Spark', 'Cada noche de 22:00 a 2:00, el juego calificado gana puntos dobles. Enciéndete.'],
    ),
    news(
      'rwlv-noodle-hours',
      'hours',
      { ago: 6, expires: null },
      [
        'Noodles until 3 AM',
        'Lantern Noodle House now stays open until 3 AM every night for the late crowd.',
      ],
      [
        'Fideos hasta las 3 AM',
        'Lantern Noodle House ahora abre hasta las 3:00 todas las noches para los trasnochadores.',
      ],
    ),
    news(
      'rwlv-still-water',
      'news',
      { ago: 19, expires: null },
      [
        'Still Water Spa opens in Lantern Tower',
        'Hot pools, shiatsu and a tea lounge with the best view of the river. Members save 10% on treatments.',
      ],
      [
        'Abre Still Water Spa en Lantern Tower',
        'Albercas calientes, shiatsu y un salón de té con la mejor vista del río. Los socios ahorran 10% en tratamientos.',
      ],
    ),
    news(
      'rwlv-beacon-cruise',
      'promotion',
      { ago: 2, expires: 27, tiers: [4, 5] },
      [
        'Beacons and Firefly Kings: a private river cruise',
        'Glide past the lantern lights with dinner aboard. Ask your host to reserve your place.',
      ],
      [
        'Beacons y Firefly Kings: paseo privado por el río',
        'Navega entre las luces de los faroles con cena a bordo. Pide a tu anfitrión que reserve tu lugar.',
      ],
    ),
    news(
      'rwlv-dragon-boat',
      'event',
      { ago: 95, expires: -35 },
      ['Dragon Boat Races', 'Cheer on the teams from the Riverwalk all weekend.'],
      ['Carreras de botes dragón', 'Apoya a los equipos desde el Riverwalk todo el fin de semana.'],
    ),
    news(
      'rwlv-new-year',
      'event',
      { ago: -8, expires: 34 },
      ['Lunar lights for the New Year', 'The river glows gold at midnight with fireworks and a lion dance.'],
      [
        'Luces para el Año Nuevo',
        'El río brilla dorado a medianoche con fuegos artificiales y danza del león.',
      ],
    ),
  ],
});
