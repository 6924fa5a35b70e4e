import type { OfferTranslation } from './offer-translation';

/** Southward Plains Casino's offers in Mexican Spanish, by offer key. */
export const southlandOffersEs: Record<string, OfferTranslation> = {
  'southland-biscuits': {
    name: 'Bísquets con salsa de salchicha',
    description:
      'Dos bísquets de suero de leche bañados en salsa de salchicha, con café que no para de llegar.',
  },
  'southland-fried-catfish': {
    name: 'Cena de bagre frito',
    description:
      'Bagre empanizado en harina de maíz, bolitas de maíz fritas, hojas verdes guisadas y té dulce.',
  },
  'southland-big-sky-buffet': {
    name: 'Big Sky Buffet',
    description: 'Pollo frito, asado de res a la olla y la vitrina de pays. Aflójate el cinturón.',
  },
  'southland-bbq-sampler': {
    name: 'Degustación del maestro asador para dos',
    description:
      'Cerdo deshebrado, pecho de res, salchichas picantes y un costillar con todas sus guarniciones.',
  },
  'southland-steak-night': {
    name: 'Noche de ojo de costilla de la pradera',
    description: 'Un ojo de costilla cortado a mano, papa al horno con todo y una rebanada de pay de nuez.',
  },
  'southland-pitmaster-table': {
    name: 'La mesa del maestro asador',
    description: 'Siéntate junto al ahumador para una cena de cerdo entero con el maestro asador.',
  },
  'southland-hotel-night': {
    name: 'Noche en Plainsview Hotel',
    description: 'Una habitación limpia y tranquila, y un buen desayuno por la mañana.',
  },
  'southland-two-nights': {
    name: 'Estancia de dos noches',
    description: 'Dos noches, cualquier día de la semana.',
  },
  'southland-jacuzzi-suite': {
    name: 'Noche en suite con jacuzzi',
    description: 'Una suite con jacuzzi para dos y vista a las llanuras.',
  },
  'southland-harvest-weekend': {
    name: 'Fin de semana del Festival de la Cosecha',
    description:
      'Dos noches durante el festival de la cosecha, con boletos para el paseo en carreta de heno.',
  },
  'southland-owners-suite': {
    name: 'Noche en la Suite del Dueño',
    description: 'La habitación más grande de la propiedad, con columpio en el porche.',
  },
  'southland-rv': {
    name: 'Espacio para casa rodante, fin de semana',
    description: 'Conexiones completas de viernes a domingo.',
  },
  'southland-fp-10': { name: 'US$10 de juego gratis', description: 'US$10 cortesía de la casa.' },
  'southland-fp-25': { name: 'US$25 de juego gratis', description: 'US$25 de juego gratis.' },
  'southland-fp-50': {
    name: 'US$50 de juego gratis',
    description: 'US$50 de juego gratis, válidos toda la semana.',
  },
  'southland-fp-125': {
    name: 'US$125 de juego gratis Big Sky',
    description: 'US$125 para los mejores de nuestra cuadrilla.',
  },
  'southland-derby-bet': {
    name: 'Apuesta hípica de US$20',
    description: 'Un boleto de US$20 a ganador, segundo o tercer lugar en cualquier carrera.',
  },
  'southland-bingo': {
    name: 'Paquete para noche de bingo',
    description: 'Seis cartones y un marcador para el bingo del martes.',
  },
  'southland-cast-iron': {
    name: 'Sartén de hierro fundido',
    description: 'Un sartén de 30 cm, ya curado, con el molino de viento grabado en el mango.',
  },
  'southland-pecans': {
    name: 'Lata de nuez tostada',
    description: 'Casi un kilo de nuez de la región, tostada con miel.',
  },
  'southland-rub': {
    name: 'Sazonador y salsa Prairie Fire',
    description: 'El mismo sazonador y la misma salsa que usa el maestro asador.',
  },
  'southland-cooler': {
    name: 'Hielera Southward para la carne asada',
    description: 'Una hielera de 42 litros que conserva el hielo cinco días.',
  },
  'southland-quilt': {
    name: 'Colcha de retazos',
    description: 'Hecha a mano por el círculo de costura de Prairie Junction.',
  },
  'southland-store-card': {
    name: 'Tarjeta de US$15 para Windmill General Store',
    description: 'US$15 para gastar en Windmill General Store.',
  },
  'southland-gospel-brunch': {
    name: 'Almuerzo dominical con góspel',
    description: 'Un plato de almuerzo y el coro de First Street.',
  },
  'southland-honky-tonk': {
    name: 'Sábado de cantina vaquera',
    description: 'Clase de baile en pareja a las 19:00, banda en vivo a las 20:00.',
  },
  'southland-opry': {
    name: 'Par de lugares reservados en Junction Opry',
    description: 'Dos lugares reservados en el Junction Opry mensual.',
  },
  'southland-headliner-vip': {
    name: 'Estelar VIP y prueba de sonido',
    description: 'Mesas al frente y un lugar en la prueba de sonido de la tarde.',
  },
  'southland-rodeo': {
    name: 'Par de boletos para el rodeo del condado',
    description: 'Dos boletos en gradas para el rodeo del condado.',
  },
};
