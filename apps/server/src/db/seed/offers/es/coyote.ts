import type { OfferTranslation } from './offer-translation';

/** Coyote Mesa Casino's offers in Mexican Spanish, by offer key. */
export const coyoteOffersEs: Record<string, OfferTranslation> = {
  'coyote-green-chile-burger': {
    name: 'Hamburguesa con queso y chile verde',
    description:
      'Chile verde Hatch asado, queso Monterey con chile y un montón de papas. Sin cambios, sin arrepentimientos.',
  },
  'coyote-breakfast-burrito': {
    name: 'Burrito de desayuno del camino',
    description: 'Huevo, papa, tocino y chile rojo o verde, bien bañado. Se sirve hasta las 11.',
  },
  'coyote-red-rock-buffet': {
    name: 'Red Rock Buffet',
    description: 'Pozole, carne adovada, la barra de cortes y sopaipillas con miel.',
  },
  'coyote-brisket-platter': {
    name: 'Plato de pecho de res al mezquite para dos',
    description:
      'Pecho de res de catorce horas, costillas, frijoles y pan de elote para dos jinetes con hambre.',
  },
  'coyote-ribeye-night': {
    name: 'Cena vaquera de ojo de costilla',
    description: 'Ojo de costilla con hueso a la parrilla de mezquite, con una margarita de tuna.',
  },
  'coyote-sunset-supper': {
    name: 'Cena al atardecer al borde del cañón',
    description: 'Una cena privada para dos en la terraza al borde del cañón, a la hora dorada.',
  },
  'coyote-lodge-night': {
    name: 'Noche en Canyon Lodge',
    description: 'Una habitación con la mesa en la ventana y un fogón en el patio.',
  },
  'coyote-weekend-two': {
    name: 'Escapada de dos noches al desierto',
    description: 'Dos noches, viernes y sábado, con burritos de desayuno ambas mañanas.',
  },
  'coyote-casita': {
    name: 'Noche en la casita de adobe',
    description: 'Nuestra casita de adobe independiente con chimenea kiva y tina de hidromasaje privada.',
  },
  'coyote-stargazing': {
    name: 'Paquete para ver las estrellas',
    description: 'Una noche en Canyon Lodge y una sesión guiada con telescopio bajo cielos oscuros.',
  },
  'coyote-spa-stone': {
    name: 'Masaje con piedras calientes de río',
    description: 'Sesenta minutos con piedras de río calientes y aceite de enebro.',
  },
  'coyote-rv-hookup': {
    name: 'Lugar para casa rodante, tres noches',
    description: 'Conexión completa en el parque de casas rodantes, tres noches.',
  },
  'coyote-fp-10': {
    name: 'US$10 de juego gratis',
    description: 'Diez dólares para probar tu suerte.',
  },
  'coyote-fp-20': {
    name: 'US$20 de juego gratis',
    description: 'Veinte dólares de juego gratis en cualquier tragamonedas.',
  },
  'coyote-fp-50': {
    name: 'US$50 de juego gratis',
    description: 'Cincuenta dólares de juego gratis para la cabalgata larga.',
  },
  'coyote-fp-150': {
    name: 'US$150 de juego gratis Alto Desierto',
    description: 'Ciento cincuenta para los que corren con los líderes de la manada.',
  },
  'coyote-full-moon': {
    name: 'Multiplicador de luna llena',
    description: 'Puntos dobles en tu próxima sesión de viernes de luna llena.',
  },
  'coyote-bingo-pack': {
    name: 'Paquete de bingo',
    description: 'Un paquete de doce cartones para la sesión de bingo de la noche.',
  },
  'coyote-turquoise-bracelet': {
    name: 'Brazalete de turquesa',
    description: 'Plata esterlina y turquesa, hecho por un platero de la región.',
  },
  'coyote-ball-cap': {
    name: 'Gorra del coyote aullador',
    description: 'Una gorra color óxido, deslavada por el sol, con el parche del coyote aullando.',
  },
  'coyote-pinon-coffee': {
    name: 'Costal de café de piñón',
    description: 'Medio kilo de café tostado con piñón, molido o en grano.',
  },
  'coyote-wool-blanket': {
    name: 'Cobija de lana Mesa',
    description: 'Una cobija gruesa de lana tejida en los colores del cañón.',
  },
  'coyote-chile-ristra': {
    name: 'Ristra de chile rojo',
    description: 'Una sarta de chiles rojos secos para la puerta de la cocina.',
  },
  'coyote-hot-sauce-trio': {
    name: 'Trío de salsas picantes de Mesa Smokehouse',
    description: 'Suave, media y "llamen a los bomberos".',
  },
  'coyote-country-night': {
    name: 'Boleto para la Noche Vaquera',
    description: 'Entrada general a la noche vaquera del sábado bajo las estrellas.',
  },
  'coyote-rodeo': {
    name: 'Par de lugares en tribuna del rodeo Mesa',
    description: 'Dos lugares en tribuna para el rodeo de verano.',
  },
  'coyote-headliner': {
    name: 'Estelar del anfiteatro, dos lugares',
    description: 'Dos lugares reservados para el gran estelar del verano.',
  },
  'coyote-pit-pass': {
    name: 'Pase al pie del escenario y conoce a la banda',
    description: 'De pie al filo del escenario y luego un apretón de manos tras bambalinas.',
  },
  'coyote-comedy': {
    name: 'Comedia en la cantina',
    description: 'Un lugar en la comedia en vivo del jueves; la primera ronda va por nuestra cuenta.',
  },
};
