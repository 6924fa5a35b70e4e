import type { OfferTranslation } from './offer-translation';

/** Tidepool Palace Casino's offers in Mexican Spanish, by offer key. */
export const tpOffersEs: Record<string, OfferTranslation> = {
  'tp-chowder-bowl': {
    name: 'Tazón de crema de almejas del puerto',
    description:
      'Nuestra crema de almejas servida en pan bola, la misma por la que hacen fila los pescadores.',
  },
  'tp-low-tide-buffet': {
    name: 'Low Tide Buffet para uno',
    description: 'Mariscos sin límite, estación de cortes y el pay rústico de moras Marion.',
  },
  'tp-buffet-for-two': {
    name: 'Low Tide Buffet para dos',
    description: 'Trae a tu grumete favorito: dos lugares en el bufé de cangrejo Dungeness de los viernes.',
  },
  'tp-oyster-flight': {
    name: 'Degustación de ostiones con burbujas',
    description: 'Una docena de ostiones locales sobre hielo con dos copas de vino espumoso de Oregón.',
  },
  'tp-driftwood-dinner': {
    name: 'Cena para dos en Driftwood Grill',
    description:
      'Salmón a la tabla de cedro, dos guarniciones cada quien y mesa junto a la ventana al atardecer sobre la bahía.',
  },
  'tp-captains-tasting': {
    name: 'Menú de degustación del capitán',
    description: 'Siete tiempos del menú del chef, del barco a la mesa, con maridaje de vinos incluido.',
  },
  'tp-tower-midweek': {
    name: 'Noche entre semana en Tidepool Tower',
    description: 'Una habitación con cama extragrande de domingo a jueves, con salida tardía al mediodía.',
  },
  'tp-bayview-weekend': {
    name: 'Noche de fin de semana con vista a la bahía',
    description: 'Viernes o sábado en una habitación frente a las luces del puerto.',
  },
  'tp-lighthouse-suite': {
    name: 'Noche en la Suite del Faro',
    description: 'Nuestra suite de esquina con balcón envolvente y vista directa al faro.',
  },
  'tp-storm-watch': {
    name: 'Paquete para ver tormentas',
    description:
      'Dos noches de invierno, equipo para lluvia prestado y sidra caliente a tu puerta cuando llega el oleaje.',
  },
  'tp-salt-spa': {
    name: 'Exfoliación marina en The Salt Spa',
    description: 'Una exfoliación de 50 minutos con sal de mar y envoltura de algas.',
  },
  'tp-room-upgrade': {
    name: 'Cambio a habitación del lado del mar',
    description: 'Pasa cualquier estancia reservada al lado del mar, sujeto a disponibilidad.',
  },
  'tp-free-play-10': {
    name: 'US$10 de juego gratis',
    description: 'Diez dólares de juego gratis cargados a tu tarjeta en cualquier quiosco.',
  },
  'tp-free-play-25': {
    name: 'US$25 de juego gratis',
    description: 'Veinticinco dólares de juego gratis, válidos en todas las tragamonedas del piso.',
  },
  'tp-free-play-50': {
    name: 'US$50 de juego gratis',
    description: 'Cincuenta dólares de juego gratis para una sesión más larga.',
  },
  'tp-free-play-100': {
    name: 'US$100 de juego gratis Marea Alta',
    description: 'Cien dólares de juego gratis para nuestros habituales del área de límites altos.',
  },
  'tp-sunrise-spin': {
    name: 'Bono Giro del Amanecer',
    description: 'Cinco dólares de juego gratis más un café, válido antes de las 10 a. m.',
  },
  'tp-king-tide-drawing': {
    name: 'Participaciones para el sorteo King Tide',
    description: 'Diez participaciones extra en el sorteo mensual en efectivo King Tide.',
  },
  'tp-sea-glass-necklace': {
    name: 'Dije de vidrio de mar',
    description: 'Vidrio de mar pulido a mano, de nuestra propia playa, en una cadena de plata.',
  },
  'tp-logo-hoodie': {
    name: 'Sudadera con gorro Tidepool Palace',
    description: 'Sudadera gruesa azul marino con el logo de la ola.',
  },
  'tp-beach-towel': {
    name: 'Toalla de playa a rayas',
    description: 'Una toalla de alberca extragrande con nuestras rayas turquesa y coral.',
  },
  'tp-smoked-salmon': {
    name: 'Caja de regalo de salmón ahumado',
    description: 'Salmón ahumado con leña de aliso y galletas de masa madre para llevar a casa.',
  },
  'tp-weather-radio': {
    name: 'Radio meteorológico costero',
    description: 'Un radio meteorológico de manivela con linterna para la temporada de tormentas.',
  },
  'tp-gift-card-25': {
    name: 'Tarjeta de US$25 para la tienda de regalos',
    description: 'Úsala en lo que quieras dentro de Anchor & Shell.',
  },
  'tp-friday-band': {
    name: 'Banda del muelle, viernes por la noche',
    description: 'Una entrada general para la banda de éxitos del viernes en el escenario del Seaglass.',
  },
  'tp-comedy-night': {
    name: 'Comedia en el Seaglass',
    description: 'Dos boletos para la doble función de comedia del sábado.',
  },
  'tp-headliner-pair': {
    name: 'Boletos para el estelar, para dos',
    description: 'Dos lugares reservados para el concierto estelar de esta temporada.',
  },
  'tp-front-row': {
    name: 'Primera fila y saludo con el artista',
    description: 'Lugares en primera fila y un saludo tras bambalinas con el artista estelar.',
  },
  'tp-whale-cruise': {
    name: 'Paseo para avistar ballenas',
    description: 'Dos lugares en el paseo matutino para ver la ballena gris, saliendo de la marina.',
  },
};
