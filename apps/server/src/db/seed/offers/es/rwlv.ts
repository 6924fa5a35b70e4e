import type { OfferTranslation } from './offer-translation';

/** Riverwalk Lantern Resort's offers in Mexican Spanish, by offer key. */
export const rwlvOffersEs: Record<string, OfferTranslation> = {
  'rwlv-dumplings': {
    name: 'Bollitos de caldo y té',
    description: 'Ocho bollitos rellenos de caldo y una tetera de té de jazmín, al vapor al momento.',
  },
  'rwlv-ramen': {
    name: 'Ramen de medianoche',
    description:
      'Ramen tonkotsu, abierto hasta las 4:00 para los que siguen despiertos después de medianoche.',
  },
  'rwlv-night-market': {
    name: 'Night Market Buffet',
    description: 'Veinte puestos de comida callejera junto al río, todo lo que puedas cargar.',
  },
  'rwlv-omakase': {
    name: 'Barra omakase para dos',
    description: 'Doce piezas en la barra del chef con una degustación de sake.',
  },
  'rwlv-wagyu-sake': {
    name: 'Maridaje de corte y sake en Riverbend',
    description: 'Un corte de lomo y tres sakes elegidos por nuestro sommelier de sake.',
  },
  'rwlv-dim-sum-brunch': {
    name: 'Almuerzo de dim sum para cuatro',
    description: 'Carritos de dim sum de fin de semana para cuatro, con té sin límite.',
  },
  'rwlv-tower-night': {
    name: 'Noche en Lantern Tower',
    description: 'Una habitación sobre el río con los faroles brillando abajo.',
  },
  'rwlv-river-suite': {
    name: 'Noche en la Suite del Río',
    description: 'Una suite con tina profunda junto a la ventana, sobre el agua.',
  },
  'rwlv-sky-villa': {
    name: 'Noche en la Villa del Cielo',
    description: 'La villa del último piso, con terraza privada y mayordomo.',
  },
  'rwlv-festival-package': {
    name: 'Fin de semana del Festival de los Faroles',
    description: 'Dos noches durante el Festival de los Faroles de otoño y un farol para soltar.',
  },
  'rwlv-spa': {
    name: 'Masaje en Bamboo Garden Spa',
    description: 'Ochenta minutos de shiatsu en el spa del jardín.',
  },
  'rwlv-pool-cabana': {
    name: 'Cabaña junto a la alberca del río',
    description: 'Una cabaña con sombra por todo el día, con fruta y toallas frías.',
  },
  'rwlv-fp-20': { name: 'US$20 de juego gratis', description: 'US$20 de juego gratis.' },
  'rwlv-fp-50': {
    name: 'US$50 de juego gratis',
    description: 'US$50 de juego gratis en cualquier tragamonedas del piso del Riverwalk.',
  },
  'rwlv-fp-88': {
    name: 'US$88 de juego gratis de la suerte',
    description: 'US$88 de juego gratis, el número más afortunado del río.',
  },
  'rwlv-fp-300': {
    name: 'US$300 de juego gratis Golden Lantern',
    description: 'Para los huéspedes de límite alto del Golden Lantern Salon.',
  },
  'rwlv-baccarat-match': {
    name: 'US$50 de apuesta igualada en baccarat',
    description: 'Igualamos tu primera apuesta de US$50 a la banca o al jugador.',
  },
  'rwlv-mahjong-seat': {
    name: 'Lugar en el torneo de mahjong',
    description: 'Un lugar en el torneo de mahjong del domingo.',
  },
  'rwlv-paper-lantern': {
    name: 'Farol de papel pintado a mano',
    description: 'Un farol de seda y papel pintado con el río de noche.',
  },
  'rwlv-tea-set': {
    name: 'Juego de té de celadón',
    description: 'Una tetera de celadón y cuatro tazas en caja de regalo.',
  },
  'rwlv-silk-robe': {
    name: 'Bata de seda',
    description: 'Una bata de seda en rojo farol, como las de las suites.',
  },
  'rwlv-mooncakes': {
    name: 'Lata de pasteles de luna',
    description: 'Cuatro pasteles de luna de semilla de loto, hechos en nuestra pastelería.',
  },
  'rwlv-promenade-card': {
    name: 'Tarjeta Promenade de US$30',
    description: 'US$30 en cualquier tienda del Riverwalk Promenade.',
  },
  'rwlv-jade-pendant': {
    name: 'Dije de jade',
    description: 'Jade tallado en una cadena de oro de 18 quilates.',
  },
  'rwlv-glow-show': {
    name: 'Glow: The River of Light',
    description: 'Un lugar en nuestro espectáculo residente de luces y acrobacias.',
  },
  'rwlv-lion-dance': {
    name: 'Danza del león de Año Nuevo Lunar, primera fila',
    description: 'Lugares en primera fila para la danza del león en la plaza.',
  },
  'rwlv-glow-vip': {
    name: 'Reservado VIP en Glow para dos',
    description: 'Un reservado con servicio de botella en la función nocturna de Glow.',
  },
  'rwlv-boat-parade': {
    name: 'Paseo en barco al desfile de faroles',
    description: 'Dos lugares en un barco por el río para el desfile de faroles.',
  },
  'rwlv-karaoke': {
    name: 'Sala privada de karaoke',
    description: 'Dos horas de sala privada de karaoke para hasta ocho personas.',
  },
};
