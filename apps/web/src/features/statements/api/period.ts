/** `+hh:mm` of the browser's offset on that local day. */
function offsetOf(day: string): string {
  const minutes = -new Date(`${day}T12:00:00`).getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The server reads instants with their offset: a local day runs from its midnight to its last ms. */
export const localDayStart = (day: string) => `${day}T00:00:00.000${offsetOf(day)}`;
export const localDayEnd = (day: string) => `${day}T23:59:59.999${offsetOf(day)}`;

/** YYYY-MM-DD of a Date in the browser's time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default period: the last twelve months up to today. */
export function lastTwelveMonths(today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setFullYear(from.getFullYear() - 1);
  return { from: localDay(from), to: localDay(today) };
}
