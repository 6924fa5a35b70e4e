import type { Hours } from './content-types';

type Lang = 'en' | 'es' | 'zw';

const DAYS: Record<Exclude<Hours, { always: true }>['days'], Record<Lang, string>> = {
  daily: { en: 'Daily', es: 'Todos los días', zw: 'Daily' },
  weekends: { en: 'Fri–Sun', es: 'Vie a dom', zw: 'Fri–Sun' },
  thuSun: { en: 'Thu–Sun', es: 'Jue a dom', zw: 'Thu–Sun' },
  monSat: { en: 'Mon–Sat', es: 'Lun a sáb', zw: 'Mon–Sat' },
};

function usClock(h: number): string {
  const hour = h % 24;
  if (hour === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return `${hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}
const clock24 = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

/** Opening hours as each language writes them: "Daily 7 AM – 11 PM", "Todos los días, 07:00 a 23:00". */
export function formatHours(hours: Hours, lang: Lang): string {
  if ('always' in hours)
    return { en: 'Open 24 hours', es: 'Abierto las 24 horas', zw: 'Open 24 hours' }[lang];
  const days = DAYS[hours.days][lang];
  if (lang === 'en') return `${days} ${usClock(hours.open)} – ${usClock(hours.close)}`;
  if (lang === 'es') return `${days}, ${clock24(hours.open)} a ${clock24(hours.close)}`;
  return `${days} ${clock24(hours.open)}–${clock24(hours.close)}`;
}
