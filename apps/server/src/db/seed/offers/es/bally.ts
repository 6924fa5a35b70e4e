import type { OfferTranslation } from './offer-translation';

/** Ballast Bay Casino's offers in Mexican Spanish, by offer key. */
export const ballyOffersEs: Record<string, OfferTranslation> = {
  'bally-boardwalk-fries': {
    name: 'Papas del malecón y limonada',
    description: 'Una cubeta de papas con Old Bay y una limonada recién exprimida.',
  },
  'bally-crab-cake': {
    name: 'Plato de tortitas de jaiba gigantes',
    description: 'Dos tortitas de jaiba en trozo grande, ensalada de col y bolitas de maíz fritas.',
  },
  'bally-galley-buffet': {
    name: 'Galley Buffet',
    description: 'Todo lo que puedas comer, con la barra de camarones al vapor de los domingos.',
  },
  'bally-galley-two': {
    name: 'Galley Buffet para dos',
    description: 'Dos lugares en el Galley, cualquier día de la semana.',
  },
  'bally-surf-turf': {
    name: 'Mar y tierra del capitán',
    description: 'Filete y una cola de langosta de agua fría, con un martini para acompañar.',
  },
  'bally-raw-bar': {
    name: 'Torre de mariscos para cuatro',
    description: 'Tres pisos de ostiones, almejas, camarones y tenazas de jaiba.',
  },
  'bally-standard-night': {
    name: 'Noche en Ballast Bay Hotel',
    description: 'Una habitación estándar, de domingo a jueves.',
  },
  'bally-oceanfront': {
    name: 'Noche en habitación frente al mar',
    description: 'Despierta frente al Atlántico desde un balcón sobre el malecón.',
  },
  'bally-admiral-suite': {
    name: 'Noche en la Suite del Almirante',
    description: 'Dos habitaciones, un bar privado y un telescopio que apunta al faro.',
  },
  'bally-summer-weekend': {
    name: 'Escapada de fin de semana de verano',
    description: 'Dos noches de julio con camastros y servicio de sombrilla.',
  },
  'bally-spa-day': {
    name: 'Pase de un día a Harbor Spa',
    description: 'La alberca, el sauna y los baños de vapor, todo el día.',
  },
  'bally-valet': {
    name: 'Valet de cortesía, cinco visitas',
    description: 'Cinco visitas con servicio de valet por nuestra cuenta.',
  },
  'bally-fp-10': {
    name: 'US$10 de juego gratis',
    description: 'US$10 de juego gratis en cualquier máquina.',
  },
  'bally-fp-25': { name: 'US$25 de juego gratis', description: 'US$25 de juego gratis.' },
  'bally-fp-75': {
    name: 'US$75 de juego gratis',
    description: 'US$75 de juego gratis para una noche de salida como se debe.',
  },
  'bally-fp-200': {
    name: 'US$200 de juego gratis Anchor Club',
    description: 'US$200 de juego gratis para los habituales del Anchor Club.',
  },
  'bally-craps-match': {
    name: 'US$25 de apuesta igualada en dados',
    description: 'Igualamos tu apuesta a la línea de pase hasta US$25.',
  },
  'bally-poker-seat': {
    name: 'Entrada al torneo de póker del viernes',
    description: 'Una entrada al torneo de hold’em del viernes por la noche.',
  },
  'bally-tshirt': {
    name: 'Playera Ballast Bay',
    description: 'Playera azul marino con el ancla y la frase "Anclados en el buen juego".',
  },
  'bally-saltwater-taffy': {
    name: 'Caja de caramelos de agua salada',
    description: 'Medio kilo de caramelos del malecón en doce sabores.',
  },
  'bally-beach-chair': {
    name: 'Silla de playa del malecón',
    description: 'Una silla de playa bajita con la franja roja y azul marino.',
  },
  'bally-bluetooth-speaker': {
    name: 'Bocina a prueba de agua',
    description: 'Flota, aguanta la arena y suena todo el día.',
  },
  'bally-store-card': {
    name: "Tarjeta de US$20 para Ship's Store",
    description: "US$20 para gastar en Ship's Store.",
  },
  'bally-rod-reel': {
    name: 'Caña y carrete para pesca de orilla',
    description: 'Una caña de orilla de tres metros, carrete y una caja de pesca para acompañarlos.',
  },
  'bally-boxing': {
    name: 'Noche de box en Pier 9',
    description: 'Un boleto de primera fila junto al cuadrilátero para la cartelera mensual de box.',
  },
  'bally-tribute-band': {
    name: 'Sábado de banda tributo',
    description: 'Entrada general al tributo musical de esta semana.',
  },
  'bally-fireworks': {
    name: 'Fiesta de fuegos artificiales en cubierta',
    description: 'Acceso a la cubierta y dos bebidas para los fuegos artificiales del 4 de julio.',
  },
  'bally-headliner': {
    name: 'Estelar de Pier 9, dos lugares',
    description: 'Dos lugares en pista para el artista estelar de la arena.',
  },
  'bally-skybox': {
    name: 'Palco de Pier 9 para seis',
    description: 'Un palco con servicio de comida y bebida para seis en cualquier evento de la arena.',
  },
};
