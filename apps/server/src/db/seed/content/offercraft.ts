import { ALWAYS, daily, news, place, thuSun, weekends } from './builders';
import type { BrandContent } from './content-types';

export const offercraftContent = (): BrandContent => ({
  locations: [
    place(
      'Copperleaf Kitchen',
      'restaurant',
      '0840',
      daily(7, 22),
      'Seasonal plates from Minnesota farms, breakfast to dinner.',
      'Platillos de temporada de granjas de Minnesota, del desayuno a la cena.',
    ),
    place(
      'Forge Pizza Co.',
      'restaurant',
      '0841',
      daily(11, 24),
      'Wood-fired pizza and craft sodas, baked at 900 degrees.',
      'Pizza a la leña y refrescos artesanales, horneada a alta temperatura.',
    ),
    place(
      'The Falls Buffet',
      'restaurant',
      '0842',
      daily(11, 21),
      'Walleye, wild rice soup and a carving station.',
      'Lucioperca, sopa de arroz salvaje y estación de cortes.',
    ),
    place(
      'Brew Lab Taproom',
      'bar',
      '0843',
      daily(14, 1),
      'Twenty local taps and a flight for the curious.',
      'Veinte cervezas locales de barril y degustaciones para curiosos.',
    ),
    place(
      'Copperleaf Hotel',
      'hotel',
      '0850',
      ALWAYS,
      'Modern rooms by the falls, steps from the floor.',
      'Habitaciones modernas junto a las cascadas, a pasos del casino.',
    ),
    place(
      'Copperleaf Spa',
      'spa',
      '0851',
      daily(9, 20),
      'Massage, facials and a cedar sauna.',
      'Masajes, faciales y sauna de cedro.',
    ),
    place(
      'Foundry Stage',
      'entertainment',
      '0860',
      thuSun(19, 24),
      'Comedy, cover bands and game-show nights.',
      'Comedia, bandas de covers y noches de concursos.',
    ),
    place(
      'Copper Falls Outfitters',
      'giftShop',
      '0870',
      daily(9, 22),
      'Copperleaf gear, snacks and sundries.',
      'Artículos Copperleaf, botanas y artículos básicos.',
    ),
    place(
      'Copperleaf Cage',
      'cage',
      '0800',
      ALWAYS,
      'Cash, jackpots and free play for your card.',
      'Efectivo, premios y juego gratis para tu tarjeta.',
    ),
    place(
      'Foundry Floor',
      'gaming',
      '0861',
      ALWAYS,
      'The main casino floor, home of the Saturday slot tournament.',
      'El piso principal del casino, sede del torneo de tragamonedas de los sábados.',
    ),
    place(
      "Maker's Market",
      'giftShop',
      '0871',
      weekends(10, 18),
      'Local makers, candles and copper crafts every weekend.',
      'Artesanos locales, velas y artesanías de cobre cada fin de semana.',
    ),
    place(
      'Copper Falls Riverfront',
      'recreation',
      '0880',
      daily(8, 22),
      'The riverfront trail and the winter lantern walk.',
      'El sendero junto al río y el paseo de faroles en invierno.',
    ),
  ],
  announcements: [
    news(
      'offercraft-game-show',
      'event',
      { ago: 2, expires: 19 },
      [
        'Game Show Night at Foundry Stage',
        'Contestants are picked from the audience every Thursday at 8 PM. Swipe your card at the door for a chance to play.',
      ],
      [
        'Noche de concursos en Foundry Stage',
        'Cada jueves a las 20:00 elegimos concursantes del público. Pasa tu tarjeta en la entrada para tener la oportunidad de jugar.',
      ],
    ),
    news(
      'offercraft-crafted-offers',
      'promotion',
      { ago: 9, expires: 43 },
      [
        'New crafted offers every Monday',
        'Fresh offers drop in the portal every Monday morning: pizza, hotel nights and free play. Check Offers to claim yours.',
      ],
      [
        'Nuevas ofertas cada lunes',
        'Cada lunes en la mañana llegan nuevas ofertas al portal: pizza, noches de hotel y juego gratis. Revisa Ofertas para obtener la tuya.',
      ],
    ),
    news(
      'offercraft-forge-hours',
      'hours',
      { ago: 4, expires: null },
      [
        'Forge Pizza now open until midnight',
        'The oven stays hot: Forge Pizza Co. serves until midnight every night.',
      ],
      [
        'Forge Pizza ahora abre hasta la medianoche',
        'El horno sigue caliente: Forge Pizza Co. sirve hasta la medianoche todas las noches.',
      ],
    ),
    news(
      'offercraft-taproom',
      'news',
      { ago: 21, expires: null },
      [
        'Brew Lab Taproom opens',
        'Twenty Minnesota taps, a pretzel the size of your head and trivia on Tuesdays.',
      ],
      ['Abre Brew Lab Taproom', 'Veinte cervezas de Minnesota, un pretzel gigante y trivia los martes.'],
    ),
    news(
      'offercraft-gold-tasting',
      'promotion',
      { ago: 1, expires: 30, tiers: [4, 5] },
      [
        'Gold and Platinum: brewer’s table',
        'Join our brewmaster for a private tasting at Brew Lab, with small plates from Copperleaf Kitchen. Your host will confirm.',
      ],
      [
        'Gold y Platinum: la mesa del cervecero',
        'Acompaña a nuestro maestro cervecero en una cata privada en Brew Lab, con bocadillos de Copperleaf Kitchen. Tu anfitrión te confirmará.',
      ],
    ),
    news(
      'offercraft-summer-kickoff',
      'event',
      { ago: 88, expires: -28 },
      ['Summer Kickoff by the falls', 'Live music and lawn games every Saturday in June.'],
      [
        'Inicio del verano junto a las cascadas',
        'Música en vivo y juegos en el jardín cada sábado de junio.',
      ],
    ),
    news(
      'offercraft-new-year',
      'event',
      { ago: -5, expires: 37 },
      ['New Year at the Foundry', 'A cover band, a balloon drop and a toast at midnight.'],
      ['Año Nuevo en el Foundry', 'Banda de covers, lluvia de globos y brindis a medianoche.'],
    ),
  ],
});
