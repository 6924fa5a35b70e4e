import type { BrandProfile } from './brands';

/** Each brand's tagline in Spanish, as its marketing team would write it. */
const TAGLINE_ES: Record<string, string> = {
  'Where the tide turns your way': 'Donde la marea cambia a tu favor',
  'Members of distinction': 'Socios distinguidos',
  'High desert, higher stakes': 'Alto desierto, apuestas más altas',
  'Anchored in great play': 'Anclados en el buen juego',
  'Lights on the river': 'Luces sobre el río',
  'Wide skies, big wins': 'Cielos abiertos, grandes premios',
  'Crafted offers, every visit': 'Ofertas hechas para ti, en cada visita',
  'Rest easy under the pines': 'Descansa tranquilo bajo los pinos',
  'Your table by the brook': 'Tu mesa junto al arroyo',
};

/** The kiosk lobby's rotating titles (KioskMedallionsLobbyConfig), in the three languages. */
export function lobbySlides(profile: BrandProfile): { title: string; titles: Record<string, string> }[] {
  const welcome = `Welcome to ${profile.name}`;
  return [
    {
      title: welcome,
      titles: { 'en-US': welcome, 'en-ZW': welcome, 'es-MX': `Bienvenido a ${profile.name}` },
    },
    {
      title: profile.tagline,
      titles: {
        'en-US': profile.tagline,
        'en-ZW': profile.tagline,
        'es-MX': TAGLINE_ES[profile.tagline] ?? profile.tagline,
      },
    },
  ];
}
