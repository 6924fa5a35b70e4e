import type { OfferTranslation } from './offer-translation';

/** Copperleaf Demo Casino's offers in Mexican Spanish, by offer key. */
export const offercraftOffersEs: Record<string, OfferTranslation> = {
  'offercraft-flight': {
    name: 'Degustación en Brew Lab',
    description: 'Cuatro copitas de lo que los cerveceros sirvieron de barril esta semana.',
  },
  'offercraft-forge-pizza': {
    name: 'Pizza a la leña y una pinta',
    description: 'Cualquier pizza del horno a 900 °F y una pinta de la casa.',
  },
  'offercraft-falls-buffet': {
    name: 'The Falls Buffet',
    description: 'Doce estaciones, de la lucioperca a la sopa de arroz salvaje.',
  },
  'offercraft-walleye-dinner': {
    name: 'Cena de lucioperca estilo pescador',
    description: 'Lucioperca a la sartén, pilaf de arroz salvaje y ensalada de temporada.',
  },
  'offercraft-tasting-menu': {
    name: 'Menú degustación Copperleaf para dos',
    description: 'Cinco tiempos creados con lo que mandaron las granjas esta semana.',
  },
  'offercraft-brewers-dinner': {
    name: 'Cena del cervecero',
    description: 'Cuatro tiempos maridados con cuatro cervezas, y los cerveceros en tu mesa.',
  },
  'offercraft-hotel-night': {
    name: 'Noche en Copperleaf Hotel',
    description: 'Una habitación con regadera tipo lluvia y tocadiscos.',
  },
  'offercraft-loft': {
    name: 'Noche en el Copper Loft',
    description: 'Un espacio de dos niveles con vista a las cascadas.',
  },
  'offercraft-makers-suite': {
    name: 'Noche en la Suite Artesanal',
    description: 'La suite amueblada por artesanos locales: nogal, lana y cobre.',
  },
  'offercraft-winter-escape': {
    name: 'Escapada invernal de sauna',
    description: 'Una noche, el sauna de cedro y un chapuzón helado junto a las cascadas.',
  },
  'offercraft-spa': {
    name: 'Baño en tina de cobre',
    description: 'Una hora privada en la tina de cobre, con sales minerales incluidas.',
  },
  'offercraft-ev-charge': {
    name: 'Estacionamiento y carga eléctrica, cinco visitas',
    description: 'Te estacionamos el auto y te lo entregamos con carga completa, cinco visitas.',
  },
  'offercraft-fp-15': {
    name: 'US$15 de juego gratis',
    description: 'Quince dólares de juego gratis, en cualquier área del casino.',
  },
  'offercraft-fp-40': {
    name: 'US$40 de juego gratis',
    description: 'Cuarenta dólares de juego gratis.',
  },
  'offercraft-fp-75': {
    name: 'US$75 de juego gratis',
    description: 'Setenta y cinco dólares de juego gratis, válidos por dos semanas.',
  },
  'offercraft-fp-250': {
    name: 'US$250 de juego gratis Copper Circle',
    description: 'Para los socios del Copper Circle.',
  },
  'offercraft-build-bonus': {
    name: 'Arma tu bono',
    description: 'Tú eliges: US$25 de juego gratis en tragamonedas o apuesta igualada en las mesas.',
  },
  'offercraft-slot-tourney': {
    name: 'Inscripción al torneo de tragamonedas',
    description: 'Una inscripción al torneo de tragamonedas del sábado.',
  },
  'offercraft-mug': {
    name: 'Taza torneada a mano',
    description: 'Una taza de gres torneada por un alfarero de Copper Falls.',
  },
  'offercraft-wool-beanie': {
    name: 'Gorro de merino',
    description: 'Un gorro tejido de lana merino en naranja cobre.',
  },
  'offercraft-growler': {
    name: 'Garrafa cervecera de cobre con llenado',
    description: 'Una garrafa cervecera con acabado de cobre y su primer llenado.',
  },
  'offercraft-cutting-board': {
    name: 'Tabla de nogal para picar',
    description: 'De nogal negro en corte de testa, firmada por el ebanista.',
  },
  'offercraft-market-card': {
    name: "Tarjeta de US$25 para Maker's Market",
    description: 'Veinticinco dólares para gastar con cualquier artesano del mercado.',
  },
  'offercraft-canoe-print': {
    name: 'Serigrafía del país de las canoas',
    description: 'Una serigrafía numerada de los lagos de Boundary Waters.',
  },
  'offercraft-open-mic': {
    name: 'Mesa al frente en micrófono abierto',
    description: 'Una mesa hasta adelante para el micrófono abierto del miércoles.',
  },
  'offercraft-indie-night': {
    name: 'Noche de bandas independientes en Foundry Stage',
    description: 'Entrada general para la banda en gira del viernes.',
  },
  'offercraft-headliner': {
    name: 'Artista estelar en Foundry Stage, dos lugares',
    description: 'Dos asientos reservados en el balcón para el artista estelar.',
  },
  'offercraft-soundcheck': {
    name: 'Pase a la prueba de sonido',
    description: 'Mira la prueba de sonido de la tarde y luego, a primera fila.',
  },
  'offercraft-ice-festival': {
    name: 'Paseo de faroles del Festival de Hielo',
    description: 'Dos pases para el paseo de faroles entre esculturas de hielo.',
  },
};
