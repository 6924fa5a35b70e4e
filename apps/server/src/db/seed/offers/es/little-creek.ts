import type { OfferTranslation } from './offer-translation';

/** Willow Brook Casino Lodge's offers in Mexican Spanish, by offer key. */
export const littleCreekOffersEs: Record<string, OfferTranslation> = {
  'lc-latte': {
    name: 'Latte Steelhead y panecillo',
    description: 'Un latte con café tostado aquí cerquita y un panecillo de zarzamora marion.',
  },
  'lc-clam-chowder': {
    name: 'Crema de almeja Brookside y pan',
    description: 'Crema de almeja navaja con una hogaza calientita de pan de masa madre.',
  },
  'lc-willow-buffet': {
    name: 'Willow Table Buffet',
    description: 'Salmón, costillar de res y mesa de postres junto a la ventana que da al arroyo.',
  },
  'lc-salmon-plank': {
    name: 'Salmón en tabla de cedro para dos',
    description: 'Salmón rey salvaje asado sobre cedro, con mantequilla de avellana ahumada.',
  },
  'lc-crab-feed': {
    name: 'Festín de cangrejo Dungeness',
    description: 'Un cangrejo Dungeness entero por persona, para dos, con mantequilla clarificada y baberos.',
  },
  'lc-brookside-table': {
    name: 'Mesa junto al arroyo',
    description: 'Nuestra única mesa en la terraza sobre el arroyo, cuatro tiempos para dos.',
  },
  'lc-lodge-room': {
    name: 'Noche en habitación de Brook Lodge',
    description: 'Una habitación con vista a los sauces y al agua.',
  },
  'lc-fireplace-king': {
    name: 'Noche en habitación con chimenea y cama extragrande',
    description: 'Una habitación con cama extragrande y chimenea de gas para las noches de lluvia.',
  },
  'lc-lodge-suite': {
    name: 'Noche en la Willow Suite',
    description: 'La suite del último piso, con tina de inmersión y balcón sobre el arroyo.',
  },
  'lc-golf-stay': {
    name: 'Hospédate y juega golf',
    description: 'Una noche en Brook Lodge y dieciocho hoyos para dos.',
  },
  'lc-spa': {
    name: 'Tratamiento en Mossy Stone Spa',
    description: 'Un masaje con piedras calientes y un baño de pies con cedro.',
  },
  'lc-rv': {
    name: 'Lugar para casa rodante, tres noches',
    description: 'Tres noches en un espacio con luz, agua y drenaje junto al arroyo.',
  },
  'lc-fp-10': {
    name: 'US$10 de juego gratis',
    description: 'Diez dólares de juego gratis.',
  },
  'lc-fp-25': {
    name: 'US$25 de juego gratis',
    description: 'Veinticinco dólares para jugar donde quieras dentro del casino.',
  },
  'lc-fp-60': {
    name: 'US$60 de juego gratis',
    description: 'Sesenta dólares de juego gratis.',
  },
  'lc-fp-150': {
    name: 'US$150 de juego gratis River Otter',
    description: 'Para socios del nivel River Otter en adelante.',
  },
  'lc-keno': {
    name: 'Paquete de boletos de keno',
    description: 'Diez sorteos de keno de cuatro números.',
  },
  'lc-blackjack-match': {
    name: 'US$25 de apuesta igualada en blackjack',
    description: 'Igualamos tu primera mano de veinticinco dólares.',
  },
  'lc-basket': {
    name: 'Canasta de corteza de cedro',
    description: 'Una canasta de corteza de cedro tejida por un artista de la tribu.',
  },
  'lc-smoked-salmon': {
    name: 'Cecina de salmón ahumado',
    description: 'Cecina de salmón ahumado con leña de aliso, tres paquetes.',
  },
  'lc-rain-shell': {
    name: 'Impermeable Willow Brook',
    description: 'Una chamarra impermeable plegable, porque sí va a llover.',
  },
  'lc-wool-socks': {
    name: 'Calcetines de lana para senderismo',
    description: 'Dos pares de calcetines de merino para los senderos.',
  },
  'lc-coffee-beans': {
    name: 'Café en grano Steelhead',
    description: 'Una libra de nuestro café en grano de tueste oscuro.',
  },
  'lc-blanket': {
    name: 'Cobija con diseño salish',
    description: 'Una cobija de lana con diseño tradicional, de una fábrica de dueños indígenas.',
  },
  'lc-bluegrass': {
    name: 'Bluegrass en la terraza',
    description: 'Bluegrass el domingo por la tarde, con una sidra.',
  },
  'lc-canoe-journey': {
    name: 'Bienvenida de la Travesía en Canoa',
    description: 'Lugares reservados para la llegada de la travesía en canoa de verano.',
  },
  'lc-comedy': {
    name: 'Noche de comedia en Riverstone',
    description: 'Dos boletos para la función de comedia del viernes.',
  },
  'lc-headliner': {
    name: 'Artista estelar en Riverstone, dos lugares',
    description: 'Dos lugares reservados en la pista para el artista estelar.',
  },
  'lc-vip-booth': {
    name: 'Reservado VIP en Riverstone para cuatro',
    description: 'Un reservado para cuatro con cena antes de la función.',
  },
};
