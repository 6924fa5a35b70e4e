import { PROPERTY } from '../property';
import { createRandom, type Random } from '../random';
import { localDateTime, type LocalDate, type LocalDateTime } from '../time';

/** What every seed builder shares: the property's today, one random stream, and id counters. */
export interface SeedContext {
  today: LocalDate;
  now: LocalDateTime;
  random: Random;
  nextCompId(): string;
  nextEntryId(): string;
  nextRatingId(): string;
  compCode(): string;
}

export function createSeedContext(now: Date, seed: number): SeedContext {
  const nowLocal = localDateTime(now, PROPERTY.timeZone);
  const random = createRandom(seed);
  const codes = new Set<string>();
  let compId = 5_100_000;
  let entryId = 880_000;
  let ratingId = 3_300_000;
  return {
    today: nowLocal.slice(0, 10),
    now: nowLocal,
    random,
    nextCompId: () => String(++compId),
    nextEntryId: () => String(++entryId),
    nextRatingId: () => String(++ratingId),
    compCode: () => freshCompCode(random, codes),
  };
}

/** Cage codes are 10 digits and often start with zeros, which are part of the code. */
export function freshCompCode(random: Random, taken: Set<string>): string {
  for (;;) {
    const code = `00${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}
