import type { OfferTranslation } from './offer-translation';

/** Meridian Elite Club's offers in Mexican Spanish, by offer key. */
export const eliteOffersEs: Record<string, OfferTranslation> = {
  'elite-atrium-tea': {
    name: 'Té de la tarde en The Gilded Atrium',
    description:
      'Sándwiches pequeños, panecillos con crema espesa y una tetera de Darjeeling de primera cosecha.',
  },
  'elite-atrium-brunch': {
    name: 'Almuerzo dominical con champaña',
    description: 'El almuerzo de The Gilded Atrium con champaña sin límite, para un socio.',
  },
  'elite-salon-dinner': {
    name: 'Cena en Salon Meridian',
    description: 'Una cena de tres tiempos para dos, de la carta de temporada.',
  },
  'elite-aurelian-wagyu': {
    name: 'Experiencia Wagyu en Aurelian',
    description: 'Wagyu A5 cortado junto a tu mesa, con el maridaje del sommelier para dos.',
  },
  'elite-cellar-tasting': {
    name: 'Cata privada en la cava',
    description: 'Una velada entre las añadas más raras de Cellar 1890 con nuestro sommelier principal.',
  },
  'elite-chefs-table': {
    name: 'Mesa del chef para cuatro',
    description: 'Nueve tiempos en el pase de la cocina, preparados y presentados por el chef ejecutivo.',
  },
  'elite-deluxe-night': {
    name: 'Noche en habitación de lujo',
    description:
      'Una habitación de lujo en Meridian Tower, preparación de cama por la noche y sábanas de lino planchadas.',
  },
  'elite-club-level': {
    name: 'Noche en el nivel Club',
    description: 'Una habitación en los pisos Club, con acceso al salón privado y sus canapés de la noche.',
  },
  'elite-penthouse': {
    name: 'Noche en una suite del último piso',
    description: 'Una noche en una de nuestras seis suites del último piso, mayordomo incluido.',
  },
  'elite-spa-ritual': {
    name: 'Ritual en Meridian Spa',
    description: 'Noventa minutos: hammam, facial con hoja de oro y el masaje que tú elijas.',
  },
  'elite-chauffeur': {
    name: 'Llegada con chofer',
    description: 'Un auto con chofer desde el aeropuerto o desde cualquier punto de Crestview.',
  },
  'elite-late-checkout': {
    name: 'Salida garantizada a las 4 p. m.',
    description: 'Quédate un poco más: salida a las cuatro, garantizada.',
  },
  'elite-credit-50': {
    name: 'US$50 de crédito para tragamonedas',
    description: 'Cincuenta dólares de crédito para tragamonedas en el piso principal o en la Salle Privée.',
  },
  'elite-credit-100': {
    name: 'US$100 de crédito para tragamonedas',
    description: 'Cien dólares de crédito para tragamonedas, exclusivo para socios.',
  },
  'elite-credit-250': {
    name: 'US$250 de crédito en la Salle Privée',
    description: 'Crédito para el salón de límites altos, reservado a socios de distinción.',
  },
  'elite-match-play': {
    name: 'US$100 de apuesta igualada en mesa',
    description: 'Igualamos tu primera apuesta de US$100 en bacará o blackjack.',
  },
  'elite-tournament-seat': {
    name: 'Lugar en el torneo por invitación',
    description: 'Un lugar en el torneo trimestral de tragamonedas por invitación para socios.',
  },
  'elite-credit-25': {
    name: 'US$25 de crédito de bienvenida',
    description: 'Una bienvenida discreta para una velada discreta.',
  },
  'elite-cufflinks': {
    name: 'Mancuernillas Meridian',
    description: 'Mancuernillas de plata esterlina grabadas con el escudo Meridian.',
  },
  'elite-silk-scarf': {
    name: 'Mascada cuadrada de seda',
    description: 'Seda con dobladillo enrollado a mano, en el oro y la tinta de la casa.',
  },
  'elite-leather-folio': {
    name: 'Tarjetero de piel',
    description: 'Piel de flor entera para tu tarjeta de socio y poco más.',
  },
  'elite-cognac': {
    name: 'Coñac XO, embotellado para socios',
    description: 'Una botella de la barrica propia del club, numerada y firmada.',
  },
  'elite-maison-credit': {
    name: 'Crédito en Maison Meridian',
    description: 'Un crédito de US$50 en la boutique.',
  },
  'elite-fountain-pen': {
    name: 'Pluma fuente laqueada',
    description: 'Laca negra y plumín de oro, para firmar lo verdaderamente importante.',
  },
  'elite-quartet': {
    name: 'Velada con cuarteto de cuerdas',
    description: 'Una velada de Haydn y Ravel en la intimidad de The Opal Room.',
  },
  'elite-jazz-box': {
    name: 'Jazz en The Opal Room',
    description: 'Un palco privado para dos en la última sesión de jazz de la noche.',
  },
  'elite-gala-seats': {
    name: 'Gala de invierno, dos lugares',
    description: 'Etiqueta rigurosa, orquesta y cena: la única noche imperdible de la temporada.',
  },
  'elite-opera-trip': {
    name: 'Excursión a la ópera de Crestview',
    description: 'Lugares en luneta y un auto de ida y vuelta.',
  },
  'elite-cabaret': {
    name: 'Noche de cabaret',
    description: 'Un lugar en el cabaret mensual, coctel incluido.',
  },
};
