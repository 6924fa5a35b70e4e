import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DB_CASING, type Queryable } from '../../../db/client';
import { prepareSql } from '../../../db/prepared-sql';

const dialect = new PgDialect({ casing: DB_CASING });

/**
 * The statements made of a caller's part (an AccountLookup's `select`, a SuccessWrite's `rest`),
 * built once per name. A name is one statement: a part under a name already built must make the
 * same SQL, or this throws (the statement built first would otherwise run in its place). The same
 * part function, as callers pass (built at module level), is not built again to be compared.
 */
export function statementsByName<Row>(
  db: Queryable,
  prefix: string,
  build: (part: () => SQL) => SQL,
): (name: string, part: () => SQL) => ReturnType<typeof prepareSql<Row>> {
  const statements = new Map<
    string,
    { part: () => SQL; text: string | undefined; statement: ReturnType<typeof prepareSql<Row>> }
  >();
  const textOf = (part: () => SQL) => dialect.sqlToQuery(build(part)).sql;
  return (name, part) => {
    const built = statements.get(name);
    if (!built) {
      const statement = prepareSql<Row>(db, `${prefix}_${name}`, () => build(part));
      statements.set(name, { part, text: undefined, statement });
      return statement;
    }
    if (part !== built.part && textOf(part) !== (built.text ??= textOf(built.part))) {
      throw new Error(`${prefix}_${name} is already built with other SQL: give each statement its own name`);
    }
    return built.statement;
  };
}

/**
 * A caller's values with the throttle's own (`own`) beside them: a caller's value under one of the
 * throttle's names would be overwritten silently, so it throws instead; `tenantId`, the one
 * placeholder the two share, may be given by both when it is the same.
 */
export function withOwnValues(
  what: string,
  values: Record<string, unknown>,
  own: Record<string, unknown>,
): Record<string, unknown> {
  for (const key of Object.keys(own)) {
    if (key in values && !(key === 'tenantId' && values[key] === own[key])) {
      throw new Error(`${what} has a value named ${key}, which is the sign-in throttle's own`);
    }
  }
  return { ...values, ...own };
}
