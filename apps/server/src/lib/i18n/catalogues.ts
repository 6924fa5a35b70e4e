import type { Language } from '@patron/contracts';
import type { Catalogue } from './catalogue';
import { enUS } from './en-us';
import { enZW } from './en-zw';
import { esMX } from './es-mx';

export const CATALOGUES: Record<Language, Partial<Catalogue>> = {
  'en-US': enUS,
  'es-MX': esMX,
  'en-ZW': enZW,
};
