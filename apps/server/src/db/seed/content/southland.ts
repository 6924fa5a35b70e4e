import { ALWAYS, daily, monSat, news, place, thuSun, weekends } from './builders';
import type { BrandContent } from './content-types';

export const southlandContent = (): BrandContent => ({
  locations: [
    place(
      'Prairie Fire BBQ',
      'restaurant',
      '0740',
      daily(11, 22),
      'Burnt ends, ribs and sweet tea, smoked over hickory.',
      'Puntas quemadas, costillas y té dulce, ahumados con nogal.',
    ),
    place(
      'Homestead Kitchen',
      'restaurant',
      '0741',
      daily(6, 15),
      'Biscuits and gravy, pie by the slice and bottomless coffee.',
      'Bísquets con gravy, pay por rebanada y café sin límite.',
    ),
    place(
      'Big Sky Buffet',
      'restaurant',
      '0742',
      daily(11, 21),
      'Fried chicken, pot roast and a cobbler for every season.',
      'Pollo frito, carne en su jugo y un cobbler para cada temporada.',
    ),
    place(
      'Plainsview Hotel',
      'hotel',
      '0750',
      ALWAYS,
      'Comfortable rooms with a view to the horizon.',
      'Habitaciones cómodas con vista al horizonte.',
    ),
    place(
      'Windbreak Spa',
      'spa',
      '0751',
      monSat(9, 19),
      'Massage and a whirlpool to shake off the road.',
      'Masaje y jacuzzi para quitarse el cansancio del camino.',
    ),
    place(
      'Junction Hall',
      'entertainment',
      '0760',
      thuSun(18, 24),
      'Country acts, dance nights and bingo on Sundays.',
      'Música country, noches de baile y bingo los domingos.',
    ),
    place(
      'Windmill General Store',
      'giftShop',
      '0770',
      daily(8, 22),
      'Jerky, local honey and Southward Plains caps.',
      'Carne seca, miel local y gorras de Southward Plains.',
    ),
    place(
      'Junction Cage',
      'cage',
      '0700',
      ALWAYS,
      'Cash, jackpots and free play for your card.',
      'Efectivo, premios y juego gratis para tu tarjeta.',
    ),
    place(
      'Trackside Race Book',
      'gaming',
      '0761',
      daily(10, 24),
      'Every track on the big screens, with wagering windows and a grill.',
      'Todas las pistas en pantallas gigantes, con ventanillas de apuesta y parrilla.',
    ),
    place(
      'Junction Bingo',
      'gaming',
      '0762',
      thuSun(11, 23),
      'Bingo sessions with a progressive jackpot.',
      'Sesiones de bingo con premio acumulado.',
    ),
    place(
      'Prairie RV Park',
      'recreation',
      '0780',
      ALWAYS,
      'Full-hookup spaces behind the hotel.',
      'Espacios con todas las conexiones detrás del hotel.',
    ),
    place(
      'Prairie Junction Fairgrounds',
      'recreation',
      '0781',
      weekends(9, 22),
      'The county fair, rodeos and summer concerts.',
      'La feria del condado, rodeos y conciertos de verano.',
    ),
  ],
  announcements: [
    news(
      'southland-barn-dance',
      'event',
      { ago: 2, expires: 18 },
      [
        'Barn Dance at Junction Hall',
        'Dust off your boots: a two-step band plays Junction Hall this Saturday from 8 PM, with free dance lessons at 7.',
      ],
      [
        'Baile del granero en Junction Hall',
        'Desempolva las botas: una banda de two-step toca en Junction Hall este sábado desde las 20:00, con clases de baile gratis a las 19:00.',
      ],
    ),
    news(
      'southland-harvest-points',
      'promotion',
      { ago: 10, expires: 41 },
      [
        'Harvest Bonus Wednesdays',
        'Every Wednesday, 500 bonus points when you earn 1,000 on slots. Wide skies, big wins.',
      ],
      [
        'Miércoles de cosecha',
        'Cada miércoles, 500 puntos extra al ganar 1,000 en tragamonedas. Cielos abiertos, grandes premios.',
      ],
    ),
    news(
      'southland-homestead-hours',
      'hours',
      { ago: 5, expires: null },
      [
        'Homestead Kitchen opens at 6 AM',
        'Early risers, breakfast is on: Homestead Kitchen now opens at 6 AM every day.',
      ],
      [
        'Homestead Kitchen abre a las 6 AM',
        'Para los madrugadores, el desayuno está listo: Homestead Kitchen ahora abre a las 6:00 todos los días.',
      ],
    ),
    news(
      'southland-rv-park',
      'news',
      { ago: 24, expires: null },
      [
        'New RV spaces at Plainsview',
        'Forty full-hookup RV spaces are open behind the hotel. Members park free on weeknights.',
      ],
      [
        'Nuevos espacios para casas rodantes en Plainsview',
        'Abrimos cuarenta espacios con todas las conexiones detrás del hotel. Los socios se estacionan gratis entre semana.',
      ],
    ),
    news(
      'southland-big-sky-supper',
      'promotion',
      { ago: 1, expires: 29, tiers: [3, 4, 5] },
      [
        'Harvest and above: supper on us',
        'Harvest, Horizon and Big Sky members: dinner for two at Prairie Fire BBQ is on the house this month. Show your card.',
      ],
      [
        'Harvest y superiores: la cena corre por nuestra cuenta',
        'Socios Harvest, Horizon y Big Sky: la cena para dos en Prairie Fire BBQ es cortesía de la casa este mes. Muestra tu tarjeta.',
      ],
    ),
    news(
      'southland-county-fair',
      'event',
      { ago: 78, expires: -18 },
      ['County Fair Weekend', 'Rides, pie contests and a fireworks finale.'],
      ['Fin de semana de feria', 'Juegos mecánicos, concurso de pays y fuegos artificiales.'],
    ),
    news(
      'southland-new-year',
      'event',
      { ago: -6, expires: 36 },
      ['New Year on the plains', 'A country countdown at Junction Hall with a midnight toast.'],
      ['Año Nuevo en las llanuras', 'Cuenta regresiva country en Junction Hall con brindis a medianoche.'],
    ),
  ],
});
