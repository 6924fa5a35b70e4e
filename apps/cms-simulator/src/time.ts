/** A local date `YYYY-MM-DD` or date-time `YYYY-MM-DDTHH:mm:ss` of the property, with no zone. */
export type LocalDate = string;
export type LocalDateTime = string;

export const NONE: LocalDateTime = '1900-01-01T00:00:00';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

export function localTimeStamp(instant: Date, timeZone: string): string {
  return `${localDateTime(instant, timeZone)}.${String(instant.getUTCMilliseconds()).padStart(3, '0')}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function at(date: LocalDate, time = '00:00:00'): LocalDateTime {
  return `${date}T${time}`;
}

/** The gaming day starts at the property's gaming-day hour: play at 02:30 belongs to the day before. */
export function gamingDateOf(moment: LocalDateTime, startHour: number): LocalDate {
  const date = moment.slice(0, 10);
  return Number(moment.slice(11, 13)) < startHour ? addDays(date, -1) : date;
}

export function isLocalDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}
