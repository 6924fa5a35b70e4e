import { CmsBrokenAnswerError } from './cms-errors';

/**
 * CMS values arrive as strings (docs/casino-system.md#envelope) and are mapped here, strictly: a value that
 * is not what its field holds is a broken answer, never a guessed number.
 */

const broken = (field: string, what: string, value: string) =>
  new CmsBrokenAnswerError(`${field}: not ${what} (${JSON.stringify(value.slice(0, 40))})`);

const MONEY = /^(-?)(\d{1,13})(?:\.(\d{1,4}))?$/;

/**
 * Dollars with up to 4 places (may be negative) to integer cents, rounded half away from zero on the
 * decimal digits themselves: `-335.7858` → `-33579`, `0.005` → `1`, `-0.005` → `-1`. Floats would round
 * `0.285` the wrong way.
 */
export function centsFrom(value: string, field: string): number {
  const match = MONEY.exec(value);
  if (!match) throw broken(field, 'an amount of money', value);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = fraction.padEnd(4, '0');
  const magnitude =
    Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits.slice(2)) >= 50 ? 1 : 0);
  return sign && magnitude !== 0 ? -magnitude : magnitude;
}

const INTEGER = /^-?\d{1,15}$/;

/** Points, tier points, counts and seconds: whole numbers only. */
export function integerFrom(value: string, field: string): number {
  if (!INTEGER.test(value)) throw broken(field, 'a whole number', value);
  return Number(value) || 0;
}

/** A whole number that cannot be below zero (a cost, a balance of lots, a tier number). */
export function countFrom(value: string, field: string): number {
  const n = integerFrom(value, field);
  if (n < 0) throw broken(field, 'zero or more', value);
  return n;
}

const RATE = /^\d{1,6}(?:\.\d{1,10})?$/;

/** A positive decimal kept as a number (the dollars one point is worth, e.g. `0.01`). */
export function rateFrom(value: string, field: string): number {
  const n = RATE.test(value) ? Number(value) : NaN;
  if (!(n > 0)) throw broken(field, 'a positive rate', value);
  return n;
}

export function booleanFrom(value: string, field: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw broken(field, 'true or false', value);
}

/** The tenant's clock for CMS times (docs/design.md#casino-management-system-connector). */
export type CmsClock = { timeZone: string; gamingDayStartHour: number };
export const DEFAULT_CMS_CLOCK: CmsClock = { timeZone: 'America/Los_Angeles', gamingDayStartHour: 6 };

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?$/;
const DAY_MS = 86_400_000;

type Wall = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
};

function wallOf(value: string, field: string): Wall {
  const m = LOCAL_TIME.exec(value);
  if (!m) throw broken(field, 'a local date or time', value);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const daysInMonth =
    new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) {
    throw broken(field, 'a real date or time', value);
  }
  return { year, month, day, hour, minute, second, ms };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The wall clock read as if it were UTC: the arithmetic base for offsets. */
function wallMs(w: Wall): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  return d.setUTCHours(w.hour, w.minute, w.second, w.ms);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `instant` in `timeZone`, as fields. */
function wallAt(instant: number, timeZone: string): Wall {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  return {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    ms: ((instant % 1000) + 1000) % 1000,
  };
}

const rawOffsetAt = (instant: number, timeZone: string) => wallMs(wallAt(instant, timeZone)) - instant;

// Formatting costs ~25 µs a call and a list of CMS times needs several per time; a UTC day whose offset is
// the same at both ends has one offset throughout, so it is looked up once.
const steadyDays = new Map<string, number | null>();

/** The zone's offset from UTC at `instant`, in ms (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const day = Math.floor(instant / DAY_MS);
  const key = `${timeZone} ${day}`;
  let steady = steadyDays.get(key);
  if (steady === undefined) {
    const start = rawOffsetAt(day * DAY_MS, timeZone);
    steady = start === rawOffsetAt((day + 1) * DAY_MS - 1, timeZone) ? start : null;
    if (steadyDays.size >= 20_000) steadyDays.clear();
    steadyDays.set(key, steady);
  }
  return steady ?? rawOffsetAt(instant, timeZone);
}

/**
 * A wall-clock time of the zone to the instant it names (docs/casino-system.md#envelope: times carry no
 * zone, so DST makes some of them ambiguous). A fall-back time that happens twice is its first (earlier)
 * occurrence; a spring-forward time that never happened is moved forward by the gap (02:30 → 03:30 in
 * America/Los_Angeles). That is Temporal's and java.time's `compatible` rule, so another system that reads
 * the same CMS lands on the same instant; the answer carries nothing that could tell the two 01:30s apart.
 */
function instantOf(wall: Wall, timeZone: string): number {
  const local = wallMs(wall);
  const before = offsetAt(local - DAY_MS / 2, timeZone);
  const after = offsetAt(local + DAY_MS / 2, timeZone);
  const fits = [before, after]
    .map((offset) => local - offset)
    .filter((instant) => offsetAt(instant, timeZone) === local - instant);
  if (fits.length) return Math.min(...fits);
  return local - before;
}

const isNone = (w: Wall) =>
  w.year === 1900 && w.month === 1 && w.day === 1 && !w.hour && !w.minute && !w.second && !w.ms;

/** A zone-less CMS time or date (a date is its local midnight) to a UTC instant; `1900-01-01T00:00:00` is none. */
export function localTimeFrom(value: string, field: string, timeZone: string): Date | null {
  const wall = wallOf(value, field);
  return isNone(wall) ? null : new Date(instantOf(wall, timeZone));
}

/** Like localTimeFrom, for a field that must hold a time. */
export function requiredTimeFrom(value: string, field: string, timeZone: string): Date {
  const at = localTimeFrom(value, field, timeZone);
  if (!at) throw broken(field, 'a time (it says none)', value);
  return at;
}

/**
 * A calendar day (a birthdate, a gaming day) kept as `YYYY-MM-DD`: it names a day, not an instant, so no zone
 * can shift it by one. `1900-01-01` is none.
 */
export function calendarDayFrom(value: string, field: string): string | null {
  const wall = wallOf(value, field);
  if (wall.hour || wall.minute || wall.second || wall.ms) throw broken(field, 'a date without a time', value);
  return isNone(wall) ? null : value.slice(0, 10);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (w: Pick<Wall, 'year' | 'month' | 'day'>) =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** The gaming day (`YYYY-MM-DD`) an instant falls in: days start at the property's gaming-day hour. */
export function gamingDayOf(instant: Date, clock: CmsClock = DEFAULT_CMS_CLOCK): string {
  const wall = wallAt(instant.getTime(), clock.timeZone);
  if (wall.hour >= clock.gamingDayStartHour) return dayText(wall);
  const previous = new Date(0);
  previous.setUTCFullYear(wall.year, wall.month - 1, wall.day - 1);
  return dayText({
    year: previous.getUTCFullYear(),
    month: previous.getUTCMonth() + 1,
    day: previous.getUTCDate(),
  });
}

/** The instant a gaming day (`YYYY-MM-DD`) starts: its date at the gaming-day hour, local time. */
export function gamingDayStart(day: string, clock: CmsClock = DEFAULT_CMS_CLOCK): Date {
  const wall = wallOf(day, 'gaming day');
  return new Date(instantOf({ ...wall, hour: clock.gamingDayStartHour }, clock.timeZone));
}

/** An instant as the CMS writes times: the zone's wall clock, no zone (`2026-11-30T14:05:09.120`). */
export function localTimeText(instant: Date, timeZone: string): string {
  const w = wallAt(instant.getTime(), timeZone);
  return `${dayText(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}.${pad(w.ms, 3)}`;
}
