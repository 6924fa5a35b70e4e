import { CmsBrokenAnswerError } from './cms-errors';
import { optionalText, type CmsRecord } from './cms-xml-parser';
import {
  booleanFrom,
  calendarDayFrom,
  centsFrom,
  countFrom,
  integerFrom,
  localTimeFrom,
  rateFrom,
  requiredTimeFrom,
} from './cms-values';

/**
 * Reads the fields of one CMS record by name, mapped and checked; `path` names the record in errors. Order
 * does not matter and unknown elements are never looked at (docs/casino-system.md#envelope).
 */
export function fieldsOf(record: CmsRecord, path: string, timeZone: string) {
  const at = (name: string) => `${path}/${name}`;
  const optional = (name: string) => optionalText(record[name], at(name));
  const required = (name: string) => {
    const value = optional(name);
    if (value === null) throw new CmsBrokenAnswerError(`${at(name)}: missing`);
    return value;
  };
  const maybe = <T>(name: string, map: (value: string, field: string) => T): T | null => {
    const value = optional(name);
    return value === null ? null : map(value, at(name));
  };
  return {
    /** Present and not empty. */
    text: required,
    /** Absent or empty is null. */
    optionalText: optional,
    /** Present, possibly empty (a description may say nothing). */
    textOrEmpty: (name: string) => {
      if (record[name] === undefined) throw new CmsBrokenAnswerError(`${at(name)}: missing`);
      return optional(name) ?? '';
    },
    cents: (name: string) => centsFrom(required(name), at(name)),
    optionalCents: (name: string) => maybe(name, centsFrom),
    integer: (name: string) => integerFrom(required(name), at(name)),
    count: (name: string) => countFrom(required(name), at(name)),
    optionalCount: (name: string) => maybe(name, countFrom),
    rate: (name: string) => rateFrom(required(name), at(name)),
    boolean: (name: string) => booleanFrom(required(name), at(name)),
    /** A local time; absent, empty or `1900-01-01T00:00:00` is null. */
    time: (name: string) => maybe(name, (v, f) => localTimeFrom(v, f, timeZone)),
    requiredTime: (name: string) => requiredTimeFrom(required(name), at(name), timeZone),
    /** A calendar day as `YYYY-MM-DD`; absent or none is null. */
    day: (name: string) => maybe(name, calendarDayFrom),
    oneOf: <const T extends string>(name: string, values: readonly T[]): T => {
      const value = required(name);
      if (!(values as readonly string[]).includes(value)) {
        throw new CmsBrokenAnswerError(
          `${at(name)}: not one of ${values.join(', ')} (${value.slice(0, 40)})`,
        );
      }
      return value as T;
    },
  };
}
export type CmsFields = ReturnType<typeof fieldsOf>;
