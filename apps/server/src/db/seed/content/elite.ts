import { ALWAYS, daily, news, place, thuSun } from './builders';
import type { BrandContent } from './content-types';

export const eliteContent = (): BrandContent => ({
  locations: [
    place(
      'Aurelian Steakhouse',
      'restaurant',
      '0340',
      daily(17, 23),
      'Dry-aged prime beef, tableside service and a cellar of rare vintages.',
      'Res prime madurada en seco, servicio en la mesa y una cava de añadas raras.',
    ),
    place(
      'Salon Meridian',
      'restaurant',
      '0341',
      thuSun(18, 23),
      'A seasonal tasting menu in seven courses.',
      'Un menú de degustación de temporada en siete tiempos.',
    ),
    place(
      'The Gilded Atrium',
      'restaurant',
      '0342',
      daily(7, 15),
      'Breakfast and afternoon tea beneath the glass dome.',
      'Desayuno y té de la tarde bajo la cúpula de cristal.',
    ),
    place(
      'Cellar 1890',
      'bar',
      '0343',
      daily(16, 2),
      'Cognac, cigars and quiet conversation.',
      'Coñac, puros y conversación tranquila.',
    ),
    place(
      'Meridian Tower',
      'hotel',
      '0350',
      ALWAYS,
      'Suites with butler service above the Crestview skyline.',
      'Suites con mayordomo sobre el horizonte de Crestview.',
    ),
    place(
      'Meridian Spa',
      'spa',
      '0351',
      daily(8, 21),
      'Signature facials, thermal pools and private treatment suites.',
      'Faciales de autor, albercas termales y cabinas privadas.',
    ),
    place(
      'Maison Meridian',
      'giftShop',
      '0370',
      daily(10, 22),
      'Fine jewelry, leather goods and the house fragrance.',
      'Joyería fina, artículos de piel y la fragancia de la casa.',
    ),
    place(
      'Salle Privée',
      'gaming',
      '0360',
      daily(12, 4),
      'High-limit tables in a private salon, by invitation.',
      'Mesas de límite alto en un salón privado, con invitación.',
    ),
    place(
      'Meridian Cage',
      'cage',
      '0300',
      ALWAYS,
      'Front money, markers and wire transfers, discreetly.',
      'Depósitos, créditos y transferencias, con discreción.',
    ),
    place(
      'The Opal Room',
      'entertainment',
      '0361',
      thuSun(19, 24),
      'Chamber music, late jazz and cabaret in an intimate salon.',
      'Música de cámara, jazz nocturno y cabaret en un salón íntimo.',
    ),
    place(
      'Crestview Opera House',
      'entertainment',
      '0380',
      thuSun(19, 23),
      'Our partner stage downtown; members travel there by house car.',
      'Nuestro teatro asociado en el centro; los socios llegan en auto de la casa.',
    ),
  ],
  announcements: [
    news(
      'elite-vintner-dinner',
      'event',
      { ago: 4, expires: 20 },
      [
        'A vintner dinner at Salon Meridian',
        'An evening with a Napa winemaker: five courses, five pours, one long table. Seating is limited to forty members.',
      ],
      [
        'Cena con el viticultor en Salon Meridian',
        'Una velada con un productor de Napa: cinco tiempos, cinco copas, una sola mesa. Cupo limitado a cuarenta socios.',
      ],
    ),
    news(
      'elite-distinguished-evenings',
      'promotion',
      { ago: 10, expires: 50 },
      [
        'Distinguished Evenings',
        'Sunday through Thursday, table play after 9 PM earns tier credits at one and a half times the usual rate.',
      ],
      [
        'Veladas distinguidas',
        'De domingo a jueves, el juego en mesas después de las 21:00 acumula créditos de nivel a una vez y media la tasa habitual.',
      ],
    ),
    news(
      'elite-atrium-tea',
      'hours',
      { ago: 7, expires: null },
      [
        'Afternoon tea, now daily',
        'The Gilded Atrium serves afternoon tea every day from 2 to 5 PM. Reservations are recommended.',
      ],
      [
        'Té de la tarde, ahora diario',
        'The Gilded Atrium sirve el té de la tarde todos los días de 14:00 a 17:00. Se recomienda reservar.',
      ],
    ),
    news(
      'elite-opal-room',
      'news',
      { ago: 30, expires: null },
      [
        'Meridian Spa, restored',
        'Our spa reopens with new thermal pools and a private couples suite. Members enjoy priority booking.',
      ],
      [
        'Meridian Spa, renovado',
        'Nuestro spa reabre con nuevas albercas termales y una suite privada para parejas. Los socios tienen prioridad al reservar.',
      ],
    ),
    news(
      'elite-chancellor-gala',
      'event',
      { ago: 1, expires: 25, tiers: [4, 5] },
      [
        'Laureate and Chancellor: the winter gala',
        'You are invited to the winter gala in Salle Privée: black tie, a string quartet and a dinner by our executive chef. Your host will confirm.',
      ],
      [
        'Laureate y Chancellor: la gala de invierno',
        'Estás invitado a la gala de invierno en Salle Privée: etiqueta rigurosa, un cuarteto de cuerdas y una cena de nuestro chef ejecutivo. Tu anfitrión te confirmará.',
      ],
    ),
    news(
      'elite-summer-soiree',
      'event',
      { ago: 90, expires: -30 },
      ['Summer soirée on the terrace', 'Champagne and jazz on the terrace every Saturday in July.'],
      ['Velada de verano en la terraza', 'Champaña y jazz en la terraza cada sábado de julio.'],
    ),
    news(
      'elite-new-year',
      'event',
      { ago: -6, expires: 36 },
      ['New Year at Meridian', 'A midnight toast in the Atrium and a jazz orchestra until two.'],
      ['Año Nuevo en Meridian', 'Un brindis a medianoche en el Atrium y una orquesta de jazz hasta las dos.'],
    ),
  ],
});
