import type { OfferTranslation } from './offer-translation';

/** Cedar Hollow Pines Resort's offers in Mexican Spanish, by offer key. */
export const naskilaOffersEs: Record<string, OfferTranslation> = {
  'naskila-coffee-kolache': {
    name: 'Café y kolaches',
    description: 'Una jarra de café y dos kolaches recién hechos, de salchicha o de fruta.',
  },
  'naskila-chicken-fried': {
    name: 'Plato de bistec empanizado',
    description: 'Con salsa blanca cremosa, puré de papa y ejotes, como en casa.',
  },
  'naskila-cedar-buffet': {
    name: 'Cedar Table Buffet',
    description: 'Comida casera sureña de punta a punta, y de postre, pay de durazno.',
  },
  'naskila-buffet-family': {
    name: 'Cedar Table Buffet para cuatro',
    description: 'Trae a la familia: cuatro lugares en el bufé del domingo.',
  },
  'naskila-oak-steak': {
    name: 'Cena de cortes en Hollow Oak para dos',
    description:
      'Dos cortes New York asados con leña de roble bajo los pinos, con una botella de tinto texano.',
  },
  'naskila-fireside-dinner': {
    name: 'Cena junto a la chimenea',
    description: 'Una mesa privada junto a la chimenea de piedra, cinco tiempos.',
  },
  'naskila-lodge-night': {
    name: 'Noche en Pines Lodge',
    description: 'Una habitación silenciosa entre los pinos de hoja larga. Descansa tranquilo.',
  },
  'naskila-cabin': {
    name: 'Noche en cabaña junto al arroyo',
    description: 'Una cabaña de un cuarto junto al arroyo, con porche y mecedoras.',
  },
  'naskila-lodge-suite': {
    name: 'Noche en suite de Pines Lodge',
    description: 'Una suite con chimenea de piedra y vista al bosque.',
  },
  'naskila-dogwood-weekend': {
    name: 'Fin de semana de cornejos en flor',
    description: 'Dos noches de primavera con los cornejos en flor y un día de campo en el sendero.',
  },
  'naskila-spa': {
    name: 'Masaje en Cedar Spa',
    description: 'Cincuenta minutos con aceites de cedro y liquidámbar.',
  },
  'naskila-late-checkout': {
    name: 'Salida tarde, sin prisas',
    description: 'Entrega tu habitación a las dos, que en la mañana los pinos están en calma.',
  },
  'naskila-fp-10': {
    name: 'US$10 de juego gratis',
    description: 'Diez dólares de juego gratis para empezar tu visita.',
  },
  'naskila-fp-20': {
    name: 'US$20 de juego gratis',
    description: 'Veinte dólares de juego gratis en cualquier juego electrónico.',
  },
  'naskila-fp-50': {
    name: 'US$50 de juego gratis',
    description: 'Cincuenta dólares de juego gratis.',
  },
  'naskila-fp-100': {
    name: 'US$100 de juego gratis Tall Pine',
    description: 'Cien dólares para los jugadores que están en lo más alto del club.',
  },
  'naskila-birthday': {
    name: 'Bono de tu mes de cumpleaños',
    description: 'Quince dólares de juego gratis en el mes de tu cumpleaños.',
  },
  'naskila-drawing': {
    name: 'Boletos para el sorteo Firefly',
    description: 'Diez boletos extra para el sorteo Firefly del sábado.',
  },
  'naskila-pine-candle': {
    name: 'Vela de pino de hoja larga',
    description: 'Vela de soya vertida a mano que huele a nuestro porche.',
  },
  'naskila-fleece': {
    name: 'Chamarra polar Cedar Hollow',
    description: 'Una chamarra polar verde bosque con el escudo del pino.',
  },
  'naskila-honey': {
    name: 'Miel de Piney Woods',
    description: 'Un frasco de miel de flores silvestres de colmenas del Big Thicket.',
  },
  'naskila-basket': {
    name: 'Canasta de agujas de pino',
    description: 'Una canasta de agujas de pino tejida en espiral por un artesano local.',
  },
  'naskila-camp-chair': {
    name: 'Silla plegable para campamento',
    description: 'Para el lago, el partido o el porche.',
  },
  'naskila-shop-card': {
    name: 'Tarjeta de US$20 para la tienda de regalos',
    description: 'Veinte dólares en Needle & Bark.',
  },
  'naskila-firefly-music': {
    name: 'Música de verano en Firefly Pavilion',
    description: 'Un boleto en el jardín para el concierto de verano del jueves.',
  },
  'naskila-storyteller': {
    name: 'Cuentacuentos junto al fuego',
    description: 'Una velada de historias y canciones alrededor de la fogata.',
  },
  'naskila-headliner': {
    name: 'Artista estelar en Firefly Pavilion, dos lugares',
    description: 'Dos lugares reservados bajo los pinos.',
  },
  'naskila-powwow': {
    name: 'Encuentro de danzas tradicionales, lugares reservados',
    description: 'Dos lugares reservados en el encuentro otoñal de danzas tradicionales.',
  },
  'naskila-backstage': {
    name: 'Tras bambalinas en Firefly Pavilion',
    description: 'Lugares a un costado del escenario y un encuentro con los artistas.',
  },
};
