import type { Language } from '@patron/contracts';
import type { BrandProfile } from './brands';

/** WorksReport `disclaimer`: the property's words on its win/loss estimates, in every language. */
export function winLossDisclaimer(profile: BrandProfile): Record<Language, string> {
  const en =
    `Win/loss figures are estimates based on rated play at ${profile.name} and are not a substitute ` +
    'for your own records. Play that was not rated (without your card) is not included. Keep your own ' +
    'records for tax purposes and consult a tax professional.';
  return {
    'en-US': en,
    'en-ZW': en,
    'es-MX':
      `Las cifras de ganancias y pérdidas son estimaciones basadas en el juego registrado en ${profile.name} ` +
      'y no sustituyen sus propios registros. No incluyen el juego sin tarjeta. Conserve sus propios ' +
      'registros para fines fiscales y consulte a un asesor fiscal.',
  };
}
